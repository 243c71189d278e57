// Projects this tab has asked the server to delete. PostHog deletes a project asynchronously: DELETE
// answers 204 and marks it `is_pending_deletion`, but the list keeps showing it (the list item has no
// such field) until the workflow finishes, and a second DELETE answers 400 "already being deleted".
// So the app remembers what it deleted and says "Deleting…" instead of offering to delete it again.
import { createStore, useStore } from '@/lib/react/external-store';

const pending = createStore<ReadonlySet<number>>(new Set());

export function markPendingDeletion(id: number): void {
  if (!pending.get().has(id)) pending.set(new Set([...pending.get(), id]));
}

/** Ids belong to one backend: the connection session forgets them on a switch (lib/api/session.ts). */
export function forgetPendingDeletions(): void {
  if (pending.get().size) pending.set(new Set());
}

export function usePendingDeletions(): ReadonlySet<number> {
  return useStore(pending);
}

/** The server's answer to a DELETE of a project it is already deleting. */
export const isAlreadyBeingDeleted = (error: unknown): boolean =>
  error instanceof Error &&
  (error as { status?: number }).status === 400 &&
  /already being deleted/i.test(error.message);
