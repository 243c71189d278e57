// The editor's form values: survey basics, uid-based questions and the settings sections; and the
// conversions to the API (full body for POST; for PATCH, only what changed, merged onto what the
// server stored so that everything the user did not change goes back exactly as it came).
import { sameJson } from '@/lib/same-json';
import { isPlainObject } from '@/contracts/readable';
import {
  readSurvey,
  type Survey,
  type SurveyCreateBody,
  type SurveyRecord,
  type SurveyWriteBody,
} from '@/contracts/survey';
import { type SurveyAppearance } from '@/contracts/survey-settings';
import { type SurveyQuestion } from '@/contracts/survey-questions';
import { settingsToBody, settingsToValues, type SurveySettingsValues } from '../settings/settings-schema';
import type { ScheduleOpening } from '../settings/schedule';
import { fromApiQuestions, toWireQuestion, type LoadNotice } from './convert';
import { apiViewOf, type ApiView } from './api-view';
import type { EditorQuestion } from './editor-document';
import { mergeOntoStored } from './merge-onto-stored';
import {
  keyedQuestions,
  mergeQuestions,
  shufflesQuestions,
  storedQuestionsByUid,
  storedRulesBlockShuffle,
} from './saved-questions';
import { defaultQuestion } from '@/entities/survey/kinds/question-kinds';
import { withWrite, type SurveyLike } from '@/entities/survey/versions/survey-shape';
import { writeBody } from '@/entities/survey/versions/survey-write';

export interface SurveyEditorValues extends SurveySettingsValues {
  name: string;
  description: string;
  /** One of the four survey types, or a type this version of Surveyor does not know (kept as it is). */
  type: string;
  questions: EditorQuestion[];
}

export interface NewSurveySeed {
  name?: string;
  type?: string;
  questions?: SurveyQuestion[];
  /** The project's start (entities/survey/model/new-survey.ts); PostHog's defaults alone without it. */
  appearance?: SurveyAppearance;
}

/**
 * What the server has, as the editor last saw it: the values it was loaded as and the object as the
 * server sent it. Saves are computed against it; after a save it becomes what was saved.
 */
export interface Baseline {
  values: SurveyEditorValues;
  stored: Record<string, unknown> | null;
  /**
   * What the schedule was read from: the project's zone and the gate as the server held it (its changes'
   * ids, times and crons), so that a save tells a schedule changed since. Absent: not known (a draft of an
   * older release), and then any gate the server has counts as changed since.
   */
  opening?: ScheduleOpening;
}

export function toEditorValues(
  survey: Survey | null,
  seed: NewSurveySeed = {},
  makeUid?: () => string,
  opening?: ScheduleOpening,
): { values: SurveyEditorValues; notices: LoadNotice[] } {
  const apiQuestions = survey ? (survey.questions ?? []) : (seed.questions ?? [defaultQuestion('open')]);
  const { questions, notices } = fromApiQuestions(apiQuestions, makeUid);
  return {
    values: {
      ...settingsToValues(survey, { opening }),
      ...(!survey && seed.appearance ? { appearance: structuredClone(seed.appearance) } : {}),
      name: survey?.name ?? seed.name ?? '',
      description: survey?.description ?? '',
      type: survey?.type ?? seed.type ?? 'popover',
      questions,
    },
    notices,
  };
}

/**
 * The baseline of a survey the editor opens (null: a new survey); `opening`: the project's zone and the
 * schedule its gate holds.
 */
export function baselineOf(
  record: SurveyRecord | null,
  seed?: NewSurveySeed,
  makeUid?: () => string,
  opening?: ScheduleOpening,
): { baseline: Baseline; notices: LoadNotice[] } {
  const { values, notices } = toEditorValues(record?.survey ?? null, seed, makeUid, opening);
  return { baseline: { values, stored: record?.raw ?? null, opening } satisfies Baseline, notices };
}

/** The whole survey as the API takes it (POST). */
export function toWriteBody(
  values: SurveyEditorValues,
  now: Date,
  view: ApiView = apiViewOf(values.questions),
): SurveyCreateBody {
  return {
    ...settingsToBody(values, { now, type: values.type }),
    name: values.name.trim(),
    description: values.description,
    type: values.type as SurveyCreateBody['type'],
    questions: view.questions.map(toWireQuestion),
  };
}

/** The baseline's write body per moment, computed once: "Unsaved changes" asks after every pause. */
const baselineBodies = new WeakMap<SurveyEditorValues, { at: number; body: Record<string, unknown> }>();

function baselineBody(values: SurveyEditorValues, now: Date): Record<string, unknown> {
  const known = baselineBodies.get(values);
  if (known?.at === now.getTime()) return known.body;
  const body = toWriteBody(values, now) as Record<string, unknown>;
  baselineBodies.set(values, { at: now.getTime(), body });
  return body;
}

/**
 * The whole survey the user wants the server to have: what it stored, with each top-level field whose
 * content the user changed laid over it as the server applies a write (within such a field, what the
 * user did not change stays as stored). Every PATCH is `writeBody(stored, nextSurvey(…))`.
 */
export function nextSurvey(
  baseline: Baseline,
  current: SurveyEditorValues,
  now: Date,
  /** Parts whose stored value could not be read: kept as stored, whatever the form holds for them. */
  locked: ReadonlySet<string> = new Set(),
  /** The API view of `current.questions` when the caller has it (the editor's stores). */
  view: ApiView = apiViewOf(current.questions),
): SurveyLike {
  const before = baselineBody(baseline.values, now);
  const after = toWriteBody(current, now, view) as Record<string, unknown>;
  const stored = baseline.stored ?? {};
  const changed: Record<string, unknown> = {};
  // A key that disappears (e.g. targeting filters once the flag is removed) is left as stored.
  for (const key of Object.keys(after))
    if (!locked.has(key) && !sameJson(before[key], after[key])) changed[key] = after[key];
  for (const key of ['appearance', 'conditions'] as const)
    if (key in changed && isPlainObject(stored[key]))
      changed[key] = mergeOntoStored(stored[key], before[key], after[key]);
  const shuffle = shufflesQuestions(after.appearance);
  // Shuffling needs the stored explicit "next question" rules gone (saved-questions.ts).
  if (!locked.has('questions') && ('questions' in changed || (shuffle && storedRulesBlockShuffle(baseline))))
    changed.questions = mergeQuestions(
      storedQuestionsByUid(baseline),
      keyedQuestions(baseline.values.questions),
      keyedQuestions(current.questions, view),
      shuffle,
    );
  return withWrite(stored, changed);
}

/**
 * The PATCH a save would send now, before it reads the survey again: what turns what the server has into
 * `nextSurvey` (writeBody, the entity's one definition of a survey PATCH). Empty: nothing to save.
 */
export function pendingPatch(
  baseline: Baseline,
  current: SurveyEditorValues,
  now: Date,
  locked?: ReadonlySet<string>,
  view?: ApiView,
): SurveyWriteBody {
  return writeBody(baseline.stored ?? {}, nextSurvey(baseline, current, now, locked, view));
}

/** After a save the server has given new questions their ids; keep the editor's uids and order. */
export function withServerQuestionIds(
  values: SurveyEditorValues,
  saved: Pick<Survey, 'questions'>,
): SurveyEditorValues {
  const savedQuestions = saved.questions ?? [];
  if (savedQuestions.length !== values.questions.length) return values;
  return {
    ...values,
    questions: values.questions.map((question, index) => {
      const id = savedQuestions[index]?.id;
      return id && !question.id ? ({ ...question, id } as EditorQuestion) : question;
    }),
  };
}

/**
 * The baseline after a save: the values as saved, and what the server stored — its answer when that
 * could be read, else the survey it was told to become (`next`: it accepted the write).
 */
export function savedBaseline(
  previous: Baseline,
  values: SurveyEditorValues,
  next: SurveyLike,
  answer: SurveyRecord | null,
): Baseline {
  if (answer)
    return {
      values: withServerQuestionIds(values, answer.survey),
      stored: { ...previous.stored, ...answer.raw },
      opening: previous.opening,
    };
  return { values, stored: next, opening: previous.opening };
}

/**
 * The baseline once the editor takes the server's survey as it is (after their changes were merged in):
 * the survey read as when the editor opens it, so question uids follow the server's question ids.
 */
export function rebasedBaseline(stored: Record<string, unknown>, opening?: ScheduleOpening): Baseline {
  const record = readSurvey(stored).value;
  return { values: toEditorValues(record?.survey ?? null, {}, undefined, opening).values, stored, opening };
}
