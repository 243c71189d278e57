// The mock's in-memory store: one organization, its projects, their surveys, feature flags and activity logs.
// Built from the deterministic seed (seed.ts); handlers read and write it so later requests see earlier writes.
import type { ActivityChanges, ActivityEntry } from '../contracts/common';
import type { Organization } from '../contracts/organization';
import type { Project } from '../contracts/project';
import type { Survey } from '../contracts/survey';
import { newUuid } from './ids';
import { buildSeed, DEMO_USER, flagKeys } from './seed';
import type { StoredFeatureFlag } from './seed-feature-flags';

export { buildSeed, DEMO_USER, flagKeys };
export type { StoredFeatureFlag };

export interface StoredActivity {
  projectId: number;
  scope: 'Project' | 'Survey';
  entry: ActivityEntry;
}

export interface StoredSurvey {
  projectId: number;
  survey: Survey;
}

export interface MockDb {
  organization: Organization;
  projects: Project[];
  surveys: StoredSurvey[];
  /** Feature flags a survey can link to (survey targeting flags live on their surveys instead). */
  featureFlags: StoredFeatureFlag[];
  /** Newest first, as every activity endpoint answers. */
  activity: StoredActivity[];
  /** Response counts per survey id (surveys never started or without responses are absent). */
  responses: Record<string, number>;
  /** Remaining is_generating_demo_data polls that answer true, per project id. */
  demoDataPolls: Record<string, number>;
  nextProjectId: number;
  nextFlagId: number;
}

export const db: MockDb = buildSeed();

export function replaceDb(next: MockDb): void {
  const copy = structuredClone(next);
  for (const key of Object.keys(db) as (keyof MockDb)[]) delete db[key];
  Object.assign(db, buildSeed(), copy);
}

export function resetDb(): void {
  Object.assign(db, buildSeed());
}

export function recordActivity(
  projectId: number,
  scope: 'Project' | 'Survey',
  itemId: string,
  name: string,
  activity: string,
  changes: ActivityChanges = null,
): void {
  db.activity.unshift({
    projectId,
    scope,
    entry: {
      id: newUuid(),
      user: { first_name: DEMO_USER.first_name, email: DEMO_USER.email },
      activity,
      scope,
      item_id: itemId,
      detail: { id: itemId, name, changes, merge: null, trigger: null, short_id: null, type: null },
      created_at: new Date().toISOString(),
    },
  });
}
