// Deleting a project: PostHog marks it `is_pending_deletion` and hands the rest to an asynchronous
// workflow. The mock finishes it after a few reads (deterministic, and it survives a reload) so the demo
// does not keep ghosts.
import { db } from '../db';
import type { StoredProject } from '../stored';
import { projectsOf } from '../queries';

/** How many project-list reads a project pending deletion stays listed for. */
export const DELETION_LIST_READS = 3;

/** perform_destroy: the project is marked pending deletion and its workflow starts. */
export function startDeletion(project: StoredProject): void {
  project.is_pending_deletion = true;
  db.pendingDeletions[String(project.id)] = DELETION_LIST_READS;
}

/**
 * The asynchronous deletion finishing: the mock's stand-in for the Temporal workflow that
 * perform_destroy starts. Every read of the project list, or of one project (all a key limited to projects
 * makes), counts down; at zero the project, its surveys, flags and activity are gone for good (its answers
 * with it: no route reaches the events of a project that is gone).
 */
export function advancePendingDeletions(): void {
  for (const [id, remaining] of Object.entries(db.pendingDeletions)) {
    if (remaining > 1) {
      db.pendingDeletions[id] = remaining - 1;
      continue;
    }
    delete db.pendingDeletions[id];
    const projectId = Number(id);
    db.projects = db.projects.filter((project) => project.id !== projectId);
    db.surveys = db.surveys.filter((stored) => stored.projectId !== projectId);
    db.featureFlags = db.featureFlags.filter((stored) => stored.projectId !== projectId);
    db.activity = db.activity.filter((item) => item.projectId !== projectId);
    delete db.demoDataPolls[id];
    if (db.currentProjectId === projectId) {
      db.currentProjectId = projectsOf(db.currentOrganizationId)[0]?.id ?? db.projects[0]?.id ?? 0;
    }
  }
}
