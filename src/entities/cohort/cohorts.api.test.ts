// The cohorts client against the demo backend: every page of a project's live cohorts.
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { cohortsApi } from './cohorts.api';

describe('cohorts client', () => {
  it("reads every live cohort of a project, following the server's pages", async () => {
    expect((await cohortsApi.all(2)).map((cohort) => cohort.name)).toEqual([
      'Mobile installers',
      'Power users',
    ]);
    // 250 more cohorts: three pages of 100.
    for (let i = 0; i < 250; i += 1)
      db.cohorts.push({
        projectId: 2,
        id: 50_000 + i,
        name: `Segment ${i}`,
        description: '',
        is_static: true,
        filters: {},
        deleted: i % 50 === 0,
        created_at: new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(),
      });
    const all = await cohortsApi.all(2);
    expect(all).toHaveLength(2 + 250 - 5);
    expect(all.every((cohort) => typeof cohort.id === 'number')).toBe(true);
    expect(all.map((cohort) => cohort.name)).not.toContain('Segment 0');
  });
});
