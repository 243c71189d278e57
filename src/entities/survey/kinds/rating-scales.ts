// The rating scales PostHog's editor offers per display, and how they are named.
import type { RatingDisplay } from '@/contracts/survey-questions';
import { ratingRange } from './rating-buckets';

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

/** The faces posthog-js has (`emojiScaleLists` in QuestionTypes.mjs, 1.449.2): 2 (thumbs), 3 and 5 points. */
const SDK_EMOJI_SCALES: readonly number[] = [2, 3, 5];
/** The number rows posthog-js has (`getScaleNumbers`, ibid.): 1–5, 1–7 and 0–10; any other scale gets 1–5. */
const SDK_NUMBER_SCALES: readonly number[] = [5, 7, 10];

/**
 * The answers posthog-js 1.449.2 draws a button for (`RatingQuestion` in
 * @posthog/browser-common/dist/surveys/components/QuestionTypes.mjs): for "number", the row of
 * `getScaleNumbers`, which falls back to 1–5 for a scale it does not know (so a 3-point scale offers
 * 4 and 5); for "emoji", the faces of `emojiScaleLists[scale]`, none for a scale it has no faces for;
 * for any other display, nothing.
 */
export function drawnRatings(display: string | null | undefined, scale: number | null | undefined): number[] {
  const known = typeof scale === 'number' ? scale : NaN;
  const row = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
  if (display === 'emoji') return SDK_EMOJI_SCALES.includes(known) ? row(1, known) : [];
  if (display === 'number') return row(...ratingRange(SDK_NUMBER_SCALES.includes(known) ? known : 5));
  return [];
}
