// The checks the survey serializer makes before saving, each next to its source in
// products/surveys/backend/api/survey.py (PostHog/posthog @ 0031b5ea) unless said otherwise.
import { describe, expect, it } from 'vitest';
import { survey } from '../testing/strict-contracts';
import { call, get, ORIGIN, surveyId } from '../test-api';

const BASE = '/api/projects/1/surveys/';
const post = (body: unknown, key?: string) => call('POST', BASE, body, key);
const patch = async (name: string, body: unknown, key?: string) =>
  call('PATCH', `${BASE}${await surveyId(name)}/`, body, key);
const invalid = (detail: string, attr: string | null = 'questions') => ({
  type: 'validation_error',
  code: 'invalid_input',
  detail,
  attr,
});

describe('feature_flag:write on survey writes that write a flag', () => {
  // assert_feature_flag_write_scope (products/feature_flags/backend/api/feature_flag.py), called from
  // SurveySerializerCreateUpdateOnly.create/update and SurveyViewSet.destroy.
  const key = 'phx_demo_surveys';
  const needsFlagWrite = {
    type: 'authentication_error',
    code: 'permission_denied',
    detail:
      'This action also modifies a feature flag, which requires the `feature_flag:write` scope in addition to ' +
      `\`survey:write\`. Add \`feature_flag:write\` to your personal API key at ${ORIGIN}/settings/user-api-keys ` +
      '(editing its scopes keeps the same key value), or use a key with the `*` scope.',
    attr: null,
  };
  const filters = {
    groups: [
      {
        properties: [{ key: 'email', value: 'x', operator: 'icontains', type: 'person' }],
        rollout_percentage: 20,
      },
    ],
  };
  const flagId = async (flagKey: string) =>
    (
      (await get(`/api/projects/1/feature_flags/?search=${flagKey}`)).json as {
        results: { id: number; key: string }[];
      }
    ).results.find((flag) => flag.key === flagKey)!.id;

  it('refuses targeting_flag_filters on create and update, targeting_flag_id, and removing a targeting flag', async () => {
    expect(
      (await post({ name: 'Targeted', type: 'popover', targeting_flag_filters: filters }, key)).json,
    ).toEqual(needsFlagWrite);
    expect((await patch('Feedback round 2', { targeting_flag_filters: filters }, key)).json).toEqual(
      needsFlagWrite,
    );
    expect(
      (await patch('Feedback round 2', { targeting_flag_id: await flagId('dark-mode') }, key)).json,
    ).toEqual(needsFlagWrite);
    expect((await patch('Beta feedback', { remove_targeting_flag: true }, key)).json).toEqual(needsFlagWrite);
    expect((await call('DELETE', `${BASE}${await surveyId('Beta feedback')}/`, undefined, key)).json).toEqual(
      needsFlagWrite,
    );
  });

  it('lets the same key do everything that writes no flag', async () => {
    expect(
      (await post({ name: 'Untargeted', type: 'popover', targeting_flag_filters: {} }, key)).status,
    ).toBe(201);
    // remove_targeting_flag on a survey without a targeting flag touches no flag.
    expect((await patch('Feedback round 2', { remove_targeting_flag: true }, key)).status).toBe(200);
    expect((await patch('Feedback round 2', { linked_flag_id: await flagId('dark-mode') }, key)).status).toBe(
      200,
    );
    expect(
      (await call('DELETE', `${BASE}${await surveyId('Feedback round 3')}/`, undefined, key)).status,
    ).toBe(204);
  });

  it('validation comes first: an unknown targeting_flag_id is a 400 even without the scope', async () => {
    expect((await patch('Feedback round 2', { targeting_flag_id: 424242 }, key)).json).toEqual(
      invalid('Targeting Feature Flag with this ID does not exist', null),
    );
  });

  it('* and feature_flag:write keys may', async () => {
    expect(
      (await patch('Feedback round 2', { targeting_flag_filters: filters }, 'phx_demo_all')).status,
    ).toBe(200);
    const pointed = await patch(
      'Feedback round 1',
      { targeting_flag_id: await flagId('dark-mode') },
      'phx_demo_project_scoped',
    );
    expect(pointed.status).toBe(200);
    expect(survey.parse(pointed.json).targeting_flag?.key).toBe('dark-mode');
    expect(
      (await call('DELETE', `${BASE}${await surveyId('Beta feedback')}/`, undefined, 'phx_demo_strict'))
        .status,
    ).toBe(204);
  });
});
