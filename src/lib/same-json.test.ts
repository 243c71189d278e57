import { describe, expect, it } from 'vitest';
import { canonical, sameJson } from './same-json';

describe('sameJson, the app’s one equality of JSON values', () => {
  it('ignores the order of object keys at any depth, never the order of a list', () => {
    expect(sameJson({ a: 1, b: { c: [1, 2], d: null } }, { b: { d: null, c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });

  it('counts an undefined field as absent, as JSON does', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(canonical({ b: 2, a: 1 })).toBe('{"a":1,"b":2}');
  });
});
