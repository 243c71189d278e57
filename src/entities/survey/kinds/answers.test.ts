// How each kind's answers are read for answer-based branching (rating-answers.ts, choice-answers.ts);
// the routing engine's own tests (next-question.test.ts) pin the SDK's behaviour end to end.
import { describe, expect, it } from 'vitest';
import type { RatingQuestion, SingleChoiceQuestion } from '@/contracts/survey-questions';
import { choiceIndexForResponse, singleChoiceAnswerBranching as choices } from './choice-answers';
import { ratingAnswerBranching as ratings } from './rating-answers';
import { FlowError } from './rating-buckets';

const rating = (scale: number | null): RatingQuestion => ({
  type: 'rating',
  question: 'R',
  display: 'number',
  scale,
});
const single = (list: string[], hasOpenChoice = false): SingleChoiceQuestion => ({
  type: 'single_choice',
  question: 'S',
  choices: list,
  hasOpenChoice,
});

describe('rating answers', () => {
  it('are the buckets of the scale, each with its lowest answer; none for a scale the SDK does not know', () => {
    expect(ratings.answers(rating(5))).toEqual([
      { key: 'negative', response: 1, label: '1–2 (Negative)' },
      { key: 'neutral', response: 3, label: '3 (Neutral)' },
      { key: 'positive', response: 4, label: '4–5 (Positive)' },
    ]);
    expect(ratings.answers(rating(4))).toBeNull();
    expect(ratings.answers(rating(null))).toBeNull();
  });
  it('are looked up by bucket, and fail like the SDK on anything but a whole number in range', () => {
    expect(ratings.keyOf(rating(10), 6)).toBe('detractors');
    expect(ratings.keyOf(rating(2), 1)).toBe('positive');
    expect(() => ratings.keyOf(rating(10), '6')).toThrow(FlowError);
    expect(() => ratings.keyOf(rating(5), 6)).toThrow('The response must be in range 1-5');
    expect(() => ratings.keyOf(rating(4), 1)).toThrow('The scale must be one of');
    expect(ratings.passesSkipped).toBe(true);
  });
  it('in words, saying so when a key does not fit', () => {
    expect(ratings.describeKey(rating(10), 'promoters')).toBe('9–10 (Promoters)');
    expect(ratings.describeKey(rating(10), 'neutral')).toBe('“neutral” (does not fit a 10-point scale)');
    expect(ratings.describeKey(rating(null), 'neutral')).toBe(
      '“neutral” (does not fit a rating without a scale)',
    );
  });
  it('reports keys that never match, except on a scale the SDK fails on anyway', () => {
    expect(ratings.unmatchedKeys(rating(5), ['negative', 'promoters'])).toEqual({
      kind: 'bad-bucket-key',
      message:
        'has rules for “promoters”, which never match a 5-point scale (its answers are negative, neutral, positive).',
    });
    expect(ratings.unmatchedKeys(rating(5), ['negative'])).toBeNull();
    expect(ratings.unmatchedKeys(rating(4), ['anything'])).toBeNull();
  });
});

describe('single-choice answers', () => {
  it('are the choices by position; blank ones by number, the free-text one as such', () => {
    expect(choices.answers(single(['Yes', '', 'Other'], true))).toEqual([
      { key: '0', response: 'Yes', label: 'Yes', choice: { text: 'Yes', position: 0, freeText: false } },
      { key: '1', response: '', label: 'Choice 2', choice: { text: '', position: 1, freeText: false } },
      {
        key: '2',
        response: 'Other',
        label: 'Other (free text)',
        choice: { text: 'Other', position: 2, freeText: true },
      },
    ]);
    expect(choices.answers(single([]))).toEqual([]);
  });
  it('are looked up by the position of the choice; any other text counts as the free-text choice', () => {
    expect(choices.keyOf(single(['Yes', 'No']), 'No')).toBe('1');
    expect(choices.keyOf(single(['Yes', 'No']), 'Maybe')).toBe('-1');
    expect(choices.keyOf(single(['Yes', 'Other'], true), 'Maybe')).toBe('1');
    // A skip is looked up as the text "null": it takes the free-text route when there is one.
    expect(choiceIndexForResponse(single(['Yes', 'Other'], true), null)).toBe(1);
    expect(choices.passesSkipped).toBe(false);
  });
  it('in words, quoting the choice', () => {
    expect(choices.describeKey(single(['Yes', 'No']), '1')).toBe('“No”');
    expect(choices.describeKey(single(['Yes', 'Other'], true), '1')).toBe('“Other” (or any free text)');
    expect(choices.describeKey(single(['Yes']), '4')).toBe('choice #5 (missing)');
  });
  it('reports keys of choices that do not exist', () => {
    expect(choices.unmatchedKeys(single(['Yes', 'No']), ['0', '2', 'x'])).toEqual({
      kind: 'bad-choice-key',
      message: 'has rules for choices that do not exist (2, x).',
    });
    expect(choices.unmatchedKeys(single(['Yes', 'No']), ['1'])).toBeNull();
  });
});
