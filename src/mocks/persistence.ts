// What one tab keeps of the demo backend in its sessionStorage: the faults a test injected (still pending)
// and the simulated latency, so a reload of that tab (a Playwright test that injects a fault, then
// reloads) finds them again. They stay with the tab that set them: another tab of the same demo is
// another client of the same server, not part of a test's setup. The server's state (the store and its
// clock) is shared by all tabs (shared-state.ts).
import { clockOffset, setClockOffset } from './clock';
import { currentFaults, mockControl, restoreFaults, type MockFault } from './control';
import { db, resetDb } from './db';
import type { TabClock, TabStore } from './shared-state';
import type { MockDb } from './stored';
import { storeJsonInSlices } from './store-json';

export const FAULTS_KEY = 'surveyor.mock.faults';
export const LATENCY_KEY = 'surveyor.mock.latency';
export const DEFAULT_BROWSER_LATENCY_MS = 250;

/** JSON has no Infinity: "answer every request" is stored as a very large count. */
const FOREVER = 1e9;

/** The faults still pending, as JSON (also how a change in them is noticed). */
export function faultsJson(): string {
  return JSON.stringify(
    currentFaults().map((fault) => ({ ...fault, times: fault.times === Infinity ? FOREVER : fault.times })),
  );
}

export function saveTabFaults(storage: Storage, json = faultsJson()): void {
  try {
    storage.setItem(FAULTS_KEY, json);
  } catch {
    // Storage unavailable: the faults last for this page only.
  }
}

/** Restores this tab's pending faults; answers its latency (the browser default unless one was set). */
export function restoreTabState(storage: Storage): number {
  try {
    const faults = storage.getItem(FAULTS_KEY);
    restoreFaults(faults ? (JSON.parse(faults) as MockFault[]) : []);
  } catch {
    restoreFaults([]);
  }
  const raw = storage.getItem(LATENCY_KEY);
  const latency = raw === null || raw.trim() === '' ? DEFAULT_BROWSER_LATENCY_MS : Number(raw);
  return Number.isFinite(latency) && latency >= 0 ? latency : DEFAULT_BROWSER_LATENCY_MS;
}

/** This tab's copy of the demo store, as the sharing between tabs reads and replaces it. */
export const demoTabStore: TabStore = {
  toJson: () => JSON.stringify(db),
  toJsonInSlices: storeJsonInSlices,
  load: (json) => mockControl.load(JSON.parse(json) as MockDb),
  // The store only: this tab's faults are its own.
  reset: resetDb,
};

export const demoTabClock: TabClock = { offset: clockOffset, setOffset: setClockOffset };
