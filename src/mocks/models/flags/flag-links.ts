// Surveys read their linked flag live on the server (a foreign key): the demo keeps a copy on each survey,
// so every change of a flag (a PATCH, a scheduled change, a hard delete) refreshes the copies.
import { db } from '../../db';
import type { StoredFeatureFlag } from '../../stored';
import { toMinimalFlag } from './feature-flag';

/** The flag's surveys show its current state. */
export function refreshLinkedCopies(stored: StoredFeatureFlag): void {
  for (const { projectId, survey } of db.surveys)
    if (projectId === stored.projectId && survey.linked_flag_id === stored.flag.id)
      survey.linked_flag = toMinimalFlag(stored);
}

/** Survey.linked_flag is `on_delete=SET_NULL`: a flag that is gone unlinks its surveys. */
export function unlinkRemovedFlag(projectId: number, flagId: number): void {
  for (const { projectId: owner, survey } of db.surveys)
    if (owner === projectId && survey.linked_flag_id === flagId) {
      survey.linked_flag = null;
      survey.linked_flag_id = null;
    }
}

/**
 * A flag create removes the project's soft-deleted flags of the same key for good (their scheduled changes
 * then fail, and the surveys linked to them are unlinked: `on_delete=SET_NULL`).
 */
export function removeDeletedFlagsOfKey(projectId: number, key: string): void {
  const replaced = db.featureFlags.filter(
    (stored) => stored.projectId === projectId && stored.flag.deleted && stored.flag.key === key,
  );
  db.featureFlags = db.featureFlags.filter((stored) => !replaced.includes(stored));
  for (const gone of replaced) unlinkRemovedFlag(projectId, gone.flag.id);
}
