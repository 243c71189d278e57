// The mock's in-memory store: the demo user's organizations, their projects, the projects' surveys,
// feature flags and activity logs. Built from the deterministic seed (seed/); handlers read and write it
// so later requests see earlier writes. The records' shapes are in stored.ts, shared lookups in queries.ts.
import { mockNowIso } from './clock';
import type { ActivityChanges } from '@/contracts/common';
import { newUuid } from './ids';
import { activityEntry } from './models/activity';
import { buildSeed, buildSeedCore, buildSeedRecords, type SeedCoreKey } from './seed';
import type { ActivityScope, MockDb } from './stored';

// The store's records in two parts, each built from the seed when one of its records is first read or
// written: the first screen waits for the demo backend's module, and building the whole seed there cost a
// slow phone's main thread tens of milliseconds before the first paint (see
// docs/decisions/0014-first-screen-chunks.md). /projects reads only the first part; a page started from a
// stored state builds neither (replaceDb).
const CORE_KEYS = [
  'organizations',
  'currentOrganizationId',
  'currentProjectId',
  'projects',
  'scheduledChanges',
  'demoDataPolls',
  'pendingDeletions',
  'nextProjectId',
  'nextFlagId',
  'nextScheduledChangeId',
  'nextCohortId',
] as const satisfies readonly SeedCoreKey[];
const RECORD_KEYS = [
  'surveys',
  'featureFlags',
  'cohorts',
  'actions',
  'activity',
] as const satisfies readonly Exclude<keyof MockDb, SeedCoreKey>[];
type ListedKey = (typeof CORE_KEYS)[number] | (typeof RECORD_KEYS)[number];
// The lists name every record: a record added to MockDb and to neither list fails the typecheck.
const everyKeyListed: Record<Exclude<keyof MockDb, ListedKey>, never> = {};
void everyKeyListed;
const STORE_KEYS: readonly (keyof MockDb)[] = [...CORE_KEYS, ...RECORD_KEYS];

const PARTS: { keys: readonly (keyof MockDb)[]; build: () => Partial<MockDb> }[] = [
  { keys: CORE_KEYS, build: buildSeedCore },
  { keys: RECORD_KEYS, build: buildSeedRecords },
];

function seedOnFirstUse(store: MockDb): void {
  for (const { keys, build } of PARTS) {
    const fill = () => {
      const part = build();
      for (const key of keys)
        Object.defineProperty(store, key, {
          value: part[key],
          writable: true,
          enumerable: true,
          configurable: true,
        });
    };
    for (const key of keys)
      Object.defineProperty(store, key, {
        enumerable: true,
        configurable: true,
        get() {
          fill();
          return store[key];
        },
        set(value: unknown) {
          fill();
          (store as unknown as Record<string, unknown>)[key] = value;
        },
      });
  }
}

export const db = {} as MockDb;
seedOnFirstUse(db);

export function replaceDb(next: MockDb): void {
  // A state stored by an older version may hold a record since dropped (the response counts now counted
  // from events): only the store's records are kept.
  const copy = Object.fromEntries(
    STORE_KEYS.filter((key) => key in next).map((key) => [key, structuredClone(next[key])]),
  ) as Partial<MockDb>;
  for (const key of Object.keys(db) as (keyof MockDb)[]) delete db[key];
  // A state stored by an older version may lack a record: the seed's stands in for it.
  if (STORE_KEYS.every((key) => key in copy)) Object.assign(db, copy);
  else Object.assign(db, buildSeed(), copy);
}

const resetListeners: (() => void)[] = [];

/** Stores kept beside the records (the events of models/event-store.ts) are reset with them. */
export function onResetDb(listener: () => void): void {
  resetListeners.push(listener);
}

export function resetDb(): void {
  seedOnFirstUse(db);
  for (const listener of resetListeners) listener();
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
