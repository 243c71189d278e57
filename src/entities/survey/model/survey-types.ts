// The four survey types in words, stated once for every screen (lists, dialogs, the editor).
import { isKnownSurveyType, type SurveyType } from '@/contracts/survey-facts';

export const SURVEY_TYPE_NAMES: Record<SurveyType, { name: string; hint: string }> = {
  popover: { name: 'Popover', hint: 'shown on your site or app' },
  widget: { name: 'Feedback button', hint: 'a widget respondents open' },
  api: { name: 'API', hint: 'you render it yourself' },
  external_survey: { name: 'Hosted survey', hint: 'shared by link' },
};

/** "Popover (shown on your site or app)", for pickers. */
export const surveyTypeOption = (type: SurveyType) =>
  `${SURVEY_TYPE_NAMES[type].name} (${SURVEY_TYPE_NAMES[type].hint})`;

/** The short name of a type, including one this version of Surveyor does not know. */
export function surveyTypeName(type: string): string {
  return isKnownSurveyType(type) ? SURVEY_TYPE_NAMES[type].name : `Unknown type “${type}”`;
}
