import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../../../contracts/survey';
import { fromApiQuestions, toApiQuestions } from './convert';
import { changeKind, deleteQuestion, duplicateQuestion, moveChoice, moveQuestion } from './question-ops';

const uids = () => {
  let n = 0;
  return () => `u${n++}`;
};

const api: SurveyQuestion[] = [
  { type: 'rating', question: 'NPS', display: 'number', scale: 10, lowerBoundLabel: 'a', upperBoundLabel: 'b', branching: { type: 'response_based', responseValues: { detractors: 1, promoters: 'end' } } },
  { type: 'open', question: 'Why low?', branching: { type: 'specific_question', index: 3 } },
  { type: 'single_choice', question: 'Pick', choices: ['A', 'B', 'C'], branching: { type: 'response_based', responseValues: { '0': 3, '2': 'end' } } },
  { type: 'open', question: 'Last', branching: { type: 'end' } },
];

describe('index ↔ uid conversion', () => {
  it('round-trips, writing "next" as no branching', () => {
    const { questions, notices } = fromApiQuestions(api, uids());
    expect(notices).toEqual([]);
    expect(questions[1]!.rule).toEqual({ kind: 'question', target: 'u3' });
    expect(toApiQuestions(questions)).toEqual(api);
    const withNext = fromApiQuestions([{ type: 'open', question: 'x', branching: { type: 'next_question' } }, { type: 'open', question: 'y' }], uids());
    expect(toApiQuestions(withNext.questions)[0]).not.toHaveProperty('branching');
  });
  it('turns targets that do not exist into "next" with a notice', () => {
    const { questions, notices } = fromApiQuestions([{ type: 'open', question: 'x', branching: { type: 'specific_question', index: 9 } }], uids());
    expect(questions[0]!.rule).toEqual({ kind: 'next' });
    expect(notices[0]!.message).toMatch(/question #10, which does not exist/);
  });
});

describe('question operations keep rules on the same questions', () => {
  it('move: targets follow the moved question', () => {
    const { questions } = fromApiQuestions(api, uids());
    const moved = toApiQuestions(moveQuestion(questions, 3, 0));
    expect(moved.map((q) => q.question)).toEqual(['Last', 'NPS', 'Why low?', 'Pick']);
    expect(moved[1]!.branching).toEqual({ type: 'response_based', responseValues: { detractors: 2, promoters: 'end' } });
    expect(moved[2]!.branching).toEqual({ type: 'specific_question', index: 0 });
    expect(moved[3]!.branching).toEqual({ type: 'response_based', responseValues: { '0': 0, '2': 'end' } });
  });
  it('delete: rules pointing at it fall back to next, and say which', () => {
    const { questions } = fromApiQuestions(api, uids());
    const { questions: left, affected } = deleteQuestion(questions, 'u3');
    expect(affected).toEqual(['u1', 'u2']);
    const out = toApiQuestions(left);
    expect(out[1]).not.toHaveProperty('branching');
    expect(out[2]!.branching).toEqual({ type: 'response_based', responseValues: { '2': 'end' } });
    expect(out[0]!.branching).toEqual({ type: 'response_based', responseValues: { detractors: 1, promoters: 'end' } });
  });
  it('duplicate: the copy sits after the original, rules still point at the same questions', () => {
    const { questions } = fromApiQuestions(api.map((q, i) => ({ ...q, id: `server-${i}` })), uids());
    const out = toApiQuestions(duplicateQuestion(questions, 'u1', () => 'copy'));
    expect(out.map((q) => q.question)).toEqual(['NPS', 'Why low?', 'Why low?', 'Pick', 'Last']);
    expect(out[2]).not.toHaveProperty('id');
    expect(out[1]!.branching).toEqual({ type: 'specific_question', index: 4 });
    expect(out[2]!.branching).toEqual({ type: 'specific_question', index: 4 });
    expect(out[0]!.branching).toEqual({ type: 'response_based', responseValues: { detractors: 1, promoters: 'end' } });
  });
  it('kind change keeps the text and what applies; answer rows survive only when they still fit', () => {
    const { questions } = fromApiQuestions(api, uids());
    const asMultiple = changeKind(questions[2]!, 'multiple_choice');
    expect(asMultiple).toMatchObject({ type: 'multiple_choice', question: 'Pick', choices: ['A', 'B', 'C'], rule: { kind: 'next' } });
    const asOpen = changeKind(questions[1]!, 'rating');
    expect(asOpen).toMatchObject({ type: 'rating', question: 'Why low?', scale: 5, rule: { kind: 'question', target: 'u3' } });
  });
  it('moving a choice moves its answer row', () => {
    const { questions } = fromApiQuestions(api, uids());
    const moved = moveChoice(questions[2]!, 0, 2);
    expect(moved).toMatchObject({ choices: ['B', 'C', 'A'] });
    expect(toApiQuestions([...questions.slice(0, 2), moved, questions[3]!])[2]!.branching).toEqual({ type: 'response_based', responseValues: { '1': 'end', '2': 3 } });
  });
});
