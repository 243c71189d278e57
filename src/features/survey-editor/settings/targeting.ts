// The targeting section's form values: the linked feature flag (and variant), and who may see the survey
// (person-property groups that PostHog turns into the survey's targeting flag). What PostHog's property
// operators mean, the schema and rules, survey → values → API fields, and where the server's complaints
// belong.
import { z } from 'zod';
import { featureFlagVariantKeys } from '@/contracts/feature-flag';
import { operatorOptions } from '@/contracts/property-operators';
import type { Survey, SurveyWriteBody } from '@/contracts/survey';
import { regexProblem, type Issue } from './section-rules';

/** The property operators the targeting section offers, in PostHog's words for them. */
export const OPERATORS: readonly { value: string; label: string }[] = operatorOptions([
  'exact',
  'is_not',
  'icontains',
  'not_icontains',
  'regex',
  'not_regex',
  'gt',
  'lt',
  'is_set',
  'is_not_set',
]);
/** Property operators whose value is a regular expression (compiled by the SDK or by the flag engine). */
const REGEX_OPERATORS = new Set(['regex', 'not_regex']);
/** Operators that take no value: PostHog stores the operator itself as the value. */
export const VALUELESS_OPERATORS = new Set(['is_set', 'is_not_set']);
/** Operators that compare the value as a number. */
const NUMERIC_OPERATORS = new Set(['gt', 'gte', 'lt', 'lte']);

const propertyFilter = z.looseObject({
  key: z.string(),
  type: z.string().optional(),
  operator: z.string().optional(),
  value: z.unknown(),
});
export type PropertyFilter = z.infer<typeof propertyFilter>;

const filterGroup = z.looseObject({
  properties: z.array(propertyFilter),
  rollout_percentage: z
    .number({ error: 'Enter a percentage from 0 to 100.' })
    .min(0, 'Enter a percentage from 0 to 100.')
    .max(100, 'Enter a percentage from 0 to 100.')
    .nullable()
    .optional(),
  variant: z.string().nullable().optional(),
});
export type FilterGroup = z.infer<typeof filterGroup>;

export const targetingSchema = z.object({
  linkedFlagId: z
    .number({ error: 'Enter the numeric ID of a feature flag.' })
    .int('Enter the numeric ID of a feature flag.')
    .positive('Enter the numeric ID of a feature flag.')
    .nullable(),
  /** What the picker knows about the linked flag; trusted only while its id equals linkedFlagId. */
  linkedFlag: z
    .object({ id: z.number(), key: z.string(), name: z.string(), variants: z.array(z.string()) })
    .nullable(),
  /** conditions.linkedFlagVariant on the API: a variant key, 'any', or null (flag enabled). */
  linkedFlagVariant: z.string().nullable(),
  /** The targeting flag's filters (unknown keys kept: the server shallow-merges what it is sent). */
  filters: z.looseObject({ groups: z.array(filterGroup) }),
  /** Delete the survey's targeting flag on save (only meaningful while targetingFlag is set). */
  removeTargetingFlag: z.boolean(),
  /** The survey's current targeting flag, read-only. */
  targetingFlag: z.object({ id: z.number(), key: z.string() }).nullable(),
});

export type TargetingValues = z.infer<typeof targetingSchema>;

/** Cross-field rules; none applies to a hosted survey, whose body drops the flag and the groups. */
export function checkTargeting(targeting: TargetingValues, type: string | undefined, issue: Issue): void {
  if (type === 'external_survey') return;

  // Linked flag.
  const variant = targeting.linkedFlagVariant;
  if (variant && variant !== 'any') {
    const flag = targeting.linkedFlag?.id === targeting.linkedFlagId ? targeting.linkedFlag : null;
    if (targeting.linkedFlagId === null)
      issue(['targeting', 'linkedFlagVariant'], 'Choose a linked flag first, or clear the variant.');
    else if (flag && !flag.variants.includes(variant))
      issue(
        ['targeting', 'linkedFlagVariant'],
        flag.variants.length
          ? `“${variant}” is not a variant of ${flag.key} (${flag.variants.join(', ')}).`
          : `${flag.key} has no variants: choose “Any variant”.`,
      );
  }

  // Targeting groups: checked only when they will be sent.
  if (targeting.targetingFlag && targeting.removeTargetingFlag) return;
  const groups = targeting.filters.groups;
  if (targeting.targetingFlag && groups.length === 0)
    issue(
      ['targeting', 'filters', 'groups'],
      'Add a group of conditions, or choose “Everyone” to remove the targeting flag.',
    );
  groups.forEach((group, g) => {
    const rollout = group.rollout_percentage;
    if ((rollout === null || rollout === undefined || rollout === 100) && group.properties.length === 0)
      issue(
        ['targeting', 'filters', 'groups', g, 'rollout_percentage'],
        'With no properties and a 100% rollout this group targets everyone, which PostHog refuses: add a property or lower the rollout (or choose “Everyone”).',
      );
    group.properties.forEach((property, p) => {
      const at = ['targeting', 'filters', 'groups', g, 'properties', p];
      if (property.type !== undefined && property.type !== 'person') return;
      if (!property.key.trim()) issue([...at, 'key'], 'Enter a person property.');
      const operator = property.operator ?? 'exact';
      if (VALUELESS_OPERATORS.has(operator)) return;
      const value = property.value;
      const empty =
        value === undefined ||
        value === null ||
        (typeof value === 'string' && !value.trim()) ||
        (Array.isArray(value) && value.length === 0);
      if (empty) issue([...at, 'value'], 'Enter a value.');
      else if (REGEX_OPERATORS.has(operator) && typeof value === 'string') {
        const problem = regexProblem(value);
        if (problem) issue([...at, 'value'], `This is not a valid regular expression: ${problem}`);
      } else if (NUMERIC_OPERATORS.has(operator) && Number.isNaN(Number(value)))
        issue([...at, 'value'], 'Enter a number.');
    });
  });
}

/** The targeting of a survey (null: a new one, with no flag and no groups). */
export function targetingToValues(survey: Survey | null): TargetingValues {
  const linked = survey?.linked_flag ?? null;
  const targetingFlag = survey?.targeting_flag ?? null;
  const flagFilters = (targetingFlag?.filters ?? null) as { groups?: unknown } | null;
  return {
    linkedFlagId: linked?.id ?? survey?.linked_flag_id ?? null,
    linkedFlag: linked
      ? {
          id: linked.id,
          key: linked.key,
          name: linked.name ?? '',
          variants: featureFlagVariantKeys(linked.filters),
        }
      : null,
    linkedFlagVariant: survey?.conditions?.linkedFlagVariant ?? null,
    filters: flagFilters
      ? ({
          ...structuredClone(flagFilters),
          groups: Array.isArray(flagFilters.groups) ? structuredClone(flagFilters.groups) : [],
        } as TargetingValues['filters'])
      : { groups: [] },
    removeTargetingFlag: false,
    targetingFlag: targetingFlag ? { id: targetingFlag.id, key: targetingFlag.key } : null,
  };
}

function groupsToBody(groups: FilterGroup[]): FilterGroup[] {
  return groups.map((group) => ({
    ...structuredClone(group),
    properties: group.properties.map((property) => ({
      ...structuredClone(property),
      key: property.key.trim(),
      ...(typeof property.value === 'string' ? { value: property.value.trim() } : {}),
    })),
  }));
}

/**
 * The API fields targeting owns: linked_flag_id, plus remove_targeting_flag or targeting_flag_filters
 * when they apply (a hosted survey has neither a linked flag nor filters). The variant goes in the
 * conditions (conditionsToBody).
 */
export function targetingToBody(
  targeting: TargetingValues,
  external: boolean,
): Pick<SurveyWriteBody, 'linked_flag_id' | 'remove_targeting_flag' | 'targeting_flag_filters'> {
  const body: Pick<SurveyWriteBody, 'linked_flag_id' | 'remove_targeting_flag' | 'targeting_flag_filters'> = {
    linked_flag_id: external ? null : targeting.linkedFlagId,
  };
  if (targeting.targetingFlag && targeting.removeTargetingFlag) body.remove_targeting_flag = true;
  else if (!external && targeting.filters.groups.length)
    body.targeting_flag_filters = {
      ...structuredClone(targeting.filters),
      groups: groupsToBody(targeting.filters.groups),
    } as SurveyWriteBody['targeting_flag_filters'];
  return body;
}

/** A server 400's `attr` → the field that shows it. */
export const TARGETING_ATTR_TO_FIELD: Record<string, string> = {
  linked_flag_id: 'targeting.linkedFlagId',
  targeting_flag_filters: 'targeting.filters',
  remove_targeting_flag: 'targeting.removeTargetingFlag',
};

/** Targeting errors the server reports without an `attr`, recognised by their message. */
export const TARGETING_MESSAGE_TO_FIELD: [RegExp, string][] = [
  [/^Feature Flag with this ID does not exist/, 'targeting.linkedFlagId'],
  [/^Feature flag variant '|^linkedFlagVariant can only be used/, 'targeting.linkedFlagVariant'],
  [/User targeting rolls out to everyone/, 'targeting.filters'],
];

/** The fields as a list of problems names them. */
export const TARGETING_FIELD_LABELS: Record<string, string> = {
  'targeting.linkedFlagId': 'Linked feature flag',
  'targeting.linkedFlagVariant': 'Variant',
  'targeting.filters': 'Audience',
  'targeting.removeTargetingFlag': 'Audience',
};
