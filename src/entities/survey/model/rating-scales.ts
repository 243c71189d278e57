// The rating scales PostHog's editor offers per display, and how they are named.
import type { RatingDisplay } from '../../../contracts/survey';
import { ratingRange } from '../routing/rating-buckets';

export type { RatingDisplay };

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

/** "1–5, 1–7 or 0–10": the scales a display offers, in words. */
export function offeredScalesInWords(display: RatingDisplay): string {
  return new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(
    RATING_SCALES[display].map((scale) => ratingRange(scale).join('–')),
  );
}
