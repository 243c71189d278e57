// What the test_team.py cases share: the file they cite, the project's URL, its stored row, and
// `_assert_activity_log` as a check of the newest entry.
import { expect } from 'vitest';
import type { ConformanceCase, ConformanceServer, Expectation } from '../../conformance-case';

export const TEST_TEAM = 'posthog/api/test/test_team.py@0030b351::TestTeamAPI';
export const PROJECT = '/api/projects/{team}/';

export const storedProject = (server: ConformanceServer) =>
  server.db.projects.find((project) => project.id === server.team)!;

/**
 * `_assert_activity_log`: the newest entry of the project's activity. The test's team starts with an empty
 * log; the case's project was created through the API, so its log also holds the `created` entry.
 */
export const newestActivity =
  (changes: (server: ConformanceServer) => unknown[]) => (json: unknown, server: ConformanceServer) => {
    const results = (json as { results: Record<string, unknown>[] }).results;
    expect(results.filter((entry) => entry.activity === 'updated')).toHaveLength(1);
    expect(results[0]).toMatchObject({
      activity: 'updated',
      item_id: String(server.team),
      scope: 'Team',
      detail: { changes: changes(server), name: 'Conformance', short_id: null, trigger: null, type: null },
    });
  };

export const patchProject = (body: unknown, expectation: Expectation): ConformanceCase['steps'][number] => ({
  method: 'PATCH',
  path: PROJECT,
  body,
  expect: expectation,
});
