// products/surveys/backend/api/test/test_survey.py: the flags a survey keeps in step with itself: the
// internal targeting flag (who has not dismissed or answered, the wait period, the iteration) and both
// flags' `active` following launch, stop, resume and archive (TestSurvey).
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase, ConformanceServer, Step } from '../../conformance-case';
import { create, CREATE_WITH_TARGETING, storedSurvey, TEST_SURVEY, update } from '../support/surveys';

const FILE = TEST_SURVEY;

// The tests send `datetime.now() ± timedelta(days=1)`; the demo's clock is real time.
const YESTERDAY = () => new Date(Date.now() - 86_400_000).toISOString();
const TOMORROW = () => new Date(Date.now() + 86_400_000).toISOString();

const notSet = (key: string) => ({ key, type: 'person', value: 'is_not_set', operator: 'is_not_set' });

/** The internal targeting flag's filters: one group excluding who dismissed or answered (this iteration). */
const internalFilters = (id: string, suffix = '', extraGroups: unknown[] = []) => ({
  groups: [
    {
      variant: '',
      rollout_percentage: 100,
      properties: [notSet(`$survey_dismissed/${id}${suffix}`), notSet(`$survey_responded/${id}${suffix}`)],
      aggregation_group_type_index: null,
    },
    ...extraGroups,
  ],
  aggregation_group_type_index: null,
});

const internalOf = (server: ConformanceServer, id: unknown = server.saved.survey) =>
  storedSurvey(server, id).internal_targeting_flag;
const targetingOf = (server: ConformanceServer) => storedSurvey(server, server.saved.survey).targeting_flag;

/** A PATCH, then both flags' `active` as the test reads them from the database. */
const flagsAfter = (body: () => Record<string, unknown>, active: boolean, targeting = true): Step => ({
  method: 'PATCH',
  path: '/api/projects/{team}/surveys/{survey}/',
  get body() {
    return body();
  },
  expect: {
    status: 200,
    check: (_json, server) => {
      if (targeting) expect(targetingOf(server)?.active, 'targeting flag active').toBe(active);
      expect(internalOf(server)?.active, 'internal targeting flag active').toBe(active);
    },
  },
});

const lifecycleCase = (name: string, title: string, steps: Step[], targeting = true): ConformanceCase => ({
  source: `${FILE}::TestSurvey::${name}`,
  area: 'surveys',
  title,
  steps: [
    targeting
      ? {
          ...CREATE_WITH_TARGETING,
          expect: {
            status: 201,
            check: (json, server) => {
              const survey = storedSurvey(server, (json as { id: string }).id);
              expect(survey.targeting_flag?.active).toBe(false);
              expect(survey.internal_targeting_flag?.active).toBe(false);
            },
          },
        }
      : create(
          {
            name: 'survey with targeting',
            type: 'popover',
            conditions: { url: 'https://app.posthog.com/notebooks' },
          },
          {
            status: 201,
            check: (json, server) =>
              expect(internalOf(server, (json as { id: string }).id)?.active).toBe(false),
          },
        ),
    ...steps,
  ],
});

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestSurvey::test_create_adds_user_interactivity_filters`,
      area: 'surveys',
      title:
        'a new survey gets an inactive internal flag excluding who dismissed or answered; launching activates it',
      steps: [
        create(
          {
            name: 'Notebooks beta release survey',
            type: 'popover',
            questions: [{ type: 'open', question: 'What do you think?' }],
            targeting_flag_filters: null,
          },
          {
            status: 201,
            check: (json, server) => {
              const id = (json as { id: string }).id;
              expect(internalOf(server, id)?.filters).toEqual(internalFilters(id));
              expect(internalOf(server, id)?.active).toBe(false);
            },
          },
        ),
        flagsAfter(() => ({ start_date: YESTERDAY() }), true, false),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_creation_context_is_set_to_surveys`,
      area: 'surveys',
      title: 'a survey with targeting gets an internal targeting flag (the analytics event is not replayed)',
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
                  properties: [{ key: 'billing_plan', value: ['cloud'], operator: 'exact', type: 'person' }],
                },
              ],
            },
            conditions: { url: 'https://app.posthog.com/notebooks' },
          },
          {
            status: 201,
            check: (json) =>
              expect(
                (json as { internal_targeting_flag: { id: number } }).internal_targeting_flag.id,
              ).toBeTruthy(),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_adding_iterations_to_existing_survey_updates_internal_targeting_flag`,
      area: 'surveys',
      title: 'adding iterations to a launched survey keys the internal flag by iteration',
      steps: [
        create(
          {
            name: 'Survey without iterations initially',
            type: 'popover',
            questions: [{ type: 'open', question: 'What do you think?' }],
          },
          {
            status: 201,
            check: (json, server) => {
              const id = (json as { id: string }).id;
              expect(internalOf(server, id)?.filters).toEqual(internalFilters(id));
            },
          },
        ),
        {
          method: 'PATCH',
          path: '/api/projects/{team}/surveys/{survey}/',
          get body() {
            return { start_date: YESTERDAY(), iteration_count: 3, iteration_frequency_days: 30 };
          },
          expect: {
            status: 200,
            check: (_json, server) => {
              expect(storedSurvey(server, server.saved.survey).current_iteration).toBe(1);
              expect(internalOf(server)?.filters).toEqual(internalFilters(String(server.saved.survey), '/1'));
            },
          },
        },
      ],
    },
    lifecycleCase(
      'test_inactive_surveys_disables_targeting_flag',
      'the targeting flag is active while launched and not stopped',
      [
        flagsAfter(() => ({ start_date: YESTERDAY() }), true),
        flagsAfter(() => ({ end_date: TOMORROW() }), false),
        flagsAfter(() => ({ end_date: null }), true),
      ],
    ),
    lifecycleCase(
      'test_inactive_surveys_disables_internal_targeting_flag',
      'the internal flag is active while launched and not stopped',
      [
        flagsAfter(() => ({ start_date: YESTERDAY() }), true, false),
        flagsAfter(() => ({ end_date: TOMORROW() }), false, false),
        flagsAfter(() => ({ end_date: null }), true, false),
      ],
      false,
    ),
    lifecycleCase(
      'test_archiving_stopped_survey_disables_targeting_flag',
      'archiving a stopped survey keeps both flags off',
      [
        flagsAfter(() => ({ start_date: YESTERDAY() }), true),
        flagsAfter(() => ({ end_date: TOMORROW() }), false),
        flagsAfter(() => ({ archived: true }), false),
      ],
    ),
    lifecycleCase(
      'test_unrelated_patch_to_stopped_survey_keeps_flags_inactive',
      'renaming a stopped survey keeps both flags off',
      [
        flagsAfter(() => ({ start_date: YESTERDAY() }), true),
        flagsAfter(() => ({ end_date: TOMORROW() }), false),
        flagsAfter(() => ({ name: 'renamed survey' }), false),
      ],
    ),
    lifecycleCase(
      'test_archiving_running_survey_disables_targeting_flag',
      'archiving a running survey (with an end date) turns both flags off',
      [
        flagsAfter(() => ({ start_date: YESTERDAY() }), true),
        flagsAfter(() => ({ archived: true, end_date: new Date().toISOString() }), false),
      ],
    ),
    lifecycleCase(
      'test_unarchiving_stopped_survey_keeps_flags_inactive',
      'unarchiving a stopped survey keeps both flags off',
      [
        flagsAfter(() => ({ start_date: YESTERDAY() }), true),
        flagsAfter(() => ({ end_date: TOMORROW() }), false),
        flagsAfter(() => ({ archived: true }), false),
        flagsAfter(() => ({ archived: false }), false),
      ],
    ),
    lifecycleCase(
      'test_resuming_stopped_survey_reactivates_both_flags',
      'clearing end_date turns both flags back on',
      [
        flagsAfter(() => ({ start_date: YESTERDAY() }), true),
        flagsAfter(() => ({ end_date: TOMORROW() }), false),
        flagsAfter(() => ({ end_date: null }), true),
      ],
    ),
    {
      source: `${FILE}::TestSurvey::test_survey_with_wait_period_creates_targeting_flag_with_last_seen_date_check`,
      area: 'surveys',
      title: 'a wait period adds a second group: never seen a survey, or not within the period',
      steps: [
        create(
          {
            name: 'Survey with wait period',
            type: 'popover',
            questions: [{ type: 'open', question: 'What do you think?' }],
            conditions: { seenSurveyWaitPeriodInDays: 7 },
          },
          {
            status: 201,
            check: (json, server) => {
              const id = (json as { id: string }).id;
              const base = [notSet(`$survey_dismissed/${id}`), notSet(`$survey_responded/${id}`)];
              expect(internalOf(server, id)?.filters).toEqual({
                groups: [
                  {
                    variant: '',
                    rollout_percentage: 100,
                    properties: [...base, notSet('$last_seen_survey_date')],
                    aggregation_group_type_index: null,
                  },
                  {
                    variant: '',
                    rollout_percentage: 100,
                    properties: [
                      ...base,
                      {
                        key: '$last_seen_survey_date',
                        type: 'person',
                        value: '7d',
                        operator: 'is_date_before',
                      },
                    ],
                    aggregation_group_type_index: null,
                  },
                ],
                aggregation_group_type_index: null,
              });
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_survey_without_wait_period_has_single_group_targeting_flag`,
      area: 'surveys',
      title: 'without a wait period the internal flag has one group',
      steps: [
        create(
          {
            name: 'Survey without wait period',
            type: 'popover',
            questions: [{ type: 'open', question: 'What do you think?' }],
            conditions: { url: 'https://example.com' },
          },
          {
            status: 201,
            check: (json, server) => {
              const id = (json as { id: string }).id;
              expect(internalOf(server, id)?.filters).toEqual(internalFilters(id));
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_updating_survey_wait_period_updates_targeting_flag`,
      area: 'surveys',
      title: 'setting a wait period on update adds the last-seen group',
      steps: [
        create(
          {
            name: 'Survey to update',
            type: 'popover',
            questions: [{ type: 'open', question: 'What do you think?' }],
          },
          {
            status: 201,
            check: (json, server) =>
              expect(
                (internalOf(server, (json as { id: string }).id)?.filters as { groups: unknown[] }).groups,
              ).toHaveLength(1),
          },
        ),
        update(
          { conditions: { seenSurveyWaitPeriodInDays: 14 } },
          {
            status: 200,
            check: (_json, server) => {
              const groups = (
                internalOf(server)?.filters as { groups: { properties: Record<string, unknown>[] }[] }
              ).groups;
              expect(groups).toHaveLength(2);
              const lastSeen = groups[1]!.properties.find(
                (property) => property.key === '$last_seen_survey_date',
              );
              expect(lastSeen).toMatchObject({ value: '14d', operator: 'is_date_before' });
            },
          },
        ),
      ],
    },
  ],
};
