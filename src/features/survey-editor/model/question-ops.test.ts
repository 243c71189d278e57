// Sequences of the editor's question operations, as the question list applies them, never leave a rule
// pointing at a question that is gone or at its own question. The single operations are pinned by
// example in editor-model.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES, type QuestionType } from '../../../contracts/survey';
import {
  answerKeys,
  canBranchOnAnswer,
  defaultQuestion,
} from '../../../entities/survey/model/question-kinds';
import type { EditorQuestion, EditorRule, RowTarget } from './editor-document';
import {
  answerRule,
  changeKind,
  deleteQuestion,
  duplicateQuestion,
  moveQuestion,
  restoreDeleted,
  setAnswerRow,
  type Removal,
} from './question-ops';
import { MESSAGES, crossQuestionIssues } from './question-schema';

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
