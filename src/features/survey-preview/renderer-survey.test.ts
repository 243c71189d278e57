import type { SurveyQuestion } from '@/contracts/survey-questions';
import {
  keptOrderReason,
  previewPageIndex,
  showsThankYou,
  shufflesChoices,
  shufflesQuestions,
  toRendererSurvey,
} from './renderer-survey';

const hasShuffling = (survey: PreviewSurvey) => shufflesQuestions(survey) || shufflesChoices(survey);
import type { PreviewSurvey } from './sanitize-survey';

const questions: SurveyQuestion[] = [
  { id: 'a', type: 'single_choice', question: 'Pick', choices: ['A', 'B'], shuffleOptions: true },
  { id: 'b', type: 'link', question: 'Read', link: 'https://example.com' },
  { id: 'c', type: 'open', question: 'Why?', description: '<img src=x onerror=alert(1)>Because' },
];
const survey: PreviewSurvey = {
  type: 'popover',
  questions,
  appearance: { shuffleQuestions: true, displayThankYouMessage: true, backgroundColor: '#fff' },
};

describe('toRendererSurvey', () => {
  it('sanitises, keeps the saved order and drops link targets', () => {
    const result = toRendererSurvey(survey);
    expect(result.id).toMatch(/^surveyor-preview#/);
    expect(result.name).toBe('');
    expect(result.appearance).toEqual({
      shuffleQuestions: false,
      displayThankYouMessage: true,
      backgroundColor: '#fff',
    });
    expect(result.questions.map((question) => question.id)).toEqual(['a', 'b', 'c']);
    expect(result.questions[0]).toMatchObject({ shuffleOptions: false, choices: ['A', 'B'] });
    expect(result.questions[1]).toMatchObject({ link: null });
    expect(result.questions[2]!.description).toBe('<img src="x">Because');
    expect(result.conditions).toBeNull();
    // The input stays as it was.
    expect(questions[0]).toMatchObject({ shuffleOptions: true });
    expect(survey.appearance).toMatchObject({ shuffleQuestions: true });
  });

  it('keeps the id and name it is given, and copes with no questions', () => {
    const result = toRendererSurvey({
      id: 's1',
      name: 'Named',
      type: 'api',
      questions: null,
      appearance: null,
    });
    expect(result).toMatchObject({ id: 's1', name: 'Named', type: 'api', questions: [], appearance: null });
  });

  it('gives a reordered survey another id (the renderer remembers the order by id), and an edited one the same', () => {
    const id = toRendererSurvey(survey).id;
    const reordered = toRendererSurvey({
      ...survey,
      questions: [questions[1]!, questions[0]!, questions[2]!],
    });
    const edited = toRendererSurvey({
      ...survey,
      questions: [{ ...questions[0]!, question: 'Pick one' }, questions[1]!, questions[2]!],
    });
    expect(reordered.id).not.toBe(id);
    expect(edited.id).toBe(id);
    expect(toRendererSurvey({ ...survey, id: 's1' }).id).toMatch(/^s1#/);
  });
});

describe('pages', () => {
  it('maps the confirmation screen to questions.length, as the renderer expects', () => {
    expect(previewPageIndex('thanks', 3)).toBe(3);
    expect(previewPageIndex(1, 3)).toBe(1);
  });

  it('shows a thank-you message only when the flag is set (the SDK has no default)', () => {
    expect(showsThankYou(survey)).toBe(true);
    expect(showsThankYou({ appearance: null })).toBe(false);
    expect(showsThankYou({ appearance: {} })).toBe(false);
    expect(showsThankYou({ appearance: { displayThankYouMessage: false } })).toBe(false);
  });

  it('says when the preview unshuffles', () => {
    expect(hasShuffling(survey)).toBe(true);
    expect(hasShuffling({ type: 'popover', appearance: null, questions: [questions[1]!] })).toBe(false);
    // Branching keeps the order in the SDK, so there is nothing to say.
    expect(
      hasShuffling({
        type: 'popover',
        appearance: { shuffleQuestions: true },
        questions: [{ type: 'open', question: 'Q', branching: { type: 'end' } }],
      }),
    ).toBe(false);
  });

  it('knows posthog-js keeps the question order when partial responses are on, and says why', () => {
    const shuffled: PreviewSurvey = {
      type: 'popover',
      appearance: { shuffleQuestions: true },
      questions: [questions[1]!, questions[2]!],
    };
    expect(hasShuffling(shuffled)).toBe(true);
    expect(keptOrderReason(shuffled)).toBeNull();
    const partial = { ...shuffled, enable_partial_responses: true };
    expect(hasShuffling(partial)).toBe(false);
    expect(keptOrderReason(partial)).toMatch(/partial responses are on/);
    expect(keptOrderReason({ ...partial, enable_partial_responses: false })).toBeNull();
    // Choices are shuffled whatever partial responses say (getDisplayOrderChoices).
    expect(hasShuffling({ ...survey, enable_partial_responses: true })).toBe(true);
    // Branching keeps the order too; with both, branching is the reason the SDK checks first.
    const branching = {
      ...partial,
      questions: [{ type: 'open', question: 'Q', branching: { type: 'end' } } as SurveyQuestion],
    };
    expect(keptOrderReason(branching)).toMatch(/branch/);
  });
});
