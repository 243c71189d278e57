// Browser persistence of the mock: the store, the clock's offset, pending faults and latency live in
// sessionStorage so a reload (or a Playwright test that injects a fault, then reloads) finds them again.
import { clockOffset, setClockOffset } from './clock';
import { currentFaults, mockControl, restoreFaults, type MockFault } from './control';
import { db } from './db';
import type { MockDb } from './stored';

export const STORE_KEY = 'surveyor.mock.db';
export const FAULTS_KEY = 'surveyor.mock.faults';
export const LATENCY_KEY = 'surveyor.mock.latency';
export const CLOCK_KEY = 'surveyor.mock.clock-offset';
export const DEFAULT_BROWSER_LATENCY_MS = 250;

/** JSON has no Infinity: "answer every request" is stored as a very large count. */
const FOREVER = 1e9;

export function saveMockState(storage: Storage): void {
  try {
    storage.setItem(STORE_KEY, JSON.stringify(db));
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
