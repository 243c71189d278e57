// Reading stored questions into the editor's document (branching by index → rules by uid) and writing
// them back: a round trip, targets that do not exist, and the edge cases of loading and saving.
import { describe, expect, it } from 'vitest';
import { fromApiQuestions, toApiQuestions } from './convert';
import { countingUids, storedQuestions } from '@/testing/fixtures/stored-questions';

describe('index ↔ uid conversion', () => {
  it('round-trips, writing "next" as no branching', () => {
    const { questions, notices } = fromApiQuestions(storedQuestions, countingUids());
    expect(notices).toEqual([]);
    expect(questions[1]!.rule).toEqual({ kind: 'question', target: 'u3' });
    expect(toApiQuestions(questions)).toEqual(storedQuestions);
    const withNext = fromApiQuestions(
      [
        { type: 'open', question: 'x', branching: { type: 'next_question' } },
        { type: 'open', question: 'y' },
      ],
      countingUids(),
    );
    expect(toApiQuestions(withNext.questions)[0]).not.toHaveProperty('branching');
  });
  it('turns targets that do not exist into "next" with a notice', () => {
    const { questions, notices } = fromApiQuestions(
      [{ type: 'open', question: 'x', branching: { type: 'specific_question', index: 9 } }],
      countingUids(),
    );
    expect(questions[0]!.rule).toEqual({ kind: 'next' });
    expect(notices[0]!.message).toMatch(/question #10, which does not exist/);
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
      countingUids(),
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
      countingUids(),
    );
    expect(toApiQuestions(questions)[0]!.branching).toEqual({
      type: 'response_based',
      responseValues: { '0': 'end', '1': 'end' },
    });
  });
});
