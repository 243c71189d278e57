// products/surveys/backend/api/test/test_survey.py: personal API key scopes on survey writes that touch a
// feature flag (TestSurveyFeatureFlagScopeEnforcement, and TestSurveyFeatureFlagScopeWarning where both
// modes answer alike), and the endpoints of the file Surveyor never calls.
import type { CaseFile, ConformanceCase, Step } from '../../conformance-case';
import { givenFlag, givenSurvey, storedSurvey, SURVEY, SURVEYS, TEST_SURVEY } from '../support/surveys';

const FILE = TEST_SURVEY;
const ENFORCED = `${FILE}::TestSurveyFeatureFlagScopeEnforcement`;
const WARNING = `${FILE}::TestSurveyFeatureFlagScopeWarning`;

/** Keys: `*`; survey:write without feature_flag:write; both, limited to projects 1 and 2. */
const ALL = 'phx_demo_all';
const SURVEY_WRITE = 'phx_demo_surveys';
const WITH_FLAG_WRITE = 'phx_demo_project_scoped';

const PAYLOAD = {
  name: 'Scope enforcement survey',
  type: 'popover',
  questions: [{ type: 'open', question: 'Q?' }],
};
const TARGETING_FILTERS = { groups: [{ properties: [], rollout_percentage: 50 }] };

let made = 0;
const createSurvey = (key: string, extra: Record<string, unknown> = {}, expect?: Step['expect']): Step => ({
  method: 'POST',
  path: SURVEYS,
  key,
  body: { ...PAYLOAD, name: `${PAYLOAD.name} ${(made += 1)}`, ...extra },
  expect,
  save: { survey: 'id' },
});

const write = (
  method: 'PATCH' | 'DELETE',
  body: Record<string, unknown> | undefined,
  status: number,
): Step => ({
  method,
  path: SURVEY,
  key: SURVEY_WRITE,
  body,
  expect: { status, ...(status === 403 ? { detailIncludes: ['feature_flag:write'] } : {}) },
});

const scoped = (
  source: string,
  title: string,
  steps: Step[],
  given?: ConformanceCase['given'],
): ConformanceCase => ({
  source,
  area: 'surveys',
  title,
  given,
  steps,
});

/** _create_survey_with_targeting_flag_as_admin: a survey with a targeting flag, made with `*`. */
const withTargeting = createSurvey(ALL, { targeting_flag_filters: TARGETING_FILTERS });

export const caseFile: CaseFile = {
  cases: [
    scoped(
      `${ENFORCED}::test_create_with_targeting_flag_filters_scope_matrix[survey_write_only]`,
      'targeting on create needs feature_flag:write',
      [
        createSurvey(
          SURVEY_WRITE,
          { targeting_flag_filters: TARGETING_FILTERS },
          { status: 403, detailIncludes: ['feature_flag:write'] },
        ),
        {
          method: 'GET',
          path: SURVEYS,
          expect: {
            status: 200,
            check: (json) => {
              if ((json as { count: number }).count !== 0) throw new Error('the refused survey was created');
            },
          },
        },
      ],
    ),
    scoped(
      `${ENFORCED}::test_create_with_targeting_flag_filters_scope_matrix[with_feature_flag_write]`,
      'targeting on create with survey:write and feature_flag:write is allowed (in project 1, where that key reaches)',
      [
        {
          ...createSurvey(WITH_FLAG_WRITE, { targeting_flag_filters: TARGETING_FILTERS }, { status: 201 }),
          path: '/api/projects/1/surveys/',
        },
      ],
    ),
    scoped(
      `${ENFORCED}::test_create_with_targeting_flag_filters_scope_matrix[wildcard]`,
      'targeting on create with `*` is allowed',
      [createSurvey(ALL, { targeting_flag_filters: TARGETING_FILTERS }, { status: 201 })],
    ),
    scoped(
      `${ENFORCED}::test_create_without_targeting_flag_filters_is_allowed`,
      'a plain create needs only survey:write',
      [createSurvey(SURVEY_WRITE, {}, { status: 201 })],
    ),
    scoped(
      `${ENFORCED}::test_create_attaching_existing_targeting_flag_is_denied`,
      'attaching an existing flag as targeting on create needs feature_flag:write',
      [
        createSurvey(
          SURVEY_WRITE,
          { targeting_flag_id: '{flag}' },
          { status: 403, detailIncludes: ['feature_flag:write'] },
        ),
      ],
      (server) => {
        server.saved.flag = givenFlag(server, 'survey-attach-existing');
      },
    ),
    scoped(
      `${ENFORCED}::test_update_attaching_existing_targeting_flag_is_denied`,
      'attaching an existing flag as targeting on update needs feature_flag:write',
      [createSurvey(SURVEY_WRITE), write('PATCH', { targeting_flag_id: '{flag}' }, 403)],
      (server) => {
        server.saved.flag = givenFlag(server, 'survey-attach-existing-2');
      },
    ),
    scoped(
      `${ENFORCED}::test_update_targeting_flag_filters_is_denied`,
      'changing targeting needs feature_flag:write',
      [
        withTargeting,
        write(
          'PATCH',
          { targeting_flag_filters: { groups: [{ properties: [], rollout_percentage: 75 }] } },
          403,
        ),
      ],
    ),
    scoped(
      `${ENFORCED}::test_update_remove_targeting_flag_is_denied`,
      'removing targeting needs feature_flag:write, and keeps the flag',
      [
        withTargeting,
        {
          ...write('PATCH', { remove_targeting_flag: true }, 403),
          expect: {
            status: 403,
            check: (_json, server) => {
              if (!storedSurvey(server, server.saved.survey).targeting_flag)
                throw new Error('the targeting flag was removed');
            },
          },
        },
      ],
    ),
    scoped(
      `${ENFORCED}::test_update_payload_only_is_allowed`,
      'renaming a survey with targeting needs only survey:write',
      [withTargeting, write('PATCH', { name: 'renamed' }, 200)],
    ),
    scoped(
      `${ENFORCED}::test_destroy_with_targeting_flag_is_denied`,
      'deleting a survey with targeting needs feature_flag:write, and keeps it',
      [
        withTargeting,
        write('DELETE', undefined, 403),
        { method: 'GET', path: SURVEY, expect: { status: 200 } },
      ],
    ),
    scoped(
      `${ENFORCED}::test_destroy_with_only_internal_targeting_flag_is_allowed`,
      'deleting a survey with only its internal flag needs only survey:write',
      [createSurvey(SURVEY_WRITE), write('DELETE', undefined, 204)],
    ),
    scoped(
      `${WARNING}::test_create_without_targeting_flag_filters_does_not_log`,
      'a plain create with survey:write is allowed',
      [createSurvey(SURVEY_WRITE, {}, { status: 201 })],
    ),
    scoped(
      `${WARNING}::test_create_with_wildcard_scope_does_not_log`,
      'targeting on create with `*` is allowed',
      [createSurvey(ALL, { targeting_flag_filters: TARGETING_FILTERS }, { status: 201 })],
    ),
    scoped(`${WARNING}::test_update_payload_only_does_not_log`, 'a rename with survey:write is allowed', [
      createSurvey(ALL),
      write('PATCH', { name: 'renamed' }, 200),
    ]),
    scoped(
      `${WARNING}::test_destroy_with_only_internal_targeting_flag_does_not_log`,
      'deleting a survey without targeting with survey:write is allowed',
      [createSurvey(SURVEY_WRITE), write('DELETE', undefined, 204)],
    ),
    scoped(
      `${WARNING}::test_create_with_feature_flag_write_does_not_log`,
      'targeting on create with survey:write and feature_flag:write is allowed (in project 1)',
      [
        {
          ...createSurvey(WITH_FLAG_WRITE, { targeting_flag_filters: TARGETING_FILTERS }, { status: 201 }),
          path: '/api/projects/1/surveys/',
        },
      ],
    ),
    scoped(
      `${WARNING}::test_destroy_without_any_flag_does_not_log`,
      'deleting a survey that has no flag at all with survey:write is allowed',
      [write('DELETE', undefined, 204)],
      (server) => {
        server.saved.survey = givenSurvey(server, {
          name: 'No flag',
          type: 'popover',
          questions: [{ type: 'open', question: 'Q?' }],
        });
      },
    ),
  ],
  leftOut: [
    {
      source: `${WARNING}::test_create_with_targeting_flag_filters_and_survey_write_only_logs_warning, ::test_update_targeting_flag_filters_logs_warning, ::test_update_remove_targeting_flag_logs_warning, ::test_destroy_with_targeting_flag_logs_warning`,
      area: 'surveys',
      reason:
        'the same requests with the enforcement rollout gate off (200 and a log line); the demo models the gate on, as the Enforcement cases replay',
    },
    {
      source: `${ENFORCED}::test_session_auth_is_allowed, ${WARNING}::test_session_auth_does_not_log`,
      area: 'surveys',
      reason:
        'session (cookie) authentication, which Surveyor never uses: every demo request carries a personal API key',
    },
    {
      source: `${FILE}::TestSurveyStats (the stats tests), ::TestSurveyStatsPerQuestion`,
      area: 'surveys',
      reason: 'stats/ counts ClickHouse events; Surveyor never calls it',
    },
    {
      source: `${FILE}::TestSurveyResponseArchive`,
      area: 'surveys',
      reason:
        'responses/{uuid}/archive, unarchive and archived-response-uuids: endpoints Surveyor never calls',
    },
    {
      source: `${FILE}::TestSurveyResponsesList`,
      area: 'surveys',
      reason: 'responses/ reads ClickHouse events; Surveyor never calls it',
    },
    {
      source: `${FILE}::TestSurveySummarizeDispatchesToHeadline, ::TestSurveySummarizeByQuestionId`,
      area: 'surveys',
      reason: 'summarize_responses/ is an LLM summary Surveyor never calls',
    },
    {
      source: `${FILE}::TestSurveyQuestionLabels`,
      area: 'surveys',
      reason: 'question_labels/ is an endpoint Surveyor never calls',
    },
    {
      source: 'products/surveys/backend/api/test/test_external_surveys.py@0a9db334',
      area: 'surveys',
      reason: 'the public hosted-survey page /external_surveys/{id}/ (HTML), which Surveyor never calls',
    },
    {
      source: 'products/surveys/backend/api/test/test_desktop_feedback.py',
      area: 'surveys',
      reason: 'desktop feedback endpoints, which Surveyor never calls',
    },
  ],
};
