// The one place survey query keys and fetchers meet.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { surveysApi, type SurveyListParams } from './surveys.api';

export const surveyQueries = {
  all: (projectId: number | string) => ['surveys', String(projectId)] as const,
  lists: (projectId: number | string) => [...surveyQueries.all(projectId), 'list'] as const,
  list: (projectId: number | string, params: SurveyListParams) =>
    queryOptions({
      queryKey: [...surveyQueries.lists(projectId), params] as const,
      queryFn: ({ signal }) => surveysApi.list(projectId, params, signal),
      placeholderData: keepPreviousData,
    }),
  /** Every survey that is not archived (the timeline), under `lists` so every write refreshes it. */
  unarchived: (projectId: number | string) =>
    queryOptions({
      queryKey: [...surveyQueries.lists(projectId), 'unarchived'] as const,
      queryFn: ({ signal }) => surveysApi.listUnarchived(projectId, signal),
    }),
  details: (projectId: number | string) => [...surveyQueries.all(projectId), 'detail'] as const,
  detail: (projectId: number | string, surveyId: string) =>
    queryOptions({
      queryKey: [...surveyQueries.details(projectId), surveyId] as const,
      queryFn: ({ signal }) => surveysApi.get(projectId, surveyId, signal),
    }),
  responsesCount: (projectId: number | string) =>
    queryOptions({
      queryKey: [...surveyQueries.all(projectId), 'responses-count'] as const,
      queryFn: ({ signal }) => surveysApi.responsesCount(projectId, signal),
    }),
  /** One survey's whole activity log, for its history (every write invalidates it with `all`). */
  history: (projectId: number | string, surveyId: string) =>
    queryOptions({
      queryKey: [...surveyQueries.all(projectId), 'history', surveyId] as const,
      queryFn: ({ signal }) => surveysApi.activityLog(projectId, surveyId, signal),
    }),
  activity: (projectId: number | string, surveyId: string | null, page: number) =>
    queryOptions({
      queryKey: [...surveyQueries.all(projectId), 'activity', surveyId ?? 'all', page] as const,
      queryFn: ({ signal }) => surveysApi.activity(projectId, surveyId, page, signal),
      placeholderData: keepPreviousData,
    }),
};
