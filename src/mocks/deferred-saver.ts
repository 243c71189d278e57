// Saving a tab's demo store off the request's path. Saving the whole store is a JSON.stringify of all of
// it on the page's main thread (where MSW runs the demo backend): with a 5 MB survey in it that is a long
// task. So a write only schedules a save, run a little later when the page is idle (after the answer has
// been sent and the page it leads to rendered), one save for a burst of writes, and written a few records
// at a time between tasks; leaving or reloading the page saves at once, so a reload still finds every write.

/** A save waits this long first: the page that the write leads to is rendered before the store is saved. */
const SAVE_AFTER_MS = 2000;
/** …then for the page to be idle, at most this long. */
const SAVE_WITHIN_MS = 1000;

export interface SaveSteps {
  /** Saves at once (the page is going away). */
  whole: () => void;
  /** Saves a slice at a time, awaiting `pause` between slices; gives up when a pause shows it is stale. */
  inSlices: (pause: () => Promise<void>, stillWanted: () => boolean) => Promise<void>;
}

export interface DeferredSaver {
  schedule: () => void;
  /** Drops a scheduled or running save (what it would save is saved elsewhere, or stale). */
  cancel: () => void;
  /** Saves what is pending at once, and stops listening to the page. */
  dispose: () => void;
}

type SaverTarget = Pick<Window, 'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

export function deferredSaver(target: SaverTarget, steps: SaveSteps): DeferredSaver {
  let pending: (() => void) | null = null;
  /** Counts saves begun or cancelled: a save in slices that sees another begun gives up. */
  let begun = 0;
  let writing = false;
  const pause = () => new Promise<void>((resolve) => target.setTimeout(resolve, 0));
  const saveInSlices = async () => {
    pending = null;
    const mine = (begun += 1);
    writing = true;
    await steps.inSlices(pause, () => begun === mine && !pending);
    if (begun === mine) writing = false;
  };
  const cancel = () => {
    pending?.();
    pending = null;
    begun += 1;
    writing = false;
  };
  const flush = () => {
    if (!pending && !writing) return;
    cancel();
    steps.whole();
  };
  const whenIdle = () => {
    const idle = () => void saveInSlices();
    if (typeof target.requestIdleCallback !== 'function') return idle();
    const handle = target.requestIdleCallback(idle, { timeout: SAVE_WITHIN_MS });
    pending = () => target.cancelIdleCallback?.(handle);
  };
  const schedule = () => {
    if (pending) return;
    const handle = target.setTimeout(whenIdle, SAVE_AFTER_MS);
    pending = () => target.clearTimeout(handle);
  };
  target.addEventListener('pagehide', flush);
  return {
    schedule,
    cancel,
    dispose: () => {
      flush();
      target.removeEventListener('pagehide', flush);
    },
  };
}
