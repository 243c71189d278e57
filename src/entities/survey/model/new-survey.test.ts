// The shared new-survey start: what the dialog's test and the editor's form rely on.
import { describe, expect, it } from 'vitest';
import { SURVEY_POSITIONS, surveyAppearance } from '../../../contracts/survey';
import { NEW_SURVEY_APPEARANCE, NEW_SURVEY_PARTIAL_RESPONSES } from './new-survey';

describe('the new-survey start', () => {
  it('is an appearance the contract reads as it is, with a thank-you message and a known position', () => {
    expect(surveyAppearance.parse(NEW_SURVEY_APPEARANCE)).toEqual(NEW_SURVEY_APPEARANCE);
    expect(NEW_SURVEY_APPEARANCE).toMatchObject({
      displayThankYouMessage: true,
      thankYouMessageHeader: 'Thank you for your feedback!',
    });
    expect(SURVEY_POSITIONS).toContain(NEW_SURVEY_APPEARANCE.position);
    // White labelling needs PostHog Enterprise: a new survey must not ask for it.
    expect(NEW_SURVEY_APPEARANCE.whiteLabel).toBe(false);
    expect(NEW_SURVEY_PARTIAL_RESPONSES).toBe(true);
  });

  it('cannot be changed through a shared reference; a spread is a full, editable copy', () => {
    expect(Object.isFrozen(NEW_SURVEY_APPEARANCE)).toBe(true);
    const copy = { ...NEW_SURVEY_APPEARANCE };
    copy.backgroundColor = 'navy';
    expect(NEW_SURVEY_APPEARANCE.backgroundColor).toBe('#eeeded');
    expect(Object.values(NEW_SURVEY_APPEARANCE).every((value) => typeof value !== 'object')).toBe(true);
  });
});
