// How tests and demos steer the mock: reset the store, inject a fault on a route, set the latency, move the
// demo's clock forward.
import { advanceClock, mockNow, setClockOffset } from './clock';
import { replaceDb, resetDb } from './db';
import { runDueScheduledChanges } from './models/flags/scheduled-change-runner';
import type { MockDb } from './stored';

export interface MockFault {
  method?: string;
  /** A substring of the request path, or a regular expression source when it starts with ^. */
  path: string;
  status?: number;
  kind?: 'http' | 'malformed-json' | 'network';
  retryAfter?: number;
  body?: unknown;
  /** How many requests it answers (default 1; Infinity for all). */
  times?: number;
}

const state = { faults: [] as MockFault[], latencyMs: 0 };

export function mockLatency(): number {
  return state.latencyMs;
}

/** Takes the first fault matching the request, counting one use of it. */
export function takeFault(method: string, path: string): MockFault | null {
  const index = state.faults.findIndex((fault) => {
    if (fault.method && fault.method.toUpperCase() !== method.toUpperCase()) return false;
    return fault.path.startsWith('^') ? new RegExp(fault.path).test(path) : path.includes(fault.path);
  });
  if (index < 0) return null;
  const fault = state.faults[index]!;
  const remaining = (fault.times ?? 1) - 1;
  if (remaining <= 0) state.faults.splice(index, 1);
  else state.faults[index] = { ...fault, times: remaining };
  return fault;
}

export function currentFaults(): MockFault[] {
  return state.faults;
}

export function restoreFaults(faults: MockFault[]): void {
  state.faults = faults.map((fault) => ({ ...fault, times: fault.times ?? 1 }));
}

export const mockControl = {
  reset(): void {
    resetDb();
    setClockOffset(0);
    state.faults = [];
  },
  /** Moves the demo's clock forward by `ms`, then runs every scheduled change that has come due. */
  advanceClock(ms: number): void {
    advanceClock(ms);
    runDueScheduledChanges(mockNow());
  },
  injectFault(fault: MockFault): void {
    state.faults.push({ ...fault, times: fault.times ?? 1 });
  },
  clearFaults(): void {
    state.faults = [];
  },
  setLatency(ms: number): void {
    state.latencyMs = Math.max(0, ms);
  },
  /** Replace the whole store (browser persistence). */
  load(snapshot: MockDb): void {
    replaceDb(snapshot);
  },
};
