// The schedule's part of a save: before the survey is saved, what cannot work is refused with its reason
// on the field (a launch or stop in the past, a key or a server that cannot schedule, a linked flag that
// is not the survey's gate, a gate that could not be read); after it is saved, and only when the user
// changed the schedule, the gate and its scheduled changes are written (schedule-writes.ts) and read
// again, so the editor holds what the server holds.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SchedulingSupport } from '@/entities/feature-flag/scheduled-changes.api';
import { scheduledChangeQueries } from '@/entities/feature-flag/scheduled-changes.queries';
import { scheduleTimingIssues } from '@/entities/survey/schedule/schedule';
import { useMissingScope } from '@/lib/api/scopes';
import { readSurvey } from '@/contracts/survey';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { rebasedBaseline, type Baseline, type SurveyEditorValues } from '../document/editor-values';
import { isTimed, scheduleTouched, timedSchedule, type ScheduleOpening } from '../settings/schedule';
import { scheduleBlock, WRITE_SCOPE } from '../settings/schedule-blockers';
import { openingOf, readGateSnapshot } from './schedule-check';
import { invalidateScheduleReads, writeSchedule } from './schedule-writes';

export interface ScheduleProblem {
  path: string;
  message: string;
}

/**
 * Whether a save of `values` over `baseline` has schedule writes to do (arm, edit, resume or cancel): only
 * when the user changed what the schedule asks of the gate. A hosted survey's stop is a reminder only.
 */
export function schedulesWrites(baseline: Baseline, values: SurveyEditorValues): boolean {
  if (values.type === 'external_survey') return false;
  const before = baseline.values.schedule;
  const after = values.schedule;
  if (!scheduleTouched(before, after)) return false;
  return isTimed(after) || (isTimed(before) && !after.timed.foreign) || after.timed.switchOn === true;
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

  /** The gate as the server holds it now (the survey read again first: a write may have linked it). */
  const readBack = useCallback(
    async (surveyId: string, opening: ScheduleOpening | undefined) => {
      const record = await queryClient.fetchQuery({
        ...surveyQueries.detail(projectId, surveyId),
        staleTime: 0,
      });
      const gate = await readGateSnapshot(queryClient, projectId, record.survey);
      return { record, opening: openingOf(gate, opening) };
    },
    [projectId, queryClient],
  );

  /**
   * Writes the schedule of the saved survey (`stored`: what the server has after the survey's own save;
   * `removable`: the pending changes the user was shown). Returns the baseline as the server now has it,
   * the gate read back. Throws a ScheduleStepError naming the step that failed.
   */
  const arm = useCallback(
    async (
      values: SurveyEditorValues,
      before: Baseline,
      survey: { id: string; stored: Record<string, unknown> },
      now: Date,
      removable: ReadonlySet<number>,
    ): Promise<Baseline> => {
      const schedule = timedSchedule(values.schedule);
      const opening = before.opening;
      try {
        const answer = await writeSchedule({
          queryClient,
          projectId,
          survey: { id: survey.id, name: values.name.trim(), stored: survey.stored },
          schedule,
          keepLaunched: values.schedule.start !== 'draft',
          removable,
          switchOn: values.schedule.start === 'now' || values.schedule.timed.switchOn === true,
          keepGate: !schedule && !isTimed(before.values.schedule),
          now,
        });
        const stored = answer ? { ...survey.stored, ...answer.raw } : survey.stored;
        try {
          const read = await readBack(survey.id, opening);
          return rebasedBaseline({ ...stored, ...read.record.raw }, read.opening);
        } catch (error) {
          // Written, but not read back: the gate is not known until the editor reads it again.
          const unread = error instanceof Error ? error.message : String(error);
          const gate = { gateId: null, active: null, changes: [], unread };
          return rebasedBaseline(stored, {
            ...(opening ?? { timeZone: 'UTC', reading: { kind: 'none' } }),
            gate,
          });
        }
      } finally {
        await invalidateScheduleReads(queryClient, projectId);
      }
    },
    [projectId, queryClient, readBack],
  );

  /**
   * After a failed step: the baseline is the survey as the server has it now, the gate as partly written
   * and the schedule as it was before this save, so the form still has the schedule to save ("Unsaved
   * changes") and saving again resumes against what is really there.
   */
  const kept = useCallback(
    async (surveyId: string, saved: Baseline, before: Baseline): Promise<Baseline> => {
      const schedule = before.values.schedule;
      try {
        const read = await readBack(surveyId, before.opening);
        const values = { ...saved.values, schedule };
        const record = readSurvey(read.record.raw).value;
        return { values, stored: record ? read.record.raw : saved.stored, opening: read.opening };
      } catch (error) {
        const unread = error instanceof Error ? error.message : String(error);
        const opening = before.opening ?? { timeZone: 'UTC', reading: { kind: 'none' as const } };
        return {
          values: { ...saved.values, schedule },
          stored: saved.stored,
          opening: { ...opening, gate: { gateId: null, active: null, changes: [], unread } },
        };
      }
    },
    [readBack],
  );

  /**
   * A new survey's schedule failed part way: its editor opens next on the survey as the server has it
   * (linked to its gate by now, perhaps), not on the answer to its creation.
   */
  const refresh = useCallback(
    async (surveyId: string) => {
      await readBack(surveyId, undefined).catch(() => undefined);
    },
    [readBack],
  );

  return { check, arm, kept, refresh };
}
