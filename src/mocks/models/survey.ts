// The Survey model (products/surveys/backend/models and api/survey.py): what a new survey holds, the
// iteration dates its pre-save hook derives, the flags every save keeps in step, and what a write answers
// and logs. Both the survey handlers and the seed build surveys through these functions.
import { mockNow, mockNowIso } from '../clock';
import type { ActivityChange } from '@/contracts/common';
import { isPlainObject } from '@/contracts/readable';
import type { Survey } from '@/contracts/survey';
import { MAX_ITERATIONS } from '@/contracts/survey-facts';
import { newUuid } from '../ids';
import { isEmptyForLog, modelChange, pythonIsoformat } from './activity';
import { DEMO_USER } from './demo-user';
import { computeSamplingLimits } from './survey-sampling';
import { flagKeys, type SurveyWithSampling } from './survey-flags';

export {
  applyTargeting,
  flagKeys,
  syncFlags,
  type SurveyWithSampling,
  type TargetingChange,
} from './survey-flags';

const DAY = 86_400_000;

/** A survey with the model's defaults, created now by the demo user, with `fields` on top. */
export function newSurvey(id: string, fields: Partial<Survey>): Survey {
  return {
    id,
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
    created_at: mockNowIso(),
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
    // Fields both serializers always answer, as the model defaults them (models.py @ 0031b5ea):
    // base_language CharField(default="en"), enable_iframe_embedding BooleanField(default=False),
    // response_sampling_interval_type default "week", the JSON and sampling fields null.
    // linked_insight_id is the read serializer's `source="linked_insight.id"`: null without an insight.
    linked_insight_id: null,
    response_sampling_start_date: null,
    response_sampling_interval_type: 'week',
    response_sampling_interval: null,
    response_sampling_limit: null,
    response_sampling_daily_limits: null,
    enable_iframe_embedding: false,
    base_language: 'en',
    translations: null,
    form_content: null,
    // The creator's level on what they made: UserAccessControl gives the creator "manager"
    // (test_can_list_surveys @ 0031b5ea lists a survey just created with "manager").
    user_access_level: 'manager',
    ...fields,
  } as Survey;
}

/**
 * Whether the demo user may write the survey: AccessControlPermission.has_object_permission
 * (posthog/permissions.py) asks "editor" of the object for any write; `user_access_level` is the user's
 * level on it ("none", "viewer", "editor", "manager").
 */
export function canWrite(survey: Pick<Survey, 'user_access_level'>): boolean {
  return survey.user_access_level !== 'viewer' && survey.user_access_level !== 'none';
}

/** Whether the demo user may read the survey: "none" is refused every action on it, reads included. */
export function canRead(survey: Pick<Survey, 'user_access_level'>): boolean {
  return survey.user_access_level !== 'none';
}

/**
 * A datetime as DRF's DateTimeField answers it: `isoformat()` with `+00:00` written `Z`, the fraction
 * only when there is one, in microseconds (`2024-05-22T14:40:09Z`, as test_iterations_always_start_from_
 * start_date @ 0031b5ea expects).
 */
export function drfDateTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  const millis = new Date(ms).getUTCMilliseconds();
  return `${iso.slice(0, 19)}${millis ? `.${String(millis * 1000).padStart(6, '0')}` : ''}Z`;
}

/**
 * Model pre-save hook `update_survey_iterations` (products/surveys/backend/models.py @ 0031b5ea):
 * iteration start dates follow count, frequency and start date, at most `limit` of them
 * (MAX_ITERATIONS; the seed lifts it for rows stored before the server had that cap); a survey that
 * recurs and has no current iteration (None or 0) starts at iteration 1, dated from its start.
 */
export function computeIterations(survey: Survey, limit = MAX_ITERATIONS): void {
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
  survey.iteration_start_dates = Array.from({ length: Math.min(count, limit) }, (_, i) =>
    drfDateTime(start + i * every * DAY),
  );
  if (!survey.current_iteration) {
    survey.current_iteration = 1;
    survey.current_iteration_start_date = survey.start_date;
  }
}

/** `ensure_question_ids` (pre-save): a question without a truthy id gets a new uuid. */
export function ensureQuestionIds(survey: Survey): void {
  for (const question of (survey.questions ?? []) as Record<string, unknown>[])
    if (question && typeof question === 'object' && !question.id) question.id = newUuid();
}

/** Every model save (`pre_save_survey`): iterations, response-sampling limits, question ids. */
export function preSave(survey: Survey): void {
  computeIterations(survey);
  computeSamplingLimits(survey);
  ensureQuestionIds(survey);
}

/**
 * Survey.has_final_iteration_ended (models.py @ 0031b5ea): today (UTC) is after the last iteration's
 * start day plus the frequency.
 */
export function hasFinalIterationEnded(survey: Survey, now = mockNow()): boolean {
  const dates = survey.iteration_start_dates;
  const every = survey.iteration_frequency_days;
  const last = dates?.[dates.length - 1];
  if (!last || !every) return false;
  const lastDay = Date.parse(last.slice(0, 10));
  const today = Date.parse(new Date(now).toISOString().slice(0, 10));
  return today > lastDay + every * DAY;
}

/**
 * `_reanchor_recurring_schedule_on_resume` (api/survey.py @ 0031b5ea): a recurring survey reopened
 * (end_date cleared) after its last iteration has passed starts again from now, at iteration 1, so the
 * periodic task does not close it again.
 */
export function reanchorOnResume(before: Survey, survey: Survey): void {
  if (!before.end_date || survey.end_date) return;
  if (!survey.iteration_count || !survey.iteration_frequency_days) return;
  if (!hasFinalIterationEnded(survey)) return;
  survey.start_date = mockNowIso();
  survey.current_iteration = null;
  survey.current_iteration_start_date = null;
  preSave(survey);
}

/**
 * The iteration running at `at`: the last one whose start date has passed (the first one before any
 * has). PostHog's periodic task moves `current_iteration` on; the seed applies it at its base date.
 */
export function advanceIterations(survey: Survey, at: number): void {
  const dates = survey.iteration_start_dates;
  if (!dates?.length) return;
  survey.current_iteration = Math.max(
    1,
    dates.filter((date) => date !== null && Date.parse(date) <= at).length,
  );
  survey.current_iteration_start_date = dates[survey.current_iteration - 1] ?? null;
}

/** SurveySerializerCreateUpdateOnly.Meta.fields less the write-only ones: what a POST or PATCH answers. */
const WRITE_ANSWER_FIELDS = [
  'id',
  'name',
  'description',
  'type',
  'schedule',
  'linked_flag',
  'targeting_flag',
  'internal_targeting_flag',
  'questions',
  'conditions',
  'appearance',
  'created_at',
  'created_by',
  'start_date',
  'end_date',
  'archived',
  'responses_limit',
  'iteration_count',
  'iteration_frequency_days',
  'iteration_start_dates',
  'current_iteration',
  'current_iteration_start_date',
  'response_sampling_start_date',
  'response_sampling_interval_type',
  'response_sampling_interval',
  'response_sampling_limit',
  'response_sampling_daily_limits',
  'enable_partial_responses',
  'enable_iframe_embedding',
  'base_language',
  'translations',
  'form_content',
] as const;

/** SurveySerializer.Meta.fields: what a GET (list or one survey) and the launch/stop actions answer. */
const READ_FIELDS = [
  ...WRITE_ANSWER_FIELDS,
  'linked_flag_id',
  'linked_insight_id',
  'feature_flag_keys',
  'user_access_level',
] as const;

const pick = (survey: Survey, fields: readonly string[]) => {
  const record = survey as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));
};

/** POST/PATCH answer with the CreateUpdateOnly shape: no feature_flag_keys, linked_flag_id, user_access_level. */
export function writeShape(survey: Survey): Record<string, unknown> {
  return pick(survey, WRITE_ANSWER_FIELDS);
}

/** GET answer with SurveySerializer's fields, whatever else the survey record holds. */
export function readShape(survey: SurveyWithSampling): Record<string, unknown> {
  return { ...pick(survey, READ_FIELDS), feature_flag_keys: flagKeys(survey) };
}

/**
 * The Survey model's fields as changes_between walks them (`_meta.get_fields()`: declaration order in
 * products/surveys/backend/models.py @ 0031b5ea), less `common_field_exclusions` (id, created_at,
 * created_by, updated_at, team…); activity_log.py (PostHog/posthog @ 5328c2d7) has no exclusions of its
 * own for "Survey", so derived fields (iteration dates, the internal flag) are logged too. `questions`,
 * `appearance` and `conditions` are JSON fields: each is one change holding the whole value.
 */
const LOGGED_FIELDS: [field: string, kind?: 'flag' | 'insight' | 'date' | 'dates'][] = [
  ['name'],
  ['description'],
  ['linked_flag', 'flag'],
  ['targeting_flag', 'flag'],
  ['linked_insight', 'insight'],
  ['internal_targeting_flag', 'flag'],
  ['internal_response_sampling_flag', 'flag'],
  ['type'],
  ['conditions'],
  ['questions'],
  ['appearance'],
  ['start_date', 'date'],
  ['end_date', 'date'],
  ['archived'],
  ['responses_limit'],
  ['response_sampling_start_date', 'date'],
  ['response_sampling_interval_type'],
  ['response_sampling_interval'],
  ['response_sampling_limit'],
  ['response_sampling_daily_limits'],
  ['iteration_count'],
  ['iteration_frequency_days'],
  ['iteration_start_dates', 'dates'],
  ['current_iteration'],
  ['current_iteration_start_date', 'date'],
  ['schedule'],
  ['enable_partial_responses'],
  ['enable_iframe_embedding'],
  ['headline_summary'],
  ['headline_response_count'],
  ['question_summaries'],
  ['form_content'],
  ['base_language'],
  ['translations'],
];

/**
 * A flag as ActivityDetailEncoder writes a FeatureFlag (posthog/models/utils.py): id, key, name,
 * filters, team_id, deleted, active.
 */
export function flagForLog(flag: unknown): Record<string, unknown> | null {
  if (!isPlainObject(flag)) return null;
  const { id, key, name, filters, team_id, deleted, active } = flag;
  return { id, key, name, filters, team_id, deleted, active };
}

/** JSON with sorted keys: Python compares dicts whatever their order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );

function logged(survey: Survey, field: string, kind: (typeof LOGGED_FIELDS)[number][1]): unknown {
  const record = survey as Record<string, unknown>;
  if (kind === 'flag') return flagForLog(record[field]);
  // Insight is encoded as {id, short_id}; the demo has no insights, so only the id is known.
  if (kind === 'insight')
    return typeof record.linked_insight_id === 'number' ? { id: record.linked_insight_id } : null;
  const value = record[field] ?? null;
  if (kind === 'date' && typeof value === 'string') return pythonIsoformat(value);
  if (kind === 'dates' && Array.isArray(value))
    return value.map((date: unknown) => (typeof date === 'string' ? pythonIsoformat(date) : date));
  return value;
}

/** Python's `left != right`: model instances (flags) compare by primary key, datetimes as instants. */
function differs(kind: (typeof LOGGED_FIELDS)[number][1], left: unknown, right: unknown): boolean {
  if ((kind === 'flag' || kind === 'insight') && isPlainObject(left) && isPlainObject(right))
    return left.id !== right.id;
  if (kind === 'date' && typeof left === 'string' && typeof right === 'string')
    return Date.parse(left) !== Date.parse(right);
  return canonical(left) !== canonical(right);
}

/**
 * The activity log's changes of an update, as `changes_between("Survey", previous, current)` finds them
 * after the save: every model field whose value differs, written by modelChange (created, deleted or
 * changed, with the JSON fields whole).
 */
export function changesBetween(before: Survey, after: Survey): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const [field, kind] of LOGGED_FIELDS) {
    const [left, right] = [logged(before, field, kind), logged(after, field, kind)];
    if (isEmptyForLog(left) && isEmptyForLog(right)) continue;
    if (!isEmptyForLog(left) && !isEmptyForLog(right) && !differs(kind, left, right)) continue;
    const change = modelChange('Survey', field, left, right);
    if (change) changes.push(change);
  }
  return changes;
}
