import type { SurveyQuestion } from '@/contracts/survey-questions';
import { advance, pageOptions, validPage } from './preview-pages';
import { sanitizeSurveyForPreview, type PreviewSurvey } from './sanitize-survey';

const nps: SurveyQuestion[] = [
  {
    type: 'rating',
    question: 'How likely are you to recommend <b>Acme</b> to a friend, a colleague or anyone else at all?',
    display: 'number',
    scale: 10,
    lowerBoundLabel: 'Unlikely',
    upperBoundLabel: 'Very likely',
    branching: { type: 'response_based', responseValues: { detractors: 1, promoters: 'end' } },
  },
  { type: 'open', question: 'What should we fix?', branching: { type: 'specific_question', index: 7 } },
  {
    type: 'single_choice',
    question: '',
    choices: ['<b>Yes</b>', 'No'],
    branching: { type: 'response_based', responseValues: { '0': 'end', '1': 0 } },
  },
];
const withThanks: PreviewSurvey = {
  type: 'popover',
  questions: nps,
  appearance: { displayThankYouMessage: true },
};
const withoutThanks: PreviewSurvey = { ...withThanks, appearance: null };

describe('pageOptions', () => {
  it('lists the questions, shortened, and the thank-you message when it is shown', () => {
    expect(pageOptions(withThanks).map((option) => option.label)).toEqual([
      'Q1 “How likely are you to recommend Acme to a frien…”',
      'Q2 “What should we fix?”',
      'Q3',
      'Thank-you message',
    ]);
    expect(pageOptions(withoutThanks).map((option) => option.value)).toEqual(['q0', 'q1', 'q2']);
  });

  it('knows which pages exist', () => {
    expect(validPage(withThanks, 'thanks')).toBe('thanks');
    expect(validPage(withoutThanks, 'thanks')).toBeNull();
    expect(validPage(withThanks, 2)).toBe(2);
    expect(validPage(withThanks, 3)).toBeNull();
    expect(validPage(withThanks, -1)).toBeNull();
  });
});

describe('advance', () => {
  it('follows the branching of the routing engine', () => {
    expect(advance(withThanks, 0, 3)).toEqual({ kind: 'page', page: 1 });
    expect(advance(withThanks, 0, 7)).toEqual({ kind: 'page', page: 1 }); // passives: unmapped, next
  });

  it("goes to the thank-you page at 'end' when there is one, else ends", () => {
    expect(advance(withThanks, 0, 10)).toEqual({ kind: 'page', page: 'thanks' });
    expect(advance(withoutThanks, 0, 10)).toEqual({ kind: 'end' });
    expect(advance(withThanks, 'thanks', null)).toEqual({ kind: 'end' });
  });

  it('reports a route to a question that does not exist', () => {
    expect(advance(withThanks, 1, 'Speed')).toEqual({ kind: 'dead-end', target: 7 });
  });

  it('routes choices by the text the renderer showed (the sanitised one)', () => {
    expect(advance(withThanks, 2, 'No')).toEqual({ kind: 'page', page: 0 });
    // The renderer showed "<b>Yes</b>" as "Yes": only the sanitised survey knows it is choice 0.
    expect(advance(sanitizeSurveyForPreview(withThanks), 2, 'Yes')).toEqual({ kind: 'page', page: 'thanks' });
  });

  it('turns an answer the engine cannot route into an error', () => {
    expect(advance(withThanks, 0, 'ten')).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/integer/),
    });
  });
});
