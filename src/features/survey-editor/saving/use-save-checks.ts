// What happens between "Save" and the PATCH of a survey that exists: the survey is read again from the
// server (never from the cache); if it changed since the editor loaded it, the user sees their changes
// beside theirs ("Changed elsewhere") and settles what both changed; then, if the survey is running or
// has responses, the user reviews what the save changes and what that does to the results ("Review
// changes"). Each dialog is a promise the save awaits; going back to editing sends nothing. After the
// user has answered, the survey is read once more, so what was saved meanwhile is merged too.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SurveyRecord, SurveyWriteBody } from '../../../contracts/survey';
import { surveyQueries } from '../../../entities/survey/api/surveys.queries';
import { diffSurveys, isEmptyDiff, type SurveyDiff } from '../../../entities/survey/versions/survey-diff';
import { impactWords } from '../../../entities/survey/versions/survey-diff-words';
import {
  applyMerge,
  mergeSurveys,
  type MergePicks,
  type SurveyMerge,
} from '../../../entities/survey/versions/survey-merge';
import { writeBody } from '../../../entities/survey/versions/survey-write';
import type { SurveyLike } from '../../../entities/survey/versions/survey-shape';
import { deriveSurveyStatus } from '../../../entities/survey/model/survey-status';

export type SaveCheck =
  | {
      kind: 'conflict';
      merge: SurveyMerge;
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
      resolve: (go: boolean) => void;
    };

export interface CheckedUpdate {
  /** What to PATCH (may be empty: after a merge, nothing of the user's differed from the server). */
  body: SurveyWriteBody;
  /** The survey as the server had it just before the save. */
  fresh: SurveyRecord;
  /** The merged survey when the server had changed, else null. */
  merged: SurveyLike | null;
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
   * again. Each time the user has answered a dialog (time has passed), the survey is read once more and
   * anything saved meanwhile is merged in the same way, so the PATCH never lands on a survey the user
   * has not seen.
   */
  const beforeUpdate = useCallback(
    /** `next`: the whole survey the user wants, made from `stored` (what their changes were made against). */
    async (stored: SurveyLike, next: SurveyLike): Promise<CheckedUpdate | null> => {
      const id = surveyId!;
      /** What the user's changes were made against, and (once merged) the survey they want saved. */
      let base = stored;
      let mine: SurveyLike | null = null;
      let fresh = await read();
      for (let round = 1; ; round += 1) {
        let answered = false;
        if (!isEmptyDiff(diffSurveys(base, fresh.raw))) {
          const merge = mergeSurveys(base, mine ?? next, fresh.raw);
          const picks = await ask<MergePicks | null>((resolve) => ({ kind: 'conflict', merge, resolve }));
          if (!picks) return null;
          mine = applyMerge(merge, picks).survey;
          answered = true;
        }
        const wanted: SurveyLike = mine ?? next;
        const send = writeBody(fresh.raw, wanted);
        const diff = diffSurveys(fresh.raw, wanted);
        if (!isEmptyDiff(diff)) {
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
              resolve,
            }));
            if (!go) return null;
            answered = true;
          }
        }
        if (!answered) return { body: send as SurveyWriteBody, fresh, merged: mine };
        const again = await read();
        if (isEmptyDiff(diffSurveys(fresh.raw, again.raw)))
          return { body: send as SurveyWriteBody, fresh: again, merged: mine };
        if (round >= MAX_ROUNDS)
          throw new Error(
            'This survey keeps being changed elsewhere; nothing was saved. Try again in a moment.',
          );
        // Saved elsewhere while the user was reading: what they saw is the new base.
        mine = wanted;
        base = fresh.raw;
        fresh = again;
      }
    },
    [ask, projectId, queryClient, read, surveyId],
  );

  return { checks: store, beforeUpdate };
}
