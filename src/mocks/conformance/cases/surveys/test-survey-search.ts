// products/surveys/backend/api/test/test_survey.py: the list's `?search=` (TestSurvey): exact and similar
// matches, relevance, blank and pathological input, the length cap, `search_match_type`.
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase } from '../../conformance-case';
import {
  create,
  givenNamed,
  givenSurvey,
  listNames as names,
  listRows as rows,
  SURVEYS,
  TEST_SURVEY,
} from '../support/surveys';

const FILE = TEST_SURVEY;

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

export const caseFile: CaseFile = {
  cases: [
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
  ],
};
