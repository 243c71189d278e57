// What happens between "Save" and the PATCH of a survey that exists: the survey (and its gate, when it
// has one or the save schedules it) is read again from the server (never from the cache); if either
// changed since the editor loaded it, the user sees their changes beside theirs ("Changed elsewhere") and
// settles what both changed; then, if the survey is running or has responses, the user reviews what the
// save changes, its schedule included, and what that does to the results ("Review changes"). Each dialog
// is a promise the save awaits; going back to editing sends nothing. After the user has answered, both
// are read once more, so what was saved meanwhile is merged too.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SurveyRecord, SurveyWriteBody } from '@/contracts/survey';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { diffSurveys, isEmptyDiff, type SurveyDiff } from '@/entities/survey/versions/survey-diff';
import { impactWords } from '@/entities/survey/versions/survey-diff-words';
import {
  applyMerge,
  mergeSurveys,
  type MergePicks,
  type SurveyMerge,
} from '@/entities/survey/versions/survey-merge';
import { writeBody } from '@/entities/survey/versions/survey-write';
import type { SurveyLike } from '@/entities/survey/versions/survey-shape';
import { deriveSurveyStatus } from '@/entities/survey/model/survey-status';
import { gateChangedSince } from '../settings/gate-snapshot';
import { scheduleTouched } from '../settings/schedule';
import {
  readGateSnapshot,
  resolveSchedule,
  scheduleVerdict,
  scheduleWords,
  SCHEDULE_UNIT,
  type ScheduleResolution,
  type ScheduleRow,
  type ScheduleSide,
} from './schedule-check';

export type SaveCheck =
  | {
      kind: 'conflict';
      merge: SurveyMerge;
      /** Rows beside the survey's parts (its schedule), picked like them. */
      extra: ScheduleRow[];
      /** The picks for every conflict, or null to go back to editing. */
      resolve: (picks: MergePicks | null) => void;
    }
  | {
      kind: 'review';
      diff: SurveyDiff;
      impact: string[];
      /** Responses so far; null when they could not be counted. */
      responses: number | null;
      running: boolean;
      /** Their changes were merged into this save (the review then shows the merged result). */
      merged: boolean;
      /** The schedule this save writes, from what the server has now to what the user asks; else null. */
      schedule: { before: string; after: string } | null;
      resolve: (go: boolean) => void;
    };

export interface CheckedUpdate {
  /** What to PATCH (may be empty: after a merge, nothing of the user's differed from the server). */
  body: SurveyWriteBody;
  /** The survey as the server had it just before the save. */
  fresh: SurveyRecord;
  /** The merged survey when the server had changed, else null. */
  merged: SurveyLike | null;
  /** What the save does with the schedule (null: the save has nothing to do with a gate). */
  schedule: ScheduleResolution | null;
}

/**
 * A survey is reviewed before a save when respondents can see it now, or when it has responses (an
 * unknown count counts as "has" for a survey ever launched).
 */
export function needsReview(survey: SurveyRecord['survey'], responses: number | null): boolean {
  if (deriveSurveyStatus(survey).status === 'running') return true;
  return responses === null ? Boolean(survey.start_date) : responses > 0;
}

/** How many times a save reads the survey again after the user answered, before it gives up. */
const MAX_ROUNDS = 5;

/**
 * The dialog a save waits on, outside React state: only what shows the dialog (useSaveCheck) draws
 * again when it opens or closes, not the whole editor around it (at 200 questions that render is most
 * of Save → dialog).
 */
export class SaveCheckStore {
  private current: SaveCheck | null = null;
  private readonly listeners = new Set<() => void>();

  readonly get = () => this.current;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  set(check: SaveCheck | null) {
    this.current = check;
    this.listeners.forEach((listener) => listener());
  }
}

/** The dialog the save waits on now, or null. */
export const useSaveCheck = (store: SaveCheckStore) =>
  useSyncExternalStore(store.subscribe, store.get, store.get);

export function useSaveChecks(projectId: number, surveyId: string | null) {
  const queryClient = useQueryClient();
  const [store] = useState(() => new SaveCheckStore());

  const ask = useCallback(
    <T>(make: (resolve: (value: T) => void) => SaveCheck) =>
      new Promise<T>((resolve) =>
        store.set(
          make((value) => {
            store.set(null);
            resolve(value);
          }),
        ),
      ),
    [store],
  );

  const read = useCallback(
    () => queryClient.fetchQuery({ ...surveyQueries.detail(projectId, surveyId!), staleTime: 0 }),
    [projectId, queryClient, surveyId],
  );

  /**
   * What to PATCH, or null when the user went back to editing. Throws when the survey cannot be read
   * again (or its gate, when the user changed the schedule). Each time the user has answered a dialog
   * (time has passed), both are read once more and anything saved meanwhile is merged in the same way,
   * so the PATCH never lands on a survey the user has not seen.
   */
  const beforeUpdate = useCallback(
    /**
     * `next`: the whole survey the user wants, made from `stored` (what their changes were made against);
     * `schedule`: the gate's side of the save, when the survey has a gate or the save schedules it.
     */
    async (
      stored: SurveyLike,
      next: SurveyLike,
      schedule: ScheduleSide | null = null,
    ): Promise<CheckedUpdate | null> => {
      const id = surveyId!;
      /** What the user's changes were made against, and (once merged) the survey they want saved. */
      let base = stored;
      let mine: SurveyLike | null = null;
      let side = schedule;
      let fresh = await read();
      const readGate = async (record: SurveyRecord) => {
        if (!side) return null;
        const gate = await readGateSnapshot(queryClient, projectId, record.survey);
        if (gate.unread && scheduleTouched(side.before, side.wanted))
          throw new Error(
            `The survey's gate flag could not be read just before saving, so nothing was saved: ${gate.unread}`,
          );
        return gate;
      };
      let freshGate = await readGate(fresh);
      for (let round = 1; ; round += 1) {
        let answered = false;
        const verdict =
          side && freshGate && !freshGate.unread
            ? scheduleVerdict(side, freshGate, fresh.survey, Date.now())
            : null;
        let resolution = verdict && side ? resolveSchedule(verdict, side.base, null) : null;
        const surveyChanged = !isEmptyDiff(diffSurveys(base, fresh.raw));
        if (surveyChanged || verdict?.theirsChanged) {
          const merge = mergeSurveys(base, mine ?? next, fresh.raw);
          const extra = verdict?.row ? [verdict.row] : [];
          const picks = await ask<MergePicks | null>((resolve) => ({
            kind: 'conflict',
            merge,
            extra,
            resolve,
          }));
          if (!picks) return null;
          if (surveyChanged) mine = applyMerge(merge, picks).survey;
          if (verdict && side) resolution = resolveSchedule(verdict, side.base, picks[SCHEDULE_UNIT] ?? null);
          answered = true;
        }
        const wanted: SurveyLike = mine ?? next;
        const send = writeBody(fresh.raw, wanted);
        const diff = diffSurveys(fresh.raw, wanted);
        const writesSchedule = resolution?.write === true;
        if (!isEmptyDiff(diff) || writesSchedule) {
          const responses = await queryClient
            .fetchQuery({ ...surveyQueries.responsesCount(projectId), staleTime: 0 })
            .then(
              (counts) => counts[id] ?? 0,
              () => null,
            );
          if (needsReview(fresh.survey, responses)) {
            const running = deriveSurveyStatus(fresh.survey).status === 'running';
            const go = await ask<boolean>((resolve) => ({
              kind: 'review',
              diff,
              impact: impactWords(diff, { responses, running }),
              responses,
              running,
              merged: mine !== null,
              schedule:
                writesSchedule && resolution && side
                  ? { before: scheduleWords(resolution.theirs), after: scheduleWords(side.wanted) }
                  : null,
              resolve,
            }));
            if (!go) return null;
            answered = true;
          }
        }
        const done = (record: SurveyRecord): CheckedUpdate => ({
          body: send as SurveyWriteBody,
          fresh: record,
          merged: mine,
          schedule: resolution,
        });
        if (!answered) return done(fresh);
        const again = await read();
        const againGate = await readGate(again);
        const gateSame = !freshGate || !againGate || !gateChangedSince(freshGate, againGate);
        if (isEmptyDiff(diffSurveys(fresh.raw, again.raw)) && gateSame) return done(again);
        if (round >= MAX_ROUNDS)
          throw new Error(
            'This survey keeps being changed elsewhere; nothing was saved. Try again in a moment.',
          );
        // Saved elsewhere while the user was reading: what they saw is the new base.
        mine = wanted;
        base = fresh.raw;
        if (side && resolution && freshGate)
          side = {
            ...side,
            base: freshGate,
            before: resolution.theirs,
            wanted: resolution.takeTheirs ? resolution.theirs : side.wanted,
          };
        fresh = again;
        freshGate = againGate;
      }
    },
    [ask, projectId, queryClient, read, surveyId],
  );

  return { checks: store, beforeUpdate };
}
