// Windowing a long question list: which rows to render, and the room the others take. Rows stay in the
// normal flow (no absolute positioning), so a card that grows pushes the next one down at once and the
// drag-and-drop transforms work as in a plain list.

/** Lists up to this long render every card; longer ones render the cards near the screen. */
export const WINDOW_AFTER = 30;

export interface VisibleRange {
  startIndex: number;
  endIndex: number;
  overscan: number;
  count: number;
}

/**
 * The visible rows with their overscan, plus the pinned ones wherever they are (the selected question
 * and its neighbours: a focused card must not unmount, and Tab must find the next card), sorted.
 */
export function rowsToRender(range: VisibleRange, pins: readonly number[]): number[] {
  const start = Math.max(range.startIndex - range.overscan, 0);
  const end = Math.min(range.endIndex + range.overscan, range.count - 1);
  const rows = new Set<number>();
  for (let index = start; index <= end; index += 1) rows.add(index);
  for (const pin of pins) if (pin >= 0 && pin < range.count) rows.add(pin);
  return [...rows].sort((a, b) => a - b);
}

/** Pins for the selected row: it and its neighbours. */
export function pinsAround(index: number): number[] {
  return index < 0 ? [] : [index - 1, index, index + 1];
}

export interface PlacedRow {
  index: number;
  /** Offset of the row's top and bottom from the list's top, in pixels. */
  start: number;
  end: number;
}

export type Segment = { kind: 'row'; index: number } | { kind: 'gap'; size: number; before: number | null };

/**
 * Rendered rows in order, with a gap wherever rows are skipped (before the first, between pinned rows
 * and the window, after the last), so the list keeps its full height and every row sits where it belongs.
 */
export function segmentsOf(rows: readonly PlacedRow[], totalSize: number): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const row of rows) {
    if (row.start - cursor >= 1) segments.push({ kind: 'gap', size: row.start - cursor, before: row.index });
    segments.push({ kind: 'row', index: row.index });
    cursor = Math.max(cursor, row.end);
  }
  if (totalSize - cursor >= 1) segments.push({ kind: 'gap', size: totalSize - cursor, before: null });
  return segments;
}

/**
 * Heights of rows not measured yet, from the ones that were: the mean of measured rows in the same state
 * (expanded or collapsed), or a first guess. Good guesses keep the scrollbar honest and "End" on target.
 */
export class RowSizeEstimates {
  private readonly totals = { expanded: { sum: 0, count: 0 }, collapsed: { sum: 0, count: 0 } };
  constructor(private readonly guesses: { expanded: number; collapsed: number }) {}

  record(expanded: boolean, size: number) {
    if (!(size > 0)) return;
    const total = this.totals[expanded ? 'expanded' : 'collapsed'];
    total.sum += size;
    total.count += 1;
  }

  estimate(expanded: boolean): number {
    const state = expanded ? 'expanded' : 'collapsed';
    const total = this.totals[state];
    return total.count ? Math.round(total.sum / total.count) : this.guesses[state];
  }
}
