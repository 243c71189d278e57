// Survey writes. Hooks own the cache (a PATCH through patch-survey.ts, the one way one is sent); call sites
// own toasts and navigation. Each write names itself in words, for the notice shown if a backend switch
// stops it being sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyCreateBody, SurveyWriteBody } from '@/contracts/survey';
import { patchSurvey, surveyName } from './patch-survey';
import { surveysApi } from './surveys.api';
import { surveyQueries } from './surveys.queries';

/**
 * `opensTheSurvey`: the caller opens the new survey's page once the server's answer is read, so the lists
 * are only marked stale, to be read when next shown. Read (and waited for) at once, the list, with a 5 MB
 * import in it, held the new page back a third of a second. An answer that cannot be read opens
 * nothing: the lists are read at once as usual.
 */
export function useCreateSurvey(projectId: number, { opensTheSurvey = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyCreateBody) =>
      surveysApi.create(projectId, body, { action: `create survey “${body.name}”` }),
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(surveyQueries.detail(projectId, data.survey.id).queryKey, data);
      const lists = { queryKey: surveyQueries.lists(projectId) };
      if (!(opensTheSurvey && data)) return queryClient.invalidateQueries(lists);
      return queryClient.invalidateQueries({ ...lists, refetchType: 'none' });
    },
  });
}

export function useUpdateSurvey(projectId: number, surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // patchSurvey keeps the cache: the answer over the detail, the survey queries read again.
    mutationFn: (body: SurveyWriteBody) => patchSurvey(queryClient, { projectId, surveyId, body }),
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
