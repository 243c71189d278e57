// Survey writes. Hooks own cache invalidation; call sites own toasts and navigation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyCreateBody, SurveyWriteBody } from '../../../contracts/survey';
import { surveysApi } from './surveys.api';
import { surveyQueries } from './surveys.queries';

export function useCreateSurvey(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyCreateBody) => surveysApi.create(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyQueries.all(projectId) }),
  });
}

export function useUpdateSurvey(projectId: number, surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyWriteBody) => surveysApi.update(projectId, surveyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyQueries.all(projectId) }),
  });
}

export function useDeleteSurvey(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (surveyId: string) => surveysApi.remove(projectId, surveyId),
    onSuccess: (_, surveyId) => {
      queryClient.removeQueries({ queryKey: surveyQueries.detail(projectId, surveyId).queryKey });
      return queryClient.invalidateQueries({ queryKey: surveyQueries.lists(projectId) });
    },
  });
}
