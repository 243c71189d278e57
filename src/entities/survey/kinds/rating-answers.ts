// How posthog-js reads a rating's answers for answer-based branching: by bucket (negative, neutral,
// positive; detractors, passives, promoters for 0–10), never by the number itself.
import type { RatingQuestion } from '@/contracts/survey-questions';
import type { AnswerBranching } from './answers';
import { drawnRatings } from './rating-scales';
import { FlowError, ratingBucket, ratingBuckets, ratingRange } from './rating-buckets';

const bucketsOf = (question: RatingQuestion) => ratingBuckets(question.scale ?? NaN);

export const ratingAnswerBranching: AnswerBranching<RatingQuestion> = {
  answers: (question) =>
    bucketsOf(question)?.map((bucket) => ({ key: bucket.key, response: bucket.min, label: bucket.label })) ??
    null,
  keyOf(question, response) {
    if (typeof response !== 'number' || !Number.isInteger(response))
      throw new FlowError('The response type must be an integer');
    return ratingBucket(response, question.scale ?? NaN);
  },
  // What posthog-js draws beyond the scale (numbers 1–5 for a 3-point scale), which its bucket lookup
  // throws on. Not for a scale it has no buckets for: every answer throws there already.
  strayAnswers(question) {
    if (!bucketsOf(question)) return [];
    const [min, max] = ratingRange(question.scale ?? NaN);
    return drawnRatings(question.display, question.scale).filter((value) => value < min || value > max);
  },
  // A skipped optional rating never reaches the bucket lookup (which would throw on it).
  passesSkipped: true,
  describeKey: (question, key) =>
    bucketsOf(question)?.find((bucket) => bucket.key === key)?.label ??
    `“${key}” (does not fit ${question.scale ? `a ${question.scale}-point scale` : 'a rating without a scale'})`,
  unmatchedKeys(question, keys) {
    const buckets = bucketsOf(question);
    // A scale the SDK does not know fails on every answer: the graph reports that instead.
    if (!buckets) return null;
    const valid = new Set<string>(buckets.map((bucket) => bucket.key));
    const bad = keys.filter((key) => !valid.has(key));
    return bad.length
      ? {
          kind: 'bad-bucket-key',
          message: `has rules for ${bad.map((key) => `“${key}”`).join(', ')}, which never match a ${question.scale}-point scale (its answers are ${buckets.map((bucket) => bucket.key).join(', ')}).`,
        }
      : null;
  },
};
