import { describe, expect, it } from 'vitest';
import { pageCount, paginationSearch, toLimitOffset } from './pagination';

describe('pagination search state', () => {
  it('defaults and rejects junk', () => {
    expect(paginationSearch.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(paginationSearch.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
    expect(paginationSearch.parse({ page: '-2', pageSize: '33' })).toEqual({ page: 1, pageSize: 25 });
    expect(paginationSearch.parse({ page: 'abc' })).toEqual({ page: 1, pageSize: 25 });
  });
  it('converts pages to limit/offset', () => {
    expect(toLimitOffset({ page: 1, pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(toLimitOffset({ page: 3, pageSize: 25 })).toEqual({ limit: 25, offset: 50 });
    expect(pageCount(121, 10)).toBe(13);
    expect(pageCount(0, 10)).toBe(1);
  });
});
