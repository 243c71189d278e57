// SurveySerializerCreateUpdateOnly.validate() and the checks create()/update() make before saving
// (products/surveys/backend/api/survey.py @ 0031b5ea), run once every field is valid, in the server's
// order; only the first error is reported.
import { featureFlagVariantKeys } from '@/contracts/feature-flag';
import type { Survey } from '@/contracts/survey';
import { HOSTED_SURVEY_REFUSED_CONDITIONS } from '@/contracts/survey-facts';
import { db } from '../db';
import type { StoredFeatureFlag } from '../stored';
import { assertFeatureFlagWrite } from '../http/auth';
import { errors } from '../http/errors';
import { toMinimalFlag } from '../models/flags/feature-flag';
import { findFeatureFlag } from '../queries';
import { isDict, truthy } from './fields';
import type { Cleaned, WriteContext } from './survey-context';
import { normalizeLanguage } from './survey-translations';
import { checkSurveyFlagFilters } from './survey-targeting';
import { mockNow } from '../clock';
import { pythonIsoformat } from '../models/activity';

/**
 * validate(): the name must be unique in the project. It queries `Survey.objects`, not the viewset's
 * queryset, so the hidden surveys of product tours count too.
 */
function checkUniqueName(projectId: number, name: string | undefined, exceptId: string | null): void {
  if (name === undefined) return;
  const taken = db.surveys.some(
    (stored) =>
      stored.projectId === projectId && stored.survey.id !== exceptId && stored.survey.name === name,
  );
  if (taken) {
    throw errors.validation(
      'unique',
      exceptId
        ? 'There is already another survey with this name.'
        : 'There is already a survey with this name.',
      null,
    );
  }
}

/**
 * validate(), "external survey constraints": only when the payload's own `type` is external_survey
 * (`data.get("type") == EXTERNAL_SURVEY`, so a PATCH without `type` is not checked). The errors are
 * collected in a dict, of which the first is reported: linked_flag_id, targeting_flag_filters (any
 * value but null, `{}` included), conditions (any listed key that is not null, `''` included, once
 * the conditions are non-empty; actions/events with values), appearance.surveyPopupDelaySeconds.
 */
function checkExternalSurvey(body: Record<string, unknown>): void {
  if (body.type !== 'external_survey') return;
  for (const field of ['linked_flag_id', 'targeting_flag_filters']) {
    if (body[field] !== undefined && body[field] !== null)
      throw errors.invalid(`${field} is not allowed for external surveys`, field);
  }
  const conditions = body.conditions;
  if (truthy(conditions) && isDict(conditions)) {
    const present: string[] = HOSTED_SURVEY_REFUSED_CONDITIONS.filter(
      (key) => key in conditions && conditions[key] !== null && conditions[key] !== undefined,
    );
    for (const key of ['actions', 'events']) {
      const entry = conditions[key];
      if (isDict(entry) && truthy(entry.values)) present.push(key);
    }
    if (present.length)
      throw errors.invalid(
        `The following condition fields are not allowed for external surveys: ${present.join(', ')}`,
        'conditions',
      );
  }
  const appearance = body.appearance;
  if (
    truthy(appearance) &&
    isDict(appearance) &&
    'surveyPopupDelaySeconds' in appearance &&
    appearance.surveyPopupDelaySeconds !== null
  ) {
    throw errors.invalid('surveyPopupDelaySeconds is not allowed for external surveys', 'appearance');
  }
}

/**
 * The serializer's validate(): the linked flag must exist in the project, and a `linkedFlagVariant` in the
 * payload's conditions must be one of its variants (or "any"). Both are read from the payload alone, so a
 * PATCH carrying a variant in `conditions` without `linked_flag_id` is refused even if a flag is linked.
 */
function checkLinkedFlag(projectId: number, body: Record<string, unknown>, cleaned: Cleaned): void {
  const id = cleaned.linkedFlagId;
  let linked: StoredFeatureFlag | undefined;
  if ('linked_flag_id' in body) {
    if (id) {
      linked = findFeatureFlag(projectId, id);
      if (!linked) throw errors.invalid('Feature Flag with this ID does not exist', null);
    }
    cleaned.fields.linked_flag = linked ? toMinimalFlag(linked) : null;
    cleaned.fields.linked_flag_id = linked ? id : null;
  }
  const conditions = 'conditions' in body ? cleaned.fields.conditions : null;
  const variant = conditions?.linkedFlagVariant;
  if (variant && linked && variant !== 'any') {
    const variants = featureFlagVariantKeys(linked.flag.filters);
    if (!variants.includes(String(variant))) {
      throw errors.invalid(
        variants.length
          ? `Feature flag variant '${String(variant)}' does not exist. Available variants: ${variants.join(', ')}`
          : `Feature flag variant '${String(variant)}' specified but the linked feature flag has no variants`,
        null,
      );
    }
  } else if (variant && !id) {
    throw errors.invalid('linkedFlagVariant can only be used when a linked_flag_id is specified', null);
  }
}

/** `str()` of an aware UTC datetime in Python: `2024-12-11 00:00:00+00:00`. */
const pythonStr = (iso: string) => pythonIsoformat(iso).replace('T', ' ');

/**
 * validate()'s response-sampling checks, on the payload alone (`data.get`), in the server's order: a
 * start date before today (UTC) is refused; an interval must be above 0; a limit above 0 with an interval
 * above 0 needs a start date in the same payload. A limit above 0 without an interval compares None with
 * 0: the server answers 500.
 */
function checkResponseSampling(fields: Record<string, unknown>): void {
  const start = fields.response_sampling_start_date as string | null | undefined;
  if (start != null) {
    const today = new Date(new Date(mockNow()).toISOString().slice(0, 10)).toISOString();
    if (Date.parse(start) < Date.parse(today))
      throw errors.invalid(
        `Response sampling start date must be today or a future date in UTC. Got ${pythonStr(start)} when current time is ${pythonStr(today)}`,
        'response_sampling_start_date',
      );
  }
  const interval = fields.response_sampling_interval as number | null | undefined;
  if (typeof interval === 'number' && interval <= 0)
    throw errors.invalid('Response sampling interval must be greater than 0.', 'response_sampling_interval');
  const limit = 'response_sampling_limit' in fields ? fields.response_sampling_limit : 0;
  if (typeof limit === 'number' && limit > 0) {
    if (typeof interval !== 'number') throw errors.server();
    if (interval > 0 && start == null)
      throw errors.invalid(
        'Response sampling start date should be set if response_sampling_start_date is not zero.',
        'response_sampling_start_date',
      );
  }
}

/** The serializer's validate(), run once every field is valid, in the server's order. */
export function validate(
  { projectId }: WriteContext,
  body: Record<string, unknown>,
  existing: Survey | null,
  cleaned: Cleaned,
): void {
  const fields = cleaned.fields as Record<string, unknown>;
  checkLinkedFlag(projectId, body, cleaned);
  if (truthy(body.targeting_flag_id)) {
    cleaned.targetingFlag = findFeatureFlag(projectId, body.targeting_flag_id as number);
    if (!cleaned.targetingFlag)
      throw errors.invalid('Targeting Feature Flag with this ID does not exist', null);
  }
  // The demo has no insights, so any linked insight is unknown.
  if (truthy(body.linked_insight_id)) throw errors.invalid('Insight with this ID does not exist', null);
  checkUniqueName(projectId, fields.name as string | undefined, existing?.id ?? null);
  const filters = cleaned.targetingFilters;
  if (filters) {
    // `(filters or {}).get("groups")` crashes on a non-object: the server answers 500.
    if (!isDict(filters)) throw errors.server();
    const groups = Array.isArray(filters.groups) ? (filters.groups as Record<string, unknown>[]) : [];
    const everyone = groups.some((group) => {
      const rollout = group.rollout_percentage;
      const properties = Array.isArray(group.properties) ? group.properties : [];
      return (rollout === null || rollout === undefined || rollout === 100) && properties.length === 0;
    });
    if (everyone)
      throw errors.invalid(
        'Invalid operation: User targeting rolls out to everyone. If you want to roll out to everyone, delete this targeting',
        null,
      );
  }
  checkResponseSampling(fields);
  const appearance = {
    ...(existing?.appearance ?? {}),
    ...((fields.appearance as object | null) ?? {}),
  } as Record<string, unknown>;
  const questions = (fields.questions ?? existing?.questions ?? []) as Record<string, unknown>[];
  if (
    truthy(appearance.shuffleQuestions) &&
    questions.some((question) => question.branching !== undefined && question.branching !== null)
  ) {
    throw errors.invalid(
      'Question shuffling and question branching cannot be used together. Please disable one of these features.',
      null,
    );
  }
  checkExternalSurvey(body);
  // base_language must not collide with a stored translation key when only base_language is sent.
  const baseLanguage = fields.base_language as string | undefined;
  if (baseLanguage && !('translations' in body) && existing) {
    const stored = (existing as Record<string, unknown>).translations;
    const keys = isDict(stored) ? Object.keys(stored) : [];
    if (keys.some((key) => normalizeLanguage(key) === normalizeLanguage(baseLanguage))) {
      throw errors.invalid(
        `'${baseLanguage}' already exists as a translation key on this survey. ` +
          'Remove the translation first, or pick a different base language.',
        'base_language',
      );
    }
  }
  // The serializer reads the frequency from the same payload whenever the count is sent.
  if ('iteration_count' in body && !('iteration_frequency_days' in body))
    fields.iteration_frequency_days = null;
}

/**
 * create()/update() before saving: the feature_flag:write checks (targeting_flag_id, then
 * remove_targeting_flag of a survey that has a targeting flag, then targeting_flag_filters), then the
 * recurrence check of update().
 */
export function beforeSave(context: WriteContext, existing: Survey | null, cleaned: Cleaned): void {
  if (cleaned.targetingFlag) assertFeatureFlagWrite(context.key, context.origin);
  if (cleaned.removeTargeting && existing?.targeting_flag)
    assertFeatureFlagWrite(context.key, context.origin);
  if (cleaned.targetingFilters) {
    assertFeatureFlagWrite(context.key, context.origin);
    // The flag is written through FeatureFlagSerializer: merged into the targeting flag that remains
    // after a removal, or created.
    const flag = cleaned.removeTargeting ? null : (existing?.targeting_flag ?? null);
    const stored = (flag?.filters ?? null) as Record<string, unknown> | null;
    checkSurveyFlagFilters(
      context.projectId,
      flag ? { ...(stored ?? {}), ...cleaned.targetingFilters } : cleaned.targetingFilters,
      flag ? (stored ?? {}) : null,
    );
  }
  const count = cleaned.fields.iteration_count;
  if (existing && typeof count === 'number' && count > 0 && (existing.current_iteration ?? 0) > count) {
    throw errors.invalid(
      `Cannot change survey recurrence to ${count}, should be at least ${existing.current_iteration}`,
      null,
    );
  }
}
