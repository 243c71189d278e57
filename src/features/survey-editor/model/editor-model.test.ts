import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../../contracts/survey';
import { fromApiQuestions, toApiQuestions } from './convert';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-storage';
import { record, redo, startHistory, undo } from './edit-history';
import type { EditorQuestion } from './editor-document';
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
  setAnswerRow,
  setOpenChoice,
} from './question-ops';

const uids = () => {
  let n = 0;
  return () => `u${n++}`;
};

const api: SurveyQuestion[] = [
  {
    type: 'rating',
    question: 'NPS',
    display: 'number',
    scale: 10,
    lowerBoundLabel: 'a',
    upperBoundLabel: 'b',
    branching: { type: 'response_based', responseValues: { detractors: 1, promoters: 'end' } },
  },
  { type: 'open', question: 'Why low?', branching: { type: 'specific_question', index: 3 } },
  {
    type: 'single_choice',
    question: 'Pick',
    choices: ['A', 'B', 'C'],
    branching: { type: 'response_based', responseValues: { '0': 3, '2': 'end' } },
  },
  { type: 'open', question: 'Last', branching: { type: 'end' } },
];

describe('index ↔ uid conversion', () => {
  it('round-trips, writing "next" as no branching', () => {
    const { questions, notices } = fromApiQuestions(api, uids());
    expect(notices).toEqual([]);
    expect(questions[1]!.rule).toEqual({ kind: 'question', target: 'u3' });
    expect(toApiQuestions(questions)).toEqual(api);
    const withNext = fromApiQuestions(
      [
        { type: 'open', question: 'x', branching: { type: 'next_question' } },
        { type: 'open', question: 'y' },
      ],
      uids(),
    );
    expect(toApiQuestions(withNext.questions)[0]).not.toHaveProperty('branching');
  });
  it('turns targets that do not exist into "next" with a notice', () => {
    const { questions, notices } = fromApiQuestions(
      [{ type: 'open', question: 'x', branching: { type: 'specific_question', index: 9 } }],
      uids(),
    );
    expect(questions[0]!.rule).toEqual({ kind: 'next' });
    expect(notices[0]!.message).toMatch(/question #10, which does not exist/);
  });
});

describe('question operations keep rules on the same questions', () => {
  it('move: targets follow the moved question', () => {
    const { questions } = fromApiQuestions(api, uids());
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
    const { questions } = fromApiQuestions(api, uids());
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
      api.map((q, i) => ({ ...q, id: `server-${i}` })),
      uids(),
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
    const { questions } = fromApiQuestions(api, uids());
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
  it('moving a choice moves its answer row', () => {
    const { questions } = fromApiQuestions(api, uids());
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
  it('answer rows: "next" removes the row, a target sets it', () => {
    const rule = setAnswerRow({ kind: 'next' }, 'promoters', { kind: 'end' });
    expect(rule).toEqual({ kind: 'response', rows: { promoters: { kind: 'end' } } });
    expect(setAnswerRow(rule, 'promoters', null)).toEqual({ kind: 'response', rows: {} });
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
    const { questions } = fromApiQuestions(api, uids());
    const { questions: left, removal } = deleteQuestion(questions, 'u3');
    const restored = restoreDeleted(left, removal!);
    expect(toApiQuestions(restored)).toEqual(toApiQuestions(questions));
  });
  it('leaves a rule alone when the user changed it after the delete', () => {
    const { questions } = fromApiQuestions(api, uids());
    const { questions: left, removal } = deleteQuestion(questions, 'u3');
    const edited = left.map((question) =>
      question.uid === 'u1' ? { ...question, rule: { kind: 'end' as const } } : question,
    );
    expect(restoreDeleted(edited, removal!).find((question) => question.uid === 'u1')!.rule).toEqual({
      kind: 'end',
    });
  });
});

describe('loading and saving edge cases', () => {
  it('drops answer keys the question does not have, with a notice', () => {
    const { questions, notices } = fromApiQuestions(
      [
        {
          type: 'rating',
          question: 'Thumbs',
          display: 'emoji',
          scale: 2,
          lowerBoundLabel: 'a',
          upperBoundLabel: 'b',
          branching: { type: 'response_based', responseValues: { neutral: 'end', positive: 1 } },
        },
        { type: 'open', question: 'Why?' },
      ],
      uids(),
    );
    expect(questions[0]!.rule).toEqual({
      kind: 'response',
      rows: { positive: { kind: 'question', target: 'u1' } },
    });
    expect(notices[0]!.message).toMatch(/neutral/);
  });
  it('on the last question, answers without a row end the survey instead of stepping past the end', () => {
    const { questions } = fromApiQuestions(
      [
        {
          type: 'single_choice',
          question: 'Pick',
          choices: ['A', 'B'],
          branching: { type: 'response_based', responseValues: { '0': 'end' } },
        },
      ],
      uids(),
    );
    expect(toApiQuestions(questions)[0]!.branching).toEqual({
      type: 'response_based',
      responseValues: { '0': 'end', '1': 'end' },
    });
  });
});

describe('edit history', () => {
  it('undoes and redoes; a new edit clears redo; identical states are not recorded', () => {
    let history = startHistory('a');
    history = record(history, 'b');
    history = record(history, 'b');
    history = record(history, 'c');
    expect(history.past).toEqual(['a', 'b']);
    history = undo(history);
    expect(history.present).toBe('b');
    history = redo(history);
    expect(history.present).toBe('c');
    history = record(undo(history), 'd');
    expect(history.future).toEqual([]);
    expect(undo(startHistory('x'))).toEqual(startHistory('x'));
  });
});

describe('local drafts', () => {
  it('saves, loads and clears per key, ignoring garbage', () => {
    const key = draftKey('demo|', 1, 'abc');
    expect(saveDraft(key, { a: 1 }, localStorage, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(loadDraft(key)).toEqual({ savedAt: '2026-01-01T00:00:00.000Z', values: { a: 1 } });
    expect(loadDraft(draftKey('demo|', 1, null))).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(loadDraft(key)).toBeNull();
    clearDraft(key);
    expect(localStorage.getItem(key)).toBeNull();
  });
});
