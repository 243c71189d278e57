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
