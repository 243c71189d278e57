import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `task` just after the next frame is painted (a frame, then a task); returns a cancel function.
 * For work that follows an edit but must not delay what the user sees of it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * `value` as it was at the last paint, catching up just after the next one (in a transition, so input
 * is not held up): what the user acted on (the flow graph) is drawn first, a summary of it (the flow
 * check's findings) a frame later.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    return afterNextPaint(() => startTransition(() => setShown(value)));
  }, [shown, value]);
  return shown;
}
