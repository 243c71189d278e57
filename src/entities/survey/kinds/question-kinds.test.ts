import { describe, expect, it } from 'vitest';
import {
  completeQuestion,
  QUESTION_TYPES,
  readQuestion,
  surveyQuestion,
  type ReadQuestion,
  type SurveyQuestion,
} from '@/contracts/survey-questions';
import {
  ANSWER_BRANCHING_KINDS_IN_WORDS,
  answerBranchingOf,
  answerKeys,
  anyAnswer,
  canBranchOnAnswer,
  defaultQuestion,
  KIND_LABELS,
  KIND_SHORT_LABELS,
  kindSummary,
  notShownReason,
  QUESTION_KINDS,
  READ_KIND_LABELS,
} from './question-kinds';

const rating = (extra: Partial<SurveyQuestion> = {}) =>
  ({
    type: 'rating',
    question: 'R',
    display: 'number',
    scale: 10,
    lowerBoundLabel: 'a',
    upperBoundLabel: 'b',
    ...extra,
  }) as SurveyQuestion;
const single = (choices: string[], hasOpenChoice = false): SurveyQuestion => ({
  type: 'single_choice',
  question: 'S',
  choices,
  hasOpenChoice,
});
const multiple = (choices: string[]): SurveyQuestion => ({ type: 'multiple_choice', question: 'M', choices });
const unreadable = readQuestion({ type: 'matrix', question: 'Grid' });

describe('the question-kind registry', () => {
  it('has every kind of the contract, in its order, with a label, a short label and an icon', () => {
    expect(QUESTION_KINDS).toEqual(QUESTION_TYPES);
    expect(KIND_LABELS).toEqual({
      open: 'Open text',
      link: 'Link',
      rating: 'Rating',
      single_choice: 'Single choice',
      multiple_choice: 'Multiple choice',
    });
    expect(Object.keys(KIND_SHORT_LABELS)).toEqual(QUESTION_KINDS);
    expect(READ_KIND_LABELS).toEqual({ ...KIND_LABELS, unreadable: 'Cannot be read' });
  });

  it('makes a fresh question of each kind that reads as that kind and is complete enough to import', () => {
    for (const kind of QUESTION_KINDS) {
      const fresh = defaultQuestion(kind);
      expect(fresh.type).toBe(kind);
      expect(fresh.branching).toBeUndefined();
      expect(surveyQuestion.safeParse(fresh).success, kind).toBe(true);
      expect(completeQuestion.safeParse(fresh).success, kind).toBe(true);
      // Fresh objects every time: editing one never edits the next.
      expect(defaultQuestion(kind)).not.toBe(fresh);
    }
  });

  it('answer-based branching: only rating and single choice, said the same way everywhere', () => {
    expect(QUESTION_KINDS.filter((type) => canBranchOnAnswer({ type }))).toEqual(['rating', 'single_choice']);
    expect(canBranchOnAnswer({ type: 'unreadable' })).toBe(false);
    expect(ANSWER_BRANCHING_KINDS_IN_WORDS).toBe('rating and single choice');
    for (const question of [defaultQuestion('open'), defaultQuestion('link'), multiple(['A']), unreadable])
      expect(answerBranchingOf(question)).toBeNull();
  });

  it('answer keys: rating buckets of the scale, choice positions, none for other kinds', () => {
    expect(answerKeys(rating())).toEqual(['detractors', 'passives', 'promoters']);
    expect(answerKeys(rating({ scale: 4 }))).toEqual([]);
    expect(answerKeys(single(['Yes', 'No', 'Other'], true))).toEqual(['0', '1', '2']);
    expect(answerKeys(multiple(['A', 'B']))).toEqual([]);
    expect(answerKeys(unreadable)).toEqual([]);
  });

  it('any answer: one every respondent could give, for each kind', () => {
    expect(anyAnswer(defaultQuestion('open'))).toBe('text');
    expect(anyAnswer(defaultQuestion('link'))).toBe('link clicked');
    expect(anyAnswer(rating())).toBe(0);
    expect(anyAnswer(rating({ scale: null }))).toBe(1);
    expect(anyAnswer(single(['Yes', 'No']))).toBe('Yes');
    expect(anyAnswer(single([]))).toBe('');
    expect(anyAnswer(multiple(['A', 'B']))).toEqual(['A']);
    expect(anyAnswer(unreadable)).toBe('text');
    // Straight from storage, of a kind no entry describes (the demo's seed has one).
    expect(anyAnswer({ type: 'matrix', question: 'Grid' } as unknown as ReadQuestion)).toBe('text');
  });

  it('says why posthog-js would not show a question as meant', () => {
    expect(notShownReason(rating())).toBeNull();
    expect(notShownReason(rating({ display: 'stars' }))).toMatch(
      /^is a rating with display “stars”: the SDK/,
    );
    expect(notShownReason(rating({ display: null }))).toMatch(/^is a rating with no display/);
    // posthog-js has faces for 2, 3 and 5 points only, and numbers for 5, 7 and 10 (else 1–5).
    expect(notShownReason(rating({ display: 'emoji', scale: 7 }))).toMatch(
      /^is an emoji rating on a 1–7 scale: posthog-js has faces for 2, 3 and 5 points only, so it draws no rating buttons/,
    );
    expect(notShownReason(rating({ display: 'emoji', scale: 10 }))).toMatch(/0–10 scale.*no rating buttons/);
    expect(notShownReason(rating({ display: 'number', scale: 3 }))).toMatch(
      /^is a number rating on a 1–3 scale: posthog-js draws the buttons 1–5 for it/,
    );
    expect(notShownReason(rating({ display: 'emoji', scale: 2 }))).toBeNull();
    expect(notShownReason(rating({ display: 'number', scale: 7 }))).toBeNull();
    expect(notShownReason(single([]))).toBe('has no choices to pick from.');
    expect(notShownReason(multiple([]))).toBe('has no choices to pick from.');
    expect(notShownReason(multiple(['A']))).toBeNull();
    expect(notShownReason(defaultQuestion('open'))).toBeNull();
    expect(notShownReason(unreadable)).toBeNull();
  });

  it('sums up what each kind is set to', () => {
    expect(kindSummary({ ...defaultQuestion('open'), optional: true })).toBe('optional');
    expect(kindSummary(defaultQuestion('open'))).toBe('');
    expect(kindSummary({ type: 'link', question: 'L', link: null })).toBe('no link');
    expect(kindSummary(rating())).toBe('number 0–10');
    expect(kindSummary(rating({ display: 'emoji', scale: 3 }))).toBe('emoji 1–3');
    expect(kindSummary(rating({ display: 'stars', scale: null }))).toBe('display “stars” no scale');
    expect(kindSummary(single(['Yes', 'No', 'Other'], true))).toBe('3 choices incl. “other”');
    expect(kindSummary(multiple(['A', 'B']))).toBe('2 choices');
    expect(kindSummary(unreadable)).toMatch(/“matrix” question, a kind Surveyor does not know/);
  });
});
