// Fetchers for /api/projects/:project_id/surveys/ and its actions.
import { activityPage } from '../../../contracts/common';
import {
  responsesCount,
  surveyRecord,
  surveyList,
  type SurveyCreateBody,
  type SurveyWriteBody,
} from '../../../contracts/survey';
import { projectList, projectRecord } from '../../../contracts/project';
import { organizationSegment } from '../../../lib/api/access';
import { api, pathSegment, type WriteOptions } from '../../../lib/api/client';

export interface SurveyListParams {
  limit: number;
  offset: number;
  search?: string;
  archived?: boolean;
}

/** The project picker reads one page of projects (PostHog's own page size); it says when there are more. */
export const PICKER_PAGE_SIZE = 100;

const base = (projectId: number | string) => `/api/projects/${pathSegment(projectId)}/surveys/`;
const one = (projectId: number | string, surveyId: string) => `${base(projectId)}${pathSegment(surveyId)}/`;

export const surveysApi = {
  /**
   * The project picker's choices in an organization (the chosen one, or `@current` for null). Never the
   * root /api/projects/: it lists the projects of every organization of the user.
   */
  organizationProjects: (organizationId: string | null, signal?: AbortSignal) =>
    api.get(`/api/organizations/${pathSegment(organizationSegment(organizationId))}/projects/`, projectList, {
      params: { limit: PICKER_PAGE_SIZE },
      signal,
    }),
  /** One project of a key limited to projects, for its name in the picker. */
  project: (projectId: number, signal?: AbortSignal) =>
    api.get(`/api/projects/${pathSegment(projectId)}/`, projectRecord, { signal }),
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
  activity: (projectId: number | string, surveyId: string | null, page: number, signal?: AbortSignal) =>
    api.get(surveyId ? `${one(projectId, surveyId)}activity/` : `${base(projectId)}activity/`, activityPage, {
      params: { page, limit: 20 },
      signal,
    }),
};
