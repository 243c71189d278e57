// Fetchers for /api/projects/:project_id/surveys/ and its actions.
import { activityPage, type ActivityPage } from '@/contracts/common';
import {
  responsesCount,
  surveyRecord,
  surveyList,
  type SurveyCreateBody,
  type SurveyWriteBody,
} from '@/contracts/survey';
import type { z } from 'zod';
import { api, pathSegment, type WriteOptions } from '@/lib/api/client';

export interface SurveyListParams {
  limit: number;
  offset: number;
  search?: string;
  archived?: boolean;
}

const base = (projectId: number | string) => `/api/projects/${pathSegment(projectId)}/surveys/`;
const one = (projectId: number | string, surveyId: string) => `${base(projectId)}${pathSegment(surveyId)}/`;

/** A timeline shows a project's surveys at once: pages of 100, up to 2,000 (more is said by the caller). */
const ALL_PAGE_SIZE = 100;
const ALL_MAX_PAGES = 20;

export const surveysApi = {
  /** Every survey that is not archived, page after page; `complete` is false when more were left. */
  async listUnarchived(projectId: number | string, signal?: AbortSignal) {
    const rows: z.infer<typeof surveyList>['results'] = [];
    for (let page = 0; page < ALL_MAX_PAGES; page += 1) {
      const data = await surveysApi.list(
        projectId,
        { limit: ALL_PAGE_SIZE, offset: page * ALL_PAGE_SIZE, archived: false },
        signal,
      );
      rows.push(...data.results);
      if (!data.next) return { rows, complete: true };
    }
    return { rows, complete: false };
  },
  list: (projectId: number | string, params: SurveyListParams, signal?: AbortSignal) =>
    api.get(base(projectId), surveyList, { params: { ...params }, signal }),
  get: (projectId: number | string, surveyId: string, signal?: AbortSignal) =>
    api.get(one(projectId, surveyId), surveyRecord, { signal }),
  create: (projectId: number | string, body: SurveyCreateBody, options?: WriteOptions) =>
    api.post(base(projectId), body, surveyRecord, options),
  update: (projectId: number | string, surveyId: string, body: SurveyWriteBody, options?: WriteOptions) =>
    api.patch(one(projectId, surveyId), body, surveyRecord, options),
  remove: (projectId: number | string, surveyId: string, options?: WriteOptions) =>
    api.delete(one(projectId, surveyId), options),
  responsesCount: (projectId: number | string, signal?: AbortSignal) =>
    api.get(`${base(projectId)}responses_count/`, responsesCount, { signal }),
  activity: (
    projectId: number | string,
    surveyId: string | null,
    page: number,
    signal?: AbortSignal,
    limit = 20,
  ) =>
    api.get(surveyId ? `${one(projectId, surveyId)}activity/` : `${base(projectId)}activity/`, activityPage, {
      params: { page, limit },
      signal,
    }),
  /**
   * One survey's whole activity log, newest first, page after page (100 entries each, at most
   * HISTORY_PAGES pages: `complete` is false when there was more).
   */
  async activityLog(projectId: number | string, surveyId: string, signal?: AbortSignal) {
    const entries: ActivityPage['results'] = [];
    for (let page = 1; page <= HISTORY_PAGES; page += 1) {
      const data = await surveysApi.activity(projectId, surveyId, page, signal, HISTORY_PAGE_SIZE);
      entries.push(...data.results);
      if (!data.next) return { entries, complete: true };
    }
    return { entries, complete: false };
  },
};

const HISTORY_PAGE_SIZE = 100;
export const HISTORY_PAGES = 20;
