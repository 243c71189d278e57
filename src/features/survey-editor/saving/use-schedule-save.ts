// The schedule's part of a save (issue 26): before the survey is saved, what cannot work is refused with
// its reason on the field (a launch or stop in the past, a key or a server that cannot schedule, a linked
// flag that is not the survey's gate); after it is saved, the gate and its scheduled changes are written
// (schedule-writes.ts) and what they touched is read again.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SchedulingSupport } from '../../../entities/feature-flag/scheduled-changes.api';
import { scheduledChangeQueries } from '../../../entities/feature-flag/scheduled-changes.queries';
import { scheduleTimingIssues } from '../../../entities/survey/schedule/schedule';
import { useMissingScope } from '../../../lib/api/scopes';
import { rebasedBaseline, type Baseline, type SurveyEditorValues } from '../document/editor-values';
import { isTimed, timedSchedule } from '../settings/schedule';
import { scheduleBlock, WRITE_SCOPE } from '../settings/schedule-blockers';
import { invalidateScheduleReads, writeSchedule } from './schedule-writes';

export interface ScheduleProblem {
  path: string;
  message: string;
}

/** Whether a save of `values` over `baseline` has schedule writes to do (arm, edit, resume or cancel). */
export function schedulesWrites(baseline: Baseline, values: SurveyEditorValues): boolean {
  if (values.type === 'external_survey') return false;
  return isTimed(values.schedule) || (isTimed(baseline.values.schedule) && !values.schedule.timed.foreign);
}

export function useScheduleSave(projectId: number, surveyId: string | null) {
  const queryClient = useQueryClient();
  const missingScope = useMissingScope(WRITE_SCOPE);

  /** The first reason the schedule cannot be saved now, on its field; null when it can (or none is timed). */
  const check = useCallback(
    async (baseline: Baseline, values: SurveyEditorValues, now: Date): Promise<ScheduleProblem | null> => {
      const schedule = timedSchedule(values.schedule);
      if (!schedule || values.type === 'external_survey') return null;
      const before = baseline.values.schedule;
      // An unchanged launch that has come (a window already open) may be in the past.
      const launched =
        before.start === 'timed' && before.timed.launchAt === schedule.launchAt && schedule.launchAt !== '';
      const timing = scheduleTimingIssues(schedule, now, launched)[0];
      if (timing) return { path: `schedule.timed.${timing.path}`, message: timing.message };
      let support: SchedulingSupport | undefined;
      if (!missingScope) {
        try {
          support = await queryClient.fetchQuery(scheduledChangeQueries.support(projectId));
        } catch (error) {
          return {
            path: values.schedule.start === 'timed' ? 'schedule.start' : 'schedule.end',
            message: `Could not check that this PostHog lets your key schedule changes: ${error instanceof Error ? error.message : String(error)}`,
          };
        }
      }
      const block = scheduleBlock({
        type: values.type,
        schedule: values.schedule,
        targeting: values.targeting,
        surveyId,
        missingScope,
        support,
      });
      return block
        ? {
            path: values.schedule.start === 'timed' ? 'schedule.start' : 'schedule.end',
            message: block.reason,
          }
        : null;
    },
    [missingScope, projectId, queryClient, surveyId],
  );

  /**
   * Writes the schedule of the saved survey (`stored`: what the server has after the survey's save).
   * Returns the baseline as the server now has it, or null when the survey itself was not changed.
   * Throws a ScheduleStepError naming the step that failed.
   */
  const arm = useCallback(
    async (
      values: SurveyEditorValues,
      survey: { id: string; stored: Record<string, unknown> },
      now: Date,
    ) => {
      const schedule = timedSchedule(values.schedule);
      try {
        const answer = await writeSchedule({
          projectId,
          survey: { id: survey.id, name: values.name.trim(), stored: survey.stored },
          schedule,
          keepLaunched: values.schedule.start !== 'draft',
          now,
        });
        const stored = answer ? { ...survey.stored, ...answer.raw } : survey.stored;
        return rebasedBaseline(stored, {
          timeZone: values.schedule.timed.timeZone,
          reading: schedule ? { kind: 'schedule', schedule } : { kind: 'none' },
        });
      } finally {
        await invalidateScheduleReads(queryClient, projectId);
      }
    },
    [projectId, queryClient],
  );

  return { check, arm };
}
