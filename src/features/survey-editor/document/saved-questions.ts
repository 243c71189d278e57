// The questions as a save would leave them on the server, question by question: what the user edited is
// laid over what was stored, and what they did not edit stays exactly as stored. The save's PATCH and the
// editor's live flow both read it, so the flow shows what respondents will get, not only what the form
// holds (a stored rule the form shows in other words included).
import type { ReadQuestion } from '@/contracts/survey-questions';
import { isPlainObject } from '@/contracts/readable';
import { toWireQuestion } from './convert';
import { apiViewOf, type ApiView } from './api-view';
import { sameJson } from '@/lib/same-json';
import type { EditorQuestion } from './editor-document';
import { mergeOntoStored } from './merge-onto-stored';

/** What the questions of a save are computed from (the editor's Baseline, or any loaded version). */
export interface QuestionsBase {
  values: { questions: readonly EditorQuestion[] };
  stored: Record<string, unknown> | null;
}

/** A question as converted for the API, with the editor uid it came from. */
export interface KeyedQuestion {
  uid: string;
  question: unknown;
}

export const keyedQuestions = (
  questions: readonly EditorQuestion[],
  view: ApiView = apiViewOf(questions),
): KeyedQuestion[] =>
  view.questions.map((question, index) => ({ uid: view.uids[index]!, question: toWireQuestion(question) }));

/** The stored question of each baseline uid (the editor reads questions one for one, in order). */
export function storedQuestionsByUid(base: QuestionsBase): Map<string, unknown> {
  const stored = base.stored?.questions;
  if (!Array.isArray(stored) || stored.length !== base.values.questions.length) return new Map();
  return new Map(base.values.questions.map((question, index) => [question.uid, stored[index]]));
}

/**
 * PostHog's documented "next question" rule, `{"type": "next_question"}` (the `Survey.questions` help
 * text in products/surveys/backend/models.py; the MCP/OpenAPI SurveyBranchingSchema), which surveys made
 * through the API or by an agent carry. posthog-js treats it as "go to index + 1", even after the last
 * question (survey-branching.mjs), and counts it as branching, so it does not shuffle (`hasBranching`,
 * surveys-extension-utils.mjs); the server refuses it with shuffling (`has_branching = any(question.get(
 * "branching") is not None …)` in survey.py validate()). The editor writes "next question" as no
 * `branching`, so an explicit one goes when its question is edited, and from every question when
 * shuffling is on.
 */
export function isExplicitNext(question: unknown): boolean {
  return (
    isPlainObject(question) &&
    isPlainObject(question.branching) &&
    question.branching.type === 'next_question'
  );
}

function withoutBranching(question: unknown): unknown {
  if (!isPlainObject(question)) return question;
  const { branching: _dropped, ...rest } = question;
  return rest;
}

const hasBranching = (question: unknown) => isPlainObject(question) && question.branching !== undefined;

/** Whether a save must drop the stored explicit "next question" rules of untouched questions. */
export const shufflesQuestions = (appearance: unknown): boolean =>
  isPlainObject(appearance) && appearance.shuffleQuestions === true;

/**
 * The questions to send: the user's order, each question merged onto the stored one with the same uid
 * (matched by identity, not position, so a move sends every question as it was stored). A new question
 * has nothing stored and is sent as converted. An explicit "next question" rule goes from a question the
 * user edited (they see "next question", which the editor writes as no rule) and, with `shuffle`, from all.
 */
export function mergeQuestions(
  stored: ReadonlyMap<string, unknown>,
  before: readonly KeyedQuestion[],
  after: readonly KeyedQuestion[],
  shuffle = false,
): unknown[] {
  const beforeByUid = new Map(before.map((entry) => [entry.uid, entry.question]));
  return after.map(({ uid, question }) => {
    if (!stored.has(uid) || !beforeByUid.has(uid)) return question;
    const edited = !sameJson(beforeByUid.get(uid), question);
    const merged = edited
      ? mergeOntoStored(stored.get(uid), beforeByUid.get(uid), question)
      : stored.get(uid);
    return (edited || shuffle) && isExplicitNext(merged) && !hasBranching(question)
      ? withoutBranching(merged)
      : merged;
  });
}

/** Whether the stored questions carry a rule that shuffling requires the save to remove. */
export const storedRulesBlockShuffle = (base: QuestionsBase): boolean =>
  Array.isArray(base.stored?.questions) && base.stored.questions.some(isExplicitNext);

/**
 * The questions the editor's flow shows: the form's, except that a question nobody edited keeps a stored
 * explicit "next question" rule (on the last question posthog-js then steps past the end, which the flow
 * check names), as the save would keep it.
 */
export function flowQuestions(base: QuestionsBase, view: ApiView, appearance: unknown): ReadQuestion[] {
  const questions = view.questions;
  if (!storedRulesBlockShuffle(base) || shufflesQuestions(appearance)) return questions;
  const stored = storedQuestionsByUid(base);
  const before = new Map(keyedQuestions(base.values.questions).map((entry) => [entry.uid, entry.question]));
  return questions.map((question, index) => {
    const uid = view.uids[index]!;
    if (question.branching || !isExplicitNext(stored.get(uid))) return question;
    return sameJson(before.get(uid), toWireQuestion(question))
      ? ({ ...question, branching: { type: 'next_question' } } as ReadQuestion)
      : question;
  });
}
