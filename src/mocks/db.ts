// The mock's in-memory store: the demo user's organizations, their projects, the projects' surveys,
// feature flags and activity logs. Built from the deterministic seed (seed/); handlers read and write it
// so later requests see earlier writes. The records' shapes are in stored.ts, shared lookups in queries.ts.
import { mockNowIso } from './clock';
import type { ActivityChanges } from '../contracts/common';
import { newUuid } from './ids';
import { activityEntry } from './models/activity';
import { buildSeed } from './seed';
import type { ActivityScope, MockDb } from './stored';

export const db: MockDb = buildSeed();

export function replaceDb(next: MockDb): void {
  const copy = structuredClone(next);
  for (const key of Object.keys(db) as (keyof MockDb)[]) delete db[key];
  Object.assign(db, buildSeed(), copy);
}

export function resetDb(): void {
  Object.assign(db, buildSeed());
}

/** The next id for a flag the server creates (a survey's targeting or internal flag). */
export function nextFlagId(): number {
  db.nextFlagId += 1;
  return db.nextFlagId;
}

export function recordActivity(
  projectId: number,
  scope: ActivityScope,
  itemId: string,
  name: string,
  activity: string,
  changes: ActivityChanges = null,
): void {
  db.activity.unshift(
    activityEntry(newUuid(), projectId, scope, itemId, name, activity, mockNowIso(), changes),
  );
}
