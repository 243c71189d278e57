// The Survey model (products/surveys/backend/models and api/survey.py): what a new survey holds, the
// iteration dates its pre-save hook derives, the flags every save keeps in step, and what a write answers
// and logs. Both the survey handlers and the seed build surveys through these functions.
import { mockNowIso } from '../clock';
import type { ActivityChange } from '../../contracts/common';
import { isPlainObject } from '../../contracts/readable';
import type { MinimalFeatureFlag, Survey } from '../../contracts/survey';
import { MAX_ITERATIONS } from '../../contracts/survey-facts';
import type { StoredFeatureFlag } from '../stored';
import { randomString } from '../ids';
import { isEmptyForLog, modelChange, pythonIsoformat } from './activity';
import { DEMO_USER } from './demo-user';
import { toMinimalFlag } from './feature-flag';

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
    user_access_level: 'editor',
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

/**
 * Surveys and their flags are active iff launched, not stopped and not archived, whatever the dates say:
 * `_should_survey_flags_be_active` = `bool(start_date) and not end_date and not archived`
 * (products/surveys/backend/api/survey.py). No comparison with the current time, so a future
 * `start_date` is live and a future `end_date` has already stopped the survey.
 */
export function isSurveyActive(survey: Pick<Survey, 'start_date' | 'end_date' | 'archived'>): boolean {
  return Boolean(survey.start_date) && !survey.end_date && !survey.archived;
}

/** The four `{key, value}` entries the read serializer derives from the survey's flags. */
export function flagKeys(survey: Survey): NonNullable<Survey['feature_flag_keys']> {
  return [
    { key: 'linked_flag_key', value: survey.linked_flag?.key ?? null },
    { key: 'targeting_flag_key', value: survey.targeting_flag?.key ?? null },
    { key: 'internal_targeting_flag_key', value: survey.internal_targeting_flag?.key ?? null },
    { key: 'internal_response_sampling_flag_key', value: null },
  ];
}

/**
 * Model pre-save hook: iteration start dates follow count, frequency and start date. At most `limit`
 * dates (MAX_ITERATIONS); the seed lifts it for rows stored before the server had that cap.
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
    new Date(start + i * every * DAY).toISOString(),
  );
  survey.current_iteration ??= 1;
  survey.current_iteration_start_date ??= survey.iteration_start_dates[0] ?? null;
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

/** A write's changes to the survey's targeting flag, as the serializer cleaned them. */
export interface TargetingChange {
  /** `targeting_flag_id`: an existing flag of the project becomes the targeting flag. */
  targetingFlag?: StoredFeatureFlag;
  /** `remove_targeting_flag` on an update. */
  removeTargeting?: boolean;
  /** `targeting_flag_filters`: merged into the targeting flag, which is created when there is none. */
  targetingFilters?: Record<string, unknown> | null;
}

/** A fresh flag of the project, named after the survey, as the serializer creates them. */
function surveyFlag(
  survey: Survey,
  id: number,
  projectId: number,
  key: string,
): Pick<MinimalFeatureFlag, 'id' | 'team_id' | 'key' | 'name'> {
  return { id, team_id: projectId, key, name: `Targeting flag for survey ${survey.name}` };
}

/** The targeting flag created, pointed at, merged or removed by a write. */
export function applyTargeting(
  survey: Survey,
  projectId: number,
  change: TargetingChange,
  newFlagId: () => number,
): void {
  // targeting_flag_id points the survey at an existing flag of the project.
  if (change.targetingFlag) survey.targeting_flag = toMinimalFlag(change.targetingFlag);
  if (change.removeTargeting) survey.targeting_flag = null;
  if (change.targetingFilters) {
    const current = survey.targeting_flag;
    survey.targeting_flag = current
      ? { ...current, filters: { ...(current.filters ?? {}), ...change.targetingFilters } }
      : {
          ...surveyFlag(
            survey,
            newFlagId(),
            projectId,
            `survey-targeting-${randomString(10, Math.random, '0123456789abcdef')}`,
          ),
          filters: change.targetingFilters,
          active: false,
          deleted: false,
        };
  }
}

/**
 * Every save: the internal targeting flag exists (created on the first save) and it and the targeting
 * flag are active exactly when the survey is; `feature_flag_keys` follow the flags.
 */
export function syncFlags(survey: Survey, projectId: number, newFlagId: () => number): void {
  const active = isSurveyActive(survey);
  survey.internal_targeting_flag = {
    ...(survey.internal_targeting_flag ?? {
      ...surveyFlag(
        survey,
        newFlagId(),
        projectId,
        `survey-targeting-${survey.id.replace(/-/g, '').slice(0, 10)}-custom`,
      ),
      filters: { groups: [{ variant: '', properties: [], rollout_percentage: 100 }] },
      deleted: false,
    }),
    active,
  };
  if (survey.targeting_flag) survey.targeting_flag = { ...survey.targeting_flag, active };
  survey.feature_flag_keys = flagKeys(survey);
}

/** Write-only fields of SurveySerializerCreateUpdateOnly: accepted, never answered. */
const WRITE_ONLY = [
  'linked_flag_id',
  'linked_insight_id',
  'targeting_flag_id',
  'targeting_flag_filters',
  'remove_targeting_flag',
  '_create_in_folder',
];

/** POST/PATCH answer with the CreateUpdateOnly shape: no feature_flag_keys, linked_flag_id, user_access_level. */
export function writeShape(survey: Survey): Record<string, unknown> {
  const { feature_flag_keys: _keys, linked_flag_id: _linked, user_access_level: _level, ...rest } = survey;
  for (const key of WRITE_ONLY) delete (rest as Record<string, unknown>)[key];
  return rest;
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
