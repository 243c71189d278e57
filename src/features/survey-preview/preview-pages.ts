// Which pages the live preview offers, and where an answer takes the respondent (the app's routing
// engine, so the preview and the flow tab never disagree).
import { htmlToText } from '@/lib/sanitize-html';
import { nextQuestion } from '@/entities/survey/routing/next-question';
import { showsThankYou, type PreviewPage } from './renderer-survey';
import type { PreviewSurvey } from './sanitize-survey';

const LABEL_LENGTH = 48;

export interface PageOption {
  /** Select values are strings: "q0", "q1"… and "thanks". */
  value: string;
  label: string;
  page: PreviewPage;
}

export const pageValue = (page: PreviewPage): string => (page === 'thanks' ? 'thanks' : `q${page}`);

function shorten(text: string): string {
  return text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1).trimEnd()}…` : text;
}

export function pageOptions(survey: PreviewSurvey): PageOption[] {
  const options: PageOption[] = (survey.questions ?? []).map((question, index) => {
    const text = shorten(htmlToText(question.question).trim());
    return {
      value: pageValue(index),
      page: index,
      label: text ? `Q${index + 1} “${text}”` : `Q${index + 1}`,
    };
  });
  if (showsThankYou(survey)) options.push({ value: 'thanks', page: 'thanks', label: 'Thank-you message' });
  return options;
}

/** A page the survey has, or null (e.g. the editor just deleted the question on screen). */
export function validPage(survey: PreviewSurvey, page: PreviewPage): PreviewPage | null {
  if (page === 'thanks') return showsThankYou(survey) ? 'thanks' : null;
  const count = survey.questions?.length ?? 0;
  return Number.isInteger(page) && page >= 0 && page < count ? page : null;
}

export type Advance =
  | { kind: 'page'; page: PreviewPage }
  /** The survey is over and shows no thank-you message: the popup closes. */
  | { kind: 'end' }
  /** A route to a question that does not exist: the real widget goes blank there. */
  | { kind: 'dead-end'; target: number }
  | { kind: 'error'; message: string };

/**
 * Where the respondent goes after answering `page`. `survey` should be the sanitised survey the
 * renderer showed, so a single-choice answer matches its choice.
 */
export function advance(
  survey: PreviewSurvey,
  page: PreviewPage,
  answer: string | string[] | number | null,
): Advance {
  if (page === 'thanks') return { kind: 'end' };
  try {
    const step = nextQuestion(survey, page, answer);
    const count = survey.questions?.length ?? 0;
    if (step === 'end') return showsThankYou(survey) ? { kind: 'page', page: 'thanks' } : { kind: 'end' };
    if (step < 0 || step >= count) return { kind: 'dead-end', target: step };
    return { kind: 'page', page: step };
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
