// products/surveys/backend/api/test/test_survey.py: the `launch/` and `stop/` actions
// (TestSurveyLifecycleActions), the activity log of creates, updates and deletes, and object access.
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase, ConformanceServer } from '../../conformance-case';
import { DEMO_USER } from '../../../models/demo-user';
import {
  create,
  givenFlag,
  givenSurvey,
  storedSurvey,
  SURVEY,
  TEST_SURVEY,
  update,
} from '../support/surveys';

const FILE = TEST_SURVEY;
const LIFECYCLE = `${FILE}::TestSurveyLifecycleActions`;

const lifecycle = (
  name: string,
  title: string,
  fields: Record<string, unknown>,
  action: 'launch' | 'stop',
  expectation: NonNullable<ConformanceCase['steps'][number]['expect']>,
): ConformanceCase => ({
  source: `${LIFECYCLE}::${name}`,
  area: 'surveys',
  title,
  given: (server) => {
    server.saved.survey = givenSurvey(server, {
      name: 'Lifecycle',
      type: 'popover',
      questions: [{ type: 'open', question: 'Q?' }],
      ...fields,
    });
  },
  steps: [{ method: 'POST', path: `/api/projects/{team}/surveys/{survey}/${action}/`, expect: expectation }],
});

const stored = (server: ConformanceServer) => storedSurvey(server, server.saved.survey);

/** `_assert_survey_activity`: the project's survey activity, each entry without its id, compared whole. */
const activityIs =
  (expected: (server: ConformanceServer) => Record<string, unknown>[]) =>
  (json: unknown, server: ConformanceServer) => {
    const results = (json as { results: Record<string, unknown>[] }).results.map(
      ({ id: _id, ...entry }) => entry,
    );
    // The tests freeze time at 2023-05-01 12:00; the demo's clock runs, so created_at is compared as present.
    expect(results.map(({ created_at: _at, ...entry }) => entry)).toEqual(expected(server));
    for (const entry of results) expect(typeof entry.created_at).toBe('string');
  };

const entry = (activity: string, itemId: string, name: string, changes: unknown = null) => ({
  user: { first_name: DEMO_USER.first_name, email: DEMO_USER.email },
  activity,
  scope: 'Survey',
  item_id: itemId,
  detail: { changes, trigger: null, name, short_id: null, type: null },
});

const ACTIVITY = { method: 'GET' as const, path: '/api/projects/{team}/surveys/activity' };

export const caseFile: CaseFile = {
  cases: [
    lifecycle('test_launch_sets_start_date', 'launch/ sets start_date and answers it', {}, 'launch', {
      status: 200,
      check: (json, server) => {
        expect(stored(server).start_date).toBeTruthy();
        expect((json as { start_date: unknown }).start_date).toBeTruthy();
      },
    }),
    lifecycle(
      'test_launch_is_idempotent_when_already_launched',
      'launch/ of a launched survey keeps its start_date',
      { start_date: '2024-01-01T00:00:00.000Z' },
      'launch',
      {
        status: 200,
        check: (_json, server) => expect(Date.parse(stored(server).start_date!)).toBe(Date.UTC(2024, 0, 1)),
      },
    ),
    lifecycle(
      'test_stop_sets_end_date',
      'stop/ sets end_date',
      { start_date: '2024-01-01T00:00:00.000Z' },
      'stop',
      { status: 200, check: (_json, server) => expect(stored(server).end_date).toBeTruthy() },
    ),
    lifecycle(
      'test_launch_rejects_archived_survey',
      'launch/ of an archived survey is refused',
      { archived: true },
      'launch',
      {
        status: 400,
      },
    ),
    lifecycle(
      'test_launch_rejects_ended_survey',
      'launch/ of an ended survey is refused',
      { start_date: '2024-01-01T00:00:00.000Z', end_date: '2024-02-01T00:00:00.000Z' },
      'launch',
      { status: 400 },
    ),
    lifecycle(
      'test_stop_rejects_archived_survey',
      'stop/ of an archived survey is refused',
      { archived: true },
      'stop',
      {
        status: 400,
      },
    ),
    lifecycle(
      'test_stop_is_idempotent_when_already_stopped',
      'stop/ of a stopped survey keeps its end_date',
      { start_date: '2023-12-01T00:00:00.000Z', end_date: '2024-01-01T00:00:00.000Z' },
      'stop',
      {
        status: 200,
        check: (_json, server) => expect(Date.parse(stored(server).end_date!)).toBe(Date.UTC(2024, 0, 1)),
      },
    ),
    {
      source: `${FILE}::TestSurvey::test_create_survey_records_activity`,
      area: 'surveys',
      title: 'a create logs "created" with no changes',
      steps: [
        create({
          name: 'New Survey',
          type: 'popover',
          questions: [{ type: 'open', question: "What's your favorite feature?" }],
        }),
        {
          ...ACTIVITY,
          expect: {
            status: 200,
            check: activityIs((server) => [entry('created', String(server.saved.survey), 'New Survey')]),
          },
        },
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_update_survey_records_activity`,
      area: 'surveys',
      title: 'an update logs the changed name and questions, whole',
      given: (server) => {
        server.saved.survey = givenSurvey(server, {
          name: 'Original Survey',
          type: 'popover',
          questions: [{ type: 'open', question: 'Initial question?' }],
        });
        server.saved.question = (stored(server).questions as { id: string }[])[0]!.id;
      },
      steps: [
        update({
          name: 'Updated Survey',
          questions: [{ type: 'open', question: 'Updated question?', id: '{question}' }],
        }),
        {
          ...ACTIVITY,
          expect: {
            status: 200,
            check: activityIs((server) => {
              const id = String(server.saved.question);
              return [
                entry('updated', String(server.saved.survey), 'Updated Survey', [
                  {
                    type: 'Survey',
                    action: 'changed',
                    field: 'name',
                    before: 'Original Survey',
                    after: 'Updated Survey',
                  },
                  {
                    type: 'Survey',
                    action: 'changed',
                    field: 'questions',
                    before: [{ id, type: 'open', question: 'Initial question?' }],
                    after: [{ id, type: 'open', question: 'Updated question?' }],
                  },
                ]),
              ];
            }),
          },
        },
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_delete_survey_records_activity`,
      area: 'surveys',
      title: 'a delete logs "deleted"',
      given: (server) => {
        server.saved.survey = givenSurvey(server, {
          name: 'Survey to Delete',
          type: 'popover',
          questions: [{ type: 'open', question: 'Question?' }],
        });
      },
      steps: [
        { method: 'DELETE', path: SURVEY, expect: { status: 204 } },
        {
          ...ACTIVITY,
          expect: {
            status: 200,
            check: activityIs((server) => [
              entry('deleted', String(server.saved.survey), 'Survey to Delete'),
            ]),
          },
        },
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_update_survey_targeting_flag_filters_records_activity`,
      area: 'surveys',
      title: "new targeting filters log one change from the flag's filters to the sent value",
      given: (server) => {
        const linked = givenFlag(server, 'linked-flag');
        const targeting = givenFlag(server, 'targeting-flag');
        const internal = givenFlag(server, 'custom-targeting-flag');
        const minimal = (id: number) => {
          const { flag } = server.db.featureFlags.find((candidate) => candidate.flag.id === id)!;
          return {
            id,
            team_id: server.team,
            key: flag.key,
            name: '',
            filters: flag.filters ?? {},
            deleted: false,
            active: true,
          };
        };
        server.saved.survey = givenSurvey(server, {
          name: 'Survey 2',
          type: 'popover',
          linked_flag: minimal(linked),
          linked_flag_id: linked,
          targeting_flag: minimal(targeting),
          internal_targeting_flag: minimal(internal),
          questions: [{ type: 'open', question: "What's a hedgehog?" }],
        });
      },
      steps: [
        update({
          targeting_flag_filters: {
            targeting_flag_filters: {
              groups: [
                { variant: null, properties: [], rollout_percentage: 69 },
                { variant: null, properties: [], rollout_percentage: 75 },
              ],
              payloads: {},
              multivariate: null,
            },
          },
        }),
        {
          ...ACTIVITY,
          expect: {
            status: 200,
            check: activityIs((server) => [
              entry('updated', String(server.saved.survey), 'Survey 2', [
                {
                  type: 'Survey',
                  action: 'changed',
                  field: 'targeting_flag_filters',
                  before: { groups: [] },
                  after: {
                    targeting_flag_filters: {
                      groups: [
                        { variant: null, properties: [], rollout_percentage: 69 },
                        { variant: null, properties: [], rollout_percentage: 75 },
                      ],
                      payloads: {},
                      multivariate: null,
                    },
                  },
                },
              ]),
            ]),
          },
        },
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_survey_activity_respects_access_control`,
      area: 'surveys',
      title: 'a survey the user has no access to answers 403 to retrieve and to its activity',
      given: (server) => {
        server.saved.survey = givenSurvey(server, { name: 'secret survey', user_access_level: 'none' });
      },
      steps: [
        { method: 'GET', path: SURVEY, expect: { status: 403 } },
        { method: 'GET', path: '/api/projects/{team}/surveys/{survey}/activity/', expect: { status: 403 } },
      ],
    },
  ],
};
