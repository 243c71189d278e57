// /api/projects/:project_id/surveys/ and its actions (SurveyViewSet, products/surveys/backend/api/survey.py
// @ 0031b5ea), validated as the real serializer does: fields in the serializer's order, then validate(),
// then the create/update side effects; only the first error is reported. Branching targets and cycles are
// NOT validated server-side.
import { featureFlagVariantKeys } from '../../contracts/feature-flag';
import type { Survey } from '../../contracts/survey';
import { surveyType } from '../../contracts/survey';
import { db, DEMO_USER, flagKeys, recordActivity, type StoredFeatureFlag } from '../db';
import { newUuid, randomString } from '../ids';
import { isSurveyActive } from '../seed';
import { toMinimalFlag } from '../seed-feature-flags';
import { findFeatureFlag } from './feature-flags';
import { findOrganization, projectFromParent, projectNestedView } from './reach';
import type { Route, RouteContext } from './router';
import {
  cleanBaseLanguage,
  cleanQuestions,
  cleanSurveyTranslations,
  normalizeLanguage,
  resolveBaseLanguage,
  sanitizeHtml as sanitizeHtmlText,
  truthy,
} from './survey-questions';
import { errors, json, noContent, paginate, paginateByPage, type DemoKey } from './utils';

const MAX_ITERATIONS = 500;
const DAY = 86_400_000;
/** trigram_search.MAX_SEARCH_LENGTH */
const MAX_SEARCH_LENGTH = 200;

/**
 * SurveySerializerCreateUpdateOnly.Meta.fields (writable ones), in order: DRF validates every field in
 * this order and exceptions-hog reports the first error.
 */
const FIELD_ORDER = [
  'name',
  'description',
  'type',
  'schedule',
  'linked_flag_id',
  'linked_insight_id',
  'targeting_flag_id',
  'targeting_flag_filters',
  'remove_targeting_flag',
  'questions',
  'conditions',
  'appearance',
  'start_date',
  'end_date',
  'archived',
  'responses_limit',
  'iteration_count',
  'iteration_frequency_days',
  'current_iteration',
  'current_iteration_start_date',
  'response_sampling_start_date',
  'response_sampling_interval_type',
  'response_sampling_interval',
  'response_sampling_limit',
  'enable_partial_responses',
  'enable_iframe_embedding',
  'base_language',
  'translations',
  '_create_in_folder',
  'form_content',
];
const WRITE_ONLY = [
  'linked_flag_id',
  'linked_insight_id',
  'targeting_flag_id',
  'targeting_flag_filters',
  'remove_targeting_flag',
  '_create_in_folder',
];

/**
 * The surveys the API shows: SurveyViewSet.safely_get_queryset excludes the surveys of product tours
 * (`queryset.exclude(product_tour__isnull=False)`) for every action, list and detail alike.
 */
function surveysOf(projectId: number) {
  return db.surveys.filter((stored) => stored.projectId === projectId && !stored.productTourId);
}

function findSurvey(projectId: number, id: string) {
  const stored = surveysOf(projectId).find((candidate) => candidate.survey.id === id);
  if (!stored) throw errors.notFound();
  return stored;
}

/** The `name` field: a CharField(max_length=400), required on create. */
function checkName(value: unknown): string {
  if (value === undefined) throw errors.validation('required', 'This field is required.', 'name');
  if (value === null) throw errors.validation('null', 'This field may not be null.', 'name');
  if (typeof value !== 'string') throw errors.validation('invalid', 'Not a valid string.', 'name');
  // DRF CharField trims surrounding whitespace before the blank and length checks.
  const name = value.trim();
  if (!name) throw errors.validation('blank', 'This field may not be blank.', 'name');
  if (name.length > 400)
    throw errors.validation('max_length', 'Ensure this field has no more than 400 characters.', 'name');
  return name;
}

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

function intInRange(value: unknown, attr: string, min: number, max?: number): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw errors.validation('invalid', 'A valid integer is required.', attr);
  if (value < min)
    throw errors.validation('min_value', `Ensure this value is greater than or equal to ${min}.`, attr);
  if (max !== undefined && value > max)
    throw errors.validation('max_value', `Ensure this value is less than or equal to ${max}.`, attr);
  return value;
}

function dateOrNull(value: unknown, attr: string): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw errors.validation(
      'invalid',
      'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
      attr,
    );
  }
  return new Date(value).toISOString();
}

function booleanOrNull(value: unknown, attr: string): boolean | null {
  if (value !== null && typeof value !== 'boolean')
    throw errors.validation('invalid', 'Must be a valid boolean.', attr);
  return value;
}

const isDict = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** validate_appearance, with the project's organization for the white-labelling plan check. */
function cleanAppearance(value: unknown, organizationId: string): Record<string, unknown> | null {
  const fail = (detail: string) => errors.invalid(detail, 'appearance');
  if (value === null) return null;
  if (!isDict(value)) throw fail('Appearance must be an object');
  const appearance = { ...value };
  for (const key of [
    'thankYouMessageHeader',
    'thankYouMessageDescription',
    'thankYouMessageCloseButtonText',
  ]) {
    if (typeof appearance[key] === 'string') appearance[key] = sanitizeHtmlText(appearance[key] as string);
  }
  const contentType = appearance.thankYouMessageDescriptionContentType;
  if (truthy(contentType) && !['text', 'html'].includes(contentType as string))
    throw fail("thankYouMessageDescriptionContentType must be one of ['text', 'html']");
  const delay = appearance.surveyPopupDelaySeconds;
  if (typeof delay === 'number' && delay < 0)
    throw fail('Survey popup delay seconds must be a positive integer');
  const whiteLabel = appearance.whiteLabel;
  if (whiteLabel !== undefined && whiteLabel !== null && typeof whiteLabel !== 'boolean')
    throw fail('whiteLabel must be a boolean');
  // Hiding PostHog's branding is a paid feature: the organization needs AvailableFeature.WHITE_LABELLING.
  const features = (findOrganization(organizationId)?.available_product_features ?? []) as { key: string }[];
  if (whiteLabel === true && !features.some((feature) => feature.key === 'white_labelling'))
    throw fail('You need to upgrade to PostHog Enterprise to use white labelling');
  return appearance;
}

const EXTERNAL_BANNED_CONDITIONS = [
  'url',
  'urlMatchType',
  'selector',
  'seenSurveyWaitPeriodInDays',
  'linkedFlagVariant',
  'deviceTypes',
  'deviceTypesMatchType',
];

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
    const present = EXTERNAL_BANNED_CONDITIONS.filter(
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

interface Cleaned {
  fields: Partial<Survey>;
  targetingFilters?: Record<string, unknown> | null;
  removeTargeting?: boolean;
  linkedFlagId?: number | null;
  /** An existing flag of the project to use as the targeting flag (`targeting_flag_id`). */
  targetingFlag?: StoredFeatureFlag;
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

/**
 * assert_feature_flag_write_scope (products/feature_flags/backend/api/feature_flag.py): a survey write
 * that also writes a feature flag needs `feature_flag:write` (or `*`) besides `survey:write`. The demo
 * behaves as an organization with the rollout gate on. Session auth has no scopes; every demo request
 * uses a personal API key.
 */
function assertFeatureFlagWrite(key: DemoKey, origin: string): void {
  if (key.scopes.includes('*') || key.scopes.includes('feature_flag:write')) return;
  throw errors.permissionDenied(
    'This action also modifies a feature flag, which requires the `feature_flag:write` scope in addition to ' +
      `\`survey:write\`. Add \`feature_flag:write\` to your personal API key at ${origin}/settings/user-api-keys ` +
      '(editing its scopes keeps the same key value), or use a key with the `*` scope.',
  );
}

interface WriteContext {
  projectId: number;
  organizationId: string;
  key: DemoKey;
  origin: string;
}

function cleanSurveyBody(
  context: WriteContext,
  body: Record<string, unknown>,
  existing: Survey | null,
): Cleaned {
  const { organizationId } = context;
  const fields: Record<string, unknown> = {};
  const cleaned: Cleaned = { fields: fields as Partial<Survey> };
  const base = resolveBaseLanguage(body, existing);
  // Field validation, in the serializer's field order.
  for (const field of FIELD_ORDER) {
    const present = field in body;
    const value = body[field];
    if (field === 'name') {
      if (!existing || present) fields.name = checkName(value);
      continue;
    }
    if (field === 'type') {
      if (!existing || present) {
        if (value === undefined) throw errors.validation('required', 'This field is required.', 'type');
        if (!surveyType.safeParse(value).success)
          throw errors.validation('invalid_choice', `"${String(value)}" is not a valid choice.`, 'type');
        fields.type = value;
      }
      continue;
    }
    if (!present) continue;
    switch (field) {
      case 'questions':
        fields.questions = cleanQuestions(value, base, existing);
        break;
      case 'iteration_count':
        fields.iteration_count = intInRange(value, field, 0, MAX_ITERATIONS);
        break;
      case 'iteration_frequency_days':
      case 'responses_limit':
      case 'current_iteration':
      case 'response_sampling_limit':
        fields[field] = intInRange(value, field, 0);
        break;
      case 'response_sampling_interval':
        fields[field] = intInRange(value, field, Number.MIN_SAFE_INTEGER);
        break;
      case 'response_sampling_start_date':
      case 'current_iteration_start_date':
      case 'start_date':
      case 'end_date':
        fields[field] = dateOrNull(value, field);
        break;
      case 'response_sampling_interval_type':
        if (value !== null && !['day', 'week', 'month', ''].includes(String(value))) {
          throw errors.validation('invalid_choice', `"${String(value)}" is not a valid choice.`, field);
        }
        fields[field] = value;
        break;
      case 'schedule':
        if (value !== null && !['once', 'recurring', 'always'].includes(String(value)))
          throw errors.invalid('Schedule must be one of: once, recurring, always', 'schedule');
        fields.schedule = value as Survey['schedule'];
        break;
      case 'appearance':
        fields.appearance = cleanAppearance(value, organizationId);
        break;
      case 'conditions':
        if (value !== null && !isDict(value))
          throw errors.invalid('Conditions must be an object', 'conditions');
        fields.conditions = value;
        break;
      case 'archived':
      case 'enable_partial_responses':
      case 'enable_iframe_embedding':
        fields[field] = booleanOrNull(value, field);
        break;
      case 'linked_flag_id':
      case 'linked_insight_id':
        if (value !== null && (typeof value !== 'number' || !Number.isInteger(value)))
          throw errors.validation('invalid', 'A valid integer is required.', field);
        if (field === 'linked_flag_id') cleaned.linkedFlagId = value as number | null;
        else fields[field] = value;
        break;
      case 'targeting_flag_id':
        // IntegerField(required=False, write_only=True): not nullable.
        if (value === null) throw errors.validation('null', 'This field may not be null.', field);
        if (typeof value !== 'number' || !Number.isInteger(value))
          throw errors.validation('invalid', 'A valid integer is required.', field);
        break;
      case 'targeting_flag_filters':
        // JSONField(allow_null=True): any JSON; empty values neither validate nor create a flag.
        if (truthy(value)) cleaned.targetingFilters = value as Record<string, unknown>;
        break;
      case 'remove_targeting_flag':
        // Ignored on create (popped); on update it removes an existing targeting flag.
        cleaned.removeTargeting = existing !== null && booleanOrNull(value, field) === true;
        break;
      case 'base_language':
        fields.base_language = cleanBaseLanguage(value);
        break;
      case 'translations':
        fields.translations = cleanSurveyTranslations(value, base, existing);
        break;
      case '_create_in_folder':
        break;
      default:
        fields[field] = value;
    }
  }
  validate(context, body, existing, cleaned);
  return cleaned;
}

/** The serializer's validate(), run once every field is valid, in the server's order. */
function validate(
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
  const interval = fields.response_sampling_interval;
  if (typeof interval === 'number' && interval <= 0)
    throw errors.invalid('Response sampling interval must be greater than 0.', 'response_sampling_interval');
  if (typeof fields.response_sampling_limit === 'number' && fields.response_sampling_limit > 0) {
    const start =
      'response_sampling_start_date' in fields
        ? fields.response_sampling_start_date
        : (existing as Record<string, unknown> | null)?.response_sampling_start_date;
    if (!start) {
      throw errors.invalid(
        'Response sampling start date should be set if response_sampling_start_date is not zero.',
        'response_sampling_start_date',
      );
    }
  }
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
function beforeSave(context: WriteContext, existing: Survey | null, cleaned: Cleaned): void {
  if (cleaned.targetingFlag) assertFeatureFlagWrite(context.key, context.origin);
  if (cleaned.removeTargeting && existing?.targeting_flag)
    assertFeatureFlagWrite(context.key, context.origin);
  if (cleaned.targetingFilters) assertFeatureFlagWrite(context.key, context.origin);
  const count = cleaned.fields.iteration_count;
  if (existing && typeof count === 'number' && count > 0 && (existing.current_iteration ?? 0) > count) {
    throw errors.invalid(
      `Cannot change survey recurrence to ${count}, should be at least ${existing.current_iteration}`,
      null,
    );
  }
}

/** Model pre-save hook: iteration start dates follow count, frequency and start date. */
function computeIterations(survey: Survey): void {
  const count = survey.iteration_count ?? 0;
  const every = survey.iteration_frequency_days ?? 0;
  if (!count || !every) {
    survey.iteration_start_dates = [];
    survey.current_iteration = null;
    survey.current_iteration_start_date = null;
    return;
  }
  if (!survey.start_date) {
    survey.iteration_start_dates = null;
    return;
  }
  const start = Date.parse(survey.start_date);
  survey.iteration_start_dates = Array.from({ length: Math.min(count, MAX_ITERATIONS) }, (_, i) =>
    new Date(start + i * every * DAY).toISOString(),
  );
  survey.current_iteration ??= 1;
  survey.current_iteration_start_date ??= survey.iteration_start_dates[0] ?? null;
}

function nextFlagId(): number {
  db.nextFlagId += 1;
  return db.nextFlagId;
}

/** Side effects of every write: targeting flag created/merged/removed, internal flag kept in step. */
function applyFlags(survey: Survey, projectId: number, cleaned: Cleaned): void {
  // targeting_flag_id points the survey at an existing flag of the project.
  if (cleaned.targetingFlag) survey.targeting_flag = toMinimalFlag(cleaned.targetingFlag);
  if (cleaned.removeTargeting) survey.targeting_flag = null;
  if (cleaned.targetingFilters) {
    const current = survey.targeting_flag;
    survey.targeting_flag = current
      ? { ...current, filters: { ...(current.filters ?? {}), ...cleaned.targetingFilters } }
      : {
          id: nextFlagId(),
          team_id: projectId,
          key: `survey-targeting-${randomString(10, Math.random, '0123456789abcdef')}`,
          name: `Targeting flag for survey ${survey.name}`,
          filters: cleaned.targetingFilters,
          active: false,
          deleted: false,
        };
  }
  const active = isSurveyActive(survey);
  survey.internal_targeting_flag = {
    ...(survey.internal_targeting_flag ?? {
      id: nextFlagId(),
      team_id: projectId,
      key: `survey-targeting-${survey.id.replace(/-/g, '').slice(0, 10)}-custom`,
      name: `Targeting flag for survey ${survey.name}`,
      filters: { groups: [{ variant: '', properties: [], rollout_percentage: 100 }] },
      deleted: false,
    }),
    active,
  };
  if (survey.targeting_flag) survey.targeting_flag = { ...survey.targeting_flag, active };
  survey.feature_flag_keys = flagKeys(survey);
}

/** POST/PATCH answer with the CreateUpdateOnly shape: no feature_flag_keys, linked_flag_id, user_access_level. */
function writeShape(survey: Survey): Record<string, unknown> {
  const { feature_flag_keys: _keys, linked_flag_id: _linked, user_access_level: _level, ...rest } = survey;
  for (const key of WRITE_ONLY) delete (rest as Record<string, unknown>)[key];
  return rest;
}

function changesBetween(before: Survey, after: Survey, fields: string[]) {
  return fields
    .filter(
      (field) =>
        JSON.stringify(before[field as keyof Survey]) !== JSON.stringify(after[field as keyof Survey]),
    )
    .map((field) => ({
      type: 'Survey',
      action: 'changed',
      field,
      before: before[field as keyof Survey] ?? null,
      after: after[field as keyof Survey] ?? null,
    }));
}

/** The write's context: the project (and its organization), the key and the site URL for messages. */
function writeContext({ params, key, url }: RouteContext): WriteContext & { project: { id: number } } {
  const project = projectFromParent(params.project_id!);
  return { project, projectId: project.id, organizationId: project.organization, key, origin: url.origin };
}

/**
 * The list: newest first, or with `search` the matches of name or description (the server ranks them by
 * trigram relevance and falls back to fuzzy "similar" matches; the mock keeps exact substring matches
 * newest first). A search longer than MAX_SEARCH_LENGTH is a 400 on `search`.
 */
function list({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const rawSearch = url.searchParams.get('search');
  if (rawSearch && [...rawSearch].length > MAX_SEARCH_LENGTH) {
    throw errors.invalid(`Search query must be ${MAX_SEARCH_LENGTH} characters or fewer.`, 'search');
  }
  const search = rawSearch?.trim().toLowerCase();
  const archivedParam = url.searchParams.get('archived')?.toLowerCase();
  const archived =
    archivedParam === 'true' || archivedParam === '1'
      ? 'true'
      : archivedParam === 'false' || archivedParam === '0'
        ? 'false'
        : null;
  const type = url.searchParams.get('type');
  const ids = url.searchParams
    .get('ids')
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const surveys = surveysOf(project.id)
    .map((stored) => stored.survey)
    .filter((survey) => !ids || ids.includes(survey.id))
    .filter(
      (survey) =>
        !search ||
        survey.name.toLowerCase().includes(search) ||
        (survey.description ?? '').toLowerCase().includes(search),
    )
    .filter((survey) => archived === null || String(Boolean(survey.archived)) === archived)
    .filter((survey) => !type || survey.type === type)
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  return json(paginate(surveys, url));
}

function create(routeContext: RouteContext) {
  const context = writeContext(routeContext);
  const { projectId } = context;
  const cleaned = cleanSurveyBody(context, routeContext.body ?? {}, null);
  beforeSave(context, null, cleaned);
  const survey: Survey = {
    id: newUuid(),
    name: '',
    description: '',
    type: 'popover',
    schedule: 'once',
    linked_flag: null,
    linked_flag_id: null,
    targeting_flag: null,
    internal_targeting_flag: null,
    questions: [],
    conditions: null,
    appearance: null,
    created_at: new Date().toISOString(),
    created_by: DEMO_USER,
    start_date: null,
    end_date: null,
    archived: false,
    responses_limit: null,
    iteration_count: null,
    iteration_frequency_days: null,
    iteration_start_dates: [],
    current_iteration: null,
    current_iteration_start_date: null,
    enable_partial_responses: false,
    user_access_level: 'editor',
    ...cleaned.fields,
  } as Survey;
  computeIterations(survey);
  applyFlags(survey, projectId, cleaned);
  db.surveys.push({ projectId, survey });
  recordActivity(projectId, 'Survey', survey.id, survey.name, 'created');
  return json(writeShape(survey), 201);
}

function update(routeContext: RouteContext) {
  const context = writeContext(routeContext);
  const { projectId } = context;
  const stored = findSurvey(projectId, routeContext.params.id!);
  const before = structuredClone(stored.survey);
  const cleaned = cleanSurveyBody(context, routeContext.body ?? {}, stored.survey);
  beforeSave(context, stored.survey, cleaned);
  Object.assign(stored.survey, cleaned.fields);
  computeIterations(stored.survey);
  applyFlags(stored.survey, projectId, cleaned);
  const changes = changesBetween(before, stored.survey, Object.keys(cleaned.fields));
  if (cleaned.removeTargeting || cleaned.targetingFilters || cleaned.targetingFlag)
    changes.push({
      type: 'Survey',
      action: 'changed',
      field: 'targeting_flag',
      before: before.targeting_flag?.key ?? null,
      after: stored.survey.targeting_flag?.key ?? null,
    });
  if (changes.length)
    recordActivity(projectId, 'Survey', stored.survey.id, stored.survey.name, 'updated', changes);
  return json(writeShape(stored.survey));
}

/** SurveyViewSet.destroy: deleting a survey that has a targeting flag deletes the flag too, so needs feature_flag:write. */
function destroy(routeContext: RouteContext) {
  const context = writeContext(routeContext);
  const stored = findSurvey(context.projectId, routeContext.params.id!);
  if (stored.survey.targeting_flag) assertFeatureFlagWrite(context.key, context.origin);
  db.surveys = db.surveys.filter((candidate) => candidate !== stored);
  delete db.responses[stored.survey.id];
  recordActivity(context.projectId, 'Survey', stored.survey.id, stored.survey.name, 'deleted');
  return noContent();
}

function responsesCount({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const only = url.searchParams
    .get('survey_ids')
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const excludeArchived = url.searchParams.get('exclude_archived') === 'true';
  const counts: Record<string, number> = {};
  for (const { survey } of surveysOf(project.id)) {
    if (only && !only.includes(survey.id)) continue;
    if (excludeArchived && survey.archived) continue;
    const count = db.responses[survey.id] ?? 0;
    if (count > 0 && survey.start_date) counts[survey.id] = count;
  }
  return json(counts);
}

function activity({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const surveyId = params.id;
  if (surveyId) findSurvey(project.id, surveyId);
  const entries = db.activity
    .filter(
      (item) =>
        item.projectId === project.id &&
        item.scope === 'Survey' &&
        (!surveyId || item.entry.item_id === surveyId),
    )
    .map((item) => item.entry);
  return json(paginateByPage(entries, url));
}

const BASE = '/api/projects/:project_id/surveys';
const target = projectNestedView;

export const surveyRoutes: Route[] = [
  { method: 'GET', path: BASE, scope: 'survey:read', target, handle: list },
  { method: 'POST', path: BASE, scope: 'survey:write', target, handle: create },
  { method: 'GET', path: `${BASE}/responses_count`, scope: 'survey:read', target, handle: responsesCount },
  { method: 'GET', path: `${BASE}/activity`, scope: 'activity_log:read', target, handle: activity },
  {
    method: 'GET',
    path: `${BASE}/:id`,
    scope: 'survey:read',
    target,
    handle: ({ params }) => json(findSurvey(projectFromParent(params.project_id!).id, params.id!).survey),
  },
  { method: 'PATCH', path: `${BASE}/:id`, scope: 'survey:write', target, handle: update },
  { method: 'DELETE', path: `${BASE}/:id`, scope: 'survey:write', target, handle: destroy },
  { method: 'GET', path: `${BASE}/:id/activity`, scope: 'activity_log:read', target, handle: activity },
];
