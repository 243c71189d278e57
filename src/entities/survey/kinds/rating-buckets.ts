// Rating buckets exactly as the posthog-js SDK maps an answer to a response-based branching key.

export type RatingBucketKey = 'negative' | 'neutral' | 'positive' | 'detractors' | 'passives' | 'promoters';

export interface RatingBucket {
  key: RatingBucketKey;
  min: number;
  max: number;
  /** "1–2 (Negative)", "0–6 (Detractors)" */
  label: string;
}

const bucket = (key: RatingBucketKey, min: number, max: number, name: string): RatingBucket => ({
  key,
  min,
  max,
  label: `${min === max ? min : `${min}–${max}`} (${name})`,
});

const BUCKETS: Record<number, RatingBucket[]> = {
  // Thumbs: the emoji list is [up, down], so 1 is positive. There is no neutral.
  2: [bucket('positive', 1, 1, 'Thumbs up'), bucket('negative', 2, 2, 'Thumbs down')],
  3: [
    bucket('negative', 1, 1, 'Negative'),
    bucket('neutral', 2, 2, 'Neutral'),
    bucket('positive', 3, 3, 'Positive'),
  ],
  5: [
    bucket('negative', 1, 2, 'Negative'),
    bucket('neutral', 3, 3, 'Neutral'),
    bucket('positive', 4, 5, 'Positive'),
  ],
  7: [
    bucket('negative', 1, 3, 'Negative'),
    bucket('neutral', 4, 4, 'Neutral'),
    bucket('positive', 5, 7, 'Positive'),
  ],
  10: [
    bucket('detractors', 0, 6, 'Detractors'),
    bucket('passives', 7, 8, 'Passives'),
    bucket('promoters', 9, 10, 'Promoters'),
  ],
};

export class FlowError extends Error {
  override name = 'FlowError';
}

/** The buckets of a scale, or null for a scale the SDK does not support. */
export function ratingBuckets(scale: number): RatingBucket[] | null {
  return BUCKETS[scale] ?? null;
}

/** The lowest and highest answer a scale accepts (0–10 for NPS, else 1–scale). */
export function ratingRange(scale: number): [number, number] {
  return scale === 10 ? [0, 10] : [1, scale];
}

/** Which bucket an answer falls in; throws like the SDK for unsupported scales and out-of-range answers. */
export function ratingBucket(value: number, scale: number): RatingBucketKey {
  const buckets = ratingBuckets(scale);
  if (!buckets) throw new FlowError('The scale must be one of: 2, 3, 5, 7, 10');
  const [min, max] = ratingRange(scale);
  if (value < min || value > max) throw new FlowError(`The response must be in range ${min}-${max}`);
  return buckets.find((candidate) => value >= candidate.min && value <= candidate.max)!.key;
}
