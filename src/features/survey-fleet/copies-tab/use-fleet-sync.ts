// Push and pull between a survey and its copies, one survey at a time and each through the same checks as
// the editor's save: the survey is read again, a change made to it since the Copies tab read it is merged
// part by part ("Changed elsewhere"), and "Review changes" shows what the save changes and what that does
// to results before anything is written. Only what differs is PATCHed.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Survey, SurveyWriteBody } from '@/contracts/survey';
import { patchSurvey } from '@/entities/survey/api/patch-survey';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { deriveSurveyStatus } from '@/entities/survey/model/survey-status';
import { diffSurveys, isEmptyDiff, type SurveyDiff } from '@/entities/survey/versions/survey-diff';
import { impactWords } from '@/entities/survey/versions/survey-diff-words';
import {
  applyMerge,
  mergeSurveys,
  type MergePicks,
  type SurveyMerge,
} from '@/entities/survey/versions/survey-merge';
import { withWrite, type SurveyLike } from '@/entities/survey/versions/survey-shape';
import { writeBody } from '@/entities/survey/versions/survey-write';

export interface SyncTarget {
  projectId: number;
  projectName: string;
  surveyId: string;
  /** The survey as the Copies tab read it (what the change was chosen against). */
  read: SurveyLike;
  /** The write that applies the chosen parts onto a version of this survey. */
  change: (onto: Survey) => Promise<Record<string, unknown>>;
}

export type ReviewAnswer = 'save' | 'skip' | 'stop';

export type SyncCheck =
  | { kind: 'merge'; target: SyncTarget; merge: SurveyMerge; resolve: (picks: MergePicks | null) => void }
  | {
      kind: 'review';
      target: SyncTarget;
      /** Which of how many surveys this is, when there are several. */
      position: { index: number; total: number };
      diff: SurveyDiff;
      impact: string[];
      merged: boolean;
      resolve: (answer: ReviewAnswer) => void;
    };

export type SyncOutcome =
  | { target: SyncTarget; status: 'saved' | 'same' | 'skipped' }
  | { target: SyncTarget; status: 'failed'; error: unknown };

export function useFleetSync() {
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<SyncCheck | null>(null);

  const ask = useCallback(
    <T>(make: (resolve: (value: T) => void) => SyncCheck) =>
      new Promise<T>((resolve) =>
        setCheck(
          make((value) => {
            setCheck(null);
            resolve(value);
          }),
        ),
      ),
    [],
  );

  /** One survey: its outcome, or 'stop' when the user stopped the whole run. */
  const syncOne = useCallback(
    async (target: SyncTarget, position: { index: number; total: number }) => {
      const { projectId, surveyId } = target;
      const fresh = await queryClient.fetchQuery({
        ...surveyQueries.detail(projectId, surveyId),
        staleTime: 0,
      });
      let wanted: SurveyLike;
      let merged = false;
      if (!isEmptyDiff(diffSurveys(target.read, fresh.raw))) {
        const mine = withWrite(target.read, await target.change(target.read as Survey));
        const merge = mergeSurveys(target.read, mine, fresh.raw);
        const picks = await ask<MergePicks | null>((resolve) => ({ kind: 'merge', target, merge, resolve }));
        if (!picks) return 'skipped' as const;
        wanted = applyMerge(merge, picks).survey;
        merged = true;
      } else {
        wanted = withWrite(fresh.raw, await target.change(fresh.survey));
      }
      const diff = diffSurveys(fresh.raw, wanted);
      if (isEmptyDiff(diff)) return 'same' as const;
      const counts = await queryClient
        .fetchQuery({ ...surveyQueries.responsesCount(projectId), staleTime: 0 })
        .then((all) => all[surveyId] ?? 0)
        .catch(() => null);
      const running = deriveSurveyStatus(fresh.survey).status === 'running';
      const answer = await ask<ReviewAnswer>((resolve) => ({
        kind: 'review',
        target,
        position,
        diff,
        impact: impactWords(diff, { responses: counts, running }),
        merged,
        resolve,
      }));
      if (answer !== 'save') return answer === 'stop' ? ('stop' as const) : ('skipped' as const);
      await patchSurvey(queryClient, {
        projectId,
        surveyId,
        body: writeBody(fresh.raw, wanted) as SurveyWriteBody,
        action: `update survey “${fresh.survey.name}” in ${target.projectName}`,
      });
      return 'saved' as const;
    },
    [ask, queryClient],
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
