// The engine against posthog-js's own `getNextSurveyStep` (the function the published 1.449.2 build
// exports from `dist/surveys-preview`): same survey, same answer, same step, or both throw the same.
import { describe, expect, it } from 'vitest';
import { getNextSurveyStep } from 'posthog-js/dist/surveys-preview.js';
import type { Branching } from '@/contracts/survey-branching';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { nextQuestion, type SurveyResponse } from './next-question';
import { byResponse, open, single } from '@/testing/fixtures/routing-questions';

type Outcome = number | 'end' | `throws: ${string}`;

function outcome(step: () => number | string): Outcome {
  try {
    return step() as Outcome;
  } catch (error) {
    return `throws: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const sdk = (questions: SurveyQuestion[], index: number, response: SurveyResponse) =>
  // The SDK's Survey type asks for fields its branching never reads.
  outcome(() => getNextSurveyStep({ questions } as never, index, response as never));
const ours = (questions: SurveyQuestion[], index: number, response: SurveyResponse) =>
  outcome(() => nextQuestion({ questions }, index, response));

const rating = (scale: number, branching?: Branching, optional = false): SurveyQuestion => ({
  type: 'rating',
  question: 'R',
  display: 'number',
  scale,
  optional,
  ...(branching ? { branching } : {}),
});
/** Answer-based branching with no `responseValues` at all, as agents and the API can store it. */
const noValues = { type: 'response_based' } as unknown as Branching;

describe('the engine agrees with posthog-js getNextSurveyStep', () => {
  const cases: [string, SurveyQuestion[], number, SurveyResponse][] = [
    ['a rule without responseValues on an unknown scale', [rating(4, noValues), open('B')], 0, 3],
    ['a rule without responseValues, an answer off the scale', [rating(3, noValues), open('B')], 0, 4],
    ['a rule without responseValues, a text answer', [rating(5, noValues), open('B')], 0, '3'],
    ['a rule without responseValues, a fine answer', [rating(5, noValues), open('B')], 0, 3],
    ['a rule without responseValues, skipped when optional', [rating(5, noValues, true), open('B')], 0, null],
    ['a rule without responseValues, skipped when required', [rating(5, noValues), open('B')], 0, null],
    ['single choice without responseValues', [single(['A'], noValues), open('B')], 0, 'A'],
    ['a mapped NPS bucket', [rating(10, byResponse({ promoters: 'end' })), open('B')], 0, 9],
    [
      'an unmapped answer on the last question',
      [open('A'), single(['x', 'y'], byResponse({ '0': 'end' }))],
      1,
      'y',
    ],
    ['scale 3 answered 5 (drawn as 1–5)', [rating(3, byResponse({ negative: 1 })), open('B')], 0, 5],
  ];
  it.each(cases)('%s', (_, questions, index, response) => {
    expect(ours(questions, index, response)).toEqual(sdk(questions, index, response));
  });
});
