// Small questions for the routing engine's tests (build-graph, lint, paths).
import type { Branching } from '../../../contracts/survey-branching';
import type { SurveyQuestion } from '../../../contracts/survey-questions';

export const open = (text: string, branching?: Branching, optional = false): SurveyQuestion => ({
  type: 'open',
  question: text,
  optional,
  ...(branching ? { branching } : {}),
});

/** A 0–10 rating. */
export const nps = (branching?: Branching): SurveyQuestion => ({
  type: 'rating',
  question: 'NPS',
  display: 'number',
  scale: 10,
  lowerBoundLabel: 'a',
  upperBoundLabel: 'b',
  ...(branching ? { branching } : {}),
});

export const single = (choices: string[], branching?: Branching, hasOpenChoice = false): SurveyQuestion => ({
  type: 'single_choice',
  question: 'Pick',
  choices,
  hasOpenChoice,
  ...(branching ? { branching } : {}),
});

export const byResponse = (responseValues: Record<string, number | 'end'>): Branching => ({
  type: 'response_based',
  responseValues,
});
