// A long page of rich rows (100 projects, each with links, chips and buttons) costs hundreds of milliseconds
// to mount, lay out and paint in one go on a slow machine (0.6–1 s for 100 projects, the demo backend's
// answer ~20 ms of it; see docs/decisions/0008-rows-in-slices.md). Drawn in slices, the first screenful shows
// at once and the rest follows slice by slice after each paint, in transitions the browser can interrupt for
// input.
import { startTransition, useEffect, useState, type Key } from 'react';

/** Rows drawn first: more than a tall screen shows of a small table. */
export const ROWS_PER_SLICE = 25;

/**
 * The rows to draw now (a prefix of `rows`) and whether more are on their way. A new page (another first
 * row) starts again from one slice; the same page read again keeps the rows already drawn. Each slice
 * costs a layout and paint of the whole table: rows light enough to draw by the hundred take a larger
 * `perSlice`.
 */
export function useRowsInSlices<Row>(
  rows: readonly Row[] | undefined,
  rowKey: (row: Row, index: number) => Key,
  perSlice: number = ROWS_PER_SLICE,
): { drawn: readonly Row[] | undefined; drawing: boolean } {
  const firstKey = rows?.length ? rowKey(rows[0]!, 0) : null;
  const [slices, setSlices] = useState({ firstKey, count: perSlice });
  // Adjusted during render (not in an effect): a new page never draws more than its first slice.
  let count = slices.count;
  if (slices.firstKey !== firstKey) {
    count = perSlice;
    setSlices({ firstKey, count });
  }
  const total = rows?.length ?? 0;
  const drawing = count < total;

  useEffect(() => {
    if (!drawing) return;
    // After the paint of what is drawn: a frame, then a task.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        startTransition(() =>
          setSlices((current) =>
            current.firstKey === firstKey ? { firstKey, count: current.count + perSlice } : current,
          ),
        ),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawing, count, firstKey, perSlice]);

  return { drawn: drawing ? rows!.slice(0, count) : rows, drawing };
}
