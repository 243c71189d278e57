// What a new survey gets, whichever way it is created: the "New survey" dialog (a template, then
// straight to the server) or the editor's blank form. Both start from the same look: PostHog's defaults
// under the project's own default theme, as PostHog's UI starts one.
import { isPlainObject } from '@/contracts/readable';
import type { SurveyAppearance } from '@/contracts/survey-settings';

/**
 * PostHog's DEFAULT_SURVEY_APPEARANCE (posthog/constants.py @ 003f61b0, "Sync with
 * frontend/src/scenes/surveys/constants.tsx"): the server's idea of an unstyled survey. No `textColor`
 * (posthog-js derives one from the background) and `position: "bottom-right"`, a value posthog-js does not
 * know and draws as its default, "right".
 */
export const POSTHOG_DEFAULT_APPEARANCE: Readonly<SurveyAppearance & Record<string, unknown>> = Object.freeze(
  {
    fontFamily: 'inherit',
    backgroundColor: '#eeeded',
    submitButtonColor: 'black',
    submitButtonTextColor: 'white',
    ratingButtonColor: 'white',
    ratingButtonActiveColor: 'black',
    borderColor: '#c9c6c6',
    placeholder: 'Start typing...',
    whiteLabel: false,
    displayThankYouMessage: true,
    thankYouMessageHeader: 'Thank you for your feedback!',
    position: 'bottom-right',
    tabPosition: 'right',
    widgetType: 'tab',
    widgetLabel: 'Feedback',
    widgetColor: 'black',
    zIndex: '2147482647',
    disabledButtonOpacity: '0.6',
    maxWidth: '300px',
    textSubtleColor: '#939393',
    inputBackground: 'white',
    boxPadding: '20px 24px',
    boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
    borderRadius: '10px',
    shuffleQuestions: false,
    surveyPopupDelaySeconds: null,
  },
);

/**
 * The appearance keys PostHog counts as styling, a paid feature (AvailableFeature.SURVEYS_STYLING):
 * SURVEY_STYLING_APPEARANCE_FIELDS of products/surveys/backend/api/survey_appearance.py @ fce8bd75.
 */
export const STYLING_KEYS = [
  'backgroundColor',
  'textColor',
  'textSubtleColor',
  'borderColor',
  'inputBackground',
  'inputTextColor',
  'ratingButtonColor',
  'ratingButtonActiveColor',
  'ratingButtonHoverColor',
  'submitButtonColor',
  'submitButtonTextColor',
  'placeholder',
  'fontFamily',
  'maxWidth',
  'boxPadding',
  'boxShadow',
  'borderRadius',
  'zIndex',
  'disabledButtonOpacity',
  'position',
  'tabPosition',
] as const;

/**
 * The appearance a new survey of a project starts with: PostHog's defaults, then the project's own default
 * theme (`project.survey_config.appearance`) on top, as PostHog's UI seeds every new survey
 * (`{...defaultSurveyAppearance, ...currentTeam?.survey_config?.appearance}`, surveyLogic.tsx; PR #50689).
 * posthog-js never reads survey_config: this seeding is the only way the project theme reaches a survey.
 *
 * Styling (STYLING_KEYS) is sent only when the project's theme sets it; what nobody chose is left to
 * posthog-js, whose own defaults draw the same look. Why: survey_appearance.py's validate_survey_appearance
 * refuses, for an organization without SURVEYS_STYLING, any styling field that differs from
 * DEFAULT_SURVEY_APPEARANCE ("You need to upgrade your plan to customize survey styling"), and PostHog's own
 * UI sends `position: "right"`, so that default may change. Whether that check is wired into the survey
 * API is unverified (/work/shared/reference/real-posthog-behaviour-3.md #2: the stored survey.py still runs
 * its older validate_appearance, and no caller of the new one was found), so the demo backend does not
 * model it: no 400 the server is not proven to send. Sending no unchosen styling is right either way.
 *
 * Beyond PostHog's defaults, one choice of Surveyor's own: the thank-you text is plain text (posthog-js
 * renders it as HTML unless told otherwise, and the editor's text field is plain).
 */
export function newSurveyAppearance(surveyConfig: unknown): SurveyAppearance {
  const styling: readonly string[] = STYLING_KEYS;
  const start: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(POSTHOG_DEFAULT_APPEARANCE))
    if (value !== null && !styling.includes(key)) start[key] = value;
  const theme =
    isPlainObject(surveyConfig) && isPlainObject(surveyConfig.appearance) ? surveyConfig.appearance : {};
  return structuredClone({
    ...start,
    thankYouMessageDescriptionContentType: 'text',
    ...theme,
  }) as SurveyAppearance;
}

/**
 * Partial responses: the server's model default is off, PostHog's UI turns them on for a new survey
 * (api-surveys.md, `enable_partial_responses`), and so does the editor's schedule section.
 */
export const NEW_SURVEY_PARTIAL_RESPONSES = true;
