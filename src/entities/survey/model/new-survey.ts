// What a new survey gets, whichever way it is created: the "New survey" dialog (a template, then
// straight to the server) or the editor's blank form. Both used to state their own defaults, and the
// dialog's surveys came out with only a thank-you message and partial responses off.
import type { SURVEY_POSITIONS, SurveyAppearance } from '../../../contracts/survey';

/**
 * PostHog's default look, as its own survey form starts a new survey, with a thank-you message.
 * Every value is a primitive, so a spread (`{ ...NEW_SURVEY_APPEARANCE }`) is a full copy.
 */
export const NEW_SURVEY_APPEARANCE: Readonly<SurveyAppearance> = Object.freeze({
  backgroundColor: '#eeeded',
  borderColor: '#c9c6c6',
  textColor: '#020617',
  submitButtonColor: 'black',
  submitButtonTextColor: 'white',
  ratingButtonColor: 'white',
  ratingButtonActiveColor: 'black',
  placeholder: 'Start typing...',
  position: 'right' satisfies (typeof SURVEY_POSITIONS)[number],
  displayThankYouMessage: true,
  thankYouMessageHeader: 'Thank you for your feedback!',
  thankYouMessageDescription: '',
  thankYouMessageDescriptionContentType: 'text',
  whiteLabel: false,
  autoDisappear: false,
  shuffleQuestions: false,
});

/**
 * Partial responses: the server's model default is off, PostHog's UI turns them on for a new survey
 * (api-surveys.md, `enable_partial_responses`), and so does the editor's schedule section.
 */
export const NEW_SURVEY_PARTIAL_RESPONSES = true;
