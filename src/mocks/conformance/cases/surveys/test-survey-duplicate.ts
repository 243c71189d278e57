// products/surveys/backend/api/test/test_survey.py: `duplicate_to_projects/` (TestSurveyBulkDuplication).
import { expect } from 'vitest';
import type { Survey } from '@/contracts/survey';
import { newUuid } from '../../../ids';
import type { CaseFile, ConformanceCase, ConformanceServer, Step } from '../../conformance-case';
import { advanceClock } from '../../../clock';
import {
  givenFlag,
  givenOtherOrganizationProject,
  givenProject,
  givenSurvey,
  TEST_SURVEY,
} from '../support/surveys';

const FILE = TEST_SURVEY;
const BULK = `${FILE}::TestSurveyBulkDuplication`;

/** setUp: two more projects of the organization and the survey to copy. */
async function setUp(server: ConformanceServer) {
  server.saved.team2 = await givenProject(server, 'Team 2');
  server.saved.team3 = await givenProject(server, 'Team 3');
  server.saved.survey = givenSurvey(server, {
    name: 'Source Survey',
    description: 'A survey to be duplicated',
    type: 'popover',
    questions: [
      { id: newUuid(), type: 'open', question: 'What do you think?' },
      { id: newUuid(), type: 'rating', question: 'Rate us', scale: 5 },
    ],
  });
}

const surveysOf = (server: ConformanceServer, team: unknown): Survey[] =>
  server.db.surveys.filter((stored) => stored.projectId === team).map((stored) => stored.survey);

const duplicate = (targets: unknown, expectation: Step['expect'], survey = '{survey}'): Step => ({
  method: 'POST',
  path: `/api/projects/{team}/surveys/${survey}/duplicate_to_projects/`,
  body: targets === undefined ? {} : { target_team_ids: targets },
  expect: expectation,
});

const bulk = (
  name: string,
  title: string,
  steps: Step[],
  given?: (server: ConformanceServer) => void | Promise<void>,
): ConformanceCase => ({
  source: `${BULK}::${name}`,
  area: 'survey copies',
  title,
  given: async (server) => {
    await setUp(server);
    await given?.(server);
  },
  steps,
});

export const caseFile: CaseFile = {
  cases: [
    bulk('test_bulk_duplicate_to_multiple_projects', 'a survey is copied to two projects as drafts', [
      duplicate(['{team2}', '{team3}'], {
        status: 201,
        check: (json, server) => {
          const answer = json as { created_surveys: unknown[]; count: number };
          expect(answer.count).toBe(2);
          expect(answer.created_surveys).toHaveLength(2);
          for (const team of [server.saved.team2, server.saved.team3]) {
            const [copy] = surveysOf(server, team);
            expect(copy?.name).toContain('Source Survey (duplicated at');
            expect(copy?.start_date ?? null).toBeNull();
            expect(copy?.archived).toBe(false);
          }
          const [copy] = surveysOf(server, server.saved.team2);
          expect((copy!.questions as { type: string }[]).map((question) => question.type)).toEqual([
            'open',
            'rating',
          ]);
          expect(copy!.description).toBe('A survey to be duplicated');
          expect(copy!.type).toBe('popover');
        },
      }),
    ]),
    bulk('test_bulk_duplicate_to_single_project', 'a survey is copied to one project', [
      duplicate(['{team2}'], {
        status: 201,
        body: { count: 1 },
        check: (_json, server) => expect(surveysOf(server, server.saved.team2)).toHaveLength(1),
      }),
    ]),
    bulk('test_bulk_duplicate_with_empty_team_ids', 'no target projects is refused', [
      duplicate([], {
        status: 400,
        check: (json) => expect(JSON.stringify(json)).toContain('target_team_ids must be a non-empty list'),
      }),
    ]),
    bulk('test_bulk_duplicate_with_missing_team_ids', 'a body without target_team_ids is refused', [
      duplicate(undefined, { status: 400 }),
    ]),
    bulk('test_bulk_duplicate_with_nonexistent_team', 'an unknown target project is refused', [
      duplicate(['{team2}', 99999], {
        status: 400,
        check: (json) => expect(JSON.stringify(json).toLowerCase()).toContain('not found'),
      }),
    ]),
    bulk(
      'test_bulk_duplicate_with_team_from_different_org',
      "another organization's project is refused",
      [
        duplicate(['{team2}', '{other}'], {
          status: 400,
          check: (json) => expect(JSON.stringify(json).toLowerCase()).toContain('not found'),
        }),
      ],
      async (server) => {
        server.saved.other = await givenOtherOrganizationProject(server);
      },
    ),
    bulk(
      'test_bulk_duplicate_multiple_times_to_same_team',
      'copies made a second apart get different names',
      [
        duplicate(['{team2}'], { status: 201 }),
        {
          method: 'GET',
          path: '/api/projects/{team}/surveys/{survey}/',
          expect: { status: 200, check: () => advanceClock(1000) },
        },
        duplicate(['{team2}'], {
          status: 201,
          check: (_json, server) => {
            const copies = surveysOf(server, server.saved.team2);
            expect(copies).toHaveLength(2);
            expect(copies[0]!.name).not.toBe(copies[1]!.name);
          },
        }),
      ],
    ),
    bulk(
      'test_bulk_duplicate_does_not_copy_project_specific_fields',
      'a copy leaves the linked flag, targeting and project-bound conditions behind',
      [
        duplicate(['{team2}'], {
          status: 201,
          check: (_json, server) => {
            const [copy] = surveysOf(server, server.saved.team2);
            expect(copy!.linked_flag ?? null).toBeNull();
            expect(copy!.targeting_flag ?? null).toBeNull();
            const conditions = copy!.conditions as Record<string, unknown>;
            expect(conditions).not.toBeNull();
            for (const key of ['linkedFlagVariant', 'actions', 'events'])
              expect(conditions).not.toHaveProperty(key);
            expect(conditions.url).toBe('https://example.com');
          },
        }),
      ],
      (server) => {
        const flag = givenFlag(server, 'test-flag');
        server.saved.survey = givenSurvey(server, {
          name: 'Survey with Project Specifics',
          type: 'popover',
          questions: [{ type: 'open', question: 'Test?' }],
          linked_flag: {
            id: flag,
            team_id: server.team,
            key: 'test-flag',
            name: 'Test Flag',
            filters: {},
            deleted: false,
            active: true,
          },
          linked_flag_id: flag,
          conditions: {
            url: 'https://example.com',
            linkedFlagVariant: 'test-variant',
            actions: { values: [{ id: 1 }] },
            events: { values: [{ name: 'test_event' }] },
          },
        });
      },
    ),
    bulk(
      'test_bulk_duplicate_transaction_rollback_on_error',
      'a copy that fails writes none of the copies',
      [
        // The test accepts either outcome and checks only that a failure writes nothing; the demo's
        // timestamp differs from the existing name's, so it succeeds, as the server would.
        duplicate(['{team2}', '{team3}'], {
          status: 201,
          check: (_json, server) => {
            expect(surveysOf(server, server.saved.team2)).toHaveLength(2);
            expect(surveysOf(server, server.saved.team3)).toHaveLength(1);
          },
        }),
      ],
      (server) => {
        givenSurvey(
          server,
          {
            name: 'Source Survey (duplicated at 2025-01-20 12:00:00)',
            type: 'popover',
            questions: [{ type: 'open', question: 'Existing' }],
          },
          server.saved.team2 as number,
        );
      },
    ),
    bulk('test_bulk_duplicate_nonexistent_survey', 'an unknown survey answers 404', [
      duplicate(['{team2}'], { status: 404 }, '0b0d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'),
    ]),
    bulk('test_bulk_duplicate_preserves_question_ids', "a copy's questions get new ids", [
      duplicate(['{team2}'], {
        status: 201,
        check: (_json, server) => {
          const source = server.db.surveys.find((stored) => stored.survey.id === server.saved.survey)!.survey;
          const [copy] = surveysOf(server, server.saved.team2);
          const ids = (survey: Survey) =>
            (survey.questions as { id?: string }[]).map((question) => question.id);
          expect(ids(copy!).every((id) => id)).toBe(true);
          expect(ids(copy!)).not.toEqual(ids(source));
        },
      }),
    ]),
  ],
};
