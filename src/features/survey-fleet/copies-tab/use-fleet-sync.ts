// Push and pull between a survey and its copies, one survey at a time and each through the editor's checked
// save (entities/survey/api/checked-update.ts): the survey is read again, a change made to it since the
// Copies tab read it is merged part by part ("Changed elsewhere"), and "Review changes" (always, saying
// which of how many) shows what the save changes and what that does to results before anything is
// written. Only what differs is PATCHed.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Survey } from '@/contracts/survey';
import { checkedUpdate, type Ask, type CheckQuestion } from '@/entities/survey/api/checked-update';
import { patchSurvey } from '@/entities/survey/api/patch-survey';
import { isEmptyDiff } from '@/entities/survey/versions/survey-diff';
import { withWrite, type SurveyLike } from '@/entities/survey/versions/survey-shape';

export interface SyncTarget {
  projectId: number;
  projectName: string;
  surveyId: string;
  /** The survey as the Copies tab read it (what the change was chosen against). */
  read: SurveyLike;
  /** The write that applies the chosen parts onto a version of this survey. */
  change: (onto: Survey) => Promise<Record<string, unknown>>;
}

/** A question of the checked update, with the survey it is about (its name and project are shown). */
export type SyncCheck = CheckQuestion & { target: SyncTarget };

export type SyncOutcome =
  | { target: SyncTarget; status: 'saved' | 'same' | 'skipped' }
  | { target: SyncTarget; status: 'failed'; error: unknown };

export function useFleetSync() {
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<SyncCheck | null>(null);

  /** One survey: its outcome, or 'stop' when the user stopped the whole run. */
  const syncOne = useCallback(
    async (target: SyncTarget, position: { index: number; total: number }) => {
      const { projectId, surveyId } = target;
      const ask: Ask = <T>(make: (resolve: (value: T) => void) => CheckQuestion) =>
        new Promise<T>((resolve) =>
          setCheck({
            ...make((value) => {
              setCheck(null);
              resolve(value);
            }),
            target,
          }),
        );
      const checked = await checkedUpdate({
        queryClient,
        projectId,
        surveyId,
        stored: target.read,
        // The read version is the Copies tab's own (not parsed again), as the change was chosen against it.
        want: async (onto, read) => withWrite(onto, await target.change(read ?? (onto as Survey))),
        ask,
        review: 'always',
        position,
      });
      if (checked.answer !== 'save')
        return checked.answer === 'stop' ? ('stop' as const) : ('skipped' as const);
      if (isEmptyDiff(checked.diff)) return 'same' as const;
      await patchSurvey(queryClient, {
        projectId,
        surveyId,
        body: checked.body,
        action: `update survey “${checked.fresh.survey.name}” in ${target.projectName}`,
      });
      return 'saved' as const;
    },
    [queryClient],
  );

  /** Each target in turn; a failure is reported and the next one goes on. */
  const sync = useCallback(
    async (targets: readonly SyncTarget[]): Promise<SyncOutcome[]> => {
      const outcomes: SyncOutcome[] = [];
      for (const [index, target] of targets.entries()) {
        try {
          const status = await syncOne(target, { index, total: targets.length });
          if (status === 'stop') break;
          outcomes.push({ target, status });
        } catch (error) {
          outcomes.push({ target, status: 'failed', error });
        }
      }
      return outcomes;
    },
    [syncOne],
  );

  return { check, sync };
}
