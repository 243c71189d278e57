// The editor's question and choice operations keep every rule on the question (or answer) it meant:
// first each operation by example, then a property: sequences of them, as the question list applies
// them, never leave a rule pointing at a question that is gone or at its own question.
// Over 400 lines on purpose: one describe per operation, each read on its own beside the property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, type QuestionType } from '@/contracts/survey-questions';
import { answerKeys, canBranchOnAnswer, defaultQuestion } from '@/entities/survey/kinds/question-kinds';
import { fromApiQuestions, toApiQuestions } from '../document/convert';
import type { EditorQuestion, EditorRule, RowTarget } from '../document/editor-document';
import {
  addChoice,
  changeKind,
  changeRating,
  deleteQuestion,
  duplicateQuestion,
  moveChoice,
  moveQuestion,
  removeChoice,
  restoreDeleted,
  setOpenChoice,
  type Removal,
} from './question-ops';
import { answerRule, setAnswerRow } from '../branching/rule-ops';
import { MESSAGES, crossQuestionIssues } from '../document/question-schema';
import { countingUids, storedQuestions } from '@/testing/fixtures/stored-questions';

describe('question operations keep rules on the same questions', () => {
  it('move: targets follow the moved question', () => {
    const { questions } = fromApiQuestions(storedQuestions, countingUids());
    const moved = toApiQuestions(moveQuestion(questions, 3, 0));
    expect(moved.map((q) => q.question)).toEqual(['Last', 'NPS', 'Why low?', 'Pick']);
    expect(moved[1]!.branching).toEqual({
      type: 'response_based',
      responseValues: { detractors: 2, promoters: 'end' },
    });
    expect(moved[2]!.branching).toEqual({ type: 'specific_question', index: 0 });
    // Pick is last now, so its unmapped answer ("B") is written as "end" rather than past the end.
    expect(moved[3]!.branching).toEqual({
      type: 'response_based',
      responseValues: { '0': 0, '1': 'end', '2': 'end' },
    });
  });
  it('delete: rules pointing at it fall back to next, and say which', () => {
    const { questions } = fromApiQuestions(storedQuestions, countingUids());
    const { questions: left, affected } = deleteQuestion(questions, 'u3');
    expect(affected).toEqual(['u1', 'u2']);
    const out = toApiQuestions(left);
    expect(out[1]).not.toHaveProperty('branching');
    // Pick is the last question now: its answers without a row end the survey.
    expect(out[2]!.branching).toEqual({
      type: 'response_based',
      responseValues: { '0': 'end', '1': 'end', '2': 'end' },
    });
    expect(out[0]!.branching).toEqual({
      type: 'response_based',
      responseValues: { detractors: 1, promoters: 'end' },
    });
  });
  it('duplicate: the copy sits after the original, rules still point at the same questions', () => {
    const { questions } = fromApiQuestions(
      storedQuestions.map((q, i) => ({ ...q, id: `server-${i}` })),
      countingUids(),
    );
    const out = toApiQuestions(duplicateQuestion(questions, 'q-server-1', () => 'copy'));
    expect(out.map((q) => q.question)).toEqual(['NPS', 'Why low?', 'Why low?', 'Pick', 'Last']);
    expect(out[2]).not.toHaveProperty('id');
    expect(out[1]!.branching).toEqual({ type: 'specific_question', index: 4 });
    expect(out[2]!.branching).toEqual({ type: 'specific_question', index: 4 });
    expect(out[0]!.branching).toEqual({
      type: 'response_based',
      responseValues: { detractors: 1, promoters: 'end' },
    });
  });
  it('kind change keeps the text and what applies; answer rows survive only when they still fit', () => {
    const { questions } = fromApiQuestions(storedQuestions, countingUids());
    const asMultiple = changeKind(questions[2]!, 'multiple_choice');
    expect(asMultiple).toMatchObject({
      type: 'multiple_choice',
      question: 'Pick',
      choices: ['A', 'B', 'C'],
      rule: { kind: 'next' },
    });
    const asOpen = changeKind(questions[1]!, 'rating');
    expect(asOpen).toMatchObject({
      type: 'rating',
      question: 'Why low?',
      scale: 5,
      rule: { kind: 'question', target: 'u3' },
    });
  });
  it('kind change keeps translations re-keyed to what the new kind has, and open-text validation', () => {
    const translated = {
      uid: 'u',
      rule: { kind: 'next' },
      type: 'single_choice',
      question: 'Pick',
      choices: ['A', 'B'],
      translations: { fr: { question: 'Choisir', choices: ['Un', 'Deux'], buttonText: 'Envoyer' } },
    } as unknown as EditorQuestion;
    expect(changeKind(translated, 'multiple_choice')).toMatchObject({
      type: 'multiple_choice',
      choices: ['A', 'B'],
      translations: { fr: { question: 'Choisir', choices: ['Un', 'Deux'], buttonText: 'Envoyer' } },
    });
    // An open question has no choices: their translation goes, the rest stays.
    expect((changeKind(translated, 'open') as { translations?: unknown }).translations).toEqual({
      fr: { question: 'Choisir', buttonText: 'Envoyer' },
    });
    const rating = {
      uid: 'r',
      rule: { kind: 'next' },
      type: 'rating',
      question: 'Rate',
      display: 'number',
      scale: 5,
      lowerBoundLabel: 'Bad',
      upperBoundLabel: 'Good',
      translations: { de: { question: 'Bewerten', lowerBoundLabel: 'Schlecht', upperBoundLabel: 'Gut' } },
    } as unknown as EditorQuestion;
    expect((changeKind(rating, 'single_choice') as { translations?: unknown }).translations).toEqual({
      de: { question: 'Bewerten' },
    });
    const rules = [{ type: 'email' }, { type: 'max_length', value: 80 }];
    const validated = {
      uid: 'o',
      rule: { kind: 'next' },
      type: 'open',
      question: 'Your email?',
      validation: rules,
    } as unknown as EditorQuestion;
    const asLink = changeKind(validated, 'link');
    expect(asLink).toMatchObject({ type: 'link', validation: rules });
    expect(changeKind(asLink, 'open')).toMatchObject({ type: 'open', validation: rules });
  });
  it('moving a choice moves its answer row', () => {
    const { questions } = fromApiQuestions(storedQuestions, countingUids());
    const moved = moveChoice(questions[2]!, 0, 2);
    expect(moved).toMatchObject({ choices: ['B', 'C', 'A'] });
    expect(toApiQuestions([...questions.slice(0, 2), moved, questions[3]!])[2]!.branching).toEqual({
      type: 'response_based',
      responseValues: { '1': 'end', '2': 3 },
    });
  });
});

describe('choice operations keep answer rows on the same choices', () => {
  const single = (): EditorQuestion => ({
    uid: 's',
    type: 'single_choice',
    question: 'Pick',
    choices: ['A', 'B', 'Other'],
    hasOpenChoice: true,
    rule: {
      kind: 'response',
      rows: {
        '0': { kind: 'end' },
        '1': { kind: 'question', target: 'x' },
        '2': { kind: 'question', target: 'y' },
      },
    },
  });
  it('adds a choice before the open "Other" choice, whose row follows it', () => {
    const next = addChoice(single(), 'C');
    expect(next).toMatchObject({ choices: ['A', 'B', 'C', 'Other'] });
    expect(next.rule).toEqual({
      kind: 'response',
      rows: {
        '0': { kind: 'end' },
        '1': { kind: 'question', target: 'x' },
        '3': { kind: 'question', target: 'y' },
      },
    });
  });
  it('removes a choice with its row; later rows move up', () => {
    const next = removeChoice(single(), 0);
    expect(next).toMatchObject({ choices: ['B', 'Other'], hasOpenChoice: true });
    expect(next.rule).toEqual({
      kind: 'response',
      rows: { '0': { kind: 'question', target: 'x' }, '1': { kind: 'question', target: 'y' } },
    });
  });
  it('turning the open choice off removes the last choice and its row; on appends "Other"', () => {
    const off = setOpenChoice(single(), false);
    expect(off).toMatchObject({ choices: ['A', 'B'], hasOpenChoice: false });
    expect(Object.keys((off.rule as { rows: object }).rows)).toEqual(['0', '1']);
    const on = setOpenChoice(off, true);
    expect(on).toMatchObject({ choices: ['A', 'B', 'Other'], hasOpenChoice: true });
  });
});

describe('choice operations keep translated choices in step (the server requires equal lengths)', () => {
  // _validate_question_translations: a translated `choices` list must be as long as the question's,
  // and no choice may be blank.
  const translated = (): EditorQuestion => ({
    uid: 't',
    type: 'single_choice',
    question: 'Plan?',
    choices: ['Free', 'Team', 'Other'],
    hasOpenChoice: true,
    translations: {
      fr: { question: 'Offre ?', choices: ['Gratuite', 'Équipe', 'Autre'] },
      de: { question: 'Tarif?' },
    },
    rule: { kind: 'next' },
  });
  const fr = (question: EditorQuestion) =>
    (question as unknown as { translations: { fr: { choices: string[] } } }).translations.fr.choices;

  it('remove, move and the open choice move the translated choices the same way', () => {
    expect(fr(removeChoice(translated(), 0))).toEqual(['Équipe', 'Autre']);
    expect(fr(moveChoice(translated(), 0, 1))).toEqual(['Équipe', 'Gratuite', 'Autre']);
    expect(fr(setOpenChoice(translated(), false))).toEqual(['Gratuite', 'Équipe']);
    // A language without choices stays without them.
    expect((removeChoice(translated(), 0) as unknown as { translations: object }).translations).toMatchObject(
      {
        de: { question: 'Tarif?' },
      },
    );
  });

  it('a new choice is written in its translations in the original words until someone translates it', () => {
    const added = addChoice(translated(), '');
    expect(fr(added)).toEqual(['Gratuite', 'Équipe', '', 'Autre']);
    (added as { choices: string[] }).choices[2] = 'Enterprise';
    const [written] = toApiQuestions([added]);
    expect(
      (written as unknown as { translations: { fr: { choices: string[] } } }).translations.fr.choices,
    ).toEqual(['Gratuite', 'Équipe', 'Enterprise', 'Autre']);
  });
});

describe('rating changes', () => {
  const rating = (scale: number, rows: Record<string, { kind: 'end' }>): EditorQuestion => ({
    uid: 'r',
    type: 'rating',
    question: 'Rate',
    display: 'number',
    scale,
    lowerBoundLabel: 'low',
    upperBoundLabel: 'high',
    rule: { kind: 'response', rows },
  });
  it('keeps rows whose bucket the new scale has, drops the others', () => {
    const rows = { negative: { kind: 'end' as const }, neutral: { kind: 'end' as const } };
    expect(changeRating(rating(5, rows), { scale: 7 }).rule).toEqual({ kind: 'response', rows });
    expect(changeRating(rating(5, rows), { display: 'emoji', scale: 2 }).rule).toEqual({
      kind: 'response',
      rows: { negative: { kind: 'end' } },
    });
    expect(changeRating(rating(5, rows), { scale: 10 })).toMatchObject({
      scale: 10,
      isNpsQuestion: true,
      rule: { kind: 'response', rows: {} },
    });
  });
});

describe('undo of a delete', () => {
  it('puts the question back where it was and re-points the rules that fell back', () => {
    const { questions } = fromApiQuestions(storedQuestions, countingUids());
    const { questions: left, removal } = deleteQuestion(questions, 'u3');
    const restored = restoreDeleted(left, removal!);
    expect(toApiQuestions(restored)).toEqual(toApiQuestions(questions));
  });
  it('leaves a rule alone when the user changed it after the delete', () => {
    const { questions } = fromApiQuestions(storedQuestions, countingUids());
    const { questions: left, removal } = deleteQuestion(questions, 'u3');
    const edited = left.map((question) =>
      question.uid === 'u1' ? { ...question, rule: { kind: 'end' as const } } : question,
    );
    expect(restoreDeleted(edited, removal!).find((question) => question.uid === 'u1')!.rule).toEqual({
      kind: 'end',
    });
  });
});

// ---- the property: random sequences of operations, as the question list runs them ----------------

const kind = fc.constantFrom<QuestionType>(...QUESTION_TYPES);
/** Positions are taken modulo the list's length when the operation runs. */
const position = fc.nat({ max: 40 });
/** A target: the end, or another question (never the question itself, as the editor offers). */
const target = fc.oneof(fc.constant('end' as const), position);

const operation = fc.oneof(
  fc.record({ op: fc.constant('add' as const), kind }),
  fc.record({ op: fc.constant('remove' as const), at: position }),
  fc.record({ op: fc.constant('undo-remove' as const) }),
  fc.record({ op: fc.constant('move' as const), from: position, to: position }),
  fc.record({ op: fc.constant('duplicate' as const), at: position }),
  fc.record({ op: fc.constant('change-kind' as const), at: position, kind }),
  fc.record({ op: fc.constant('go-to' as const), at: position, target }),
  fc.record({ op: fc.constant('answer-row' as const), at: position, key: position, target }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function targetsOf(rule: EditorRule): string[] {
  if (rule.kind === 'question') return [rule.target];
  if (rule.kind === 'response')
    return Object.values(rule.rows).flatMap((row) => (row.kind === 'question' ? [row.target] : []));
  return [];
}

/** Runs the operations the way the question list does; `pending` is the delete its "Undo" can revert. */
function run(operations: readonly Operation[]): EditorQuestion[] {
  let counter = 0;
  const makeUid = () => `u${(counter += 1)}`;
  const fresh = (type: QuestionType) =>
    ({ ...defaultQuestion(type), uid: makeUid(), rule: { kind: 'next' } }) as EditorQuestion;
  let questions: EditorQuestion[] = [fresh('open'), fresh('rating'), fresh('single_choice')];
  let pending: Removal | null = null;
  const at = (index: number) => questions[index % questions.length]!;
  const rowTarget = (from: EditorQuestion, choice: 'end' | number): RowTarget | null => {
    if (choice === 'end') return { kind: 'end' };
    const others = questions.filter((question) => question.uid !== from.uid);
    return others.length ? { kind: 'question', target: others[choice % others.length]!.uid } : null;
  };
  const replace = (next: EditorQuestion) =>
    (questions = questions.map((question) => (question.uid === next.uid ? next : question)));

  for (const operation of operations) {
    if (operation.op === 'add') {
      questions = [...questions, fresh(operation.kind)];
      continue;
    }
    if (operation.op === 'undo-remove') {
      if (pending) questions = restoreDeleted(questions, pending);
      pending = null;
      continue;
    }
    if (questions.length === 0) continue;
    const question = at('at' in operation ? operation.at : 0);
    switch (operation.op) {
      case 'remove': {
        const result = deleteQuestion(questions, question.uid);
        questions = result.questions;
        pending = result.removal;
        break;
      }
      case 'move':
        questions = moveQuestion(
          questions,
          operation.from % questions.length,
          operation.to % questions.length,
        );
        break;
      case 'duplicate':
        questions = duplicateQuestion(questions, question.uid, makeUid);
        break;
      case 'change-kind':
        replace(changeKind(question, operation.kind));
        break;
      case 'go-to': {
        const row = rowTarget(question, operation.target);
        if (row) replace({ ...question, rule: row.kind === 'end' ? { kind: 'end' } : row });
        break;
      }
      case 'answer-row': {
        const keys = answerKeys(question);
        if (!canBranchOnAnswer(question) || keys.length === 0) break;
        const key = keys[operation.key % keys.length]!;
        const rule = setAnswerRow(answerRule(question), key, rowTarget(question, operation.target));
        replace({ ...question, rule });
        break;
      }
    }
  }
  return questions;
}

describe('property: question operations keep every rule pointing at a question that exists', () => {
  it('after any sequence of add, remove, undo, move, duplicate, change of kind and rule edits', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        const questions = run(operations);
        const uids = questions.map((question) => question.uid);
        expect(new Set(uids).size).toBe(uids.length);
        for (const question of questions) {
          for (const targetUid of targetsOf(question.rule)) {
            expect(uids).toContain(targetUid);
            expect(targetUid).not.toBe(question.uid);
          }
        }
        // The editor's own check agrees: it finds no rule to fix.
        const ruleProblems = crossQuestionIssues(questions).filter(
          (issue) => issue.message === MESSAGES.selfTarget || issue.message === MESSAGES.missingTarget,
        );
        expect(ruleProblems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
