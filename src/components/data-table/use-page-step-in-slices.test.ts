import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowsInView } from './use-page-step-in-slices';

/** A body of `count` rows 40 px tall, the first at `top` (px from the window's top). */
function bodyOfRows(count: number, top: number) {
  const table = document.createElement('table');
  const body = table.createTBody();
  for (let index = 0; index < count; index += 1) {
    const row = body.insertRow();
    const rowTop = top + index * 40;
    vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, rowTop, 800, 40));
  }
  return body;
}

describe('rowsInView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('finds the rows the window shows, by position', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    // Scrolled to the table's end: rows 0–77 above the window (their bottom at or above 0).
    expect(rowsInView(bodyOfRows(100, -3120))).toEqual({ start: 78, end: 100 });
    // The table starting 200 px down: rows 0–17 in view (row 17 partly).
    expect(rowsInView(bodyOfRows(100, 200))).toEqual({ start: 0, end: 18 });
  });

  it('says nothing when no row is laid out or none is in view', () => {
    expect(rowsInView(null)).toBeNull();
    const table = document.createElement('table');
    table.createTBody().insertRow();
    expect(rowsInView(table.tBodies[0]!)).toBeNull();
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(900);
    expect(rowsInView(bodyOfRows(10, 1000))).toBeNull();
  });
});
