// What happens between "Save" and the PATCH of a survey that exists: the entity's checked update
// (entities/survey/api/checked-update.ts) reads the survey again, merges a change made elsewhere ("Changed
// elsewhere") and, when the survey is running or has responses, has the user review the save ("Review
// changes"). The editor adds its schedule as the part saved with the survey (schedule-check.ts) and shows
// the questions from a store of their own. Going back to editing sends nothing.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SurveyRecord, SurveyWriteBody } from '@/contracts/survey';
import { checkedUpdate, type Ask, type CheckQuestion } from '@/entities/survey/api/checked-update';
import type { SurveyLike } from '@/entities/survey/versions/survey-shape';
import { scheduleAlongside, type ScheduleResolution, type ScheduleSide } from './schedule-check';

type Review = Extract<CheckQuestion, { kind: 'review' }>;

/** A question of the checked update, as the editor asks it: "Review changes" is saved or not. */
export type SaveCheck =
  | Extract<CheckQuestion, { kind: 'conflict' }>
  | (Omit<Review, 'resolve'> & { resolve: (go: boolean) => void });

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

  const ask: Ask = useCallback(
    <T>(make: (resolve: (value: T) => void) => CheckQuestion) =>
      new Promise<T>((resolve) => {
        const question = make((value) => {
          store.set(null);
          resolve(value);
        });
        store.set(
          question.kind === 'review'
            ? { ...question, resolve: (go: boolean) => question.resolve(go ? 'save' : 'stop') }
            : question,
        );
      }),
    [store],
  );

  /**
   * What to PATCH, or null when the user went back to editing. `next`: the whole survey the user wants,
   * made from `stored` (what their changes were made against); `schedule`: the gate's side of the save,
   * when the survey has a gate or the save schedules it. Throws when the survey cannot be read again (or
   * its gate, when the user changed the schedule).
   */
  const beforeUpdate = useCallback(
    async (
      stored: SurveyLike,
      next: SurveyLike,
      schedule: ScheduleSide | null = null,
    ): Promise<CheckedUpdate | null> => {
      const checked = await checkedUpdate({
        queryClient,
        projectId,
        surveyId: surveyId!,
        stored,
        want: () => next,
        ask,
        review: 'when-live',
        alongside: schedule ? scheduleAlongside(queryClient, projectId, schedule) : undefined,
      });
      if (checked.answer !== 'save') return null;
      return {
        body: checked.body,
        fresh: checked.fresh,
        merged: checked.merged,
        schedule: checked.alongside,
      };
    },
    [ask, projectId, queryClient, surveyId],
  );

  return { checks: store, beforeUpdate };
}
