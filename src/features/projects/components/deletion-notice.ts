// What the user is told once a project's deletion was taken: its own module, so the projects page can
// say it without loading the deletion dialog's code (a dialog, a form field) with the first screen.

export type DeletionOutcome = 'deleting' | 'already-deleting';

/** What to tell the user once the server took the deletion (or was already deleting the project). */
export function deletionNotice(name: string, outcome: DeletionOutcome): string {
  return outcome === 'deleting'
    ? `Project "${name}" is being deleted. PostHog finishes in the background.`
    : `Project "${name}" was already being deleted.`;
}
