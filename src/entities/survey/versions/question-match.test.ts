import { describe, expect, it } from 'vitest';
import { matchQuestions } from './question-match';

const q = (id: string | undefined, question: string) => ({ id, type: 'open', question });

describe('matchQuestions with duplicate ids', () => {
  // The server does not refuse two questions with one id (PostHog's SurveySerializer only fills in
  // missing ids), so a list may carry them; a duplicated id identifies neither question.
  const shared = [q('same-id', 'QUESTION A'), q('same-id', 'QUESTION B'), q('other-id', 'QUESTION C')];

  it('pairs a list with itself one for one', () => {
    const match = matchQuestions(shared, structuredClone(shared));
    expect(match.pairs).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(match.removed).toEqual([]);
    expect(match.added).toEqual([]);
    expect(match.moved.size).toBe(0);
  });

  it('pairs questions whose id is duplicated by text wherever it went, then by position', () => {
    const after = [q('same-id', 'Reworded A'), q('other-id', 'QUESTION C'), q('same-id', 'QUESTION B')];
    const match = matchQuestions(shared, after);
    expect(match.pairs).toEqual([
      [0, 0],
      [1, 2],
      [2, 1],
    ]);
  });

  it('treats an id duplicated on one side as absent on the other too', () => {
    // After: one of the two was removed, so the id is unique there, but it still names nothing.
    const after = [q('same-id', 'QUESTION B'), q('other-id', 'QUESTION C')];
    const match = matchQuestions(shared, after);
    expect(match.pairs).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(match.removed).toEqual([0]);
    const back = matchQuestions(after, shared);
    expect(back.pairs).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(back.added).toEqual([0]);
  });

  it('still finds a unique id wherever it went, and a new question in a removed one’s place is new', () => {
    const before = [q('a', 'First'), q('b', 'Second')];
    const after = [q('c', 'Second'), q('a', 'First')];
    const match = matchQuestions(before, after);
    expect(match.pairs).toEqual([[0, 1]]);
    expect(match.removed).toEqual([1]);
    expect(match.added).toEqual([0]);
  });
});
