// Browser persistence of the mock: the store, the clock's offset, pending faults and latency live in
// sessionStorage so a reload (or a Playwright test that injects a fault, then reloads) finds them again.
import { clockOffset, setClockOffset } from './clock';
import { currentFaults, mockControl, restoreFaults, type MockFault } from './control';
import { db } from './db';
import type { MockDb } from './stored';
import { storeJsonInSlices } from './store-json';

export const STORE_KEY = 'surveyor.mock.db';
export const FAULTS_KEY = 'surveyor.mock.faults';
export const LATENCY_KEY = 'surveyor.mock.latency';
export const CLOCK_KEY = 'surveyor.mock.clock-offset';
export const DEFAULT_BROWSER_LATENCY_MS = 250;

/** JSON has no Infinity: "answer every request" is stored as a very large count. */
const FOREVER = 1e9;

/** `storeJson`: the store already written as JSON (storeJsonInSlices), else written here at once. */
export function saveMockState(storage: Storage, storeJson = JSON.stringify(db)): void {
  try {
    storage.setItem(STORE_KEY, storeJson);
    storage.setItem(CLOCK_KEY, String(clockOffset()));
    storage.setItem(
      FAULTS_KEY,
      JSON.stringify(
        currentFaults().map((fault) => ({
          ...fault,
          times: fault.times === Infinity ? FOREVER : fault.times,
        })),
      ),
    );
  } catch {
    // Storage full or unavailable: the state lasts for this page only.
  }
}

export function restoreMockState(storage: Storage): void {
  try {
    const stored = storage.getItem(STORE_KEY);
    if (stored) mockControl.load(JSON.parse(stored) as MockDb);
    const faults = storage.getItem(FAULTS_KEY);
    if (faults) restoreFaults(JSON.parse(faults) as MockFault[]);
    setClockOffset(Number(storage.getItem(CLOCK_KEY) ?? 0));
  } catch {
    mockControl.reset();
  }
  const raw = storage.getItem(LATENCY_KEY);
  const latency = raw === null || raw.trim() === '' ? DEFAULT_BROWSER_LATENCY_MS : Number(raw);
  mockControl.setLatency(Number.isFinite(latency) ? latency : DEFAULT_BROWSER_LATENCY_MS);
}

/** A save waits this long first: the page that the write leads to is rendered before the store is saved. */
const SAVE_AFTER_MS = 2000;
/** …then for the page to be idle, at most this long. */
const SAVE_WITHIN_MS = 1000;

/**
 * Saving the whole store is a JSON.stringify of all of it on the page's main thread (where MSW runs the
 * demo backend): with a 5 MB survey in it that is a long task. So a write only schedules a save, run a
 * little later when the page is idle (after the answer has been sent and the page it leads to rendered),
 * one save for a burst of writes, and written a few records at a time between tasks; leaving or
 * reloading the page saves at once, so a reload still finds every write.
 */
export function deferredSaver(
  target: Window,
  storage: Storage,
): { schedule: () => void; dispose: () => void } {
  let pending: (() => void) | null = null;
  /** Counts saves begun: a save in slices that sees another begun (or a write) gives up. */
  let begun = 0;
  let writing = false;
  const pause = () => new Promise<void>((resolve) => target.setTimeout(resolve, 0));
  const saveInSlices = async () => {
    pending = null;
    const mine = (begun += 1);
    writing = true;
    const text = await storeJsonInSlices(pause, () => begun === mine && !pending);
    if (begun !== mine) return;
    writing = false;
    if (text !== null) saveMockState(storage, text);
  };
  const flush = () => {
    if (!pending && !writing) return;
    pending?.();
    pending = null;
    begun += 1;
    writing = false;
    saveMockState(storage);
  };
  const whenIdle = () => {
    const idle = () => void saveInSlices();
    if (typeof target.requestIdleCallback !== 'function') return idle();
    const handle = target.requestIdleCallback(idle, { timeout: SAVE_WITHIN_MS });
    pending = () => target.cancelIdleCallback(handle);
  };
  const schedule = () => {
    if (pending) return;
    const handle = target.setTimeout(whenIdle, SAVE_AFTER_MS);
    pending = () => target.clearTimeout(handle);
  };
  target.addEventListener('pagehide', flush);
  return {
    schedule,
    dispose: () => {
      flush();
      target.removeEventListener('pagehide', flush);
    },
  };
}
