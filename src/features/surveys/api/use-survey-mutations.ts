// Survey writes. Hooks own cache invalidation; call sites own toasts and navigation. Each write names
// itself in words, for the notice shown if a backend switch stops it being sent.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SurveyCreateBody, SurveyWriteBody } from '../../../contracts/survey';
import { surveysApi } from './surveys.api';
import { surveyQueries } from './surveys.queries';

/** What a PATCH does, as the survey page's buttons say it. */
export function surveyChangeVerb(body: SurveyWriteBody): string {
  if (body.archived === true) return 'archive';
  if (body.archived === false) return 'unarchive';
  if (body.start_date) return 'launch';
  if (body.end_date) return 'stop';
  if (body.end_date === null) return 'resume';
  return 'save';
}

function surveyName(queryClient: QueryClient, projectId: number, surveyId: string): string {
  const name = queryClient.getQueryData(surveyQueries.detail(projectId, surveyId).queryKey)?.name;
  return name ? `“${name}”` : surveyId;
}

export function useCreateSurvey(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyCreateBody) =>
      surveysApi.create(projectId, body, { action: `create survey “${body.name}”` }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyQueries.all(projectId) }),
  });
}

export function useUpdateSurvey(projectId: number, surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyWriteBody) =>
      surveysApi.update(projectId, surveyId, body, {
        action: `${surveyChangeVerb(body)} survey ${surveyName(queryClient, projectId, surveyId)}`,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyQueries.all(projectId) }),
  });
}

export function useDeleteSurvey(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (surveyId: string) =>
      surveysApi.remove(projectId, surveyId, {
        action: `delete survey ${surveyName(queryClient, projectId, surveyId)}`,
      }),
    onSuccess: (_, surveyId) => {
      queryClient.removeQueries({ queryKey: surveyQueries.detail(projectId, surveyId).queryKey });
      return queryClient.invalidateQueries({ queryKey: surveyQueries.lists(projectId) });
    },
  });
}
