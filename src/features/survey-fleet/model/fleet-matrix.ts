// The fleet matrix: a survey against each of its copies, one row per question of the survey, per
// question found only in copies, for the question order and per setting that differs anywhere; each cell
// says "same" or the difference in the review diff's words. Copies carry new question ids
// (duplicate_to_projects drops them and ensure_question_ids makes new ones), so questions pair by text,
// then by position, never by id. References compare in the copy's terms (the plan's mapping), else the
// linked flag by key and actions by name.
import { isPlainObject } from '@/contracts/readable';
import type { Survey } from '@/contracts/survey';
import {
  diffSurveys,
  questionLabel,
  settingOrder,
  type QuestionChange,
  type SurveyDiff,
} from '@/entities/survey/versions/survey-diff';
import {
  branchingChangeWords,
  questionChangeWords,
  settingChangeWords,
  settingLabel,
} from '@/entities/survey/versions/survey-diff-words';
import { questionText } from '@/entities/survey/versions/question-match';
import {
  LIFECYCLE_FIELDS,
  linkedFlagOf,
  questionsOf,
  targetingOf,
  type SurveyLike,
} from '@/entities/survey/versions/survey-shape';
import type { FlagRef, NamedRef } from './fleet-types';
import { mapSurvey, type Remap } from './remap';
import { cohortIdOf, groupProperties, targetingGroups } from './references';

export interface FleetCopy {
  projectId: number;
  projectName: string;
  survey: Survey;
  /** The mapping into this copy's project (the plan's); without it, the flag by key, actions by name. */
  remap?: Remap;
}

export interface MatrixCell {
  state: 'same' | 'differs';
  /** The differences in the review diff's words (empty when the same). */
  words: string[];
}

export interface MatrixRow {
  /** `question:<index in the survey>`, `question-only:<text>#<n>`, `question-order` or `setting:<path>`. */
  id: string;
  kind: 'question' | 'question-only' | 'order' | 'setting';
  label: string;
  /** One per copy, in the order of `copies`. */
  cells: MatrixCell[];
}

export interface FleetMatrix {
  columns: { projectId: number; projectName: string; surveyId: string }[];
  rows: MatrixRow[];
}

/** Questions without their ids: a copy's ids are new, so ids say nothing about which is which. */
export function withoutQuestionIds(survey: SurveyLike): SurveyLike {
  return {
    ...survey,
    questions: questionsOf(survey).map((question) => {
      if (!isPlainObject(question)) return question;
      const { id: _id, ...rest } = question;
      return rest;
    }),
  };
}

/** The mapping a copy's own references imply: its flag when it has the same key, actions of the same name. */
function impliedRemap(base: SurveyLike, copy: SurveyLike): Remap {
  const flags = new Map<number, FlagRef>();
  const [mine, theirs] = [linkedFlagOf(base), linkedFlagOf(copy)];
  if (mine && theirs && (mine.key === undefined || mine.key === theirs.key))
    flags.set(mine.id, { id: theirs.id, key: theirs.key ?? '', variants: [] });
  const named = (survey: SurveyLike): NamedRef[] => {
    const actions = isPlainObject(survey.conditions) ? survey.conditions.actions : null;
    const values = isPlainObject(actions) && Array.isArray(actions.values) ? actions.values : [];
    return values
      .filter(isPlainObject)
      .flatMap((action) =>
        typeof action.id === 'number'
          ? [{ id: action.id, name: typeof action.name === 'string' ? action.name : null }]
          : [],
      );
  };
  const theirActions = named(copy);
  const actions = new Map<number, NamedRef>();
  for (const action of named(base)) {
    const found = theirActions.find(
      (other) => other.id === action.id || (action.name !== null && other.name === action.name),
    );
    if (found) actions.set(action.id, found);
  }
  // Cohorts cannot be named here: their ids are compared as they are.
  const cohorts = new Map<number, number>();
  for (const group of targetingGroups(targetingOf(base)))
    for (const property of groupProperties(group)) {
      const id = cohortIdOf(property);
      if (id !== null) cohorts.set(id, id);
    }
  return { flags, cohorts, actions, targeting: true };
}

/** The base in the copy's terms; the variant is kept as the base has it (the copy's flag is not looked up). */
function inCopyTerms(base: SurveyLike, copy: FleetCopy): SurveyLike {
  const remap = copy.remap ? { ...copy.remap, targeting: true } : impliedRemap(base, copy.survey);
  const mapped = mapSurvey(base, remap, copy.survey);
  const variant = isPlainObject(base.conditions) ? base.conditions.linkedFlagVariant : undefined;
  if (!copy.remap && variant !== undefined && isPlainObject(mapped.conditions))
    mapped.conditions = { ...mapped.conditions, linkedFlagVariant: variant };
  return mapped;
}

const LIFECYCLE = new Set<string>(LIFECYCLE_FIELDS);

/** Which row each change of one copy's diff belongs to, with its words. */
function rowsOfDiff(diff: SurveyDiff, copyQuestions: readonly unknown[]): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  const add = (id: string, words: string) => rows.set(id, [...(rows.get(id) ?? []), words]);
  const onlyCount = new Map<string, number>();
  const onlyId = (index: number) => {
    const text = questionText(copyQuestions[index]);
    const n = (onlyCount.get(text) ?? 0) + 1;
    onlyCount.set(text, n);
    return `question-only:${text}#${n}`;
  };
  const rowOf = (change: QuestionChange) =>
    change.kind === 'added'
      ? onlyId(change.after.index)
      : change.kind === 'moved'
        ? 'question-order'
        : `question:${change.before.index}`;
  // Added questions come in the copy's order: the n-th of one text is the same row in every copy.
  for (const change of diff.questions) add(rowOf(change), questionChangeWords(change));
  for (const change of diff.branching) add(`question:${change.before.index}`, branchingChangeWords(change));
  for (const change of diff.settings)
    if (!LIFECYCLE.has(change.path)) add(`setting:${change.path}`, settingChangeWords(change));
  return rows;
}

export function fleetMatrix(base: Survey, copies: readonly FleetCopy[]): FleetMatrix {
  const baseQuestions = questionsOf(base);
  const perCopy = copies.map((copy) => {
    const diff = diffSurveys(withoutQuestionIds(inCopyTerms(base, copy)), withoutQuestionIds(copy.survey));
    return rowsOfDiff(diff, questionsOf(copy.survey));
  });
  const labels = new Map<string, { kind: MatrixRow['kind']; label: string }>();
  baseQuestions.forEach((question, index) =>
    labels.set(`question:${index}`, {
      kind: 'question',
      label: questionLabel({ index, text: questionText(question) }),
    }),
  );
  const only: string[] = [];
  const settings: string[] = [];
  let order = false;
  for (const rows of perCopy)
    for (const id of rows.keys()) {
      if (labels.has(id) || only.includes(id) || settings.includes(id)) continue;
      if (id.startsWith('question-only:')) only.push(id);
      else if (id === 'question-order') order = true;
      else if (id.startsWith('setting:')) settings.push(id);
    }
  for (const id of only) {
    const text = id.slice('question-only:'.length).replace(/#\d+$/, '');
    labels.set(id, {
      kind: 'question-only',
      label: `Only in copies: ${questionLabel({ index: 0, text }).replace(/^Q1 /, '')}`,
    });
  }
  if (order) labels.set('question-order', { kind: 'order', label: 'Question order' });
  settings.sort((a, b) => settingOrder(a.slice(8), b.slice(8)));
  for (const id of settings) labels.set(id, { kind: 'setting', label: settingLabel(id.slice(8)) });
  return {
    columns: copies.map((copy) => ({
      projectId: copy.projectId,
      projectName: copy.projectName,
      surveyId: copy.survey.id,
    })),
    rows: [...labels].map(([id, { kind, label }]) => ({
      id,
      kind,
      label,
      cells: perCopy.map((rows) => {
        const words = rows.get(id) ?? [];
        return { state: words.length ? 'differs' : 'same', words };
      }),
    })),
  };
}
