// Writes that were never sent because the user switched backend while they waited (a 429's
// Retry-After): the app lists them until dismissed, so nobody believes an archive or a save happened.
// A switch does not clear the list: it is what fills it (the client reports each write it abandons).
import { createStore, useStore } from '../react/external-store';

export interface AbandonedWrite {
  id: number;
  /** What the user asked for, in words ("archive survey “Onboarding feedback”"). */
  action: string;
}

const writes = createStore<readonly AbandonedWrite[]>([]);
let nextId = 1;

export function reportAbandonedWrite(action: string): void {
  writes.set([...writes.get(), { id: nextId++, action }]);
}

export function dismissAbandonedWrites(): void {
  if (writes.get().length) writes.set([]);
}

export function abandonedWrites(): readonly AbandonedWrite[] {
  return writes.get();
}

export function useAbandonedWrites(): readonly AbandonedWrite[] {
  return useStore(writes);
}
