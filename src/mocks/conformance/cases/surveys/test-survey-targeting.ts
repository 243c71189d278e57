// products/surveys/backend/api/test/test_survey.py: the targeting flag (`targeting_flag_filters`,
// `remove_targeting_flag`), what FeatureFlagSerializer checks of its filters, and its deletion.
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase, ConformanceServer } from '../../conformance-case';
import {
  BILLING_PLAN_FILTERS,
  BILLING_PLAN_FILTERS_STORED,
  create,
  CREATE_WITH_TARGETING,
  givenFlag,
  storedSurvey,
  SURVEY,
  TEST_SURVEY,
  update,
} from '../support/surveys';

const FILE = TEST_SURVEY;
const EVERYONE =
  'Invalid operation: User targeting rolls out to everyone. If you want to roll out to everyone, delete this targeting';

const targetingOf = (server: ConformanceServer) => storedSurvey(server, server.saved.survey).targeting_flag;

const patchTargeting = (groups: unknown[], expectation: ConformanceCase['steps'][number]['expect']) =>
  update({ targeting_flag_filters: { groups } }, expectation);

const regexCase = (operator: string): ConformanceCase => ({
  source: `${FILE}::TestSurvey::test_survey_targeting_flag_rejects_invalid_regex[${operator}]`,
  area: 'surveys',
  title: `targeting with an invalid ${operator} pattern is refused`,
  steps: [
    create(
      {
        name: 'survey with bad regex',
        type: 'popover',
        targeting_flag_filters: {
          groups: [
            {
              variant: null,
              rollout_percentage: null,
              properties: [{ key: 'email', value: '[unclosed', operator, type: 'person' }],
            },
          ],
        },
        conditions: { url: 'https://app.posthog.com/notebooks' },
      },
      {
        status: 400,
        check: (json) => expect((json as { detail: string }).detail).toContain('invalid regex pattern'),
      },
    ),
  ],
});

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestSurvey::test_can_create_survey_with_linked_flag_and_targeting`,
      area: 'surveys',
      title: 'a linked flag is answered, and targeting makes a survey-targeting flag with the stored filters',
      given: (server) => {
        server.saved.flag = givenFlag(server, 'notebooks');
      },
      steps: [
        create(
          {
            name: 'Notebooks power users survey',
            type: 'popover',
            questions: [{ type: 'open', question: 'What would you want to improve from notebooks?' }],
            linked_flag_id: '{flag}',
            targeting_flag_filters: BILLING_PLAN_FILTERS,
            conditions: { url: 'https://app.posthog.com/notebooks' },
          },
          {
            status: 201,
            body: {
              schedule: 'once',
              enable_partial_responses: false,
              conditions: { url: 'https://app.posthog.com/notebooks' },
            },
            check: (json, server) => {
              const answer = json as {
                linked_flag: { id: number };
                targeting_flag: { key: string; filters: unknown };
              };
              expect(answer.linked_flag.id).toBe(server.saved.flag);
              expect(answer.targeting_flag.key).not.toBe('survey-targeting-power-users-survey');
              expect(answer.targeting_flag.key).toMatch(/^survey-targeting-[a-z0-9]+$/);
              expect(answer.targeting_flag.filters).toEqual(BILLING_PLAN_FILTERS_STORED);
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_can_create_survey_with_targeting_with_remove_parameter`,
      area: 'surveys',
      title: 'remove_targeting_flag: false on create still creates the targeting flag',
      steps: [
        create(
          {
            name: 'Notebooks power users survey',
            type: 'popover',
            questions: [{ type: 'open', question: 'What would you want to improve from notebooks?' }],
            targeting_flag_filters: BILLING_PLAN_FILTERS,
            remove_targeting_flag: false,
            conditions: { url: 'https://app.posthog.com/notebooks' },
          },
          {
            status: 201,
            body: { targeting_flag: { filters: BILLING_PLAN_FILTERS_STORED } },
            check: (json) =>
              expect((json as { targeting_flag: { filters: unknown } }).targeting_flag.filters).toEqual(
                BILLING_PLAN_FILTERS_STORED,
              ),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_updating_survey_with_invalid_iteration_count_is_rejected`,
      area: 'surveys',
      title: 'more iterations than MAX_ITERATION_COUNT is refused on iteration_count',
      steps: [
        create(
          {
            name: 'survey with targeting',
            type: 'popover',
            targeting_flag_filters: { groups: [{ variant: null, rollout_percentage: null }] },
            iteration_count: 501,
            conditions: { url: 'https://app.posthog.com/notebooks' },
          },
          {
            status: 400,
            check: (json) =>
              expect(json).toEqual({
                type: 'validation_error',
                code: 'max_value',
                detail: 'Ensure this value is less than or equal to 500.',
                attr: 'iteration_count',
              }),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_updating_survey_with_invalid_targeting_throws_appropriate_error`,
      area: 'surveys',
      title: 'targeting a cohort with event filters is refused',
      given: (server) => {
        server.saved.cohort = 880_000 + server.team;
        server.db.cohorts.push({
          projectId: server.team,
          id: server.saved.cohort as number,
          name: 'cohort2',
          description: '',
          is_static: false,
          deleted: false,
          created_at: new Date().toISOString(),
          filters: {
            properties: {
              type: 'AND',
              values: [
                {
                  key: '$pageview',
                  event_type: 'events',
                  time_value: 2,
                  time_interval: 'week',
                  value: 'performed_event_first_time',
                  type: 'behavioral',
                },
                { key: 'email', value: 'test@posthog.com', type: 'person' },
              ],
            },
          },
        });
      },
      steps: [
        create(
          {
            name: 'survey with targeting',
            type: 'popover',
            targeting_flag_filters: {
              groups: [
                {
                  variant: null,
                  rollout_percentage: null,
                  properties: [{ key: 'id', value: '{cohort}', operator: 'exact', type: 'cohort' }],
                },
              ],
            },
            conditions: { url: 'https://app.posthog.com/notebooks' },
          },
          {
            status: 400,
            check: (json) =>
              expect(json).toEqual({
                type: 'validation_error',
                code: 'behavioral_cohort_found',
                detail: "Cohort 'cohort2' with filters on events cannot be used in surveys.",
                attr: null,
              }),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_updating_survey_with_targeting_creates_or_updates_targeting_flag`,
      area: 'surveys',
      title:
        'targeting filters create a flag on a survey without one and replace the groups of an existing one',
      steps: [
        CREATE_WITH_TARGETING,
        create(
          { name: 'survey without targeting', type: 'popover' },
          { status: 201, body: { targeting_flag: null } },
          { plain: 'id' },
        ),
        {
          method: 'PATCH',
          path: '/api/projects/{team}/surveys/{plain}/',
          body: {
            targeting_flag_filters: {
              groups: [
                {
                  variant: null,
                  rollout_percentage: null,
                  properties: [
                    { key: 'email', value: ['max@posthog.com'], operator: 'exact', type: 'person' },
                  ],
                },
              ],
            },
          },
          expect: {
            status: 200,
            body: { name: 'survey without targeting' },
            check: (json) =>
              expect((json as { targeting_flag: { id: number } }).targeting_flag.id).toBeTruthy(),
          },
        },
        {
          method: 'GET',
          path: SURVEY,
          expect: { status: 200, body: { targeting_flag: { filters: BILLING_PLAN_FILTERS_STORED } } },
        },
        patchTargeting([{ variant: null, rollout_percentage: 20, properties: [] }], {
          status: 200,
          check: (_json, server) =>
            expect(targetingOf(server)?.filters).toEqual({
              groups: [
                { variant: null, properties: [], rollout_percentage: 20, aggregation_group_type_index: null },
              ],
              aggregation_group_type_index: null,
            }),
        }),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_updating_survey_to_send_none_targeting_doesnt_delete_targeting_flag`,
      area: 'surveys',
      title: 'an update without targeting_flag_filters keeps the targeting flag',
      steps: [
        CREATE_WITH_TARGETING,
        update(
          { name: 'other' },
          {
            status: 200,
            body: { name: 'other' },
            check: (json) => expect((json as { targeting_flag: unknown }).targeting_flag).not.toBeNull(),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_updating_survey_to_remove_targeting_deletes_targeting_flag`,
      area: 'surveys',
      title: 'remove_targeting_flag: true deletes the targeting flag',
      steps: [
        CREATE_WITH_TARGETING,
        update(
          { remove_targeting_flag: true },
          {
            status: 200,
            body: { name: 'survey with targeting', targeting_flag: null },
            check: (_json, server) => expect(targetingOf(server)).toBeNull(),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_updating_survey_other_props_doesnt_delete_targeting_flag`,
      area: 'surveys',
      title: 'a start_date update keeps the targeting flag',
      steps: [
        CREATE_WITH_TARGETING,
        update(
          { start_date: '2023-04-01T12:00:10' },
          {
            status: 200,
            body: { name: 'survey with targeting' },
            check: (json) => expect((json as { targeting_flag: unknown }).targeting_flag).not.toBeNull(),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_survey_targeting_flag_validation`,
      area: 'surveys',
      title: 'targeting that reaches everyone is refused; a group with properties or under 100% is accepted',
      steps: [
        CREATE_WITH_TARGETING,
        patchTargeting([{ variant: null, rollout_percentage: null, properties: [] }], {
          status: 400,
          detail: EVERYONE,
        }),
        patchTargeting(
          [
            { variant: null, rollout_percentage: 100, properties: [{ key: 'value' }] },
            { variant: null, rollout_percentage: null, properties: [] },
          ],
          { status: 400, detail: EVERYONE },
        ),
        patchTargeting(
          [
            { variant: null, rollout_percentage: 100, properties: [{ key: 'value' }] },
            { variant: null, rollout_percentage: 100, properties: [] },
          ],
          { status: 400, detail: EVERYONE },
        ),
        patchTargeting(
          [
            {
              variant: null,
              rollout_percentage: 100,
              properties: [{ key: 'value', type: 'person', value: 'bleh' }],
            },
            { variant: null, rollout_percentage: 30, properties: [] },
          ],
          { status: 200 },
        ),
      ],
    },
    regexCase('regex'),
    regexCase('not_regex'),
    {
      source: `${FILE}::TestSurvey::test_survey_targeting_flag_numeric_validation`,
      area: 'surveys',
      title: 'a numeric comparison on a string value is accepted',
      steps: [
        create(
          {
            name: 'survey with numeric targeting',
            type: 'popover',
            targeting_flag_filters: {
              groups: [
                {
                  variant: null,
                  rollout_percentage: null,
                  properties: [{ key: '$browser_version', value: '10', operator: 'gt', type: 'person' }],
                },
              ],
            },
            conditions: { url: '' },
          },
          { status: 201 },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_deleting_survey_deletes_targeting_flag`,
      area: 'surveys',
      title: 'deleting a survey deletes its targeting flag',
      steps: [
        CREATE_WITH_TARGETING,
        { method: 'DELETE', path: SURVEY, expect: { status: 204 } },
        {
          method: 'GET',
          path: '/api/projects/{team}/feature_flags/{targeting_flag}/',
          expect: { status: 404 },
        },
      ],
    },
  ],
};
