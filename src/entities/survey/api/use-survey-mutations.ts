// Survey writes. Hooks own the cache; call sites own toasts and navigation. Each write names itself in
// words, for the notice shown if a backend switch stops it being sent.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  readSurvey,
  type SurveyCreateBody,
  type SurveyRecord,
  type SurveyWriteBody,
} from '@/contracts/survey';
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
  const name = queryClient.getQueryData(surveyQueries.detail(projectId, surveyId).queryKey)?.survey.name;
  return name ? `“${name}”` : surveyId;
}

/**
 * The detail after a write: POST and PATCH answer with a shorter shape (no feature_flag_keys, no
 * linked_flag_id), so the answer is laid over what was cached; a refetch follows anyway.
 */
function withAnswer(old: SurveyRecord | undefined, answer: SurveyRecord): SurveyRecord {
  if (!old) return answer;
  return readSurvey({ ...old.raw, ...answer.raw }).value ?? answer;
}

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
    mutationFn: (body: SurveyWriteBody) =>
      surveysApi.update(projectId, surveyId, body, {
        action: `${surveyChangeVerb(body)} survey ${surveyName(queryClient, projectId, surveyId)}`,
      }),
    onSuccess: ({ data }) => {
      if (data)
        queryClient.setQueryData(surveyQueries.detail(projectId, surveyId).queryKey, (old) =>
          withAnswer(old, data),
        );
      return queryClient.invalidateQueries({ queryKey: surveyQueries.all(projectId) });
    },
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
