// A survey's settings as PostHog stores them: display conditions and appearance (free JSON, each key read
// on its own), the schedule, and the targeting flag's filter groups. Part of the survey contract
// (survey.ts).
import { z } from 'zod';

export const urlMatchType = z.enum(['regex', 'not_regex', 'exact', 'is_not', 'icontains', 'not_icontains']);
export type UrlMatchType = z.infer<typeof urlMatchType>;
export const deviceType = z.enum(['Desktop', 'Mobile', 'Tablet']);

/** Display conditions, each key read on its own; unknown match types and devices are kept as text. */
export const surveyConditionsShape = {
  url: z.string().nullish(),
  urlMatchType: z.string().nullish(),
  selector: z.string().nullish(),
  seenSurveyWaitPeriodInDays: z.number().nullish(),
  events: z
    .looseObject({
      repeatedActivation: z.boolean().nullish(),
      values: z.array(z.looseObject({ name: z.string() })).nullish(),
    })
    .nullish(),
  actions: z.looseObject({ values: z.array(z.looseObject({ id: z.number() })).nullish() }).nullish(),
  deviceTypes: z.array(z.string()).nullish(),
  deviceTypesMatchType: z.string().nullish(),
  linkedFlagVariant: z.string().nullish(),
};
export const surveyConditions = z.looseObject(surveyConditionsShape);
export type SurveyConditions = z.infer<typeof surveyConditions>;

export const SURVEY_POSITIONS = [
  'top_left',
  'top_center',
  'top_right',
  'middle_left',
  'middle_center',
  'middle_right',
  'left',
  'center',
  'right',
  'next_to_trigger',
] as const;

/** Appearance, each key read on its own; the server lets `whiteLabel: null` and empty values through. */
export const surveyAppearanceShape = {
  backgroundColor: z.string().nullish(),
  submitButtonColor: z.string().nullish(),
  submitButtonTextColor: z.string().nullish(),
  textColor: z.string().nullish(),
  borderColor: z.string().nullish(),
  ratingButtonColor: z.string().nullish(),
  ratingButtonActiveColor: z.string().nullish(),
  placeholder: z.string().nullish(),
  position: z.string().nullish(),
  whiteLabel: z.boolean().nullish(),
  autoDisappear: z.boolean().nullish(),
  displayThankYouMessage: z.boolean().nullish(),
  thankYouMessageHeader: z.string().nullish(),
  thankYouMessageDescription: z.string().nullish(),
  thankYouMessageDescriptionContentType: z.string().nullish(),
  thankYouMessageCloseButtonText: z.string().nullish(),
  shuffleQuestions: z.boolean().nullish(),
  surveyPopupDelaySeconds: z.number().nullish(),
  widgetType: z.string().nullish(),
  widgetLabel: z.string().nullish(),
  widgetColor: z.string().nullish(),
  widgetSelector: z.string().nullish(),
};
export const surveyAppearance = z.looseObject(surveyAppearanceShape);
export type SurveyAppearance = z.infer<typeof surveyAppearance>;

export const surveySchedule = z.enum(['once', 'recurring', 'always']);

export const targetingFilterGroup = z.looseObject({
  properties: z.array(
    z.looseObject({
      key: z.string(),
      type: z.string().optional(),
      value: z.unknown(),
      operator: z.string().optional(),
    }),
  ),
  rollout_percentage: z.number().min(0).max(100).nullable().optional(),
  variant: z.string().nullable().optional(),
});
export const targetingFlagFilters = z.looseObject({ groups: z.array(targetingFilterGroup) });
