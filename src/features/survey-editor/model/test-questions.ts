// Fixtures shared by the editor model's tests (convert, question-ops): a stored survey whose rules
// cover every kind of target, and uids that are predictable so a test can name the question it means.
import type { SurveyQuestion } from '../../../contracts/survey';

/** A fresh uid maker per call: u0, u1, u2… in the order the questions are read. */
export const countingUids = () => {
  let n = 0;
  return () => `u${n++}`;
};

/**
 * Four questions as the API stores them, branching by index: NPS by answer group (one to a question,
 * one to the end), an open question to a specific question, a choice by answer index, one to the end.
 */
export const storedQuestions: SurveyQuestion[] = [
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
