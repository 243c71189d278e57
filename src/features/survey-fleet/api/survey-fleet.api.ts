// A survey's copies in other projects, through PostHog's own records: duplicate_to_projects makes a copy
// and logs, in the copy's activity, a "created" entry whose change `source_survey_id` names the source
// (products/surveys/backend/api/survey.py @ 0031b5ea). The family is read back from those entries, so it
// is the same in any browser and needs nothing stored by Surveyor.
import type { ActivityEntry } from '@/contracts/common';
import { isUnreadable } from '@/contracts/readable';
import {
  copyFlagsResult,
  duplicateToProjectsResult,
  type CopyFlagsBody,
  type CopyFlagsResult,
  SOURCE_SURVEY_FIELD,
  type DuplicateToProjectsResult,
} from '@/contracts/survey-fleet';
import { api, pathSegment } from '@/lib/api/client';
import { surveysApi } from '@/entities/survey/api/surveys.api';

/**
 * How far back a project's survey activity is read for its copies: pages of 100 (the activity endpoints
 * take any `limit` ≥ 1 and any `page`; ActivityPaginationParamsSerializer sets no maximum), at most
 * COPIES_PAGES of them, so the newest 2,000 survey entries of the project. A copy created before those is
 * not found; its own activity still names its source (sourceOf).
 */
const COPIES_PAGE_SIZE = 100;
export const COPIES_PAGES = 20;

/** The source a "created" entry names, or null for an entry of any other kind. */
function sourceNamed(entry: ActivityEntry): string | null {
  if (entry.activity !== 'created') return null;
  const change = entry.detail?.changes?.find((item) => item.field === SOURCE_SURVEY_FIELD);
  return typeof change?.after === 'string' && change.after ? change.after : null;
}

export const surveyFleetApi = {
  /**
   * Copies the survey into one project (one call per target: the server's call is all-or-nothing, so a
   * failure in one project never undoes another). 201 with the copy; a 400 (another organization's
   * project, a copy the serializer refuses) or 403 is an ApiError.
   */
  async duplicateToProject(
    projectId: number | string,
    surveyId: string,
    targetProjectId: number,
  ): Promise<DuplicateToProjectsResult> {
    const path = `/api/projects/${pathSegment(projectId)}/surveys/${pathSegment(surveyId)}/duplicate_to_projects/`;
    const { data, unreadable } = await api.post(
      path,
      { target_team_ids: [targetProjectId] },
      duplicateToProjectsResult,
      { action: 'Copy the survey' },
    );
    // The copy was made but the answer cannot be read: say so rather than report nothing.
    if (!data) throw unreadable!;
    return data;
  },

  /**
   * POST /api/organizations/:org/feature_flags/copy_flags/: a flag copied by key into other projects. Its
   * 403 for an "All access" key names feature_flag:write, which that key has everywhere else: the
   * refusal is not learnt as a missing scope.
   */
  async copyFlags(organizationId: string, body: CopyFlagsBody): Promise<CopyFlagsResult> {
    const path = `/api/organizations/${pathSegment(organizationId)}/feature_flags/copy_flags/`;
    const { data, unreadable } = await api.post(path, body, copyFlagsResult, {
      action: 'Copy the flag',
      learnScopes: false,
    });
    // The copies were made but the answer cannot be read: say so rather than report nothing.
    if (!data) throw unreadable!;
    return data;
  },

  /** The id of the survey this one was copied from (its own "created" entry), or null. */
  async sourceOf(projectId: number | string, surveyId: string, signal?: AbortSignal): Promise<string | null> {
    const { entries } = await surveysApi.activityLog(projectId, surveyId, signal);
    for (const entry of entries) {
      if (isUnreadable(entry)) continue;
      const source = sourceNamed(entry);
      if (source) return source;
    }
    return null;
  },

  /**
   * Every copy recorded in `projectId`: the surveys whose "created" entry names a source, newest first,
   * read from the project's survey activity (GET …/surveys/activity/) as far back as COPIES_PAGES pages.
   * A copy deleted since (its "deleted" entry is newer, so read first) is left out.
   */
  async copiesIn(
    projectId: number | string,
    signal?: AbortSignal,
  ): Promise<{ surveyId: string; sourceId: string }[]> {
    const copies: { surveyId: string; sourceId: string }[] = [];
    const seen = new Set<string>();
    for (let page = 1; page <= COPIES_PAGES; page += 1) {
      const data = await surveysApi.activity(projectId, null, page, signal, COPIES_PAGE_SIZE);
      for (const entry of data.results) {
        if (isUnreadable(entry) || !entry.item_id || seen.has(entry.item_id)) continue;
        if (entry.activity === 'deleted') seen.add(entry.item_id);
        const source = sourceNamed(entry);
        if (source) {
          seen.add(entry.item_id);
          copies.push({ surveyId: entry.item_id, sourceId: source });
        }
      }
      if (!data.next) break;
    }
    return copies;
  },

  /** Ids of the surveys of `projectId` copied from `sourceSurveyId` (copiesIn, of one source). */
  async copiesOf(
    projectId: number | string,
    sourceSurveyId: string,
    signal?: AbortSignal,
  ): Promise<string[]> {
    const copies = await surveyFleetApi.copiesIn(projectId, signal);
    return copies.filter((copy) => copy.sourceId === sourceSurveyId).map((copy) => copy.surveyId);
  },
};
