// What each question kind starts with, and the rating scales the real product offers per display.
import type { QuestionType, ReadQuestion, SurveyQuestion } from '../../../contracts/survey';
import { ratingRange } from '../routing/rating-buckets';

export const KIND_LABELS: Record<QuestionType, string> = {
  open: 'Open text',
  link: 'Link',
  rating: 'Rating',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
};

export const QUESTION_KINDS = Object.keys(KIND_LABELS) as QuestionType[];

/** Labels of every kind a question can be read as, including one Surveyor cannot read. */
export const READ_KIND_LABELS: Record<ReadQuestion['type'], string> = {
  ...KIND_LABELS,
  unreadable: 'Cannot be read',
};

export type RatingDisplay = 'number' | 'emoji';

/** Scales PostHog's editor offers: emoji 1–2 (thumbs), 1–3, 1–5; number 1–5, 1–7, 0–10 (NPS). */
export const RATING_SCALES: Record<RatingDisplay, readonly number[]> = {
  emoji: [2, 3, 5],
  number: [5, 7, 10],
};

export function scaleLabel(scale: number, display: RatingDisplay): string {
  const [min, max] = ratingRange(scale);
  if (display === 'emoji' && scale === 2) return '1–2 (thumbs up / down)';
  if (scale === 10) return '0–10 (Net Promoter Score)';
  if (scale === 7) return '1–7 (7-point Likert scale)';
  return `${min}–${max}`;
}

export function isScaleAllowed(
  display: string | null | undefined,
  scale: number | null | undefined,
): boolean {
  return (
    (display === 'number' || display === 'emoji') &&
    typeof scale === 'number' &&
    RATING_SCALES[display].includes(scale)
  );
}

/** The closest scale a display offers (used when the display changes). */
export function nearestScale(display: RatingDisplay, scale: number): number {
  // Both displays offer 1–5, the most common scale.
  return isScaleAllowed(display, scale) ? scale : 5;
}

export const OPEN_CHOICE_LABEL = 'Other';

/** A fresh question of a kind, in the API's shape (no branching: "next question"). */
export function defaultQuestion(kind: QuestionType): SurveyQuestion {
  switch (kind) {
    case 'open':
      return { type: 'open', question: '', description: '', descriptionContentType: 'text' };
    case 'link':
      return {
        type: 'link',
        question: '',
        description: '',
        descriptionContentType: 'text',
        link: 'https://',
        buttonText: 'Open link',
      };
    case 'rating':
      return {
        type: 'rating',
        question: '',
        description: '',
        descriptionContentType: 'text',
        display: 'number',
        scale: 5,
        lowerBoundLabel: 'Unlikely',
        upperBoundLabel: 'Very likely',
      };
    case 'single_choice':
    case 'multiple_choice':
      return { type: kind, question: '', description: '', descriptionContentType: 'text', choices: ['', ''] };
  }
}
