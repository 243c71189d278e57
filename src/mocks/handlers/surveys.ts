// /api/projects/:project_id/surveys/ and its actions, validated as the real serializer does
// (only the first error is reported; branching targets and cycles are NOT validated server-side).
import { featureFlagVariantKeys } from '../../contracts/feature-flag';
import type { Survey } from '../../contracts/survey';
import { surveyType } from '../../contracts/survey';
import { db, DEMO_USER, flagKeys, recordActivity, type StoredFeatureFlag } from '../db';
import { newUuid, randomString } from '../ids';
import { isSurveyActive } from '../seed';
import { toMinimalFlag } from '../seed-feature-flags';
import { findFeatureFlag } from './feature-flags';
import { findProject } from './projects';
import type { Route, RouteContext } from './router';
import { errors, json, noContent, paginate, paginateByPage } from './utils';

const MAX_ITERATIONS = 500;
const DAY = 86_400_000;
const WRITABLE = new Set([
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
  'form_content',
  '_create_in_folder',
]);
const WRITE_ONLY = [
  'linked_flag_id',
  'linked_insight_id',
  'targeting_flag_id',
  'targeting_flag_filters',
  'remove_targeting_flag',
  '_create_in_folder',
];

function surveysOf(projectId: number) {
  return db.surveys.filter((stored) => stored.projectId === projectId);
}

function findSurvey(projectId: number, id: string) {
  const stored = surveysOf(projectId).find((candidate) => candidate.survey.id === id);
  if (!stored) throw errors.notFound();
  return stored;
}

const invalid = (detail: string) => errors.invalid(detail, 'questions');

function checkLink(link: unknown): void {
  if (link === undefined || link === null || link === '') return;
  if (typeof link !== 'string') throw invalid('Question link must be a string');
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw invalid('Link must be a URL with one of these schemes: [https, mailto]');
  }
  if (url.protocol === 'mailto:') {
    if (!/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/.test(link)) {
      throw invalid(
        'Invalid mailto link. Please enter a valid mailto link (e.g., mailto:example@domain.com).',
      );
    }
    return;
  }
  if (url.protocol !== 'https:')
    throw invalid('Link must be a URL with one of these schemes: [https, mailto]');
  if (!url.hostname) throw invalid('Invalid HTTPS URL. Please enter a valid HTTPS link.');
}

/**
 * The server cleans anything that looks like HTML against a tag allow-list (nh3) without an error.
 * The mock removes what such a list never allows: script-like elements, event handlers, javascript: URLs.
 */
export function sanitizeHtml(text: string): string {
  if (!/<[a-z!/]/i.test(text)) return text;
  return text
    .replace(/<(script|style|iframe|object|embed|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?(script|style|iframe|object|embed|template|link|meta|base|form|input)\b[^>]*>/gi, '')
    .replace(/<[a-z][^>]*>/gi, (tag) =>
      tag
        .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
        .replace(
          /\s+(href|src)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*'|javascript:[^\s>]+)/gi,
          '',
        ),
    );
}

const VALIDATION_RULE_TYPES = ['min_length', 'max_length', 'email'];

/** Open questions may carry `validation: [{type, value?}]` (current source). */
function checkValidationRules(rules: unknown): void {
  if (rules === undefined || rules === null) return;
  if (!Array.isArray(rules)) throw invalid('Question validation must be a list of validation rules');
  const lengths: Record<string, number> = {};
  for (const rule of rules) {
    if (typeof rule !== 'object' || rule === null || Array.isArray(rule))
      throw invalid('Each validation rule must be an object');
    const { type, value } = rule as Record<string, unknown>;
    if (typeof type !== 'string' || !VALIDATION_RULE_TYPES.includes(type))
      throw invalid('Validation rule type must be one of: min_length, max_length, email');
    if (type !== 'email') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        throw invalid(`Validation rule value for ${type} must be a positive integer`);
      lengths[type] = value;
    }
  }
  if (
    lengths.min_length !== undefined &&
    lengths.max_length !== undefined &&
    lengths.min_length > lengths.max_length
  ) {
    throw invalid('Minimum length cannot be greater than maximum length');
  }
}

/** validate_questions: returns the questions with an id assigned to each. */
function cleanQuestions(value: unknown): Survey['questions'] {
  if (value === null) return null;
  if (!Array.isArray(value)) throw invalid('Questions must be a list of objects');
  return value.map((raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw invalid('Questions must be a list of objects');
    const question = raw as Record<string, unknown>;
    if (question.question === undefined || question.question === null || question.question === '')
      throw invalid('Question text is required');
    if (typeof question.question !== 'string') throw invalid('Question text must be a string');
    if (!String(question.question).trim()) throw invalid('Question text is required');
    for (const field of ['description', 'buttonText', 'lowerBoundLabel', 'upperBoundLabel']) {
      const fieldValue = question[field];
      if (fieldValue !== undefined && fieldValue !== null && typeof fieldValue !== 'string') {
        throw invalid(
          field === 'description'
            ? 'Question description must be a string'
            : `Question ${field} must be a string`,
        );
      }
    }
    if (question.choices !== undefined) {
      if (!Array.isArray(question.choices)) throw invalid('Question choices must be a list of strings');
      for (const choice of question.choices) {
        if (typeof choice !== 'string') throw invalid('Question choices must be strings');
        if (!choice.trim()) throw invalid('Question choices cannot be empty');
      }
    }
    if (
      question.descriptionContentType !== undefined &&
      !['text', 'html'].includes(String(question.descriptionContentType))
    ) {
      throw invalid("Question descriptionContentType must be one of ['text', 'html']");
    }
    checkLink(question.link);
    checkValidationRules(question.validation);
    const cleaned: Record<string, unknown> = { ...question };
    for (const field of ['question', 'description', 'buttonText', 'lowerBoundLabel', 'upperBoundLabel']) {
      if (typeof cleaned[field] === 'string') cleaned[field] = sanitizeHtml(cleaned[field] as string);
    }
    if (Array.isArray(cleaned.choices)) cleaned.choices = (cleaned.choices as string[]).map(sanitizeHtml);
    cleaned.id = typeof question.id === 'string' && question.id ? question.id : newUuid();
    return cleaned as NonNullable<Survey['questions']>[number];
  });
}

function checkName(projectId: number, value: unknown, exceptId: string | null): string {
  if (value === undefined) throw errors.validation('required', 'This field is required.', 'name');
  if (value === null) throw errors.validation('null', 'This field may not be null.', 'name');
  if (typeof value !== 'string') throw errors.validation('invalid', 'Not a valid string.', 'name');
  // DRF CharField trims surrounding whitespace before the blank and length checks.
  const name = value.trim();
  if (!name) throw errors.validation('blank', 'This field may not be blank.', 'name');
  if (name.length > 400)
    throw errors.validation('max_length', 'Ensure this field has no more than 400 characters.', 'name');
  const taken = surveysOf(projectId).some(
    (stored) => stored.survey.id !== exceptId && stored.survey.name === name,
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
  return name;
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

function objectOrNull(value: unknown, detail: string, attr: string): Record<string, unknown> | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw errors.invalid(detail, attr);
  return value as Record<string, unknown>;
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

/** Hosted (external) surveys are shown by link, so in-app targeting makes no sense: only the first problem is reported. */
function checkExternalSurvey(body: Record<string, unknown>, fields: Record<string, unknown>): void {
  for (const field of ['linked_flag_id', 'targeting_flag_filters']) {
    const value = body[field];
    const empty =
      value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
    if (!empty) throw errors.invalid(`${field} is not allowed for external surveys`, field);
  }
  const conditions = (fields.conditions ?? null) as Record<string, unknown> | null;
  if (conditions) {
    const present = EXTERNAL_BANNED_CONDITIONS.filter(
      (key) => conditions[key] !== undefined && conditions[key] !== null && conditions[key] !== '',
    );
    for (const key of ['actions', 'events']) {
      const values = (conditions[key] as { values?: unknown[] } | null | undefined)?.values;
      if (Array.isArray(values) && values.length > 0) present.push(key);
    }
    if (present.length)
      throw errors.invalid(
        `The following condition fields are not allowed for external surveys: ${present.join(', ')}`,
        'conditions',
      );
  }
  const appearance = (fields.appearance ?? null) as Record<string, unknown> | null;
  if (
    appearance &&
    appearance.surveyPopupDelaySeconds !== undefined &&
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

function cleanSurveyBody(projectId: number, body: Record<string, unknown>, existing: Survey | null): Cleaned {
  const fields: Record<string, unknown> = {};
  const cleaned: Cleaned = { fields: fields as Partial<Survey> };
  if (!existing || 'name' in body) fields.name = checkName(projectId, body.name, existing?.id ?? null);
  if (!existing || 'type' in body) {
    if (body.type === undefined) throw errors.validation('required', 'This field is required.', 'type');
    if (!surveyType.safeParse(body.type).success)
      throw errors.validation('invalid_choice', `"${String(body.type)}" is not a valid choice.`, 'type');
    fields.type = body.type;
  }
  for (const [field, value] of Object.entries(body)) {
    if (!WRITABLE.has(field) || field === 'name' || field === 'type') continue;
    switch (field) {
      case 'questions':
        fields.questions = cleanQuestions(value);
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
        if (typeof value === 'number' && value <= 0)
          throw errors.invalid('Response sampling interval must be greater than 0.', field);
        break;
      case 'response_sampling_start_date':
      case 'current_iteration_start_date':
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
        fields.schedule = value;
        break;
      case 'appearance': {
        const appearance = objectOrNull(value, 'Appearance must be an object', 'appearance');
        if (appearance) {
          if (appearance.whiteLabel !== undefined && typeof appearance.whiteLabel !== 'boolean')
            throw errors.invalid('whiteLabel must be a boolean', 'appearance');
          const delay = appearance.surveyPopupDelaySeconds;
          if (typeof delay === 'number' && delay < 0)
            throw errors.invalid('Survey popup delay seconds must be a positive integer', 'appearance');
          const contentType = appearance.thankYouMessageDescriptionContentType;
          if (contentType !== undefined && !['text', 'html'].includes(String(contentType))) {
            throw errors.invalid(
              "thankYouMessageDescriptionContentType must be one of ['text', 'html']",
              'appearance',
            );
          }
        }
        if (appearance) {
          for (const key of [
            'thankYouMessageHeader',
            'thankYouMessageDescription',
            'thankYouMessageCloseButtonText',
          ]) {
            if (typeof appearance[key] === 'string')
              appearance[key] = sanitizeHtml(appearance[key] as string);
          }
        }
        fields.appearance = appearance;
        break;
      }
      case 'conditions':
        fields.conditions = objectOrNull(value, 'Conditions must be an object', 'conditions');
        break;
      case 'start_date':
      case 'end_date':
        fields[field] = dateOrNull(value, field);
        break;
      case 'archived':
      case 'enable_partial_responses':
        if (value !== null && typeof value !== 'boolean')
          throw errors.validation('invalid', 'Must be a valid boolean.', field);
        fields[field] = value;
        break;
      case 'linked_flag_id':
        if (value !== null && (typeof value !== 'number' || !Number.isInteger(value)))
          throw errors.validation('invalid', 'A valid integer is required.', field);
        cleaned.linkedFlagId = value;
        break;
      case 'targeting_flag_id':
        if (value !== null && value !== undefined)
          throw errors.invalid('Targeting Feature Flag with this ID does not exist', null);
        break;
      case 'targeting_flag_filters': {
        const filters = objectOrNull(
          value,
          'Targeting flag filters must be an object',
          'targeting_flag_filters',
        );
        if (!filters || Object.keys(filters).length === 0) break;
        const groups = Array.isArray(filters?.groups) ? (filters!.groups as Record<string, unknown>[]) : [];
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
        cleaned.targetingFilters = filters;
        break;
      }
      case 'remove_targeting_flag':
        // Ignored on POST: there is no flag to remove yet.
        cleaned.removeTargeting = existing !== null && value === true;
        break;
      case '_create_in_folder':
        break;
      default:
        fields[field] = value;
    }
  }
  checkLinkedFlag(projectId, body, cleaned);
  const type = (fields.type ?? existing?.type) as Survey['type'];
  if (type === 'external_survey') checkExternalSurvey(body, fields);
  const appearance = {
    ...(existing?.appearance ?? {}),
    ...((fields.appearance as object | null) ?? {}),
  } as Record<string, unknown>;
  const questions = (fields.questions ?? existing?.questions ?? []) as Record<string, unknown>[];
  if (
    appearance.shuffleQuestions === true &&
    questions.some((question) => question.branching !== undefined && question.branching !== null)
  ) {
    throw errors.invalid(
      'Question shuffling and question branching cannot be used together. Please disable one of these features.',
      null,
    );
  }
  // The serializer reads the frequency from the same payload whenever the count is sent.
  if ('iteration_count' in body && !('iteration_frequency_days' in body))
    fields.iteration_frequency_days = null;
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
  if (
    existing &&
    typeof fields.iteration_count === 'number' &&
    fields.iteration_count > 0 &&
    (existing.current_iteration ?? 0) > fields.iteration_count
  ) {
    throw errors.invalid(
      `Cannot change survey recurrence to ${fields.iteration_count}, should be at least ${existing.current_iteration}`,
      null,
    );
  }
  return cleaned;
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

function list({ params, url }: RouteContext) {
  const project = findProject(params.project_id!);
  const search = url.searchParams.get('search')?.trim().toLowerCase();
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

function create({ params, body = {} }: RouteContext) {
  const project = findProject(params.project_id!);
  const cleaned = cleanSurveyBody(project.id, body, null);
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
  applyFlags(survey, project.id, cleaned);
  db.surveys.push({ projectId: project.id, survey });
  recordActivity(project.id, 'Survey', survey.id, survey.name, 'created');
  return json(writeShape(survey), 201);
}

function update({ params, body = {} }: RouteContext) {
  const project = findProject(params.project_id!);
  const stored = findSurvey(project.id, params.id!);
  const before = structuredClone(stored.survey);
  const cleaned = cleanSurveyBody(project.id, body, stored.survey);
  Object.assign(stored.survey, cleaned.fields);
  computeIterations(stored.survey);
  applyFlags(stored.survey, project.id, cleaned);
  const changes = changesBetween(before, stored.survey, Object.keys(cleaned.fields));
  if (cleaned.removeTargeting || cleaned.targetingFilters)
    changes.push({
      type: 'Survey',
      action: 'changed',
      field: 'targeting_flag',
      before: before.targeting_flag?.key ?? null,
      after: stored.survey.targeting_flag?.key ?? null,
    });
  if (changes.length)
    recordActivity(project.id, 'Survey', stored.survey.id, stored.survey.name, 'updated', changes);
  return json(writeShape(stored.survey));
}

function destroy({ params }: RouteContext) {
  const project = findProject(params.project_id!);
  const stored = findSurvey(project.id, params.id!);
  db.surveys = db.surveys.filter((candidate) => candidate !== stored);
  delete db.responses[stored.survey.id];
  recordActivity(project.id, 'Survey', stored.survey.id, stored.survey.name, 'deleted');
  return noContent();
}

function responsesCount({ params, url }: RouteContext) {
  const project = findProject(params.project_id!);
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
  const project = findProject(params.project_id!);
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

export const surveyRoutes: Route[] = [
  { method: 'GET', path: BASE, scope: 'survey:read', handle: list },
  { method: 'POST', path: BASE, scope: 'survey:write', handle: create },
  { method: 'GET', path: `${BASE}/responses_count`, scope: 'survey:read', handle: responsesCount },
  { method: 'GET', path: `${BASE}/activity`, scope: 'activity_log:read', handle: activity },
  {
    method: 'GET',
    path: `${BASE}/:id`,
    scope: 'survey:read',
    handle: ({ params }) => json(findSurvey(findProject(params.project_id!).id, params.id!).survey),
  },
  { method: 'PATCH', path: `${BASE}/:id`, scope: 'survey:write', handle: update },
  { method: 'DELETE', path: `${BASE}/:id`, scope: 'survey:write', handle: destroy },
  { method: 'GET', path: `${BASE}/:id/activity`, scope: 'activity_log:read', handle: activity },
];
