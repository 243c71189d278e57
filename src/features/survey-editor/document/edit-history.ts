// Undo/redo of whole-form snapshots. Pure and bounded; the editor decides when a snapshot is taken
// (at once for structural changes, after a pause for typing).

export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export const HISTORY_LIMIT = 100;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [] };
}

/** Records a new present; anything that was undone can no longer be redone. */
export function record<T>(
  history: EditHistory<T>,
  next: T,
  same: (a: T, b: T) => boolean = Object.is,
): EditHistory<T> {
  if (same(history.present, next)) return history;
  const past = [...history.past, history.present];
  return {
    past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past,
    present: next,
    future: [],
  };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1]!,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.future.length === 0) return history;
  return {
    past: [...history.past, history.present],
    present: history.future[0]!,
    future: history.future.slice(1),
  };
}
