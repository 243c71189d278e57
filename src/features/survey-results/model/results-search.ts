// The Results screens' URL state: the range, with or without test users, the trend's period, the split,
// and (across surveys) the picked surveys as `<projectId>:<surveyId>` pairs.
import { z } from 'zod';

export const RANGES = {
  all: 'All time',
  '-7d': 'Last 7 days',
  '-30d': 'Last 30 days',
  '-90d': 'Last 90 days',
  '-365d': 'Last year',
} as const;

export const resultsSearch = z.object({
  range: z.enum(Object.keys(RANGES) as [keyof typeof RANGES, ...(keyof typeof RANGES)[]]).catch('all'),
  /** '' follows the project's own default (test_account_filters_default_checked). */
  test: z.enum(['', 'exclude', 'include']).catch(''),
  period: z.enum(['week', 'month']).catch('week'),
  split: z.enum(['survey', 'project', 'iteration', 'language']).catch('language'),
});

export type ResultsSearch = z.infer<typeof resultsSearch>;

export interface PickedSurvey {
  projectId: number;
  surveyId: string;
}

const PICK = /^(\d{1,12}):([\w-]{1,100})$/;

/** The picked surveys of `?surveys=1:abc,2:def` (duplicates and malformed entries dropped). */
export function readPicks(text: string): PickedSurvey[] {
  const seen = new Set<string>();
  const picks: PickedSurvey[] = [];
  for (const part of text.split(',')) {
    const match = PICK.exec(part.trim());
    if (!match || seen.has(match[2]!)) continue;
    seen.add(match[2]!);
    picks.push({ projectId: Number(match[1]), surveyId: match[2]! });
  }
  return picks.slice(0, 50);
}

export const writePicks = (picks: readonly PickedSurvey[]) =>
  picks.map((pick) => `${pick.projectId}:${pick.surveyId}`).join(',');

export const picksSearch = z.object({ surveys: z.string().catch('') });
