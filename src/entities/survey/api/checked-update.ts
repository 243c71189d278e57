// The checked save of a survey that exists, written once for the editor's save and the Copies tab's push
// and pull: the survey is read again from the server (never from the cache); if it changed since the user's
// changes were made, their changes and the user's are merged part by part ("Changed elsewhere"); then the
// user reviews what the save changes and what that does to the results ("Review changes"). Each question
// is a promise the caller's `ask` answers with a dialog; after the user has answered, the survey is read
// once more, so what was saved meanwhile is merged too and the PATCH never lands on a survey the user has
// not seen. Another part saved with the survey (the editor's schedule) takes part through `alongside`.
import type { QueryClient } from '@tanstack/react-query';
import type { Survey, SurveyRecord, SurveyWriteBody } from '@/contracts/survey';
import { deriveSurveyStatus } from '../model/survey-status';
import { diffSurveys, isEmptyDiff, type SurveyDiff } from '../versions/survey-diff';
import { impactWords } from '../versions/survey-diff-words';
import {
  applyMerge,
  mergeSurveys,
  type ExtraMergeRow,
  type MergePicks,
  type MergeSide,
  type SurveyMerge,
} from '../versions/survey-merge';
import type { SurveyLike } from '../versions/survey-shape';
import { writeBody } from '../versions/survey-write';
import { surveyQueries } from './surveys.queries';

/** The answers to "Review changes": save it, skip this survey (of several), or stop (go back). */
export type ReviewAnswer = 'save' | 'skip' | 'stop';

/** A part saved with the survey, as the review shows it: `label: before → after`. */
export interface ReviewRow {
  label: string;
  before: string;
  after: string;
}

export type CheckQuestion =
  | {
      kind: 'conflict';
      merge: SurveyMerge;
      /** Rows beside the survey's parts (the part saved alongside), picked like them. */
      extra: ExtraMergeRow[];
      /** The picks for every conflict, or null to leave this survey unsaved. */
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
      /** Which of how many surveys this is, when the caller saves several in turn. */
      position: { index: number; total: number } | null;
      /** What the save writes of the part saved alongside; empty when it writes none. */
      alongside: ReviewRow[];
      resolve: (answer: ReviewAnswer) => void;
    };

/** Shows a question and waits for its answer (`make` is given the function that answers it). */
export type Ask = <T>(make: (resolve: (value: T) => void) => CheckQuestion) => Promise<T>;

/**
 * Another part of what the user saves, checked with the survey: read again each time the survey is, its
 * change elsewhere shown in "Changed elsewhere" and what the save writes of it in "Review changes".
 * `Read` is the part as read; `Outcome` what the save does with it once the user has answered.
 */
export interface SavedAlongside<Read, Outcome> {
  /** The part as the server has it now, beside this read of the survey. Throwing stops the save. */
  read: (record: SurveyRecord) => Promise<Read>;
  /** The part compared with what the user saw and wants; null when it cannot be compared. */
  check: (read: Read, record: SurveyRecord) => AlongsideCheck<Outcome> | null;
  /** Whether it changed between two reads (after the user answered, a change means another round). */
  changed: (before: Read, after: Read) => boolean;
  /** It changed while the user read the dialogs: what they were shown (`read`, settled as `outcome`) is the new base. */
  rebase: (read: Read, outcome: Outcome) => void;
}

export interface AlongsideCheck<Outcome> {
  /** Its row in "Changed elsewhere" (its `id` is its pick's key); null when nobody changed it. */
  row: ExtraMergeRow | null;
  /** Someone else changed it: "Changed elsewhere" opens even when the survey is the same. */
  theirsChanged: boolean;
  /** What the save does with it, given the pick of its row (null: not asked). */
  settle: (pick: MergeSide | null) => Outcome;
  /** What the save writes of it, for the review; null when it writes nothing of it. */
  writes: (outcome: Outcome) => ReviewRow | null;
}

export interface CheckedUpdateRequest<Read, Outcome> {
  queryClient: QueryClient;
  projectId: number;
  surveyId: string;
  /** What the user's changes were made against. */
  stored: SurveyLike;
  /**
   * The whole survey the user wants, made onto a version of it: `onto` is `stored` (`read` null) when the
   * survey changed elsewhere and the user's changes are merged, else the survey as just read.
   */
  want: (onto: SurveyLike, read: Survey | null) => SurveyLike | Promise<SurveyLike>;
  ask: Ask;
  /** `always` (a push or pull), or `when-live`: when the survey is running or has responses (the editor). */
  review: 'always' | 'when-live';
  /** Which of how many surveys this is, for the review's title. */
  position?: { index: number; total: number };
  alongside?: SavedAlongside<Read, Outcome>;
}

export interface CheckedUpdate<Outcome> {
  answer: 'save';
  /** What to PATCH (may be empty: after a merge, nothing of the user's differed from the server). */
  body: SurveyWriteBody;
  /** What the PATCH changes, as the person reads it (empty when nothing of the survey changes). */
  diff: SurveyDiff;
  /** The survey as the server had it just before the save. */
  fresh: SurveyRecord;
  /** The merged survey when the server had changed, else null. */
  merged: SurveyLike | null;
  /** What the save does with the part saved alongside (null: none, or it could not be compared). */
  alongside: Outcome | null;
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
 * What to PATCH, or the user's answer when they left the survey unsaved ('skip' also when they closed
 * "Changed elsewhere"). Throws when the survey (or the part alongside) cannot be read again.
 */
export async function checkedUpdate<Read = never, Outcome = never>(
  request: CheckedUpdateRequest<Read, Outcome>,
): Promise<CheckedUpdate<Outcome> | { answer: 'skip' | 'stop' }> {
  const { queryClient, projectId, surveyId, ask, alongside } = request;
  const read = () => queryClient.fetchQuery({ ...surveyQueries.detail(projectId, surveyId), staleTime: 0 });
  const readPart = async (record: SurveyRecord) =>
    alongside ? { value: await alongside.read(record) } : null;
  /** What the user's changes were made against, and (once merged or answered) the survey they want saved. */
  let base = request.stored;
  let mine: SurveyLike | null = null;
  let fresh = await read();
  let freshPart = await readPart(fresh);
  for (let round = 1; ; round += 1) {
    let answered = false;
    const part = freshPart && alongside ? alongside.check(freshPart.value, fresh) : null;
    let outcome = part ? part.settle(null) : null;
    const surveyChanged = !isEmptyDiff(diffSurveys(base, fresh.raw));
    if (surveyChanged || part?.theirsChanged) {
      const theirsMine = mine ?? (await request.want(base, null));
      const merge = mergeSurveys(base, theirsMine, fresh.raw);
      const row = part?.row;
      const picks = await ask<MergePicks | null>((resolve) => ({
        kind: 'conflict',
        merge,
        extra: row ? [row] : [],
        resolve,
      }));
      if (!picks) return { answer: 'skip' };
      // Only the part alongside changed: the survey the user wants stays as it was.
      if (surveyChanged) mine = applyMerge(merge, picks).survey;
      if (part) outcome = part.settle((row && picks[row.id]) || null);
      answered = true;
    }
    const wanted: SurveyLike = mine ?? (await request.want(fresh.raw, fresh.survey));
    const diff = diffSurveys(fresh.raw, wanted);
    const partWrites = part && outcome !== null ? part.writes(outcome) : null;
    if (!isEmptyDiff(diff) || partWrites) {
      const responses = await queryClient
        .fetchQuery({ ...surveyQueries.responsesCount(projectId), staleTime: 0 })
        .then(
          (counts) => counts[surveyId] ?? 0,
          () => null,
        );
      if (request.review === 'always' || needsReview(fresh.survey, responses)) {
        const running = deriveSurveyStatus(fresh.survey).status === 'running';
        const answer = await ask<ReviewAnswer>((resolve) => ({
          kind: 'review',
          diff,
          impact: impactWords(diff, { responses, running }),
          responses,
          running,
          merged: mine !== null,
          position: request.position ?? null,
          alongside: partWrites ? [partWrites] : [],
          resolve,
        }));
        if (answer !== 'save') return { answer };
        answered = true;
      }
    }
    const done = (record: SurveyRecord): CheckedUpdate<Outcome> => ({
      answer: 'save',
      body: writeBody(fresh.raw, wanted),
      diff,
      fresh: record,
      merged: mine,
      alongside: outcome,
    });
    if (!answered) return done(fresh);
    const again = await read();
    const againPart = await readPart(again);
    const partSame = !freshPart || !againPart || !alongside?.changed(freshPart.value, againPart.value);
    if (isEmptyDiff(diffSurveys(fresh.raw, again.raw)) && partSame) return done(again);
    if (round >= MAX_ROUNDS)
      throw new Error('This survey keeps being changed elsewhere; nothing was saved. Try again in a moment.');
    // Saved elsewhere while the user was reading: what they saw is the new base.
    mine = wanted;
    base = fresh.raw;
    if (alongside && freshPart && outcome !== null) alongside.rebase(freshPart.value, outcome);
    fresh = again;
    freshPart = againPart;
  }
}
