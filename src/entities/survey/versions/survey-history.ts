// A survey's versions, rebuilt from its activity log by walking back from the survey as it is now: each
// `updated` entry records, per changed model field, the value before and after
// (changes_between, posthog/models/activity_logging/activity_log.py: action "created" when the old
// value was empty, "deleted" when the new one is, else "changed"; `questions` is one JSON field, so
// its whole list before and after). Undoing the newest entry's changes gives the version before it, and
// so on down to `created`. Where an entry does not say what a field was before it (no detail, no
// changes, a change without `before`, an entry that cannot be read), that field is unknown in every
// older version, until an older entry's `after` tells it again; a version with an unknown edited field
// cannot be rebuilt, and says which field and why.
import type { ActivityChange, ActivityEntry } from '@/contracts/common';
import { isPlainObject, isUnreadable, nestedDeeperThan, type UnreadableRecord } from '@/contracts/readable';
import { isolateShown } from '@/lib/bidi';
import { isEditedField, LIFECYCLE_FIELDS, setField, type SurveyLike } from './survey-shape';

export interface SurveyVersion {
  /** The entry that made this version; null for the oldest version when the log has no `created`. */
  entry: ActivityEntry | null;
  /** The entry could not be read at all (its row says so). */
  unreadable: boolean;
  /** The survey as it was right after the entry; null when it cannot be rebuilt. */
  survey: SurveyLike | null;
  /** The version is the survey as it is now. */
  current: boolean;
  /** Fields the entry changed, as the log names them. */
  changed: string[];
  /** Why this entry's own record is short (what it leaves unknown in older versions), or null. */
  entryGap: string | null;
  /** Why this version cannot be rebuilt, or null. */
  gap: string | null;
}

/** Every field: an entry that does not say what it changed leaves all of them unknown. */
const EVERYTHING = '*';

/** Verbs that change what people see of the survey neither before nor after (products/surveys/backend/api/survey.py). */
const CONTENT_NEUTRAL = new Set(['response_archived', 'response_unarchived']);

/** When an entry was made, in words: UTC unless the screen says it its own way. */
const utc = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

/** Where a log field lands in the API's shape (a flag is logged as the whole flag object). */
function put(survey: SurveyLike, field: string, value: unknown): void {
  if (field === 'linked_flag') {
    survey.linked_flag = isPlainObject(value) ? value : null;
    survey.linked_flag_id = isPlainObject(value) && typeof value.id === 'number' ? value.id : null;
  } else if (field === 'targeting_flag_filters') {
    // Logged by hand beside the flag (the flag itself is a foreign key the generic log cannot follow).
    if (value === null) survey.targeting_flag = null;
    else if (isPlainObject(survey.targeting_flag))
      survey.targeting_flag = { ...survey.targeting_flag, filters: value };
    else survey.targeting_flag = { filters: value };
  } else if (field === 'linked_insight') {
    survey.linked_insight_id = isPlainObject(value) && typeof value.id === 'number' ? value.id : null;
  } else setField(survey, field, value);
}

/** A value the API could hold in that field (a log entry of an odd shape must not poison the version). */
function plausible(field: string, value: unknown): boolean {
  if (value === null) return true;
  if (nestedDeeperThan(value)) return false;
  if (field === 'questions') return Array.isArray(value) && value.every(isPlainObject);
  if (field === 'appearance' || field === 'conditions' || field.endsWith('_flag') || field === 'translations')
    return isPlainObject(value);
  if (field === 'name') return typeof value === 'string';
  return true;
}

type Side = 'before' | 'after';

/** What the change says the field was on one side, or `undefined` when it does not say. */
function valueOn(change: ActivityChange, side: Side): { value: unknown } | undefined {
  const field = change.field;
  if (typeof field !== 'string') return undefined;
  // "created": the old value was empty; "deleted": the new one is (the log keeps no value for them).
  if (side === 'before' && change.action === 'created') return { value: null };
  if (side === 'after' && change.action === 'deleted') return { value: null };
  if (!['created', 'changed', 'deleted'].includes(change.action ?? '') || !Object.hasOwn(change, side))
    return undefined;
  const value = change[side];
  return plausible(field, value) ? { value } : undefined;
}

const label = (field: string) => (field === 'targeting_flag_filters' ? 'targeting' : field);
const list = (fields: Iterable<string>) =>
  [...fields].map((field) => `“${isolateShown(label(field))}”`).join(', ');

/**
 * Every version the log describes, newest first: the current survey, then the version each older entry
 * made. `entries` is the survey's activity log, newest first, as the server pages it.
 */
export function rebuildHistory(
  current: SurveyLike,
  entries: readonly (ActivityEntry | UnreadableRecord)[],
  /** How the words name an entry's time (the screen passes the format its list shows). */
  stamp: (iso: string) => string = utc,
): SurveyVersion[] {
  const when = (entry: ActivityEntry) => stamp(entry.created_at);
  const versions: SurveyVersion[] = [];
  const state: SurveyLike = { ...current };
  /** Fields whose value in the version being built the log has not told. */
  const unknown = new Set<string>();
  /** Where the oldest gap so far began, for the words. */
  let gapSince: string | null = null;
  let sawCreated = false;
  const gapOf = () => {
    const edited = unknown.has(EVERYTHING) ? [EVERYTHING] : [...unknown].filter(isEditedField);
    if (edited.length === 0) return null;
    return edited[0] === EVERYTHING
      ? `The log does not say what changed at ${gapSince}, so Surveyor cannot rebuild this version.`
      : `The log does not say what ${list(edited)} ${edited.length === 1 ? 'was' : 'were'} before the change at ${gapSince}, so Surveyor cannot rebuild this version.`;
  };
  entries.forEach((entry, index) => {
    if (sawCreated) return;
    if (isUnreadable(entry)) {
      const gap = gapOf();
      versions.push({
        entry: null,
        unreadable: true,
        survey: gap ? null : { ...state },
        current: index === 0,
        changed: [],
        entryGap: 'This entry cannot be read, so what it changed is unknown.',
        gap,
      });
      unknown.add(EVERYTHING);
      gapSince ??= 'an entry that cannot be read';
      return;
    }
    const changes = (entry.detail?.changes ?? []).filter(isPlainObject);
    // The version right after the entry: what its `after` values tell is known again.
    if (!unknown.has(EVERYTHING))
      for (const change of changes) {
        const after = valueOn(change, 'after');
        if (after && typeof change.field === 'string' && unknown.has(change.field)) {
          put(state, change.field, after.value);
          unknown.delete(change.field);
        }
      }
    const gap = gapOf();
    const version: SurveyVersion = {
      entry,
      unreadable: false,
      survey: gap ? null : { ...state },
      current: index === 0,
      changed: changes
        .map((change) => change.field)
        .filter((field): field is string => typeof field === 'string'),
      entryGap: null,
      gap,
    };
    versions.push(version);
    if (entry.activity === 'created') {
      sawCreated = true;
      return;
    }
    // Back to the version before the entry.
    const silent = changes.length === 0 && !CONTENT_NEUTRAL.has(entry.activity);
    if (silent || changes.some((change) => typeof change.field !== 'string')) {
      version.entryGap = 'This entry does not record what changed, so no version before it can be rebuilt.';
      unknown.add(EVERYTHING);
      gapSince ??= when(entry);
      return;
    }
    const missing: string[] = [];
    for (const change of changes) {
      const field = change.field as string;
      const before = valueOn(change, 'before');
      if (before) {
        put(state, field, before.value);
        unknown.delete(field);
      } else {
        unknown.add(field);
        if (isEditedField(field)) missing.push(field);
      }
    }
    if (missing.length) {
      version.entryGap = `This entry does not record what ${list(missing)} ${missing.length === 1 ? 'was' : 'were'} before it.`;
      gapSince ??= when(entry);
    }
  });
  // A log without `created` (older than the log, or cut short): the earliest version it lets us see.
  if (!sawCreated && versions.length > 0 && !unknown.has(EVERYTHING)) {
    const gap = gapOf();
    versions.push({
      entry: null,
      unreadable: false,
      survey: gap ? null : { ...state },
      current: false,
      changed: [],
      entryGap: null,
      gap,
    });
  }
  if (versions.length === 0)
    versions.push({
      entry: null,
      unreadable: false,
      survey: { ...current },
      current: true,
      changed: [],
      entryGap: null,
      gap: null,
    });
  return versions;
}

/**
 * A version as "Restore" hands it to the editor: its content, with the survey's lifecycle as it is now
 * (restoring a version from before the launch must not take a running survey back to a draft).
 */
export function restorableVersion(version: SurveyLike, current: SurveyLike): SurveyLike {
  const out: SurveyLike = { ...version, id: current.id };
  for (const field of LIFECYCLE_FIELDS) out[field] = current[field] ?? null;
  return out;
}
