// products/surveys/backend/api/test/test_survey.py: the linked flag (`linked_flag_id`) and its variant
// (`conditions.linkedFlagVariant`), flags and insights of another project (TestSurvey, and the variant tests
// that live in TestSurveyStats).
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase, ConformanceServer, Expectation } from '../../conformance-case';
import { create, givenFlag, givenProject, givenSurvey, TEST_SURVEY, update } from '../support/surveys';

const FILE = TEST_SURVEY;
const VARIANTS = `${FILE}::TestSurveyStats`;

const refusedFlag = (field: string): Expectation => ({
  status: 400,
  check: (json) =>
    expect(JSON.stringify(json)).toContain(
      field === 'linked_flag_id'
        ? 'Feature Flag with this ID does not exist'
        : 'Targeting Feature Flag with this ID does not exist',
    ),
});

const multivariate = (...keys: string[]) => ({
  groups: [{ properties: [], rollout_percentage: 100 }],
  multivariate: { variants: keys.map((key) => ({ key, rollout_percentage: Math.floor(100 / keys.length) })) },
});

const variantCase = (
  name: string,
  title: string,
  filters: Record<string, unknown>,
  variant: string,
  expectation: NonNullable<ConformanceCase['steps'][number]['expect']>,
  kind: 'create' | 'update' = 'create',
): ConformanceCase => ({
  source: `${VARIANTS}::${name}`,
  area: 'surveys',
  title,
  given: (server) => {
    server.saved.flag = givenFlag(server, 'test-ab-flag', filters);
    if (kind === 'update')
      server.saved.survey = givenSurvey(server, {
        name: 'Update Test Survey',
        type: 'popover',
        questions: [{ type: 'open', question: 'Initial question' }],
      });
  },
  steps: [
    kind === 'create'
      ? create(
          {
            name: 'Variant Survey',
            type: 'popover',
            linked_flag_id: '{flag}',
            conditions: { linkedFlagVariant: variant },
            questions: [{ type: 'open', question: 'How is it?' }],
          },
          expectation,
        )
      : update({ linked_flag_id: '{flag}', conditions: { linkedFlagVariant: variant } }, expectation),
  ],
});

const linkedTo = (variant: string) => (json: unknown, server: ConformanceServer) => {
  const answer = json as { linked_flag: { id: number }; conditions: { linkedFlagVariant: string } };
  expect(answer.linked_flag.id).toBe(server.saved.flag);
  expect(answer.conditions.linkedFlagVariant).toBe(variant);
};

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestSurvey::test_updating_survey_to_send_none_linked_flag_removes_linking`,
      area: 'surveys',
      title: 'linked_flag_id: null unlinks the flag and leaves it',
      given: (server) => {
        server.saved.flag = givenFlag(server, 'early-access');
      },
      steps: [
        create({
          name: 'survey with targeting',
          type: 'popover',
          linked_flag_id: '{flag}',
          conditions: { url: 'https://app.posthog.com/notebooks' },
        }),
        update(
          { linked_flag_id: null },
          { status: 200, body: { name: 'survey with targeting', linked_flag: null } },
        ),
        { method: 'GET', path: '/api/projects/{team}/feature_flags/{flag}/', expect: { status: 200 } },
      ],
    },
    ...(
      [
        ['test_creating_survey_with_linked_flag_from_different_team_returns_400', 'linked_flag_id', 'create'],
        ['test_updating_survey_with_linked_flag_from_different_team_returns_400', 'linked_flag_id', 'update'],
        [
          'test_creating_survey_with_targeting_flag_from_different_team_returns_400',
          'targeting_flag_id',
          'create',
        ],
        [
          'test_updating_survey_with_targeting_flag_from_different_team_returns_400',
          'targeting_flag_id',
          'update',
        ],
      ] as const
    ).map(([name, field, kind]): ConformanceCase => ({
      source: `${FILE}::TestSurvey::${name}`,
      area: 'surveys',
      title: `a ${field} of another project is refused on ${kind}`,
      given: async (server) => {
        const other = await givenProject(server);
        server.saved.other_flag = givenFlag(server, 'other-team-flag', {}, other);
        server.saved.own_flag = givenFlag(server, 'own-flag');
      },
      steps: [
        ...(kind === 'update'
          ? [
              create({
                name: 'Test Survey',
                type: 'popover',
                questions: [{ type: 'open', question: 'Test?' }],
                ...(field === 'linked_flag_id' ? { linked_flag_id: '{own_flag}' } : {}),
              }),
            ]
          : []),
        kind === 'create'
          ? create(
              {
                name: 'Test Survey',
                type: 'popover',
                questions: [{ type: 'open', question: 'Test?' }],
                [field]: '{other_flag}',
              },
              refusedFlag(field),
            )
          : update({ [field]: '{other_flag}' }, refusedFlag(field)),
      ],
    })),
    {
      source: `${FILE}::TestSurvey::test_creating_survey_with_nonexistent_linked_flag_returns_400`,
      area: 'surveys',
      title: 'an unknown linked_flag_id is refused',
      steps: [
        create(
          {
            name: 'Test Survey',
            type: 'popover',
            questions: [{ type: 'open', question: 'Test?' }],
            linked_flag_id: 999999,
          },
          {
            status: 400,
            check: (json) =>
              expect(JSON.stringify(json)).toContain('Feature Flag with this ID does not exist'),
          },
        ),
      ],
    },
    ...[
      'test_creating_survey_with_linked_insight_from_different_team_returns_400',
      'test_creating_survey_with_nonexistent_linked_insight_returns_400',
    ].map((name): ConformanceCase => ({
      source: `${FILE}::TestSurvey::${name}`,
      area: 'surveys',
      title: `a linked_insight_id the project does not have is refused (${name.includes('nonexistent') ? 'unknown' : 'another project'})`,
      steps: [
        create(
          {
            name: 'Test Survey',
            type: 'popover',
            questions: [{ type: 'open', question: 'Test?' }],
            linked_insight_id: 999999,
          },
          {
            status: 400,
            check: (json) => expect(JSON.stringify(json)).toContain('Insight with this ID does not exist'),
          },
        ),
      ],
    })),
    variantCase(
      'test_create_survey_with_valid_linked_flag_variant',
      'a variant of the linked flag is accepted',
      multivariate('control', 'treatment'),
      'control',
      { status: 201, check: linkedTo('control') },
    ),
    variantCase(
      'test_create_survey_with_invalid_linked_flag_variant',
      'an unknown variant of the linked flag is refused, listing the variants',
      multivariate('control', 'treatment'),
      'non_existent_variant',
      {
        status: 400,
        detailIncludes: [
          "Feature flag variant 'non_existent_variant' does not exist",
          'Available variants: control, treatment',
        ],
      },
    ),
    variantCase(
      'test_create_survey_with_linked_flag_variant_any',
      "the variant 'any' is accepted",
      multivariate('variant_a', 'variant_b', 'variant_c'),
      'any',
      { status: 201, check: linkedTo('any') },
    ),
    variantCase(
      'test_create_survey_with_linked_flag_variant_no_variants',
      'a variant of a flag without variants is refused',
      { groups: [{ properties: [], rollout_percentage: 100 }] },
      'some_variant',
      {
        status: 400,
        detailIncludes: [
          "Feature flag variant 'some_variant' specified but the linked feature flag has no variants",
        ],
      },
    ),
    {
      source: `${VARIANTS}::test_create_survey_with_linked_flag_variant_without_flag_id`,
      area: 'surveys',
      title: 'a variant without a linked flag is refused',
      steps: [
        create(
          {
            name: 'No Flag ID Survey',
            type: 'popover',
            conditions: { linkedFlagVariant: 'some_variant' },
            questions: [{ type: 'open', question: 'Test question' }],
          },
          { status: 400, detail: 'linkedFlagVariant can only be used when a linked_flag_id is specified' },
        ),
      ],
    },
    variantCase(
      'test_update_survey_with_valid_linked_flag_variant',
      'an update may link a flag with one of its variants',
      multivariate('alpha', 'beta'),
      'alpha',
      { status: 200, check: linkedTo('alpha') },
      'update',
    ),
    variantCase(
      'test_update_survey_with_invalid_linked_flag_variant',
      'an update linking a flag with an unknown variant is refused',
      multivariate('option_1', 'option_2'),
      'invalid_option',
      {
        status: 400,
        detailIncludes: [
          "Feature flag variant 'invalid_option' does not exist",
          'Available variants: option_1, option_2',
        ],
      },
      'update',
    ),
  ],
  leftOut: [
    {
      source: `${FILE}::TestSurvey::test_updating_survey_with_linked_insight_from_different_team_returns_400`,
      area: 'surveys',
      reason: "needs an insight of the survey's own project, and the demo has no insights",
    },
    {
      source: `${FILE}::TestSurvey::test_can_create_survey_with_linked_insight_in_same_team`,
      area: 'surveys',
      reason: "needs an insight of the survey's own project, and the demo has no insights",
    },
  ],
};
