// products/surveys/backend/api/test/test_survey.py: responses_count (TestResponsesCount, and
// TestSurveyAPITokens' read-scope case). The tests write "survey sent" events straight into ClickHouse
// (`_create_event`); here they are sent through the capture API with the same times before "now" as the
// tests' frozen clock places them, and the surveys the tests create through the ORM (only their start
// dates matter) are written into the store. Survey ids of events without a survey are the tests' own.
import { expect } from 'vitest';
import { mockNow } from '../../../clock';
import type { CaseFile, ConformanceServer } from '../../conformance-case';
import { givenSurvey, SURVEYS, TEST_SURVEY } from '../support/surveys';

const FILE = `${TEST_SURVEY}::TestResponsesCount`;
const COUNT = `${SURVEYS}responses_count`;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The three surveys of test_responses_count and their answers, each sent `count` days before now. */
const SURVEY_COUNTS = {
  'd63bb580-01af-4819-aae5-edcf7ef2044f': 3,
  'fe7c4b62-8fc9-401e-b483-e4ff98fd13d5': 6,
  'daed7689-d498-49fe-936f-e85554351b6c': 100,
};

const iso = (at: number) => new Date(at).toISOString();

/** `_create_event(event="survey sent", …)` for each event, through the capture API. */
async function sendSurveyEvents(server: ConformanceServer, events: Record<string, unknown>[]) {
  const token = server.db.projects.find((project) => project.id === server.team)!.api_token;
  const answer = await server.call({
    method: 'POST',
    path: '/batch/',
    key: null,
    body: { api_key: token, batch: events.map((event) => ({ event: 'survey sent', ...event })) },
  });
  if (answer.status !== 200) throw new Error(`capture refused the events: ${answer.text}`);
}

/** An earliest survey started `days` before now, then the three surveys' answers (test_responses_count). */
function countsSetUp(days: number) {
  return async (server: ConformanceServer) => {
    const now = mockNow();
    givenSurvey(server, { name: 'earliest', start_date: iso(now - days * DAY) });
    await sendSurveyEvents(
      server,
      Object.entries(SURVEY_COUNTS).flatMap(([surveyId, count]) =>
        Array.from({ length: count }, () => ({
          distinct_id: 'user',
          timestamp: iso(now - count * DAY),
          properties: { $survey_id: surveyId },
        })),
      ),
    );
  };
}

const counts = (expected: Record<string, number>) => ({
  status: 200,
  check: (json: unknown) => expect(json).toEqual(expected),
});

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::test_responses_count`,
      area: 'surveys',
      title: 'responses_count counts the "survey sent" events of each $survey_id',
      given: countsSetUp(101),
      steps: [{ method: 'GET', path: COUNT, expect: counts(SURVEY_COUNTS) }],
    },
    {
      source: `${FILE}::test_responses_count_only_after_first_survey_started`,
      area: 'surveys',
      title: 'responses_count counts only the events since the earliest survey start_date',
      given: countsSetUp(6),
      steps: [
        {
          method: 'GET',
          path: COUNT,
          expect: counts({
            'd63bb580-01af-4819-aae5-edcf7ef2044f': 3,
            'fe7c4b62-8fc9-401e-b483-e4ff98fd13d5': 6,
          }),
        },
      ],
    },
    {
      source: `${FILE}::test_responses_count_zero_responses`,
      area: 'surveys',
      title: 'responses_count of a project without surveys is {}',
      steps: [{ method: 'GET', path: COUNT, expect: counts({}) }],
    },
    {
      source: `${FILE}::test_responses_count_with_partial_responses`,
      area: 'surveys',
      title:
        'responses_count counts each submission once (its sends share $survey_submission_id), each legacy send alone',
      given: async (server) => {
        // Frozen at 11:00; the events at 10:00-10:20 the same day, and one two days earlier at 10:00.
        const now = mockNow();
        const ago = (minutes: number) => iso(now - minutes * MINUTE);
        const survey1 = givenSurvey(server, { name: 'survey 1', start_date: iso(now - DAY) });
        const survey2 = '6f1d0c4e-2b7a-4c51-9a0e-3d2f8b9c7a61';
        server.saved.survey1 = survey1;
        server.saved.survey2 = survey2;
        const [sub1, sub2, sub3] = [
          '0b6c1f3e-6a1d-4f7e-9c3a-1e2d3c4b5a61',
          '1c7d2a4f-7b2e-4a8f-8d4b-2f3e4d5c6b72',
          '2d8e3b5a-8c3f-4b9a-9e5c-3a4f5e6d7c83',
        ];
        const sent = (user: string, minutes: number, properties: Record<string, unknown>) => ({
          distinct_id: user,
          timestamp: ago(minutes),
          properties,
        });
        await sendSurveyEvents(server, [
          sent('user-1', 60, { $survey_id: survey1, $response: 'legacy' }),
          sent('user-1', 55, { $survey_id: survey1, $survey_submission_id: sub1, $response: 'partial1' }),
          sent('user-1', 54, { $survey_id: survey1, $survey_submission_id: sub1, $response: 'partial2' }),
          sent('user-2', 50, {
            $survey_id: survey1,
            $survey_submission_id: sub2,
            $response: 'user2_partial',
          }),
          sent('user-1', 45, {
            $survey_id: survey2,
            $survey_submission_id: sub3,
            $response: 'survey2_partial',
          }),
          sent('user-2', 40, { $survey_id: survey2, $response: 'survey2_legacy' }),
          sent('user-1', 2 * 24 * 60 + 60, { $survey_id: survey1, $response: 'too_old' }),
        ]);
      },
      steps: [
        {
          method: 'GET',
          path: COUNT,
          expect: {
            status: 200,
            check: (json, { saved }) =>
              expect(json).toEqual({ [String(saved.survey1)]: 3, [String(saved.survey2)]: 2 }),
          },
        },
      ],
    },
    {
      source: `${FILE}::test_responses_count_excludes_archived_responses`,
      area: 'surveys',
      title: 'an archived response still counts, unless exclude_archived=true',
      given: async (server) => {
        const now = mockNow();
        server.saved.survey = givenSurvey(server, { name: 'archive', start_date: iso(now - 5 * DAY) });
        server.saved.response = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
        await sendSurveyEvents(server, [
          {
            distinct_id: 'user',
            uuid: server.saved.response,
            timestamp: iso(now - 3 * DAY),
            properties: { $survey_id: server.saved.survey },
          },
        ]);
      },
      steps: [
        {
          method: 'GET',
          path: COUNT,
          expect: { status: 200, check: (json, { saved }) => expect(at(json, saved.survey)).toBe(1) },
        },
        // The test creates the SurveyResponseArchive row through the ORM; the archive action writes the same row.
        { method: 'POST', path: `${SURVEYS}{survey}/responses/{response}/archive/` },
        {
          method: 'GET',
          path: COUNT,
          expect: { status: 200, check: (json, { saved }) => expect(at(json, saved.survey)).toBe(1) },
        },
        {
          method: 'GET',
          path: `${COUNT}?exclude_archived=true`,
          expect: {
            status: 200,
            check: (json, { saved }) => expect(at(json, saved.survey) ?? 0).toBe(0),
          },
        },
      ],
    },
    {
      source: `${FILE}::test_responses_count_filters_by_survey_ids`,
      area: 'surveys',
      title: 'survey_ids narrows the counts to those ids (trimmed; empty is all)',
      given: async (server) => {
        const now = mockNow();
        const first = givenSurvey(server, { name: 'first', start_date: iso(now - 10 * DAY) });
        const ids = [first, 'a4c6e8f0-1b3d-4f5a-8c7e-9d0b2a4c6e81', 'b5d7f9a1-2c4e-4a6b-9d8f-0e1c3b5d7f92'];
        ids.forEach((id, n) => (server.saved[`s${n + 1}`] = id));
        await sendSurveyEvents(
          server,
          ids.flatMap((id, n) =>
            Array.from({ length: [5, 3, 7][n]! }, () => ({
              distinct_id: 'user',
              timestamp: iso(now - DAY),
              properties: { $survey_id: id },
            })),
          ),
        );
      },
      steps: [
        {
          method: 'GET',
          path: COUNT,
          expect: {
            status: 200,
            check: (json, { saved }) =>
              expect([saved.s1, saved.s2, saved.s3].map((id) => at(json, id))).toEqual([5, 3, 7]),
          },
        },
        {
          method: 'GET',
          path: `${COUNT}?survey_ids={s1}`,
          expect: {
            status: 200,
            check: (json, { saved }) => expect(json).toEqual({ [String(saved.s1)]: 5 }),
          },
        },
        {
          method: 'GET',
          path: `${COUNT}?survey_ids={s1},{s2}`,
          expect: {
            status: 200,
            check: (json, { saved }) =>
              expect(json).toEqual({ [String(saved.s1)]: 5, [String(saved.s2)]: 3 }),
          },
        },
        {
          method: 'GET',
          path: `${COUNT}?survey_ids=%20{s3}%20`,
          expect: {
            status: 200,
            check: (json, { saved }) => expect(json).toEqual({ [String(saved.s3)]: 7 }),
          },
        },
        {
          method: 'GET',
          path: `${COUNT}?survey_ids=`,
          expect: { status: 200, check: (json) => expect(Object.keys(json as object)).toHaveLength(3) },
        },
      ],
    },
    {
      source: `${TEST_SURVEY}::TestSurveyAPITokens::test_responses_count_works_with_survey_read`,
      area: 'surveys',
      title: 'responses_count answers a key with only survey:read, with the counts',
      given: countsSetUp(101),
      steps: [{ method: 'GET', path: COUNT, key: 'phx_demo_read', expect: counts(SURVEY_COUNTS) }],
    },
  ],
};

function at(json: unknown, id: unknown): unknown {
  return (json as Record<string, unknown>)[String(id)];
}
