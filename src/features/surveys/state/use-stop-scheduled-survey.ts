// "Stop now" on a scheduled survey stops it and cancels its schedule: the same PATCH unlinks the gate (so a
// later Resume shows the survey, not a gate left off), then the gate's pending scheduled changes are deleted
// and the gate soft-deleted, as on delete. Otherwise a stopped survey would keep changes that switch a gate
// nobody reads any more, and PostHog's flag list a gate for ever.
import { useQueryClient } from '@tanstack/react-query';
import type { MinimalFeatureFlag, SurveyWriteBody } from '@/contracts/survey';
import { featureFlagQueries } from '@/entities/feature-flag/feature-flags.queries';
import { scheduledChangeQueries } from '@/entities/feature-flag/scheduled-changes.queries';
import { removeGate } from '@/entities/survey/api/survey-gate';

/** Whether a lifecycle write stops the survey (sets an end date). */
export const stopsSurvey = (body: SurveyWriteBody) => typeof body.end_date === 'string';

export function useStopScheduledSurvey(projectId: number) {
  const queryClient = useQueryClient();
  return {
    /** The stop's PATCH for a gated survey: also unlinks the gate. */
    body: (body: SurveyWriteBody): SurveyWriteBody => ({ ...body, linked_flag_id: null }),
    /** After the stop succeeded: the gate's pending changes and the gate go. Resolves to the error, if any. */
    async cancelSchedule(gate: Pick<MinimalFeatureFlag, 'id'>): Promise<unknown> {
      try {
        await removeGate(projectId, gate);
        return null;
      } catch (error) {
        return error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: scheduledChangeQueries.all(projectId) });
        void queryClient.invalidateQueries({ queryKey: featureFlagQueries.all(projectId) });
      }
    },
  };
}
