// products/surveys/backend/api/test/test_survey.py: the list (shape, search, filters, product tours) and
// responses_count (TestSurvey, TestSurveyListTypeFilter, TestResponsesCount, TestSurveyAPITokens).
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase, ConformanceServer } from '../conformance-case';
import { create, givenSurvey, storedSurvey, SURVEYS, TEST_SURVEY } from './support/surveys';

const FILE = TEST_SURVEY;
const TYPES = `${FILE}::TestSurveyListTypeFilter`;

type Row = Record<string, unknown>;
const rows = (json: unknown) => (json as { results: Row[] }).results;
const names = (json: unknown) => rows(json).map((row) => row.name);

/** Surveys created through the ORM, in order (each a little later than the one before). */
const givenNamed =
  (...surveyNames: string[]) =>
  (server: ConformanceServer) => {
    surveyNames.forEach((name, i) => {
      server.saved[`s${i}`] = givenSurvey(server, { name, type: 'popover', questions: [] });
    });
  };

const search = (query: string) => ({
  method: 'GET' as const,
  path: `${SURVEYS}?search=${encodeURIComponent(query)}`,
});

const relevance = (
  label: string,
  surveyNames: string[],
  query: string,
  first: string,
  excluded: string[],
): ConformanceCase => ({
  source: `${FILE}::TestSurvey::test_list_filter_by_search_relevance[${label}]`,
  area: 'surveys',
  title: `search ranks by relevance: ${label}`,
  given: givenNamed(...surveyNames),
  steps: [
    {
      ...search(query),
      expect: {
        status: 200,
        check: (json) => {
          expect(names(json)[0]).toBe(first);
          for (const name of excluded) expect(names(json)).not.toContain(name);
        },
      },
    },
  ],
});

const NOTEBOOKS_QUESTION = 'What would you want to improve from notebooks?';

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestSurvey::test_can_list_surveys`,
      area: 'surveys',
      title: 'a list row is exactly the read serializer, internal flag and feature_flag_keys included',
      steps: [
        create({
          name: 'Notebooks power users survey',
          type: 'popover',
          description: 'Make notebooks better',
          questions: [{ type: 'open', question: NOTEBOOKS_QUESTION }],
        }),
        {
          method: 'GET',
          path: SURVEYS,
          expect: {
            status: 200,
            check: (json, server) => {
              const answer = json as { count: number; next: unknown; previous: unknown; results: Row[] };
              expect({ count: answer.count, next: answer.next, previous: answer.previous }).toEqual({
                count: 1,
                next: null,
                previous: null,
              });
              const survey = storedSurvey(server, server.saved.survey);
              const id = String(server.saved.survey);
              const row = answer.results[0]!;
              const notSet = (key: string) => ({
                key,
                type: 'person',
                value: 'is_not_set',
                operator: 'is_not_set',
              });
              expect(row).toEqual({
                id,
                name: 'Notebooks power users survey',
                description: 'Make notebooks better',
                type: 'popover',
                schedule: 'once',
                enable_iframe_embedding: false,
                enable_partial_responses: false,
                questions: [
                  { id: (row.questions as Row[])[0]!.id, type: 'open', question: NOTEBOOKS_QUESTION },
                ],
                appearance: null,
                created_at: row.created_at,
                created_by: row.created_by,
                targeting_flag: null,
                base_language: 'en',
                translations: null,
                internal_targeting_flag: {
                  id: (row.internal_targeting_flag as Row).id,
                  team_id: server.team,
                  key: (row.internal_targeting_flag as Row).key,
                  name: 'Targeting flag for survey Notebooks power users survey',
                  filters: {
                    groups: [
                      {
                        variant: '',
                        properties: [notSet(`$survey_dismissed/${id}`), notSet(`$survey_responded/${id}`)],
                        rollout_percentage: 100,
                        aggregation_group_type_index: null,
                      },
                    ],
                    aggregation_group_type_index: null,
                  },
                  deleted: false,
                  active: false,
                  ensure_experience_continuity: false,
                  version: (row.internal_targeting_flag as Row).version,
                  evaluation_runtime: 'all',
                  evaluation_contexts: [],
                  bucketing_identifier: 'distinct_id',
                },
                linked_flag: null,
                linked_flag_id: null,
                linked_insight_id: null,
                conditions: null,
                archived: false,
                start_date: null,
                end_date: null,
                responses_limit: null,
                feature_flag_keys: [
                  { key: 'linked_flag_key', value: null },
                  { key: 'targeting_flag_key', value: null },
                  { key: 'internal_targeting_flag_key', value: survey.internal_targeting_flag?.key ?? null },
                  { key: 'internal_response_sampling_flag_key', value: null },
                ],
                iteration_count: null,
                iteration_frequency_days: null,
                iteration_start_dates: [],
                current_iteration: null,
                current_iteration_start_date: null,
                response_sampling_start_date: null,
                response_sampling_interval_type: 'week',
                response_sampling_interval: null,
                response_sampling_limit: null,
                response_sampling_daily_limits: null,
                form_content: null,
                user_access_level: 'manager',
              });
              expect(row.internal_targeting_flag).toHaveProperty('version');
            },
          },
        },
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_list_surveys_excludes_product_tour_linked_surveys`,
      area: 'surveys',
      title: "a product tour's survey is not listed",
      given: (server) => {
        server.saved.regular = givenSurvey(server, {
          name: 'Regular survey',
          type: 'popover',
          questions: [{ type: 'open', question: 'How are you?' }],
        });
        givenSurvey(server, {
          name: 'Product tour survey',
          type: 'api',
          questions: [{ type: 'rating', question: 'Rate this step' }],
        });
        server.db.surveys[server.db.surveys.length - 1]!.productTourId = 'tour';
      },
      steps: [
        {
          method: 'GET',
          path: SURVEYS,
          expect: {
            status: 200,
            check: (json, server) => expect(rows(json).map((row) => row.id)).toEqual([server.saved.regular]),
          },
        },
      ],
    },
    ...(
      [
        ['test_search_survey_by_name', 'NPS Survey 2024', 'Annual NPS survey', 'NPS'],
        [
          'test_search_survey_by_description',
          'Product Feedback Survey',
          'product feedback collection',
          'product',
        ],
      ] as const
    ).map(([name, surveyName, description, query]): ConformanceCase => ({
      source: `${FILE}::TestSurvey::${name}`,
      area: 'surveys',
      title: `search finds a survey by ${name.endsWith('name') ? 'name' : 'description'}`,
      steps: [
        create({
          name: surveyName,
          description,
          type: 'popover',
          questions: [{ type: 'open', question: 'What do you think?' }],
        }),
        {
          ...search(query),
          expect: { status: 200, check: (json) => expect(names(json)).toEqual([surveyName]) },
        },
      ],
    })),
    {
      source: `${FILE}::TestSurvey::test_search_survey_with_no_results`,
      area: 'surveys',
      title: 'a search without matches answers no results',
      steps: [
        {
          ...search('nonexistent'),
          expect: { status: 200, check: (json) => expect(rows(json)).toEqual([]) },
        },
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_search_survey_with_pagination`,
      area: 'surveys',
      title: 'search results are paginated',
      steps: [
        ...Array.from({ length: 15 }, (_, i) => ({
          method: 'POST' as const,
          path: SURVEYS,
          body: {
            name: `Product Survey ${i}`,
            description: `Product feedback ${i}`,
            type: 'popover',
            questions: [{ type: 'open', question: 'What do you think?' }],
            targeting_flag_filters: null,
          },
        })),
        {
          method: 'GET',
          path: `${SURVEYS}?search=Product&limit=10`,
          expect: {
            status: 200,
            check: (json) => {
              const answer = json as { results: unknown[]; next: unknown; count: number };
              expect(answer.results).toHaveLength(10);
              expect(answer.next).not.toBeNull();
              expect(answer.count).toBeGreaterThan(10);
            },
          },
        },
      ],
    },
    relevance(
      'exact match wins over partial matches',
      ['Ad Sales', 'Email Sales', 'Sales', 'Sales Funnel', 'Weekly Sales', 'Unrelated'],
      'Sales',
      'Sales',
      ['Unrelated'],
    ),
    relevance(
      'typo / transposition still matches via trigram',
      ['Customer feedback', 'Unrelated'],
      'feeback',
      'Customer feedback',
      ['Unrelated'],
    ),
    relevance('prefix-as-you-type', ['Marketing survey', 'Engineering survey'], 'Marke', 'Marketing survey', [
      'Engineering survey',
    ]),
    relevance('case-insensitive: lower', ['NPS Survey', 'Engineering survey'], 'nps', 'NPS Survey', [
      'Engineering survey',
    ]),
    relevance('case-insensitive: upper', ['NPS Survey', 'Engineering survey'], 'NPS', 'NPS Survey', [
      'Engineering survey',
    ]),
    {
      source: `${FILE}::TestSurvey::test_list_filter_by_search_matches_description_with_lower_rank_than_name`,
      area: 'surveys',
      title: 'a name match ranks above a description match',
      given: (server) => {
        server.saved.name_match = givenSurvey(server, { name: 'revenue', type: 'popover', questions: [] });
        server.saved.description_match = givenSurvey(server, {
          name: 'Q4 review',
          description: 'Quarterly revenue survey',
          type: 'popover',
          questions: [],
        });
        givenSurvey(server, { name: 'Unrelated', type: 'popover', questions: [] });
      },
      steps: [
        {
          ...search('revenue'),
          expect: {
            status: 200,
            check: (json, { saved }) => {
              expect(
                rows(json)
                  .slice(0, 2)
                  .map((row) => row.id),
              ).toEqual([saved.name_match, saved.description_match]);
              expect(names(json)).not.toContain('Unrelated');
            },
          },
        },
      ],
    },
    ...(
      [
        ['whitespace-only', '   '],
        ['empty', ''],
      ] as const
    ).map(([label, query]): ConformanceCase => ({
      source: `${FILE}::TestSurvey::test_list_filter_by_search_blank_returns_all[${label}]`,
      area: 'surveys',
      title: `a ${label} search lists every survey`,
      given: givenNamed('Alpha', 'Beta'),
      steps: [
        {
          ...search(query),
          expect: {
            status: 200,
            check: (json, { saved }) =>
              expect(rows(json).map((row) => row.id)).toEqual(expect.arrayContaining([saved.s0, saved.s1])),
          },
        },
      ],
    })),
    ...(
      [
        ['test_list_filter_by_search_pathological_input_does_not_500[plain symbols]', '&|!'],
        [
          'test_list_filter_by_search_pathological_input_does_not_500[sql-injection-shaped]',
          "'; DROP TABLE--",
        ],
        ['test_list_filter_by_search_nul_bytes_do_not_500', '\x00\x00\x00'],
      ] as const
    ).map(([name, query]): ConformanceCase => ({
      source: `${FILE}::TestSurvey::${name}`,
      area: 'surveys',
      title: `a search for ${JSON.stringify(query)} answers 200`,
      given: givenNamed('Survey overview'),
      steps: [{ ...search(query), expect: { status: 200 } }],
    })),
    ...(
      [
        ['at cap (200)', 200, 200],
        ['just over cap (201)', 201, 400],
        ['very long (10k)', 10_000, 400],
      ] as const
    ).map(([label, length, status]): ConformanceCase => ({
      source: `${FILE}::TestSurvey::test_list_filter_by_search_enforces_length_cap[${label}]`,
      area: 'surveys',
      title: `a search of ${length} characters answers ${status}`,
      steps: [
        {
          ...search('a'.repeat(length)),
          expect:
            status === 200
              ? { status }
              : {
                  status,
                  attr: 'search',
                  check: (json) => expect((json as { detail: string }).detail).toContain('200 characters'),
                },
        },
      ],
    })),
    ...(
      [
        ['email in name', 'alerts+ops@example.com', 'alerts+ops@example.com'],
        ['uuid in name', 'run 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'],
        ['dotted identifier', 'com.acme.billing survey', 'com.acme.billing'],
      ] as const
    ).map(([label, surveyName, query]): ConformanceCase => ({
      source: `${FILE}::TestSurvey::test_list_filter_by_search_matches_literal_substring_below_trigram_threshold[${label}]`,
      area: 'surveys',
      title: `a literal substring is an exact match: ${label}`,
      given: givenNamed(surveyName, 'Totally unrelated'),
      steps: [
        {
          ...search(query),
          expect: {
            status: 200,
            check: (json, { saved }) => {
              expect(rows(json).find((row) => row.id === saved.s0)?.search_match_type).toBe('exact');
              expect(names(json)).not.toContain('Totally unrelated');
            },
          },
        },
      ],
    })),
    {
      source: `${FILE}::TestSurvey::test_list_filter_by_search_hides_similar_matches_when_exact_matches_exist`,
      area: 'surveys',
      title: 'similar matches are hidden when there are exact ones',
      given: givenNamed('feedback survey', 'survey feedback', 'feeback form', 'Engineering survey'),
      steps: [
        {
          ...search('feedback'),
          expect: {
            status: 200,
            check: (json) =>
              expect(Object.fromEntries(rows(json).map((row) => [row.name, row.search_match_type]))).toEqual({
                'feedback survey': 'exact',
                'survey feedback': 'exact',
              }),
          },
        },
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_list_filter_by_search_match_type_absent_without_search`,
      area: 'surveys',
      title: 'without a search, rows carry no search_match_type',
      given: givenNamed('Alpha'),
      steps: [
        {
          method: 'GET',
          path: SURVEYS,
          expect: {
            status: 200,
            check: (json) => {
              expect(rows(json).length).toBeGreaterThan(0);
              for (const row of rows(json)) expect(row).not.toHaveProperty('search_match_type');
            },
          },
        },
      ],
    },
    {
      source: `${TYPES}::test_filter_by_type`,
      area: 'surveys',
      title: '?type= lists the surveys of that type',
      given: (server) => {
        givenSurvey(server, { name: 'popover survey', type: 'popover', questions: [] });
        givenSurvey(server, { name: 'widget survey', type: 'widget', questions: [] });
        givenSurvey(server, { name: 'hosted survey', type: 'external_survey', questions: [] });
      },
      steps: [
        {
          method: 'GET',
          path: `${SURVEYS}?type=widget`,
          expect: { status: 200, check: (json) => expect(names(json)).toEqual(['widget survey']) },
        },
      ],
    },
    {
      source: `${TYPES}::test_filter_by_ids`,
      area: 'surveys',
      title: '?ids= lists those surveys',
      given: givenNamed('first', 'second', 'third'),
      steps: [
        {
          method: 'GET',
          path: `${SURVEYS}?ids={s0},{s1}`,
          expect: {
            status: 200,
            check: (json) => expect(new Set(names(json))).toEqual(new Set(['first', 'second'])),
          },
        },
      ],
    },
    {
      source: `${TYPES}::test_filter_by_ids_silently_omits_unknown_ids`,
      area: 'surveys',
      title: '?ids= leaves out unknown ids',
      given: givenNamed('exists'),
      steps: [
        {
          method: 'GET',
          path: `${SURVEYS}?ids={s0},0b0d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed`,
          expect: {
            status: 200,
            check: (json, { saved }) => expect(rows(json).map((row) => row.id)).toEqual([saved.s0]),
          },
        },
      ],
    },
    {
      source: `${FILE}::TestResponsesCount::test_responses_count_zero_responses`,
      area: 'surveys',
      title: 'responses_count of a project without surveys is {}',
      steps: [
        {
          method: 'GET',
          path: `${SURVEYS}responses_count`,
          expect: { status: 200, check: (json) => expect(json).toEqual({}) },
        },
      ],
    },
    {
      source: `${FILE}::TestSurveyAPITokens::test_responses_count_works_with_survey_read`,
      area: 'surveys',
      title: 'responses_count answers a key with survey:read (the counted events are not replayed)',
      steps: [
        { method: 'GET', path: `${SURVEYS}responses_count`, key: 'phx_demo_read', expect: { status: 200 } },
      ],
    },
  ],
  leftOut: [
    {
      source: `${FILE}::TestResponsesCount::test_responses_count, ::test_responses_count_only_after_first_survey_started, ::test_responses_count_with_partial_responses, ::test_responses_count_excludes_archived_responses, ::test_responses_count_filters_by_survey_ids`,
      area: 'surveys',
      reason:
        "count 'survey sent' events in ClickHouse by timestamp, submission id and archive; the demo keeps one count per survey and no events",
    },
    {
      source: `${FILE}::TestSurvey::test_used_in_survey_is_populated_correctly_for_feature_flag_list`,
      area: 'surveys',
      reason:
        "asserts the feature-flag list's `surveys` field and its query count; Surveyor never reads that field",
    },
  ],
};
