// The flow graph's edits as document operations: one way of leaving a question sent somewhere, a new
// question after another or on one route. Uid-based like every operation of the editor (question-ops),
// and made of the same parts as the form's branching rows, so a route built on the graph is the rule the
// form would have built.
import { answerKeys } from '@/entities/survey/kinds/question-kinds';
import { answerKeyOf, type WayKey } from '@/entities/survey/routing/graph-edit';
import { NEXT, type EditorQuestion, type EditorRule, type RowTarget } from '../document/editor-document';
import { setAnswerRow } from './rule-ops';

/** Where a way of leaving is sent, by uid: "next" is the question that follows (the end after the last). */
export type EditorTarget = { kind: 'next' } | RowTarget;

const rowOf = (target: EditorTarget): RowTarget | null => (target.kind === 'next' ? null : target);

/**
 * The rows of an answer-based rule that routes every answer as the question's rule does now: a rule for
 * every answer (end, a question) becomes one row per answer; "next" and rules the SDK does not know
 * become no rows (every answer goes to the next question).
 */
function rowsFor(question: EditorQuestion, keys: readonly string[]): Record<string, RowTarget> {
  const rule = question.rule;
  if (rule.kind === 'response') return { ...rule.rows };
  if (rule.kind === 'end' || rule.kind === 'question')
    return Object.fromEntries(keys.map((key) => [key, rule.kind === 'end' ? { kind: 'end' } : { ...rule }]));
  return {};
}

/**
 * The question's rule once one way of leaving it goes to `target`; null when that cannot be (a route to
 * itself, an answer group the question does not have). "Any answer" sets the rule for all answers. One
 * answer group turns the rule answer-based, the other answers keeping where they went.
 */
export function routeWay(question: EditorQuestion, way: WayKey, target: EditorTarget): EditorRule | null {
  if (target.kind === 'question' && target.target === question.uid) return null;
  const key = answerKeyOf(way);
  if (key === null) return target.kind === 'next' ? NEXT : { ...target };
  const keys = answerKeys(question);
  if (!keys.includes(key)) return null;
  return setAnswerRow({ kind: 'response', rows: rowsFor(question, keys) }, key, rowOf(target));
}

/** Inserts `question` right after `afterUid`: whatever went on to the next question now meets it first. */
export function insertAfter(
  questions: readonly EditorQuestion[],
  afterUid: string,
  question: EditorQuestion,
): EditorQuestion[] {
  const index = questions.findIndex((candidate) => candidate.uid === afterUid);
  if (index < 0) return [...questions];
  return [...questions.slice(0, index + 1), question, ...questions.slice(index + 1)];
}

/**
 * Inserts `question` on one route: it is placed right after `fromUid`, that way of leaving goes to it and
 * it goes where the route went. The other answers of `fromUid` that went on to the next question are
 * pinned to that question, so no route but the one chosen passes through the new question.
 */
export function insertOnRoute(
  questions: readonly EditorQuestion[],
  fromUid: string,
  way: WayKey,
  question: EditorQuestion,
): EditorQuestion[] {
  const index = questions.findIndex((candidate) => candidate.uid === fromUid);
  if (index < 0) return [...questions];
  const from = questions[index]!;
  const following = questions[index + 1];
  const onward: RowTarget = following ? { kind: 'question', target: following.uid } : { kind: 'end' };
  const key = answerKeyOf(way);
  const keys = answerKeys(from);
  if (key !== null && !keys.includes(key)) return [...questions];
  const rows = rowsFor(from, keys);

  // Where the route went before, so the new question can carry on there.
  let went: RowTarget;
  if (key !== null) went = rows[key] ?? onward;
  else if (from.rule.kind === 'end' || from.rule.kind === 'question') went = from.rule;
  else went = onward;

  let rule: EditorRule = NEXT;
  if (key !== null) {
    for (const other of keys) if (other !== key && !rows[other]) rows[other] = onward;
    delete rows[key];
    rule = { kind: 'response', rows };
  }
  const isLast = index === questions.length - 1;
  const carriesOn: EditorRule =
    went.kind === 'end'
      ? isLast
        ? NEXT
        : { kind: 'end' }
      : went.target === following?.uid
        ? NEXT
        : { kind: 'question', target: went.target };
  const inserted = { ...question, rule: carriesOn } as EditorQuestion;
  return [
    ...questions.slice(0, index),
    { ...from, rule } as EditorQuestion,
    inserted,
    ...questions.slice(index + 1),
  ];
}

/** Whether any question has a rule other than "next" (PostHog refuses branching with shuffled questions). */
export const hasBranching = (questions: readonly EditorQuestion[]) =>
  questions.some((question) => question.rule.kind !== 'next');
