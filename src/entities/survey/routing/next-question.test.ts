// Pins the SDK's routing, row by row (reference: branching-and-editor-ux.md §1.3–§1.5 and §1.10).
import { describe, expect, it } from 'vitest';
import type { Branching } from '@/contracts/survey-branching';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { FlowError, nextQuestion } from './next-question';
import { ratingBucket } from '../kinds/rating-buckets';

const open = (branching?: Branching): SurveyQuestion => ({
  type: 'open',
  question: 'Q',
  ...(branching ? { branching } : {}),
});
const rating = (scale: number, branching?: Branching, optional = false): SurveyQuestion => ({
  type: 'rating',
  question: 'R',
  display: 'number',
  scale,
  lowerBoundLabel: 'l',
  upperBoundLabel: 'u',
  optional,
  ...(branching ? { branching } : {}),
});
const single = (choices: string[], branching?: Branching, hasOpenChoice = false): SurveyQuestion => ({
  type: 'single_choice',
  question: 'S',
  choices,
  hasOpenChoice,
  ...(branching ? { branching } : {}),
});
const survey = (...questions: SurveyQuestion[]) => ({ questions });
const byResponse = (responseValues: Record<string, unknown>) =>
  ({ type: 'response_based', responseValues }) as Branching;

describe('nextQuestion: branching types', () => {
  it('B0: no branching goes to the next question, and ends after the last', () => {
    const s = survey(open(), open(), open());
    expect(nextQuestion(s, 0, 'x')).toBe(1);
    expect(nextQuestion(s, 2, 'x')).toBe('end');
  });
  it('B1: end', () => expect(nextQuestion(survey(open({ type: 'end' }), open()), 0, 'x')).toBe('end'));
  it('B2: specific question, unvalidated (backwards, itself, out of range)', () => {
    expect(nextQuestion(survey(open({ type: 'specific_question', index: 2 }), open(), open()), 0, 'x')).toBe(
      2,
    );
    expect(nextQuestion(survey(open(), open({ type: 'specific_question', index: 0 })), 1, 'x')).toBe(0);
    expect(nextQuestion(survey(open({ type: 'specific_question', index: 0 })), 0, 'x')).toBe(0);
    expect(nextQuestion(survey(open({ type: 'specific_question', index: 99 })), 0, 'x')).toBe(99);
  });
  it("B2': a non-integer index falls back to next, even past the last question", () => {
    const bad = { type: 'specific_question', index: '2' } as unknown as Branching;
    expect(nextQuestion(survey(open(bad), open()), 0, 'x')).toBe(1);
    expect(
      nextQuestion(survey(open(), open({ type: 'specific_question', index: 1.5 } as Branching)), 1, 'x'),
    ).toBe(2);
  });
  it('F: explicit next_question and unknown types go to next; on the last question that is out of range', () => {
    expect(nextQuestion(survey(open({ type: 'next_question' }), open()), 0, 'x')).toBe(1);
    expect(nextQuestion(survey(open(), open({ type: 'next_question' })), 1, 'x')).toBe(2);
    expect(nextQuestion(survey(open({ type: 'jump' } as unknown as Branching), open()), 0, 'x')).toBe(1);
  });
  it('R3: response-based on open, link and multiple choice is ignored', () => {
    expect(nextQuestion(survey(open(byResponse({ '0': 'end' })), open()), 0, 'x')).toBe(1);
    const multi: SurveyQuestion = {
      type: 'multiple_choice',
      question: 'M',
      choices: ['A', 'B'],
      branching: byResponse({ '0': 'end' }),
    };
    expect(nextQuestion(survey(multi, open()), 0, ['A'])).toBe(1);
    expect(nextQuestion(survey(open(), multi), 1, ['A'])).toBe(2);
  });
  it('throws for an index past the end', () =>
    expect(() => nextQuestion(survey(open()), 3, 'x')).toThrow(FlowError));
});

describe('nextQuestion: single choice', () => {
  const q = single(['A', 'B', 'C'], byResponse({ '0': 2, '1': 'end', '2': 'next_question' }));
  const s = survey(q, open(), open());
  it('maps the chosen label to its index', () => {
    expect(nextQuestion(s, 0, 'A')).toBe(2);
    expect(nextQuestion(s, 0, 'B')).toBe('end');
    expect(nextQuestion(s, 0, 'C')).toBe(1);
  });
  it('unmapped answers go to next; on the last question that is out of range', () => {
    expect(nextQuestion(survey(single(['A', 'B'], byResponse({ '0': 'end' })), open()), 0, 'B')).toBe(1);
    expect(nextQuestion(survey(open(), single(['A', 'B'], byResponse({ '0': 'end' }))), 1, 'B')).toBe(2);
  });
  it('a string target is not a jump; 0 is', () => {
    expect(nextQuestion(survey(single(['A'], byResponse({ '0': '2' })), open(), open()), 0, 'A')).toBe(1);
    expect(nextQuestion(survey(open(), single(['A'], byResponse({ '0': 0 }))), 1, 'A')).toBe(0);
  });
  it('keys by label do not match', () =>
    expect(nextQuestion(survey(single(['A'], byResponse({ A: 'end' })), open()), 0, 'A')).toBe(1));
  it('open choice: free text, the literal label and a skipped answer route as the open choice', () => {
    const withOther = survey(
      single(['Yes', 'No', 'Other'], byResponse({ '0': 'end', '2': 2 }), true),
      open(),
      open(),
    );
    expect(nextQuestion(withOther, 0, 'my own words')).toBe(2);
    expect(nextQuestion(withOther, 0, 'Other')).toBe(2);
    expect(nextQuestion(withOther, 0, null)).toBe(2);
    expect(nextQuestion(withOther, 0, 'Yes')).toBe('end');
  });
  it('without an open choice a skipped answer goes to next', () => {
    expect(nextQuestion(survey(single(['A', 'B'], byResponse({ '0': 'end' })), open()), 0, null)).toBe(1);
  });
  it('an array answer and duplicate labels', () => {
    expect(nextQuestion(s, 0, ['A'])).toBe(2);
    expect(nextQuestion(survey(single(['A', 'A'], byResponse({ '1': 'end' })), open()), 0, 'A')).toBe(1);
  });
});

describe('nextQuestion: rating', () => {
  it.each([
    [
      3,
      [
        [1, 'negative'],
        [2, 'neutral'],
        [3, 'positive'],
      ],
    ],
    [
      5,
      [
        [1, 'negative'],
        [2, 'negative'],
        [3, 'neutral'],
        [4, 'positive'],
        [5, 'positive'],
      ],
    ],
    [
      7,
      [
        [1, 'negative'],
        [3, 'negative'],
        [4, 'neutral'],
        [5, 'positive'],
        [7, 'positive'],
      ],
    ],
    [
      10,
      [
        [0, 'detractors'],
        [6, 'detractors'],
        [7, 'passives'],
        [8, 'passives'],
        [9, 'promoters'],
        [10, 'promoters'],
      ],
    ],
    [
      2,
      [
        [1, 'positive'],
        [2, 'negative'],
      ],
    ],
  ] as const)('scale %i buckets', (scale, cases) => {
    for (const [value, key] of cases) expect(ratingBucket(value, scale)).toBe(key);
  });
  it('routes by bucket', () => {
    const nps = survey(
      rating(10, byResponse({ detractors: 1, passives: 2, promoters: 'end' })),
      open(),
      open(),
      open(),
    );
    expect(nextQuestion(nps, 0, 3)).toBe(1);
    expect(nextQuestion(nps, 0, 8)).toBe(2);
    expect(nextQuestion(nps, 0, 10)).toBe('end');
  });
  it('keys of another scale family never match', () => {
    expect(
      nextQuestion(
        survey(rating(10, byResponse({ negative: 'end', neutral: 'end', positive: 'end' })), open()),
        0,
        2,
      ),
    ).toBe(1);
  });
  it('throws for out-of-range, unsupported scales and non-integers', () => {
    expect(() => nextQuestion(survey(rating(5, byResponse({ negative: 'end' })), open()), 0, 0)).toThrow(
      'The response must be in range 1-5',
    );
    expect(() => nextQuestion(survey(rating(2, byResponse({ negative: 'end' })), open()), 0, 0)).toThrow(
      'range 1-2',
    );
    expect(() => nextQuestion(survey(rating(4, byResponse({ negative: 'end' })), open()), 0, 3)).toThrow(
      'The scale must be one of: 2, 3, 5, 7, 10',
    );
    expect(() => nextQuestion(survey(rating(5, byResponse({ negative: 'end' })), open()), 0, '3')).toThrow(
      'The response type must be an integer',
    );
    expect(() => nextQuestion(survey(rating(5, byResponse({ negative: 'end' })), open()), 0, 3.5)).toThrow(
      'integer',
    );
  });
  it('R0: a skipped optional rating goes to next, or ends when last; a skipped required one throws', () => {
    expect(nextQuestion(survey(rating(5, byResponse({ negative: 'end' }), true), open()), 0, null)).toBe(1);
    expect(nextQuestion(survey(open(), rating(5, byResponse({ negative: 'end' }), true)), 1, null)).toBe(
      'end',
    );
    expect(() => nextQuestion(survey(rating(5, byResponse({ negative: 'end' })), open()), 0, null)).toThrow(
      'integer',
    );
  });
  it('no branching or end branching does not validate the answer', () => {
    expect(nextQuestion(survey(rating(5), open()), 0, 'nonsense')).toBe(1);
    expect(nextQuestion(survey(rating(5, { type: 'end' }), open()), 0, 99)).toBe('end');
  });
});
