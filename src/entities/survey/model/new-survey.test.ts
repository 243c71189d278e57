// The shared new-survey start: what the dialog's test and the editor's form rely on.
import { describe, expect, it } from 'vitest';
import { surveyAppearance } from '@/contracts/survey-settings';
import {
  NEW_SURVEY_PARTIAL_RESPONSES,
  POSTHOG_DEFAULT_APPEARANCE,
  STYLING_KEYS,
  newSurveyAppearance,
} from './new-survey';

/**
 * The styling fields a write changes, as survey_appearance.py's validate_survey_appearance finds them for
 * a new survey: those present whose value differs from DEFAULT_SURVEY_APPEARANCE's.
 */
const changedStyling = (appearance: Record<string, unknown>) =>
  STYLING_KEYS.filter(
    (key) =>
      key in appearance && appearance[key] !== (POSTHOG_DEFAULT_APPEARANCE as Record<string, unknown>)[key],
  );

describe('PostHog’s defaults', () => {
  it('are posthog/constants.py’s DEFAULT_SURVEY_APPEARANCE: no text colour, "bottom-right"', () => {
    expect(POSTHOG_DEFAULT_APPEARANCE).not.toHaveProperty('textColor');
    expect(POSTHOG_DEFAULT_APPEARANCE).toMatchObject({
      backgroundColor: '#eeeded',
      submitButtonColor: 'black',
      position: 'bottom-right',
      displayThankYouMessage: true,
      thankYouMessageHeader: 'Thank you for your feedback!',
      whiteLabel: false,
    });
    expect(Object.isFrozen(POSTHOG_DEFAULT_APPEARANCE)).toBe(true);
  });
});

describe('a new survey’s appearance', () => {
  it('without a project theme: a thank-you message, and no styling nobody chose', () => {
    const appearance = newSurveyAppearance(null);
    expect(surveyAppearance.parse(appearance)).toEqual(appearance);
    expect(appearance).toMatchObject({
      displayThankYouMessage: true,
      thankYouMessageHeader: 'Thank you for your feedback!',
      // White labelling needs PostHog Enterprise: a new survey must not ask for it.
      whiteLabel: false,
      shuffleQuestions: false,
    });
    for (const key of STYLING_KEYS) expect(appearance, key).not.toHaveProperty(key);
    expect(appearance).not.toHaveProperty('textColor');
    expect(changedStyling(appearance)).toEqual([]);
    expect(NEW_SURVEY_PARTIAL_RESPONSES).toBe(true);
  });

  it('with the project’s theme on top, as PostHog’s surveyLogic seeds a new survey', () => {
    const theme = {
      backgroundColor: '#1d4aff',
      submitButtonColor: '#ff9900',
      thankYouMessageHeader: 'Cheers',
    };
    const appearance = newSurveyAppearance({ appearance: theme, templates: [] });
    expect(appearance).toMatchObject({ ...theme, displayThankYouMessage: true, whiteLabel: false });
    // The only styling sent is the theme the project set.
    expect(changedStyling(appearance).sort()).toEqual(['backgroundColor', 'submitButtonColor']);
  });

  it('a config that is not what it should be is no theme', () => {
    const plain = newSurveyAppearance(null);
    for (const config of [undefined, {}, { appearance: null }, { appearance: 'blue' }, [], 'x'])
      expect(newSurveyAppearance(config)).toEqual(plain);
  });

  it('is a fresh object every time: editing one changes no other', () => {
    const theme = { appearance: { backgroundColor: 'navy' } };
    const first = newSurveyAppearance(theme);
    first.backgroundColor = 'red';
    first.thankYouMessageHeader = 'Changed';
    expect(newSurveyAppearance(theme)).toMatchObject({
      backgroundColor: 'navy',
      thankYouMessageHeader: 'Thank you for your feedback!',
    });
    expect(theme.appearance.backgroundColor).toBe('navy');
  });
});
