// products/surveys/backend/api/test/test_survey.py: recurring surveys (TestSurveysRecurringIterations) and
// adaptive response sampling (TestSurveyResponseSampling).
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase, ConformanceServer, Step } from '../../conformance-case';
import { create, storedSurvey, TEST_SURVEY } from '../support/surveys';

const FILE = TEST_SURVEY;
const RECURRING = `${FILE}::TestSurveysRecurringIterations`;
const SAMPLING = `${FILE}::TestSurveyResponseSampling`;
const DAY = 86_400_000;
const daysAgo = (days: number) => () => new Date(Date.now() - days * DAY).toISOString();

let made = 0;
/** _create_recurring_survey: two iterations of 30 days, not launched, so no dates yet. */
const recurringSurvey = (): Step =>
  create(
    {
      name: `Recurring NPS Survey ${(made += 1)}`,
      description: 'Get feedback on the new notebooks feature',
      type: 'popover',
      questions: [{ type: 'open', question: "What's a survey?" }],
      iteration_count: 2,
      iteration_frequency_days: 30,
    },
    { status: 201, body: { iteration_start_dates: null, current_iteration: null } },
  );

/** A PATCH whose body is built when it is sent (dates relative to the demo's now). */
const patch = (body: () => Record<string, unknown>, expectation: Step['expect']): Step => ({
  method: 'PATCH',
  path: '/api/projects/{team}/surveys/{survey}/',
  get body() {
    return body();
  },
  expect: expectation,
});

const twoIterations: Step['expect'] = {
  status: 200,
  check: (json) => {
    const answer = json as { iteration_start_dates: unknown[] | null; current_iteration: number | null };
    expect(answer.iteration_start_dates).toHaveLength(2);
    expect(answer.current_iteration).toBe(1);
  },
};

/** `survey.current_iteration = n; survey.save()` between two requests, as the tests do. */
const setCurrentIteration = (n: number) => (server: ConformanceServer) => {
  storedSurvey(server, server.saved.survey).current_iteration = n;
};

const recurring = (
  name: string,
  title: string,
  steps: Step[],
  given?: ConformanceCase['given'],
): ConformanceCase => ({
  source: `${RECURRING}::${name}`,
  area: 'surveys',
  title,
  given,
  steps: [recurringSurvey(), ...steps],
});

/** A step that only changes the store (a model save in the test), then reads the survey back. */
const orm = (change: (server: ConformanceServer) => void): Step => ({
  method: 'GET',
  path: '/api/projects/{team}/surveys/{survey}/',
  expect: { status: 200, check: (_json, server) => change(server) },
});

/** Midnight UTC today: the tests freeze time on the day they send as the sampling start. */
const today = () => `${new Date().toISOString().slice(0, 10)}T00:00:00`;

const sampled = (extra: Step[] = [], check?: (server: ConformanceServer, id: string) => void): Step[] => [
  {
    ...create({}),
    get body() {
      return {
        name: 'Survey with adaptive response collection',
        description: 'Collect survey responses over a period of time',
        type: 'popover',
        questions: [{ type: 'open', question: "What's a survey?" }],
        response_sampling_interval_type: 'day',
        response_sampling_interval: 10,
        response_sampling_limit: 500,
        response_sampling_start_date: today(),
      };
    },
    expect: {
      status: 201,
      check: (json, server) => {
        const id = (json as { id: string }).id;
        const limits = storedSurvey(server, id).response_sampling_daily_limits;
        expect(typeof limits).toBe('string');
        const schedule = JSON.parse(limits as string) as {
          daily_response_limit: number;
          rollout_percentage: number;
        }[];
        expect(schedule).toHaveLength(10);
        schedule.forEach((entry, day) => {
          expect(entry.daily_response_limit).toBe(50 * (day + 1));
          expect(entry.rollout_percentage).toBe(10 * (day + 1));
        });
        check?.(server, id);
      },
    },
  },
  ...extra,
];

export const caseFile: CaseFile = {
  cases: [
    recurring(
      'test_can_create_recurring_survey',
      'launching with iterations gives their start dates and iteration 1',
      [
        patch(
          () => ({ start_date: daysAgo(1)(), iteration_count: 2, iteration_frequency_days: 30 }),
          twoIterations,
        ),
      ],
    ),
    recurring(
      'test_can_create_and_launch_recurring_survey',
      'launching a recurring survey alone gives its iteration dates',
      [patch(() => ({ start_date: daysAgo(1)() }), twoIterations)],
    ),
    recurring(
      'test_can_set_internal_targeting_flag',
      'a launched recurring survey keys its internal flag by iteration',
      [
        patch(() => ({ start_date: daysAgo(1)(), iteration_count: 2, iteration_frequency_days: 30 }), {
          ...twoIterations,
          check: (json, server) => {
            twoIterations.check!(json, server);
            const id = String(server.saved.survey);
            const notSet = (key: string) => ({
              key,
              type: 'person',
              value: 'is_not_set',
              operator: 'is_not_set',
            });
            expect(storedSurvey(server, id).internal_targeting_flag?.filters).toEqual({
              groups: [
                {
                  variant: '',
                  rollout_percentage: 100,
                  properties: [notSet(`$survey_dismissed/${id}/1`), notSet(`$survey_responded/${id}/1`)],
                  aggregation_group_type_index: null,
                },
              ],
              aggregation_group_type_index: null,
            });
          },
        }),
      ],
    ),
    recurring(
      'test_iterations_always_start_from_start_date',
      'iteration dates always count from start_date',
      [
        patch(
          () => ({ start_date: '2024-05-22T14:40:09', iteration_count: 2, iteration_frequency_days: 30 }),
          {
            status: 200,
            body: {
              current_iteration: 1,
              iteration_start_dates: ['2024-05-22T14:40:09Z', '2024-06-21T14:40:09Z'],
            },
          },
        ),
        patch(() => ({ iteration_count: 4, iteration_frequency_days: 30 }), {
          status: 200,
          check: (json) =>
            expect((json as { iteration_start_dates: unknown }).iteration_start_dates).toEqual([
              '2024-05-22T14:40:09Z',
              '2024-06-21T14:40:09Z',
              '2024-07-21T14:40:09Z',
              '2024-08-20T14:40:09Z',
            ]),
        }),
      ],
    ),
    recurring(
      'test_cannot_reduce_iterations_lt_current_iteration',
      'iterations cannot drop below the current one',
      [
        patch(
          () => ({ start_date: daysAgo(1)(), iteration_count: 2, iteration_frequency_days: 30 }),
          twoIterations,
        ),
        orm(setCurrentIteration(2)),
        patch(() => ({ start_date: daysAgo(1)(), iteration_count: 1, iteration_frequency_days: 30 }), {
          status: 400,
          detail: 'Cannot change survey recurrence to 1, should be at least 2',
        }),
      ],
    ),
    {
      source: `${RECURRING}::test_can_handle_non_nil_current_iteration`,
      area: 'surveys',
      title: 'a one-off survey with a stray current_iteration can be launched',
      steps: [
        create({
          name: 'Recurring NPS Survey',
          type: 'popover',
          questions: [{ type: 'open', question: "What's a survey?" }],
        }),
        orm(setCurrentIteration(2)),
        patch(() => ({ start_date: daysAgo(1)() }), { status: 200 }),
      ],
    },
    recurring(
      'test_guards_for_nil_iteration_count',
      'a recurring survey at iteration 2 can be launched and given 3 iterations',
      [
        orm(setCurrentIteration(2)),
        patch(() => ({ start_date: daysAgo(1)() }), {
          status: 200,
          check: (_json, server) =>
            expect(storedSurvey(server, server.saved.survey).current_iteration).not.toBeNull(),
        }),
        patch(() => ({ start_date: daysAgo(1)(), iteration_count: 3, iteration_frequency_days: 30 }), {
          status: 200,
        }),
      ],
    ),
    recurring('test_can_turn_off_recurring_schedule', 'iteration_count 0 clears the iteration dates', [
      patch(() => ({ start_date: daysAgo(1)(), iteration_count: 0 }), {
        status: 200,
        body: { iteration_start_dates: [], current_iteration: null },
      }),
    ]),
    recurring(
      'test_can_stop_and_resume_survey',
      'a recurring survey launched and stopped at once keeps its iterations',
      [
        patch(
          () => ({ start_date: daysAgo(1)(), iteration_count: 2, iteration_frequency_days: 30 }),
          twoIterations,
        ),
        recurringSurvey(),
        patch(
          () => ({
            start_date: daysAgo(1)(),
            end_date: daysAgo(-2)(),
            iteration_count: 2,
            iteration_frequency_days: 30,
          }),
          twoIterations,
        ),
      ],
    ),
    recurring(
      'test_resuming_recurring_survey_past_final_iteration_reanchors_and_stays_open',
      // The test's last step runs the Celery task update_survey_iteration, which the demo does not run.
      'resuming a recurring survey whose last iteration has passed starts its iterations again from now',
      [
        patch(() => ({ start_date: daysAgo(100)(), iteration_count: 2, iteration_frequency_days: 30 }), {
          status: 200,
        }),
        patch(() => ({ end_date: new Date().toISOString() }), { status: 200 }),
        patch(() => ({ end_date: null }), {
          status: 200,
          check: (_json, server) => {
            const survey = storedSurvey(server, server.saved.survey);
            expect(survey.end_date).toBeNull();
            expect(survey.current_iteration).toBe(1);
            // has_final_iteration_ended(): the last iteration's window (start + frequency) is still ahead.
            const dates = survey.iteration_start_dates ?? [];
            const last = Date.parse(String(dates[dates.length - 1]));
            expect(last + 30 * DAY).toBeGreaterThan(Date.now());
          },
        }),
      ],
    ),
    {
      source: `${SAMPLING}::test_can_create_survey_with_adaptive_responses`,
      area: 'surveys',
      title: 'response sampling spreads the limit over the interval, one day at a time',
      steps: sampled(),
    },
    {
      source: `${SAMPLING}::test_can_remove_adaptive_response_sampling`,
      area: 'surveys',
      title: 'clearing the sampling fields clears the daily limits',
      steps: sampled([
        patch(
          () => ({
            start_date: daysAgo(1)(),
            response_sampling_interval_type: null,
            response_sampling_interval: null,
            response_sampling_limit: null,
            response_sampling_start_date: null,
          }),
          {
            status: 200,
            check: (_json, server) =>
              expect(
                storedSurvey(server, server.saved.survey).response_sampling_daily_limits ?? null,
              ).toBeNull(),
          },
        ),
      ]),
    },
    {
      source: `${SAMPLING}::test_can_create_targeting_flag_if_does_not_exist`,
      area: 'surveys',
      title: 'response sampling creates the internal response-sampling flag at 100%',
      steps: sampled([], (server, id) => {
        const flag = (storedSurvey(server, id) as Record<string, unknown>).internal_response_sampling_flag as
          { filters?: unknown } | null | undefined;
        expect(flag?.filters).toEqual({
          groups: [
            { properties: [], rollout_percentage: 100, variant: '', aggregation_group_type_index: null },
          ],
          aggregation_group_type_index: null,
        });
      }),
    },
  ],
};
