// "Restore this version": the survey page hands a rebuilt version to the editor through the router's
// state (never the URL: a version can be large), and the editor loads it as an unsaved change.
import { isPlainObject } from '../../../contracts/readable';
import type { SurveyLike } from './survey-shape';

export interface RestoreVersion {
  /** The version's survey, in the API's shape, with the survey's lifecycle as it is now. */
  survey: SurveyLike;
  /** Which version, in words ("the version of 2026-11-03 10:02 by Maya"). */
  label: string;
}

export const restoreVersionState = (version: RestoreVersion) => ({ restoreVersion: version });

/** The version a navigation carries, or null (any other state, or one of the wrong shape). */
export function readRestoreVersion(state: unknown): RestoreVersion | null {
  if (!isPlainObject(state) || !isPlainObject(state.restoreVersion)) return null;
  const { survey, label } = state.restoreVersion;
  return isPlainObject(survey) && typeof label === 'string' ? { survey, label } : null;
}
