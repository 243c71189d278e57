import { describe, expect, it } from 'vitest';
import { pinsAround, RowSizeEstimates, rowsToRender, segmentsOf } from './windowing';

describe('rowsToRender', () => {
  const range = { startIndex: 40, endIndex: 49, overscan: 3, count: 100 };

  it('renders the visible rows with their overscan', () => {
    expect(rowsToRender(range, [])).toEqual(Array.from({ length: 16 }, (_, i) => 37 + i));
  });

  it('clamps the overscan to the list', () => {
    expect(rowsToRender({ startIndex: 0, endIndex: 2, overscan: 3, count: 4 }, [])).toEqual([0, 1, 2, 3]);
  });

  it('adds pinned rows far from the window, in order, without duplicates or rows out of the list', () => {
    const rows = rowsToRender(range, [...pinsAround(4), ...pinsAround(45), 99, 100, -1]);
    expect(rows.slice(0, 3)).toEqual([3, 4, 5]);
    expect(rows.slice(3, -1)).toEqual(Array.from({ length: 16 }, (_, i) => 37 + i));
    expect(rows.at(-1)).toBe(99);
  });

  it('pins nothing when no row is selected', () => {
    expect(pinsAround(-1)).toEqual([]);
    expect(pinsAround(0)).toEqual([-1, 0, 1]);
  });
});

describe('segmentsOf', () => {
  it('keeps the skipped rows’ room before, between and after the rendered ones', () => {
    const rows = [
      { index: 2, start: 140, end: 210 },
      { index: 10, start: 700, end: 770 },
      { index: 11, start: 770, end: 1400 },
    ];
    expect(segmentsOf(rows, 2000)).toEqual([
      { kind: 'gap', size: 140, before: 2 },
      { kind: 'row', index: 2 },
      { kind: 'gap', size: 490, before: 10 },
      { kind: 'row', index: 10 },
      { kind: 'row', index: 11 },
      { kind: 'gap', size: 600, before: null },
    ]);
  });

  it('needs no gap when every row is rendered', () => {
    const rows = [
      { index: 0, start: 0, end: 70 },
      { index: 1, start: 70, end: 140 },
    ];
    expect(segmentsOf(rows, 140)).toEqual([
      { kind: 'row', index: 0 },
      { kind: 'row', index: 1 },
    ]);
  });

  it('adds the room of sub-pixel rounding to nothing', () => {
    expect(segmentsOf([{ index: 0, start: 0.4, end: 70 }], 70.5)).toEqual([{ kind: 'row', index: 0 }]);
  });
});

describe('RowSizeEstimates', () => {
  it('guesses until a row in the same state was measured, then uses the mean of those', () => {
    const sizes = new RowSizeEstimates({ expanded: 600, collapsed: 70 });
    expect(sizes.estimate(true)).toBe(600);
    sizes.record(false, 66);
    sizes.record(false, 68);
    sizes.record(true, 900);
    sizes.record(true, 0); // not laid out (e.g. hidden): ignored
    expect(sizes.estimate(false)).toBe(67);
    expect(sizes.estimate(true)).toBe(900);
  });
});
