// Projects this tab has asked the server to delete. PostHog deletes a project asynchronously: DELETE
// answers 204 and marks it `is_pending_deletion`, but the list keeps showing it (the list item has no
// such field) until the workflow finishes, and a second DELETE answers 400 "already being deleted".
// So the app remembers what it deleted and says "Deleting…" instead of offering to delete it again.
import { useSyncExternalStore } from 'react';
import { subscribeConnection } from '../../lib/api/connection-store';

let pending: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<number>) {
  pending = next;
  listeners.forEach((listener) => listener());
}

// Ids belong to one backend: a switch forgets them.
subscribeConnection(() => set(new Set()));

export function markPendingDeletion(id: number): void {
  if (!pending.has(id)) set(new Set([...pending, id]));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingDeletions(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => pending,
  );
}

/** The server's answer to a DELETE of a project it is already deleting. */
export const isAlreadyBeingDeleted = (error: unknown): boolean =>
  error instanceof Error &&
  (error as { status?: number }).status === 400 &&
  /already being deleted/i.test(error.message);
