import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { beginWalk, startWalk, walkBack, walkForward } from './walk';
import { byResponse, nps, open } from '@/testing/fixtures/routing-questions';

describe('a respondent’s walk', () => {
  const questions = [
    nps(byResponse({ detractors: 1, promoters: 'end' })),
    open('Why?', { type: 'specific_question', index: 7 }),
    open('More?'),
  ];
  const at = (visited: number[], taken: (number | 'end')[], finished: null | 'end' | 'dead-end' = null) => ({
    visited,
    taken,
    finished,
    started: true,
    thrown: null,
  });

  it('starts at the first question and goes where the answers lead', () => {
    const started = startWalk();
    expect(started).toEqual({ visited: [0], taken: [], finished: null, started: false, thrown: null });
    const atWhy = walkForward(questions, started, 3);
    expect(atWhy).toEqual(at([0, 1], [1]));
    expect(walkForward(questions, started, 10)).toEqual(at([0], ['end'], 'end'));
    // A route to a question that does not exist: the widget shows nothing more.
    expect(walkForward(questions, atWhy, 'because')).toEqual(at([0, 1], [1, 7], 'dead-end'));
  });

  it('passes the intro screen before the first answer', () => {
    expect(beginWalk(startWalk())).toEqual(at([0], []));
  });

  it('stops where posthog-js throws, on the question, with what it throws', () => {
    const stopped = walkForward(questions, startWalk(), 'ten');
    expect(stopped).toEqual({ ...at([0], []), thrown: 'The response type must be an integer' });
    // Another answer gets through, and the stop is forgotten.
    expect(walkForward(questions, stopped, 3)).toEqual(at([0, 1], [1]));
    // A rule with no values still reads the answer first (posthog-js getNextSurveyStep).
    const threePoint: SurveyQuestion = {
      type: 'rating',
      question: 'R',
      display: 'number',
      scale: 3,
      branching: { type: 'response_based' } as never,
    };
    expect(walkForward([threePoint, open('B')], startWalk(), 5).thrown).toBe(
      'The response must be in range 1-3',
    );
  });

  it('steps back out of a finish, then to the question before', () => {
    const finished = walkForward(questions, walkForward(questions, startWalk(), 3), 'because');
    const back = walkBack(finished);
    expect(back).toEqual(at([0, 1], [1]));
    expect(walkBack(back)).toEqual(at([0], []));
  });
});
