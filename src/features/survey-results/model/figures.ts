// The figures a results view shows, computed from submissions (each counted once): per question group a
// distribution and its headline (NPS, CSAT, average) with n and a 95% interval; translated choices folded
// back to the base choice (choiceTranslationMap), free texts outside the choices listed as "Other".
import { choiceTranslationMap } from '@/contracts/events';
import { ratingBuckets, ratingRange } from '@/entities/survey/kinds/rating-buckets';
import type { QuestionGroup } from './question-groups';
import type { Submission } from './submissions';

export interface Interval {
  low: number;
  high: number;
}

export interface Nps {
  score: number;
  interval: Interval;
  promoters: number;
  passives: number;
  detractors: number;
}

export interface RatingFigures {
  kind: 'rating';
  scale: number;
  counts: { value: number; count: number }[];
  n: number;
  mean: number | null;
  meanInterval: Interval | null;
  /** 0–10 scales only. */
  nps: Nps | null;
  /** Share of the scale's positive answers (4–5 of 5, 5–7 of 7, 3 of 3, thumbs up), 0–1; not for 0–10. */
  csat: { share: number; interval: Interval } | null;
}

export interface ChoiceFigures {
  kind: 'choice';
  multiple: boolean;
  /** Submissions that answered. */
  n: number;
  /** Every base choice, in the survey's order, with how many picked it. */
  counts: { choice: string; count: number }[];
  /** Texts outside the choices (an "Other" answer), most frequent first. */
  other: { text: string; count: number }[];
}

export interface CountFigures {
  kind: 'open' | 'link' | 'other';
  n: number;
}

export type QuestionFigures = RatingFigures | ChoiceFigures | CountFigures;

const Z95 = 1.959964;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Wilson's interval of a share (0–1) of n. */
export function wilson(hits: number, n: number): Interval {
  if (n === 0) return { low: 0, high: 1 };
  const p = hits / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: clamp(centre - half, 0, 1), high: clamp(centre + half, 0, 1) };
}

/** NPS (−100…100) of 0–10 answers, with the normal interval of a difference of two shares. */
export function npsOf(values: readonly number[]): Nps | null {
  const n = values.length;
  if (n === 0) return null;
  const promoters = values.filter((value) => value >= 9).length;
  const detractors = values.filter((value) => value <= 6).length;
  const p = promoters / n;
  const d = detractors / n;
  const score = 100 * (p - d);
  const half = 100 * Z95 * Math.sqrt(Math.max(0, p + d - (p - d) ** 2) / n);
  return {
    score,
    interval: { low: clamp(score - half, -100, 100), high: clamp(score + half, -100, 100) },
    promoters,
    passives: n - promoters - detractors,
    detractors,
  };
}

/** The mean with its normal 95% interval (none for fewer than two answers). */
export function meanOf(values: readonly number[]): { mean: number | null; interval: Interval | null } {
  const n = values.length;
  if (n === 0) return { mean: null, interval: null };
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  if (n < 2) return { mean, interval: null };
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(n);
  return { mean, interval: { low: mean - half, high: mean + half } };
}

/** The answers of one group across its members' submissions. */
export function answersOf(group: QuestionGroup, submissions: readonly Submission[]) {
  const keyOf = new Map(group.members.map((member) => [member.surveyId, member.questionKey]));
  const answers: { submission: Submission; answer: string | string[] }[] = [];
  for (const submission of submissions) {
    const key = keyOf.get(submission.surveyId);
    const answer = key === undefined ? undefined : submission.answers[key];
    if (answer !== undefined) answers.push({ submission, answer });
  }
  return answers;
}

export const scaleOf = (question: Record<string, unknown>) =>
  typeof question.scale === 'number' && ratingBuckets(question.scale) ? question.scale : 5;

/** A rating answer as its number, or null when it is not one of the scale's. */
export function ratingValue(answer: string | string[], scale: number): number | null {
  if (Array.isArray(answer)) return null;
  const value = Number(answer);
  const [low, high] = ratingRange(scale);
  return Number.isInteger(value) && value >= low && value <= high && answer.trim() !== '' ? value : null;
}

/** The rating values of a group's answers. */
export function ratingValues(group: QuestionGroup, submissions: readonly Submission[]): number[] {
  const scale = scaleOf(group.lead.question);
  const values: number[] = [];
  for (const { answer } of answersOf(group, submissions)) {
    const value = ratingValue(answer, scale);
    if (value !== null) values.push(value);
  }
  return values;
}

export function ratingFigures(group: QuestionGroup, submissions: readonly Submission[]): RatingFigures {
  const scale = scaleOf(group.lead.question);
  const values = ratingValues(group, submissions);
  const [low, high] = ratingRange(scale);
  const counts = Array.from({ length: high - low + 1 }, (_, i) => ({ value: low + i, count: 0 }));
  for (const value of values) counts[value - low]!.count += 1;
  const { mean, interval } = meanOf(values);
  const positive = ratingBuckets(scale)?.find((bucket) => bucket.key === 'positive');
  const hits = positive ? values.filter((value) => value >= positive.min && value <= positive.max).length : 0;
  return {
    kind: 'rating',
    scale,
    counts,
    n: values.length,
    mean,
    meanInterval: interval,
    nps: scale === 10 ? npsOf(values) : null,
    csat:
      positive && values.length
        ? { share: hits / values.length, interval: wilson(hits, values.length) }
        : null,
  };
}

const choicesOf = (question: Record<string, unknown>) =>
  Array.isArray(question.choices)
    ? question.choices.filter((choice): choice is string => typeof choice === 'string')
    : [];

/**
 * For each member of the group: its answers' texts mapped to the leading question's choices (a
 * translation to the member's base choice by position, then the member's choice to the lead's by position
 * when both lists have the same length).
 */
function foldersOf(group: QuestionGroup): Map<string, (text: string) => string | null> {
  const leadChoices = choicesOf(group.lead.question);
  const folders = new Map<string, (text: string) => string | null>();
  for (const member of group.members) {
    const translated = choiceTranslationMap(member.question);
    const own = choicesOf(member.question);
    const toLead = new Map<string, string>();
    if (own.length === leadChoices.length) own.forEach((choice, i) => toLead.set(choice, leadChoices[i]!));
    folders.set(member.surveyId, (text) => {
      const base = translated.get(text);
      if (base === undefined) return null;
      return toLead.get(base) ?? (leadChoices.includes(base) ? base : null);
    });
  }
  return folders;
}

export function choiceFigures(group: QuestionGroup, submissions: readonly Submission[]): ChoiceFigures {
  const leadChoices = choicesOf(group.lead.question);
  const counts = new Map(leadChoices.map((choice) => [choice, 0]));
  const other = new Map<string, number>();
  const folders = foldersOf(group);
  let n = 0;
  for (const { submission, answer } of answersOf(group, submissions)) {
    const fold = folders.get(submission.surveyId)!;
    const picked = new Set<string>();
    const texts = Array.isArray(answer) ? answer : [answer];
    for (const text of texts) {
      const choice = fold(text);
      if (choice !== null) picked.add(choice);
      else other.set(text, (other.get(text) ?? 0) + 1);
    }
    for (const choice of picked) counts.set(choice, (counts.get(choice) ?? 0) + 1);
    n += 1;
  }
  return {
    kind: 'choice',
    multiple: group.kind === 'multiple_choice',
    n,
    counts: [...counts].map(([choice, count]) => ({ choice, count })),
    other: [...other]
      .map(([text, count]) => ({ text, count }))
      .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text)),
  };
}

export function questionFigures(group: QuestionGroup, submissions: readonly Submission[]): QuestionFigures {
  if (group.kind === 'rating') return ratingFigures(group, submissions);
  if (group.kind === 'single_choice' || group.kind === 'multiple_choice')
    return choiceFigures(group, submissions);
  return { kind: group.kind, n: answersOf(group, submissions).length };
}

/** A rating group's headline over some submissions: NPS for 0–10, else the average. */
export function headline(
  group: QuestionGroup,
  submissions: readonly Submission[],
): { value: number | null; n: number } {
  const values = ratingValues(group, submissions);
  if (scaleOf(group.lead.question) === 10) return { value: npsOf(values)?.score ?? null, n: values.length };
  return { value: meanOf(values).mean, n: values.length };
}
