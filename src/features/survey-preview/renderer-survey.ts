// The survey object handed to posthog-js's preview renderer (`renderSurveysPreview`, 1.449.2), and
// the page index it takes.
import { isKnownSurveyType, type SurveyType } from '@/contracts/survey-facts';
import { type ReadQuestion, type SurveyQuestion } from '@/contracts/survey-questions';
import { type SurveyAppearance } from '@/contracts/survey-settings';
import type { PreviewPage } from '@/entities/survey/ui/survey-panels';
import { sanitizeSurveyForPreview, type PreviewSurvey } from './sanitize-survey';

/** A question index, or the confirmation screen. */
export type { PreviewPage };

/**
 * The fields of the SDK's `Survey` the popup reads. The targeting ones are null: the preview shows the
 * survey whatever the conditions, and never captures.
 */
export interface RendererSurvey {
  id: string;
  name: string;
  type: SurveyType;
  questions: SurveyQuestion[];
  appearance: SurveyAppearance | null;
  conditions: null;
  start_date: null;
  end_date: null;
  current_iteration: null;
  current_iteration_start_date: null;
  feature_flag_keys: null;
  linked_flag_key: null;
  targeting_flag_key: null;
  internal_targeting_flag_key: null;
}

/** Whether respondents see the confirmation screen: the SDK checks the flag as truthy, with no default. */
export const showsThankYou = (survey: Pick<PreviewSurvey, 'appearance'>): boolean =>
  Boolean(survey.appearance?.displayThankYouMessage);

/**
 * The renderer's `previewPageIndex`: a question index, or `questions.length` for the confirmation
 * screen (the popup shows it at that index whatever `displayThankYouMessage` says).
 */
export function previewPageIndex(page: PreviewPage, questionCount: number): number {
  return page === 'thanks' ? questionCount : page;
}

/**
 * The renderer remembers a survey's question order by survey id (1.449.2 memoises it on `survey.id`), so
 * after a reorder it would show the old order. The id carries a short tag of the question ids in order:
 * a new order is a new survey to the renderer, while typing keeps the id and the respondent's view.
 */
function orderTag(questions: readonly ReadQuestion[]): string {
  const ids = questions.map((question) => question.id ?? '');
  if (ids.every((id) => !id)) return '';
  let hash = 5381;
  for (const char of ids.join('\u0000')) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `#${hash.toString(36)}`;
}

/**
 * The sanitised survey as the renderer wants it. Question shuffling is turned off so that page N is
 * question N, and choice shuffling too so choices do not jump on every keystroke of the editor. Link
 * targets are dropped: the preview never opens one (its frame may not open windows anyway).
 */
export function toRendererSurvey(survey: PreviewSurvey): RendererSurvey {
  const clean = sanitizeSurveyForPreview(survey);
  const questions = (clean.questions ?? []).map((question): SurveyQuestion => {
    // The renderer draws only kinds it knows: a question Surveyor cannot read keeps its page, as text.
    if (question.type === 'unreadable')
      return {
        type: 'open',
        id: question.id,
        question: question.question || 'A question Surveyor cannot read',
        description: `${question.problem}. The preview cannot show it.`,
        descriptionContentType: 'text',
        optional: true,
      };
    const copy = { ...question } as SurveyQuestion & { shuffleOptions?: boolean; link?: string | null };
    if ('shuffleOptions' in copy) copy.shuffleOptions = false;
    if (copy.type === 'link') copy.link = null;
    return copy as SurveyQuestion;
  });
  const appearance = clean.appearance ? { ...clean.appearance, shuffleQuestions: false } : null;
  return {
    id: `${clean.id || 'surveyor-preview'}${orderTag(questions)}`,
    name: clean.name ?? '',
    // A type this version does not know is previewed as a popover.
    type: isKnownSurveyType(clean.type) ? clean.type : 'popover',
    questions,
    appearance,
    conditions: null,
    start_date: null,
    end_date: null,
    current_iteration: null,
    current_iteration_start_date: null,
    feature_flag_keys: null,
    linked_flag_key: null,
    targeting_flag_key: null,
    internal_targeting_flag_key: null,
  };
}

const branches = (survey: PreviewSurvey) =>
  (survey.questions ?? []).some((question) => Boolean(question.branching?.type));

/**
 * Whether the renderer shuffles the questions the preview shows in saved order: only as
 * `getDisplayOrderQuestions` does (@posthog/browser-common/dist/surveys/surveys-extension-utils.mjs,
 * 1.449.2), so not when any question branches (`hasBranching`) nor when `enable_partial_responses` is on.
 */
export const shufflesQuestions = (survey: PreviewSurvey): boolean =>
  Boolean(survey.appearance?.shuffleQuestions) && keptOrderReason(survey) === null;

/** Whether it shuffles some question's choices: whenever `shuffleOptions` is set (`getDisplayOrderChoices`). */
export const shufflesChoices = (survey: PreviewSurvey): boolean =>
  (survey.questions ?? []).some(
    (question) => 'shuffleOptions' in question && Boolean(question.shuffleOptions),
  );

/**
 * Why posthog-js shows the questions in their saved order although "Shuffle questions" is on, or null
 * when it shuffles them (or shuffling is off). The reasons in the order `getDisplayOrderQuestions`
 * checks them.
 */
export function keptOrderReason(survey: PreviewSurvey): string | null {
  if (!survey.appearance?.shuffleQuestions) return null;
  if (branches(survey)) return 'posthog-js does not shuffle a survey whose questions branch';
  if (survey.enable_partial_responses)
    return 'posthog-js does not shuffle them while partial responses are on (turn off “Save partial responses” for shuffling to take effect)';
  return null;
}
