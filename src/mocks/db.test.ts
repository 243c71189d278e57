// The store builds the seed when it is first read, not as the demo backend's module loads (the first screen
// waits for that module; see docs/decisions/0014-first-screen-chunks.md); /projects builds only its cheap
// part (organizations, projects and counters), and a complete stored state replaces it without building it at
// all.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db as sharedDb, resetDb as resetSharedDb } from './db';
import type * as Seed from './seed';
import { get, ORG } from './test-api';

const builds = vi.hoisted(() => ({ core: 0, records: 0 }));
vi.mock('./seed', async (importOriginal) => {
  const seed = await importOriginal<typeof Seed>();
  return {
    ...seed,
    buildSeedCore: () => {
      builds.core += 1;
      return seed.buildSeedCore();
    },
    buildSeedRecords: () => {
      builds.records += 1;
      return seed.buildSeedRecords();
    },
  };
});

// The test setup has loaded the store already (the MSW server's handlers answer from it): this file
// loads its own copy, which builds its seed through the counting mock.
vi.resetModules();
const { db, replaceDb, resetDb } = await import('./db');
const { buildSeed } = await vi.importActual<typeof Seed>('./seed');

beforeEach(() => {
  resetDb();
  builds.core = 0;
  builds.records = 0;
});

const lazy = (store: object, key: string) => Object.getOwnPropertyDescriptor(store, key)?.get !== undefined;

describe('the demo store', () => {
  it('builds nothing until a record is read, then each part once', () => {
    expect(builds).toEqual({ core: 0, records: 0 });
    expect(db.projects.length).toBeGreaterThan(0);
    expect(db.organizations.length).toBeGreaterThan(0);
    expect(builds).toEqual({ core: 1, records: 0 });
    expect(db.surveys.length).toBeGreaterThan(0);
    expect(db.activity.length).toBeGreaterThan(0);
    expect(builds).toEqual({ core: 1, records: 1 });
  });

  it('holds exactly the seed once read, whichever record is read first', () => {
    expect(db.activity).toEqual(buildSeed().activity);
    expect(JSON.parse(JSON.stringify(db))).toEqual(JSON.parse(JSON.stringify(buildSeed())));
  });

  it('keeps a write made before any read', () => {
    db.currentProjectId = 2;
    expect(db.currentProjectId).toBe(2);
    expect(db.projects).toEqual(buildSeed().projects);
  });

  it('takes a complete stored state without building the seed', () => {
    const stored = structuredClone(buildSeed());
    stored.projects[0]!.name = 'Stored';
    replaceDb(stored);
    expect(db.projects[0]!.name).toBe('Stored');
    expect(builds).toEqual({ core: 0, records: 0 });
  });

  it('fills what an older stored state lacks from the seed', () => {
    const { cohorts: _missing, ...older } = structuredClone(buildSeed());
    older.projects[0]!.name = 'Older';
    replaceDb(older as typeof db);
    expect(db.projects[0]!.name).toBe('Older');
    expect(db.cohorts).toEqual(buildSeed().cohorts);
  });

  it('drops a record an older stored state holds and the store no longer has (the response counts)', () => {
    const older = { ...structuredClone(buildSeed()), responses: { stale: 318 } };
    replaceDb(older as typeof db);
    expect('responses' in db).toBe(false);
    expect(db.projects).toEqual(buildSeed().projects);
  });

  it('starts again from the seed on reset', () => {
    db.projects[0]!.name = 'Changed';
    resetDb();
    expect(db.projects[0]!.name).toBe(buildSeed().projects[0]!.name);
  });
});

describe('the first screen’s reads', () => {
  it('build the organizations and projects, not the surveys, flags or activity', async () => {
    resetSharedDb();
    expect((await get('/api/organizations/@current/')).status).toBe(200);
    expect((await get(`${ORG}?limit=25&offset=0`)).status).toBe(200);
    expect(lazy(sharedDb, 'projects')).toBe(false);
    for (const key of ['surveys', 'featureFlags', 'activity', 'cohorts', 'actions'])
      expect(lazy(sharedDb, key), key).toBe(true);
  });
});
