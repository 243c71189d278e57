// The appearance section's form values: the API's appearance object itself (unknown keys kept, so a
// save never drops them), which the live preview renders as it changes. Its schema and rules, survey →
// values → API field, and the names of its fields.
import { z } from 'zod';
import { type Survey } from '@/contracts/survey';
import { surveyAppearance, type SurveyAppearance } from '@/contracts/survey-settings';
import { isCssColor } from '@/components/form/css-color';
import { newSurveyAppearance } from '@/entities/survey/model/new-survey';
import { isCssSelector, type Issue } from './section-rules';

/**
 * The delay the field suggests (an hour). Only a negative delay is refused by the server ("Survey popup
 * delay seconds must be a positive integer", validate_appearance in products/surveys/backend/api/survey.py),
 * so a longer one is accepted and shown as it is.
 */
export const SUGGESTED_MAX_POPUP_DELAY_SECONDS = 3600;

export const COLOUR_KEYS = [
  'backgroundColor',
  'borderColor',
  'textColor',
  'submitButtonColor',
  'submitButtonTextColor',
  'ratingButtonColor',
  'ratingButtonActiveColor',
  'widgetColor',
] as const;
export type ColourKey = (typeof COLOUR_KEYS)[number];

const colour = z
  .string()
  .refine((value) => value.trim() === '' || isCssColor(value), {
    message: 'Enter a CSS colour, e.g. #1d4aff, rgb(29 74 255) or navy.',
  })
  .nullish();

export const appearanceSchema = surveyAppearance.extend({
  ...(Object.fromEntries(COLOUR_KEYS.map((key) => [key, colour])) as Record<ColourKey, typeof colour>),
  thankYouMessageCloseButtonText: z.string().nullish(),
  surveyPopupDelaySeconds: z
    .number({ error: 'Enter a whole number of seconds.' })
    .int('Enter a whole number of seconds.')
    .min(0, 'The delay cannot be negative.')
    .nullable()
    .optional(),
});

export type AppearanceValues = z.infer<typeof appearanceSchema>;

/** Cross-field rules; `type` is the survey's type when the form has one. */
export function checkAppearance(appearance: AppearanceValues, type: string | undefined, issue: Issue): void {
  if ((type === undefined || type === 'widget') && appearance.widgetType === 'selector') {
    const selector = appearance.widgetSelector ?? '';
    if (!selector.trim())
      issue(['appearance', 'widgetSelector'], 'Enter the CSS selector of the element that opens the survey.');
    else if (!isCssSelector(selector))
      issue(['appearance', 'widgetSelector'], 'This is not a valid CSS selector.');
  }
}

/** The appearance of a survey (null: a new one, which gets the shared new-survey look). */
export function appearanceToValues(survey: Survey | null): AppearanceValues {
  return survey ? structuredClone(survey.appearance ?? {}) : newSurveyAppearance(null);
}

/** The `appearance` API field; hosted (external) surveys drop the popup delay. */
export function appearanceToBody(appearance: AppearanceValues, external: boolean): SurveyAppearance | null {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(appearance)) {
    if (value === undefined) continue;
    // A cleared colour means "the default"; an empty string would paint nothing.
    if ((COLOUR_KEYS as readonly string[]).includes(key) && typeof value === 'string') {
      if (value.trim()) out[key] = value.trim();
      continue;
    }
    out[key] = structuredClone(value);
  }
  if (external) delete out.surveyPopupDelaySeconds;
  return Object.keys(out).length ? (out as SurveyAppearance) : null;
}

/** A server 400's `attr` → the field that shows it (the section shows problems of the whole object). */
export const APPEARANCE_ATTR_TO_FIELD: Record<string, string> = { appearance: 'appearance' };

/** The fields as their labels say them (the section's colour fields read theirs from here). */
export const APPEARANCE_FIELD_LABELS = {
  'appearance.backgroundColor': 'Background colour',
  'appearance.borderColor': 'Border colour',
  'appearance.textColor': 'Text colour',
  'appearance.submitButtonColor': 'Button colour',
  'appearance.submitButtonTextColor': 'Button text colour',
  'appearance.ratingButtonColor': 'Rating button colour',
  'appearance.ratingButtonActiveColor': 'Selected rating colour',
  'appearance.widgetColor': 'Button background',
  'appearance.widgetSelector': 'CSS selector of your element',
  'appearance.surveyPopupDelaySeconds': 'Delay before showing',
  'appearance.shuffleQuestions': 'Shuffle the order of questions',
  'appearance.whiteLabel': 'Hide PostHog branding',
} satisfies Record<`appearance.${ColourKey}`, string> & Record<string, string>;
