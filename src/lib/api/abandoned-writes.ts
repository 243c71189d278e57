// Writes that were never sent because the user switched backend while they waited (a 429's
// Retry-After): the app lists them until dismissed, so nobody believes an archive or a save happened.
import { useSyncExternalStore } from 'react';

export interface AbandonedWrite {
  id: number;
  /** What the user asked for, in words ("archive survey “Onboarding feedback”"). */
  action: string;
}

let writes: readonly AbandonedWrite[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly AbandonedWrite[]) {
  writes = next;
  listeners.forEach((listener) => listener());
}

export function reportAbandonedWrite(action: string): void {
  publish([...writes, { id: nextId++, action }]);
}

export function dismissAbandonedWrites(): void {
  if (writes.length) publish([]);
}

export function abandonedWrites(): readonly AbandonedWrite[] {
  return writes;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAbandonedWrites(): readonly AbandonedWrite[] {
  return useSyncExternalStore(subscribe, abandonedWrites, abandonedWrites);
}
