// Push and pull between a survey and one of its copies: the PATCH that applies one side's version of
// chosen matrix rows onto the other, only what changes. Built on the three-way merge (survey-merge.ts)
// with the target as both base and theirs, so each chosen row is one merge unit laid over the target:
// branching follows questions by identity and a rule whose target is not brought along is said. The
// target keeps its own question ids (PostHog keys answers by them); references are mapped with the
// plan's mapping into the copy's project (push) or back by the same key and name (pull).
import { isPlainObject } from '@/contracts/readable';
import type { Survey } from '@/contracts/survey';
import {
  duplicatedIds,
  matchQuestions,
  questionId,
  questionText,
} from '@/entities/survey/versions/question-match';
import { applyMerge, mergeSurveys } from '@/entities/survey/versions/survey-merge';
import { questionsOf, type SurveyLike } from '@/entities/survey/versions/survey-shape';
import { writeBody } from '@/entities/survey/versions/survey-write';
import { withoutQuestionIds } from './fleet-matrix';
import { invertRemap, mapSurvey, type Remap } from './remap';

export interface SyncBody {
  /** The PATCH (empty when nothing changes). */
  body: Record<string, unknown>;
  /** What the merge had to adjust, in words (a rule pointing at a question not brought along). */
  notes: string[];
}

const TEMPORARY = 'fleet-temporary:';

export interface SyncOptions {
  /**
   * Keep the target's own parts of a question that is brought over: its translations into languages the
   * other side has none for, and its button label where the other side's question has none (default).
   */
  keepOwn?: boolean;
}

/**
 * `brought` (a question from the other side) with the target's own parts of it kept: a localised copy's
 * translations are its own work, which a reworded source would otherwise wipe. A kept translation whose
 * choices no longer match the question's count loses its choices (PostHog refuses a partial one).
 */
function withOwnParts(brought: Record<string, unknown>, own: unknown, label: string, notes: string[]) {
  if (!isPlainObject(own)) return brought;
  const out: Record<string, unknown> = { ...brought };
  const theirs = isPlainObject(brought.translations) ? brought.translations : {};
  const kept: Record<string, unknown> = {};
  const choices = Array.isArray(brought.choices) ? brought.choices.length : null;
  for (const [language, translation] of Object.entries(
    isPlainObject(own.translations) ? own.translations : {},
  )) {
    if (Object.hasOwn(theirs, language)) continue;
    if (
      isPlainObject(translation) &&
      Array.isArray(translation.choices) &&
      translation.choices.length !== choices
    ) {
      const { choices: _choices, ...rest } = translation;
      kept[language] = rest;
      notes.push(
        `${label}: its “${language}” translation keeps its text but not its choices, which no longer match the question's.`,
      );
    } else kept[language] = translation;
  }
  if (Object.keys(kept).length > 0) {
    out.translations = { ...kept, ...theirs };
    notes.push(
      `${label}: its own translations (${Object.keys(kept).join(', ')}) are kept; check they still say what the new wording says.`,
    );
  }
  const button = (question: Record<string, unknown>) =>
    typeof question.buttonText === 'string' && question.buttonText !== '' ? question.buttonText : null;
  if (button(brought) === null && button(own) !== null) out.buttonText = own.buttonText;
  return out;
}

function withIds(questions: readonly unknown[], ids: readonly string[]): unknown[] {
  return questions.map((question, index) =>
    isPlainObject(question) ? { ...question, id: ids[index] } : question,
  );
}

/** Questions back without the ids only this module gave them. */
function withoutTemporaryIds(survey: SurveyLike): SurveyLike {
  if (!Array.isArray(survey.questions)) return survey;
  return {
    ...survey,
    questions: survey.questions.map((question) => {
      if (!isPlainObject(question) || !String(question.id).startsWith(TEMPORARY)) return question;
      const { id: _id, ...rest } = question;
      return rest;
    }),
  };
}

function sync(
  base: Survey,
  copy: Survey,
  push: boolean,
  rows: readonly string[],
  remap: Remap,
  { keepOwn = true }: SyncOptions,
): SyncBody {
  const [from, onto] = push ? [base, copy] : [copy, base];
  const [baseQuestions, copyQuestions] = [questionsOf(base), questionsOf(copy)];
  const match = matchQuestions(questionsOf(withoutQuestionIds(base)), questionsOf(withoutQuestionIds(copy)));
  // Every question of the target is named by its own id where that id names only it.
  const ontoQuestions = questionsOf(onto);
  const twice = duplicatedIds(ontoQuestions);
  const ontoIds = ontoQuestions.map((question, index) => {
    const id = questionId(question);
    return id !== null && !twice.has(id) ? id : `${TEMPORARY}onto:${index}`;
  });
  // A question of the source side takes the id of the question it pairs with, else a new one.
  const fromQuestions = questionsOf(from);
  const fromIds = fromQuestions.map((_, index) => `${TEMPORARY}from:${index}`);
  for (const [b, c] of match.pairs) {
    const [f, o] = push ? [b, c] : [c, b];
    fromIds[f] = ontoIds[o]!;
  }
  const target: SurveyLike = { ...onto, questions: withIds(ontoQuestions, ontoIds) };
  const mapped = mapSurvey(from, push ? remap : invertRemap(remap), onto);
  const mine: SurveyLike = { ...mapped, questions: withIds(fromQuestions, fromIds) };

  // Matrix rows → merge units.
  const copyOnly = new Map<string, number>();
  const seen = new Map<string, number>();
  for (const index of match.added) {
    const text = questionText(copyQuestions[index]);
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    copyOnly.set(`question-only:${text}#${n}`, index);
  }
  const units = new Set<string>();
  for (const row of rows) {
    if (row === 'question-order') units.add(row);
    else if (row.startsWith('setting:')) units.add(row.slice('setting:'.length));
    else if (row.startsWith('question-only:')) {
      const index = copyOnly.get(row);
      if (index !== undefined) units.add(`question:id:${push ? ontoIds[index] : fromIds[index]}`);
    } else if (row.startsWith('question:')) {
      const index = Number(row.slice('question:'.length));
      if (Number.isInteger(index) && index >= 0 && index < baseQuestions.length)
        units.add(`question:id:${push ? fromIds[index] : ontoIds[index]}`);
    }
  }
  const merge = mergeSurveys(target, mine, target);
  const { survey, notes } = applyMerge(
    { ...merge, units: merge.units.filter((unit) => units.has(unit.id)) },
    {},
  );
  const own = new Map(ontoQuestions.map((question, index) => [ontoIds[index]!, question]));
  if (keepOwn && Array.isArray(survey.questions))
    survey.questions = survey.questions.map((question, index) =>
      isPlainObject(question) && units.has(`question:id:${String(question.id)}`)
        ? withOwnParts(question, own.get(String(question.id)), `Q${index + 1}`, notes)
        : question,
    );
  return { body: writeBody(onto, withoutTemporaryIds(survey)), notes };
}

/** The PATCH that applies the survey's (`from`) version of `rows` onto its copy `onto`. */
export function pushBody(
  from: Survey,
  onto: Survey,
  rows: readonly string[],
  remap: Remap,
  options: SyncOptions = {},
): SyncBody {
  return sync(from, onto, true, rows, remap, options);
}

/** The PATCH that applies the copy's (`from`) version of `rows` onto the survey `onto`. */
export function pullBody(
  from: Survey,
  onto: Survey,
  rows: readonly string[],
  remap: Remap,
  options: SyncOptions = {},
): SyncBody {
  return sync(onto, from, false, rows, remap, options);
}
