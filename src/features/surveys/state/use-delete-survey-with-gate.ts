// Deleting a survey leaves nothing of its schedule behind: once the survey's delete succeeded, its gate's
// pending scheduled changes are deleted and the gate flag soft-deleted. PostHog deletes a survey's
// targeting flag itself, never its linked flag (the gate), which would stay in the flag list forever.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MinimalFeatureFlag } from '@/contracts/survey';
import { featureFlagQueries } from '@/entities/feature-flag/feature-flags.queries';
import { scheduledChangeQueries } from '@/entities/feature-flag/scheduled-changes.queries';
import { removeGate } from '@/entities/survey/api/survey-gate';
import { useDeleteSurvey } from '@/entities/survey/api/use-survey-mutations';

export interface DeleteOutcome {
  /** The gate could not be cleaned up (the survey itself is deleted): what to tell the user. */
  gateLeft: unknown;
}

export function useDeleteSurveyWithGate(projectId: number) {
  const queryClient = useQueryClient();
  const remove = useDeleteSurvey(projectId);
  return useMutation({
    mutationFn: async ({
      surveyId,
      gate,
    }: {
      surveyId: string;
      gate: MinimalFeatureFlag | null;
    }): Promise<DeleteOutcome> => {
      await remove.mutateAsync(surveyId);
      if (!gate) return { gateLeft: null };
      try {
        await removeGate(projectId, gate);
        return { gateLeft: null };
      } catch (error) {
        return { gateLeft: error };
      } finally {
        void queryClient.invalidateQueries({ queryKey: scheduledChangeQueries.all(projectId) });
        void queryClient.invalidateQueries({ queryKey: featureFlagQueries.all(projectId) });
      }
    },
  });
}
