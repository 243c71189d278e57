import { describe, expect, it } from 'vitest';
import { FlowError } from './next-question';
import { startWalk, walkBack, walkForward } from './walk';
import { byResponse, nps, open } from './test-questions';

describe('a respondent’s walk', () => {
  const questions = [
    nps(byResponse({ detractors: 1, promoters: 'end' })),
    open('Why?', { type: 'specific_question', index: 7 }),
    open('More?'),
  ];

  it('starts at the first question and goes where the answers lead', () => {
    const started = startWalk();
    expect(started).toEqual({ visited: [0], taken: [], finished: null });
    const atWhy = walkForward(questions, started, 3);
    expect(atWhy).toEqual({ visited: [0, 1], taken: [1], finished: null });
    expect(walkForward(questions, started, 10)).toEqual({ visited: [0], taken: ['end'], finished: 'end' });
    // A route to a question that does not exist: the widget shows nothing more.
    expect(walkForward(questions, atWhy, 'because')).toEqual({
      visited: [0, 1],
      taken: [1, 7],
      finished: 'dead-end',
    });
  });

  it('fails where the SDK fails, leaving the walk as it was', () => {
    expect(() => walkForward(questions, startWalk(), 'ten')).toThrow(FlowError);
  });

  it('steps back out of a finish, then to the question before', () => {
    const finished = walkForward(questions, walkForward(questions, startWalk(), 3), 'because');
    const back = walkBack(finished);
    expect(back).toEqual({ visited: [0, 1], taken: [1], finished: null });
    expect(walkBack(back)).toEqual({ visited: [0], taken: [], finished: null });
  });
});
