// What changed between two versions of a survey, structured: questions added, removed, moved, reworded,
// of another kind, with other choices or another scale, or with another detail; where each answer now
// leads; every setting before → after. One pure function over the API's survey shape, used by the
// editor's review and "changed elsewhere" dialogs and by the survey page's history.
import { isPlainObject } from '@/contracts/readable';
import { readQuestion } from '@/contracts/survey-questions';
import { isolateShown } from '@/lib/bidi';
import { htmlToText } from '@/lib/sanitize-html';
import { answerBranchingOf, kindSummary } from '../kinds/question-kinds';
import { matchQuestions, questionText, type QuestionMatch } from './question-match';
import {
  KEYED_PARTS,
  ownField,
  questionsOf,
  sameValue,
  settingEntries,
  type SurveyLike,
} from './survey-shape';

/** A question in one version: its position (0-based) and its text as stored. */
export interface QuestionRef {
  index: number;
  text: string;
}

interface Paired {
  before: QuestionRef;
  after: QuestionRef;
}

export type QuestionChange =
  | { kind: 'added'; after: QuestionRef; type: string }
  | { kind: 'removed'; before: QuestionRef; type: string }
  | ({ kind: 'moved' } & Paired)
  | ({ kind: 'reworded' } & Paired)
  | ({ kind: 'type'; from: string; to: string } & Paired)
  | ({ kind: 'choices'; from: string[]; to: string[]; otherFrom: boolean; otherTo: boolean } & Paired)
  | ({ kind: 'scale'; from: string; to: string } & Paired)
  | ({ kind: 'detail'; field: string; from: unknown; to: unknown } & Paired);

/** One way out of a question that leads elsewhere now ("Q1 0–6 (Detractors): Q2 → end"). */
export interface BranchingChange extends Paired {
  /** The answer, in words ("0–6 (Detractors)", "“Yes”"); null for every (other) answer. */
  answer: string | null;
  /** Whether the question routes by answer in either version (then null means "any other answer"). */
  byAnswer: boolean;
  from: string;
  to: string;
}

export interface SettingChange {
  /** `name`, `appearance.backgroundColor`, `linked_flag`, `targeting_flag`… */
  path: string;
  before: unknown;
  after: unknown;
}

export interface SurveyDiff {
  questions: QuestionChange[];
  branching: BranchingChange[];
  settings: SettingChange[];
}

export const isEmptyDiff = (diff: SurveyDiff) =>
  diff.questions.length === 0 && diff.branching.length === 0 && diff.settings.length === 0;

/** Fields of a question compared on their own (the rest are "details"). */
const OWN_FIELDS = new Set([
  'id',
  'type',
  'question',
  'choices',
  'hasOpenChoice',
  'display',
  'scale',
  'branching',
]);

const typeOf = (question: unknown) =>
  isPlainObject(question) && typeof question.type === 'string' ? question.type : 'unknown';
const choicesOf = (question: unknown) =>
  isPlainObject(question) && Array.isArray(question.choices) ? question.choices.map(String) : [];
const field = (question: unknown, key: string) =>
  isPlainObject(question) ? ownField(question, key) : undefined;

/** "number 0–10", "emoji 1–5", "no display 5": a rating's scale in words. */
function scaleOf(question: unknown): string | null {
  if (typeOf(question) !== 'rating') return null;
  const read = readQuestion(question);
  return read.type === 'rating' ? kindSummary(read) : null;
}

// ---- branching --------------------------------------------------------------------------------

/** Where answers go, by answer key ('*': every other answer), with targets named by question identity. */
function routesOf(question: unknown, identities: readonly string[]): Map<string, string> {
  const routes = new Map<string, string>();
  const branching = field(question, 'branching');
  const target = (value: unknown) =>
    value === 'end'
      ? 'end'
      : typeof value === 'number' && Number.isInteger(value) && identities[value] !== undefined
        ? `q:${identities[value]}`
        : `missing:${String(value)}`;
  if (!isPlainObject(branching) || typeof branching.type !== 'string') routes.set('*', 'next');
  else if (branching.type === 'end') routes.set('*', 'end');
  // The documented explicit rule routes as "next" (past the end on the last question), but the editor saves
  // "next question" as no rule: a review says when a save turns one into the other.
  else if (branching.type === 'next_question') routes.set('*', 'kept:next_question');
  else if (branching.type === 'specific_question') routes.set('*', target(branching.index));
  else if (branching.type === 'response_based') {
    routes.set('*', 'next');
    if (isPlainObject(branching.responseValues))
      for (const [key, value] of Object.entries(branching.responseValues)) routes.set(key, target(value));
  } else routes.set('*', `kept:${branching.type}`);
  return routes;
}

const routesByAnswer = (question: unknown) =>
  field(field(question, 'branching'), 'type') === 'response_based';

function quote(text: string, max = 40): string {
  const plain = htmlToText(text).replace(/\s+/g, ' ').trim();
  return `“${isolateShown(plain.length > max ? `${plain.slice(0, max - 1)}…` : plain)}”`;
}

/** A question in words: `Q2 “What should we fix first?”`. */
export const questionLabel = (ref: QuestionRef, max = 40) => `Q${ref.index + 1} ${quote(ref.text, max)}`;

function routeWords(route: string, questions: readonly unknown[], indexOf: Map<string, number>): string {
  if (route === 'end') return 'end';
  if (route === 'next') return 'next question';
  if (route.startsWith('q:')) {
    const index = indexOf.get(route.slice(2))!;
    return questionLabel({ index, text: questionText(questions[index]) }, 24);
  }
  if (route.startsWith('kept:')) return `rule “${isolateShown(route.slice(5))}” (next question)`;
  return `a question that does not exist (${isolateShown(route.slice(8))})`;
}

// ---- the diff ---------------------------------------------------------------------------------

/** Top-level settings first in the order the editor shows them, then appearance, conditions, the rest. */
const SETTING_ORDER = [
  'name',
  'description',
  'type',
  'schedule',
  'start_date',
  'end_date',
  'archived',
  'linked_flag',
  'targeting_flag',
  'responses_limit',
  'iteration_count',
  'iteration_frequency_days',
  'enable_partial_responses',
];
function settingRank(path: string): number {
  const top = SETTING_ORDER.indexOf(path);
  if (top !== -1) return top;
  const part = KEYED_PARTS.findIndex((name) => path.startsWith(`${name}.`));
  return part !== -1 ? SETTING_ORDER.length + part : SETTING_ORDER.length + KEYED_PARTS.length;
}

/** The order settings are listed in: as the editor shows them, then by name. */
export const settingOrder = (a: string, b: string) =>
  settingRank(a) - settingRank(b) || (settingRank(a) >= SETTING_ORDER.length ? a.localeCompare(b) : 0);

export function diffSettings(before: SurveyLike, after: SurveyLike): SettingChange[] {
  const left = settingEntries(before);
  const right = settingEntries(after);
  return [...new Set([...left.keys(), ...right.keys()])]
    .filter((path) => !sameValue(path, left.get(path), right.get(path)))
    .sort(settingOrder)
    .map((path) => ({ path, before: left.get(path) ?? null, after: right.get(path) ?? null }));
}

function pairChanges(b: unknown, a: unknown, refs: Paired): QuestionChange[] {
  const changes: QuestionChange[] = [];
  if (questionText(b) !== questionText(a)) changes.push({ kind: 'reworded', ...refs });
  const [typeBefore, typeAfter] = [typeOf(b), typeOf(a)];
  if (typeBefore !== typeAfter) changes.push({ kind: 'type', from: typeBefore, to: typeAfter, ...refs });
  const [choicesBefore, choicesAfter] = [choicesOf(b), choicesOf(a)];
  const [otherFrom, otherTo] = [field(b, 'hasOpenChoice') === true, field(a, 'hasOpenChoice') === true];
  if (
    (choicesBefore.length || choicesAfter.length) &&
    (!sameValue('choices', choicesBefore, choicesAfter) || otherFrom !== otherTo)
  )
    changes.push({ kind: 'choices', from: choicesBefore, to: choicesAfter, otherFrom, otherTo, ...refs });
  const [scaleBefore, scaleAfter] = [scaleOf(b), scaleOf(a)];
  if (scaleBefore !== null && scaleAfter !== null && scaleBefore !== scaleAfter)
    changes.push({ kind: 'scale', from: scaleBefore, to: scaleAfter, ...refs });
  const keys = new Set([
    ...Object.keys(isPlainObject(b) ? b : {}),
    ...Object.keys(isPlainObject(a) ? a : {}),
  ]);
  for (const key of [...keys].filter((key) => !OWN_FIELDS.has(key)).sort()) {
    // A kind change brings and drops fields of its own: the kind change says it.
    if (typeBefore !== typeAfter && (field(b, key) === undefined || field(a, key) === undefined)) continue;
    if (!sameValue(key, field(b, key), field(a, key)))
      changes.push({
        kind: 'detail',
        field: key,
        from: field(b, key) ?? null,
        to: field(a, key) ?? null,
        ...refs,
      });
  }
  return changes;
}

function branchingChanges(
  before: readonly unknown[],
  after: readonly unknown[],
  match: QuestionMatch,
): BranchingChange[] {
  // A question's identity: its pair, or which version it is only in.
  const beforeIds = before.map((_, index) => `b${index}`);
  const afterIds = after.map((_, index) => `a${index}`);
  match.pairs.forEach(([b, a], index) => {
    beforeIds[b] = `p${index}`;
    afterIds[a] = `p${index}`;
  });
  const beforeIndex = new Map(beforeIds.map((id, index) => [id, index]));
  const afterIndex = new Map(afterIds.map((id, index) => [id, index]));
  const changes: BranchingChange[] = [];
  for (const [b, a] of match.pairs) {
    const left = routesOf(before[b], beforeIds);
    const right = routesOf(after[a], afterIds);
    const byAnswer = routesByAnswer(before[b]) || routesByAnswer(after[a]);
    const described = readQuestion(after[a]);
    const keys = [...new Set([...left.keys(), ...right.keys()])].filter((key) => key !== '*');
    for (const key of [...keys, '*']) {
      const from = left.get(key) ?? left.get('*')!;
      const to = right.get(key) ?? right.get('*')!;
      if (from === to) continue;
      changes.push({
        before: { index: b, text: questionText(before[b]) },
        after: { index: a, text: questionText(after[a]) },
        // The answer's words quote the server's choices: the whole of them is isolated.
        answer: key === '*' ? null : isolateShown(answerBranchingOf(described)?.describeKey(key) ?? key),
        byAnswer,
        from: routeWords(from, before, beforeIndex),
        to: routeWords(to, after, afterIndex),
      });
    }
  }
  return changes;
}

/** What changed from `before` to `after`, questions matched by id, else by text, else by position. */
export function diffSurveys(before: SurveyLike, after: SurveyLike): SurveyDiff {
  const left = questionsOf(before);
  const right = questionsOf(after);
  const match = matchQuestions(left, right);
  const ref = (questions: readonly unknown[], index: number): QuestionRef => ({
    index,
    text: questionText(questions[index]),
  });
  const questions: QuestionChange[] = [
    ...match.removed.map((b): QuestionChange => ({
      kind: 'removed',
      before: ref(left, b),
      type: typeOf(left[b]),
    })),
    ...match.pairs.flatMap(([b, a], index): QuestionChange[] => {
      const refs = { before: ref(left, b), after: ref(right, a) };
      return [
        ...(match.moved.has(index) ? [{ kind: 'moved', ...refs } as const] : []),
        ...pairChanges(left[b], right[a], refs),
      ];
    }),
    ...match.added.map((a): QuestionChange => ({
      kind: 'added',
      after: ref(right, a),
      type: typeOf(right[a]),
    })),
  ];
  return {
    questions,
    branching: branchingChanges(left, right, match),
    settings: diffSettings(before, after),
  };
}
