// A page step on a table keyed by position rewrites every row in the click's task: at 100 rows on a
// 2-core machine about twice the time of a 25-row step before anything shows, though a window holds
// fewer than 25 rows (and after scrolling down to the page buttons, the page's last ones). Here a step
// draws the new page's rows in view at once (the first screenful when which are in view is not known)
// and leaves the others as they were, unseen (the table keeps its height and the rows their places),
// then draws them after the paint.
import { startTransition, useEffect, useState, type Key } from 'react';
import { ROWS_PER_SLICE } from './use-rows-in-slices';

/** Rows `start` (included) to `end` (excluded), by position. */
export interface RowRange {
  start: number;
  end: number;
}

interface Step<Row> {
  /** The first row's key: another one is another page. */
  pageKey: Key | null;
  /** The page's rows as last drawn (the same page's rows may be newer: only their number counts). */
  rows: readonly Row[] | undefined;
  /** The rows on screen before the step (kept, unseen, outside `range`). */
  before: readonly Row[] | undefined;
  /** The new page's rows drawn in the step's first render; null: all of them. */
  range: RowRange | null;
}

const FIRST_SCREENFUL: RowRange = { start: 0, end: ROWS_PER_SLICE };

/**
 * The rows to draw for `rows` (a page keyed by position) and, during a step, the range of them that is
 * the new page's (the rest are the previous page's, to be left unseen). Only a page that replaces one on
 * screen comes in two parts; a first page, or the same page read again, is drawn as it comes.
 * `inView`: the rows in view when the step was asked for.
 */
export function usePageStepInSlices<Row>(
  rows: readonly Row[] | undefined,
  pageKey: Key | null,
  inView: RowRange | null = null,
): { rows: readonly Row[] | undefined; range: RowRange | null } {
  const [step, setStep] = useState<Step<Row>>({ pageKey, rows, before: undefined, range: null });
  let current = step;
  // Adjusted during render (not in an effect): the step's first render is already the short one.
  if (step.pageKey !== pageKey) {
    const range = step.rows?.length ? (inView ?? FIRST_SCREENFUL) : null;
    current = { pageKey, rows, before: step.rows, range };
    setStep(current);
  } else if (step.rows?.length !== rows?.length) {
    // The same page growing (drawn in slices) or shrinking: what a later step keeps outside its range.
    // A row read again in place needs no update here: kept rows are unseen.
    current = { ...step, rows };
    setStep(current);
  }
  const { before, range } = current;
  const split =
    rows !== undefined &&
    before !== undefined &&
    range !== null &&
    (range.start > 0 || range.end < Math.min(rows.length, before.length));

  useEffect(() => {
    if (!split) return;
    // After the paint of the rows in view: a frame, then a task.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        startTransition(() => setStep((now) => (now.pageKey === pageKey ? { ...now, range: null } : now))),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [split, pageKey]);

  if (!split) return { rows, range: null };
  return {
    rows: rows.map((row, index) =>
      index >= range.start && index < range.end ? row : (before[index] ?? row),
    ),
    range,
  };
}

/** The rows of `body` in the window now, by position; null when none is (or nothing is laid out). */
export function rowsInView(body: HTMLTableSectionElement | null): RowRange | null {
  if (!body) return null;
  let start = -1;
  let end = -1;
  const rows = body.rows;
  for (let index = 0; index < rows.length; index += 1) {
    const { top, bottom } = rows[index]!.getBoundingClientRect();
    if (bottom <= 0 || bottom === top) continue;
    if (top >= window.innerHeight) break;
    if (start < 0) start = index;
    end = index + 1;
  }
  return start < 0 ? null : { start, end };
}
