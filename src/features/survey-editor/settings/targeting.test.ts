// The targeting section: survey → values → API fields, and its rules.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSurvey } from '@/contracts/survey';
import { buildSeed } from '@/mocks/seed';
import { issueOn } from './section-rules';
import {
  checkTargeting,
  targetingSchema,
  targetingToBody,
  targetingToValues,
  type TargetingValues,
} from './targeting';

const seeded = buildSeed().surveys.map((stored) => readSurvey(stored.survey).value!.survey);
const seededTargeting = (name: string) => targetingToValues(seeded.find((survey) => survey.name === name)!);

/** `{path: message}` of every problem with the targeting, or {} when valid. */
function problems(targeting: TargetingValues, type?: string): Record<string, string> {
  const result = z
    .object({ targeting: targetingSchema })
    .superRefine((values, ctx) => checkTargeting(values.targeting, type, issueOn(ctx)))
    .safeParse({ targeting });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** A new survey's targeting with these groups. */
const withGroups = (groups: TargetingValues['filters']['groups']): TargetingValues => ({
  ...targetingToValues(null),
  filters: { groups },
});

describe('targeting values and body', () => {
  it('a new survey targets nobody in particular: no flag, no filters', () => {
    const values = targetingToValues(null);
    expect(problems(values)).toEqual({});
    expect(targetingToBody(values, false)).toEqual({ linked_flag_id: null });
  });

  it('removing the targeting flag sends remove_targeting_flag and no filters', () => {
    const values = seededTargeting('Beta feedback');
    expect(values.targetingFlag?.key).toBe('survey-targeting-b3ta000001');
    values.removeTargetingFlag = true;
    const body = targetingToBody(values, false);
    expect(body.remove_targeting_flag).toBe(true);
    expect(body).not.toHaveProperty('targeting_flag_filters');
    expect(problems(values)).toEqual({});
  });

  it('reads the linked flag with its variants', () => {
    const values = seededTargeting('Checkout satisfaction (CSAT)');
    expect(values.linkedFlag).toMatchObject({ key: 'new-checkout', variants: ['control', 'test'] });
    expect(targetingToBody(values, false).linked_flag_id).toBe(values.linkedFlag!.id);
  });

  it('sends the groups with keys and values trimmed, and nothing of them for a hosted survey', () => {
    const values = withGroups([
      {
        properties: [{ key: ' plan ', type: 'person', operator: 'exact', value: ' pro ' }],
        rollout_percentage: 50,
      },
    ]);
    expect(targetingToBody(values, false).targeting_flag_filters).toEqual({
      groups: [
        {
          properties: [{ key: 'plan', type: 'person', operator: 'exact', value: 'pro' }],
          rollout_percentage: 50,
        },
      ],
    });
    expect(targetingToBody({ ...values, linkedFlagId: 9 }, true)).toEqual({ linked_flag_id: null });
  });
});

describe('targeting rules', () => {
  it('a group that rolls out to everyone with no properties is refused, like the server does', () => {
    const groups = (
      rollout: number | null,
      properties: TargetingValues['filters']['groups'][0]['properties'],
    ) => problems(withGroups([{ properties, rollout_percentage: rollout }]));
    expect(groups(100, [])['targeting.filters.groups.0.rollout_percentage']).toMatch(/targets everyone/);
    expect(groups(null, [])['targeting.filters.groups.0.rollout_percentage']).toMatch(/targets everyone/);
    expect(groups(50, [])).toEqual({});
    expect(
      groups(100, [{ key: 'email', type: 'person', operator: 'icontains', value: '@acme.test' }]),
    ).toEqual({});
    expect(groups(150, [])['targeting.filters.groups.0.rollout_percentage']).toBe(
      'Enter a percentage from 0 to 100.',
    );
  });

  it('person properties need a key and a value (except is_set); regex values must compile', () => {
    const property = (fields: Record<string, unknown>) =>
      problems(
        withGroups([
          {
            properties: [{ key: 'email', type: 'person', operator: 'exact', value: 'x', ...fields }],
            rollout_percentage: 100,
          },
        ]),
      );
    expect(property({ key: ' ' })).toEqual({
      'targeting.filters.groups.0.properties.0.key': 'Enter a person property.',
    });
    expect(property({ value: '' })).toEqual({
      'targeting.filters.groups.0.properties.0.value': 'Enter a value.',
    });
    expect(property({ value: [] })).toEqual({
      'targeting.filters.groups.0.properties.0.value': 'Enter a value.',
    });
    expect(property({ operator: 'is_set', value: 'is_set' })).toEqual({});
    expect(
      property({ operator: 'regex', value: '[' })['targeting.filters.groups.0.properties.0.value'],
    ).toMatch(/not a valid regular expression/);
    expect(property({ operator: 'gt', value: 'many' })).toEqual({
      'targeting.filters.groups.0.properties.0.value': 'Enter a number.',
    });
    // Other kinds (cohorts…) are kept as they are.
    expect(property({ type: 'cohort', key: 'id', value: 12, operator: 'in' })).toEqual({});
  });

  it('a survey with a targeting flag keeps at least one group unless the flag is removed', () => {
    const values = seededTargeting('Beta feedback');
    values.filters.groups = [];
    expect(problems(values)).toEqual({
      'targeting.filters.groups':
        'Add a group of conditions, or choose “Everyone” to remove the targeting flag.',
    });
    values.removeTargetingFlag = true;
    expect(problems(values)).toEqual({});
  });

  it('a variant needs a linked flag that has it', () => {
    const csat = seededTargeting('Checkout satisfaction (CSAT)');
    const variant = (value: string | null, flagId: number | null = csat.linkedFlagId) =>
      problems({ ...csat, linkedFlagVariant: value, linkedFlagId: flagId })['targeting.linkedFlagVariant'];
    expect(variant('test')).toBeUndefined();
    expect(variant('any')).toBeUndefined();
    expect(variant('blue')).toBe('“blue” is not a variant of new-checkout (control, test).');
    expect(variant('test', null)).toBe('Choose a linked flag first, or clear the variant.');
  });

  it('do not apply to hosted surveys (their body drops the flag and the groups)', () => {
    const values = withGroups([{ properties: [], rollout_percentage: 100 }]);
    expect(problems(values, 'popover')).not.toEqual({});
    expect(problems(values, 'external_survey')).toEqual({});
  });
});
