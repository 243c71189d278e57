import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { SURVEY_TEMPLATES } from './templates';
import { describeBranching } from './branching-words';
import { surveyQuestion } from '@/contracts/survey-questions';

const questions = SURVEY_TEMPLATES.find((template) => template.id === 'branching')!.questions();

describe('branching in words', () => {
  it('describes rating buckets and targets by their text', () => {
    expect(describeBranching(questions, 0)).toEqual([
      'If the answer is 0–6 (Detractors), go to Q2 “What disappointed you?”.',
      'If the answer is 7–8 (Passives), go to Q3 “What would make it a 10?”.',
      'If the answer is 9–10 (Promoters), go to Q4 “Would you leave us a review?”.',
      'Any other answer: go to the next question (Q2).',
    ]);
  });
  it('describes end, specific questions, choices and the last question', () => {
    expect(describeBranching(questions, 1)).toEqual(['Then end the survey.']);
    expect(describeBranching(questions, 2)).toEqual(['Then go to Q4 “Would you leave us a review?”.']);
    expect(describeBranching(questions, 3)[0]).toBe('If the answer is “No”, end the survey.');
    expect(describeBranching(questions, 4)).toEqual(['Then end the survey.']);
  });
  it('flags keys that do not fit the scale', () => {
    const odd: SurveyQuestion[] = [
      {
        type: 'rating',
        question: 'R',
        display: 'number',
        scale: 10,
        lowerBoundLabel: 'a',
        upperBoundLabel: 'b',
        branching: { type: 'response_based', responseValues: { neutral: 'end' } },
      },
    ];
    expect(describeBranching(odd, 0)[0]).toMatch(/does not fit a 10-point scale/);
  });
  it('every template is a valid list of questions', () => {
    for (const template of SURVEY_TEMPLATES) {
      for (const question of template.questions())
        expect(surveyQuestion.safeParse(question).success).toBe(true);
    }
  });
});
