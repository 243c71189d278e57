// "Restore this version": the survey page hands a rebuilt version to the editor beside the navigation,
// and the editor loads it as an unsaved change. The editor brings back only what it edits, so the
// History says beforehand what a restore leaves as it is.
import { isPlainObject } from '@/contracts/readable';
import { diffSettings } from './survey-diff';
import { settingLabel } from './survey-diff-words';
import { KEYED_PARTS, LIFECYCLE_FIELDS, targetingOf, type SurveyLike } from './survey-shape';

export interface RestoreVersion {
  /** The version's survey, in the API's shape, with the survey's lifecycle as it is now. */
  survey: SurveyLike;
  /** Which version, in words ("the version of 2026-11-03 10:02 by Maya"). */
  label: string;
}

/**
 * The one restore on its way to the editor. Not in the router's state: the browser structured-clones an
 * entry's state on every push (a 5 MB version cost 0.4 s of main thread there) and keeps it in the
 * session history; not in the URL either. The state carries a key; a reload, or Back and Forward to an
 * older restore, finds nothing (the editor drops the state as soon as it has read it anyway).
 */
let pending: { key: string; version: RestoreVersion } | null = null;

/** The router state that hands `version` to the editor. */
export function restoreVersionState(version: RestoreVersion) {
  // Unique across reloads too (crypto.randomUUID needs a secure context, which plain http lacks).
  pending = { key: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`, version };
  return { restoreVersion: pending.key };
}

/** The version a navigation carries, or null (any other state, or one whose restore is gone). */
export function readRestoreVersion(state: unknown): RestoreVersion | null {
  if (!isPlainObject(state) || typeof state.restoreVersion !== 'string') return null;
  return pending?.key === state.restoreVersion ? pending.version : null;
}

/**
 * The top-level fields the editor edits, as a diff names them (the read names: `linked_flag` for the
 * write's `linked_flag_id`, `targeting_flag` for `targeting_flag_filters` and `remove_targeting_flag`):
 * the survey basics and questions, and what the settings sections write (settingsToBody in
 * features/survey-editor/settings/settings-schema.ts). Appearance and display conditions are restored
 * key by key, the keys the editor does not know included (its values keep them). Stated here, where the
 * History can read it; the save dialogs' tests check it against what the editor writes.
 */
export const EDITOR_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'type',
  'questions',
  'start_date',
  'end_date',
  'schedule',
  'iteration_count',
  'iteration_frequency_days',
  'responses_limit',
  'enable_partial_responses',
  'appearance',
  'conditions',
  'linked_flag',
  'targeting_flag',
]);

export interface UnrestoredChange {
  /** The setting as the diff names it (`translations`, `start_date`). */
  path: string;
  /**
   * The editor does not edit it; it is the lifecycle, which a restore keeps as it is now; or it is the
   * targeting flag the survey has now and the version had none (the editor loads a version as values,
   * and values without a flag do not say to delete the one there is).
   */
  why: 'not-edited' | 'lifecycle' | 'flag-kept';
}

/**
 * What `version` differs in from the survey `now` that restoring it leaves as it is now, in the order a
 * diff lists settings. Questions are always restored (unknown question keys included).
 */
export function unrestoredChanges(version: SurveyLike, now: SurveyLike): UnrestoredChange[] {
  const lifecycle: ReadonlySet<string> = new Set(LIFECYCLE_FIELDS);
  return diffSettings(version, now).flatMap(({ path }): UnrestoredChange[] => {
    const field = KEYED_PARTS.find((part) => path.startsWith(`${part}.`)) ?? path;
    if (lifecycle.has(field)) return [{ path, why: 'lifecycle' }];
    if (field === 'targeting_flag' && targetingOf(version) === null) return [{ path, why: 'flag-kept' }];
    return EDITOR_FIELDS.has(field) ? [] : [{ path, why: 'not-edited' }];
  });
}

const listed = (changes: readonly UnrestoredChange[]) => {
  const labels = [...new Set(changes.map((change) => settingLabel(change.path)))];
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}` : labels[0]!;
};

/** What restoring leaves as it is now, in sentences (server names isolated: render with IsolatedText). */
export function unrestoredWords(changes: readonly UnrestoredChange[]): string[] {
  const of = (why: UnrestoredChange['why']) => changes.filter((change) => change.why === why);
  const [notEdited, lifecycle, flag] = [of('not-edited'), of('lifecycle'), of('flag-kept')];
  return [
    ...(notEdited.length
      ? [
          `Restoring does not bring back ${listed(notEdited)}: the editor does not edit ${notEdited.length > 1 ? 'them' : 'it'}.`,
        ]
      : []),
    ...(lifecycle.length
      ? [
          `${listed(lifecycle)} ${lifecycle.length > 1 ? 'stay as they are' : 'stays as it is'} now: launching, stopping and archiving are actions of their own.`,
        ]
      : []),
    ...(flag.length ? ['The targeting flag the survey has now stays: restoring does not delete it.'] : []),
  ];
}
