// products/surveys/backend/api/test/test_survey.py: the list (shape, filters, product tours) (TestSurvey,
// TestSurveyListTypeFilter); responses_count is in test-survey-responses-count.ts.
import { expect } from 'vitest';
import type { CaseFile } from '../../conformance-case';
import {
  create,
  givenNamed,
  givenSurvey,
  listNames,
  listRows,
  storedSurvey,
  SURVEYS,
  TEST_SURVEY,
} from '../support/surveys';

const FILE = TEST_SURVEY;
const TYPES = `${FILE}::TestSurveyListTypeFilter`;

type Row = Record<string, unknown>;
const rows = listRows;
const names = listNames;

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
  ],
  leftOut: [
    {
      source: `${FILE}::TestSurvey::test_used_in_survey_is_populated_correctly_for_feature_flag_list`,
      area: 'surveys',
      reason:
        "asserts the feature-flag list's `surveys` field and its query count; Surveyor never reads that field",
    },
  ],
};
