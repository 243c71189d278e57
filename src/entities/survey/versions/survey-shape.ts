// The survey as the diff, the merge and the history compare it: the API's read shape (what GET answers),
// reduced to what people edit. Derived and read-only fields are left out; the linked flag is compared by
// its id and targeting by the targeting flag's filters, however a write, a GET or a log entry names them.
import { isPlainObject, MAX_JSON_DEPTH, nestedDeeperThan } from '@/contracts/readable';
import { canonical } from '@/lib/same-json';

/** A survey as JSON: a GET answer, a version rebuilt from the activity log, or one with a write laid over it. */
export type SurveyLike = Record<string, unknown>;

/**
 * Fields nobody edits (ids, stamps, derived flags and iteration dates, access levels, AI summaries) and
 * the write-only names of fields compared under their read names. Nothing here is ever diffed or merged.
 */
const NOT_EDITED = new Set([
  'id',
  'created_at',
  'created_by',
  'updated_at',
  'feature_flag_keys',
  'internal_targeting_flag',
  'internal_response_sampling_flag',
  'iteration_start_dates',
  'current_iteration',
  'current_iteration_start_date',
  'response_sampling_daily_limits',
  'user_access_level',
  'headline_summary',
  'headline_response_count',
  'question_summaries',
  'search_match_type',
  'is_publicly_shareable',
  'actions',
  'linked_flag_id',
  'linked_insight',
  'targeting_flag_id',
  'targeting_flag_filters',
  'remove_targeting_flag',
  '_create_in_folder',
]);

/** The two objects compared key by key: a change of one colour is one change, not "appearance". */
export const KEYED_PARTS = ['appearance', 'conditions'] as const;

/** Lifecycle fields: launching, stopping and archiving are buttons of their own, never a version's. */
export const LIFECYCLE_FIELDS = ['start_date', 'end_date', 'archived'] as const;

const DATE_FIELDS = new Set(['start_date', 'end_date', 'response_sampling_start_date']);

/** Whether a top-level field is one people edit (and so one a diff, a merge or a version speaks of). */
export function isEditedField(field: string): boolean {
  return !NOT_EDITED.has(field) || field === 'linked_flag_id' || field === 'targeting_flag_filters';
}

/** The linked flag as `{id, key}` (key when known), or null: GET names it `linked_flag`, a write `linked_flag_id`. */
export function linkedFlagOf(survey: SurveyLike): { id: number; key?: string } | null {
  const flag = survey.linked_flag;
  if (isPlainObject(flag) && typeof flag.id === 'number')
    return typeof flag.key === 'string' ? { id: flag.id, key: flag.key } : { id: flag.id };
  if ('linked_flag' in survey) return null;
  return typeof survey.linked_flag_id === 'number' ? { id: survey.linked_flag_id } : null;
}

/**
 * The actions that show a survey, by id: a GET expands `conditions.actions.values` into whole Action
 * objects (get_conditions in SurveySerializer) where a write and its answer keep what was sent.
 */
function actionIds(actions: unknown): unknown {
  if (!isPlainObject(actions) || !Array.isArray(actions.values)) return actions;
  return actions.values.map((action) => (isPlainObject(action) && 'id' in action ? action.id : action));
}

/** Who the survey targets: its targeting flag's filters, or null when it has none. */
export function targetingOf(survey: SurveyLike): Record<string, unknown> | null {
  const flag = survey.targeting_flag;
  if (!isPlainObject(flag)) return null;
  return isPlainObject(flag.filters) ? flag.filters : {};
}

/**
 * Every edited setting of a survey, by path: top-level fields, one entry per key of appearance and
 * conditions, `linked_flag` ({id, key}) and `targeting_flag` (its filters). Questions are compared apart.
 */
export function settingEntries(survey: SurveyLike): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(survey)) {
    if (!comparable(value) && !(KEYED_PARTS as readonly string[]).includes(key)) continue;
    if (key === 'questions' || NOT_EDITED.has(key) || key === 'linked_flag' || key === 'targeting_flag')
      continue;
    if ((KEYED_PARTS as readonly string[]).includes(key)) {
      if (isPlainObject(value))
        for (const [inner, innerValue] of Object.entries(value))
          if (comparable(innerValue))
            entries.set(
              `${key}.${inner}`,
              key === 'conditions' && inner === 'actions' ? actionIds(innerValue) : innerValue,
            );
      continue;
    }
    entries.set(key, value);
  }
  entries.set('linked_flag', linkedFlagOf(survey));
  const targeting = targetingOf(survey);
  if (comparable(targeting)) entries.set('targeting_flag', targeting);
  return entries;
}

/**
 * Whether two values of a field mean the same: null, missing and '' are one "empty"; dates compare as
 * instants (a log writes `+00:00` where a GET writes `Z`); the linked flag compares by id.
 */
export function sameValue(path: string, a: unknown, b: unknown): boolean {
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (DATE_FIELDS.has(path) && typeof a === 'string' && typeof b === 'string') {
    const [left, right] = [Date.parse(a), Date.parse(b)];
    if (!Number.isNaN(left) && !Number.isNaN(right)) return left === right;
  }
  if (path === 'linked_flag' && isPlainObject(a) && isPlainObject(b)) return a.id === b.id;
  return canonical(a) === canonical(b);
}

/**
 * The survey as it will be once the server applies `body` (a PATCH): write-only fields become what a
 * GET would show. `remove_targeting_flag` goes first and new targeting filters are merged over the flag's
 * own, as SurveySerializerCreateUpdateOnly.update does (products/surveys/backend/api/survey.py).
 */
export function withWrite(stored: SurveyLike, body: Record<string, unknown>): SurveyLike {
  const out: SurveyLike = { ...stored };
  for (const [key, value] of Object.entries(body)) {
    if (key === 'remove_targeting_flag' || key === 'targeting_flag_filters' || key === 'targeting_flag_id')
      continue;
    if (key === 'linked_flag_id') {
      const current = linkedFlagOf(stored);
      out.linked_flag_id = value;
      out.linked_flag =
        typeof value === 'number' ? (current?.id === value ? stored.linked_flag : { id: value }) : null;
      continue;
    }
    setField(out, key, value);
  }
  if (body.remove_targeting_flag === true) out.targeting_flag = null;
  if (typeof body.targeting_flag_id === 'number') out.targeting_flag = { id: body.targeting_flag_id };
  const filters = body.targeting_flag_filters;
  if (isPlainObject(filters) && Object.keys(filters).length > 0) {
    const flag = isPlainObject(out.targeting_flag) ? out.targeting_flag : {};
    out.targeting_flag = {
      ...flag,
      filters: { ...(isPlainObject(flag.filters) ? flag.filters : {}), ...filters },
    };
  }
  return out;
}

/**
 * A field of a JSON object by a name the server chose: only its own fields count, so `constructor` or
 * `toString` is a field like any other (absent unless the server sent it), never what every object inherits.
 */
export const ownField = (object: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(object, key) ? object[key] : undefined;

/** Sets a field by a name the server chose: `__proto__` becomes a field too, never the object's prototype. */
export function setField(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Safe to copy and compare recursively: nested no deeper than Surveyor reads. */
export const comparable = (value: unknown) => !nestedDeeperThan(value);

/**
 * The survey's questions as stored (anything but a list reads as none, and so does a list nested too
 * deep to compare: the editor locks such questions and never sends them).
 */
export function questionsOf(survey: SurveyLike): unknown[] {
  const questions = survey.questions;
  return Array.isArray(questions) && !nestedDeeperThan(questions, MAX_JSON_DEPTH + 1) ? questions : [];
}
