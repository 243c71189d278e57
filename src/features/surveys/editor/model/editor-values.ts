// The editor's form values: survey basics, uid-based questions and the settings sections; and the
// conversions to the API (full body for POST, only what changed for PATCH).
import type {
  Survey,
  SurveyCreateBody,
  SurveyQuestion,
  SurveyType,
  SurveyWriteBody,
} from '../../../../contracts/survey';
import {
  settingsToBody,
  settingsToValues,
  withCoupledSettings,
  type SurveySettingsValues,
} from '../settings/settings-form';
import { fromApiQuestions, toApiQuestions, type LoadNotice } from './convert';
import type { EditorQuestion } from './editor-document';
import { defaultQuestion } from './question-kinds';

export interface SurveyEditorValues extends SurveySettingsValues {
  name: string;
  description: string;
  type: SurveyType;
  questions: EditorQuestion[];
}

export interface NewSurveySeed {
  name?: string;
  type?: SurveyType;
  questions?: SurveyQuestion[];
}

export function toEditorValues(
  survey: Survey | null,
  seed: NewSurveySeed = {},
  makeUid?: () => string,
): { values: SurveyEditorValues; notices: LoadNotice[] } {
  const apiQuestions = survey ? (survey.questions ?? []) : (seed.questions ?? [defaultQuestion('open')]);
  const { questions, notices } = fromApiQuestions(apiQuestions, makeUid);
  return {
    values: {
      ...settingsToValues(survey),
      name: survey?.name ?? seed.name ?? '',
      description: survey?.description ?? '',
      type: survey?.type ?? seed.type ?? 'popover',
      questions,
    },
    notices,
  };
}

/** The whole survey as the API takes it (POST). */
export function toWriteBody(values: SurveyEditorValues, now: Date): SurveyCreateBody {
  return {
    ...settingsToBody(values, { now, type: values.type }),
    name: values.name.trim(),
    description: values.description,
    type: values.type,
    questions: toApiQuestions(values.questions),
  };
}

/**
 * Only the top-level fields whose content changed (PATCH). Both sides go through the same conversion,
 * so fields the user did not touch are never sent, and fields the editor does not know are never sent.
 */
export function changedBody(
  initial: SurveyEditorValues,
  current: SurveyEditorValues,
  now: Date,
): SurveyWriteBody {
  const before = toWriteBody(initial, now) as Record<string, unknown>;
  const after = toWriteBody(current, now) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  // A key that disappears (e.g. targeting filters once the flag is removed) is left out, never nulled.
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) body[key] = after[key];
  }
  // Some fields are only read together by the server (iteration count and frequency, flag and variant).
  return Object.keys(body).length
    ? withCoupledSettings(body as SurveyWriteBody, after as SurveyWriteBody)
    : (body as SurveyWriteBody);
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
      return id && !question.id ? { ...question, id } : question;
    }),
  };
}
