// How the answers move and split: the trend by week or month (in the project's time zone), the split by
// survey, project, iteration or language, and how many answered each question (drop-off).
import { answersOf, headline } from './figures';
import type { QuestionGroup } from './question-groups';
import type { Submission } from './submissions';

export type Period = 'week' | 'month';

/** The calendar day of `at` in `zone` as YYYY-MM-DD (UTC when the zone is unknown). */
function dayIn(zone: string): (at: number) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }
  const cache = new Map<number, string>();
  return (at) => {
    // Answers cluster: the day of each hour is worked out once.
    const hour = Math.floor(at / 3_600_000);
    let day = cache.get(hour);
    if (day === undefined) cache.set(hour, (day = format.format(new Date(hour * 3_600_000))));
    return day;
  };
}

/** The first day of the week (weekStart 0 Sunday, 1 Monday) or month of a YYYY-MM-DD day. */
export function periodStart(day: string, period: Period, weekStart = 1): string {
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() - weekStart + 7) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

export interface TrendPoint {
  period: string;
  responses: number;
  /** Per rating group: its headline (NPS or average) that period. */
  values: Record<string, { value: number | null; n: number }>;
}

export function trend(
  submissions: readonly Submission[],
  ratingGroups: readonly QuestionGroup[],
  options: { period: Period; zone: string; weekStart?: number },
): TrendPoint[] {
  const day = dayIn(options.zone);
  // Thousands of submissions fall on a few dozen days: each day's period is worked out once.
  const periodOf = new Map<string, string>();
  const byPeriod = new Map<string, Submission[]>();
  for (const submission of submissions) {
    if (!Number.isFinite(submission.at)) continue;
    const dayText = day(submission.at);
    let key = periodOf.get(dayText);
    if (key === undefined)
      periodOf.set(dayText, (key = periodStart(dayText, options.period, options.weekStart)));
    const list = byPeriod.get(key);
    if (list) list.push(submission);
    else byPeriod.set(key, [submission]);
  }
  return [...byPeriod.keys()].sort().map((period) => {
    const inPeriod = byPeriod.get(period)!;
    return {
      period,
      responses: inPeriod.length,
      values: Object.fromEntries(ratingGroups.map((group) => [group.id, headline(group, inPeriod)])),
    };
  });
}

export type SplitBy = 'survey' | 'project' | 'iteration' | 'language';

export interface SplitRow {
  /** The value split on ("fr", "Iteration 2", a survey's name); "(none)" for no value. */
  label: string;
  responses: number;
  values: Record<string, { value: number | null; n: number }>;
}

export const NO_VALUE = '(none)';

export function split(
  submissions: readonly Submission[],
  ratingGroups: readonly QuestionGroup[],
  by: SplitBy,
  names: { survey: (id: string) => string; project: (id: number) => string },
): SplitRow[] {
  const labelOf = (submission: Submission) =>
    by === 'survey'
      ? names.survey(submission.surveyId)
      : by === 'project'
        ? names.project(submission.projectId)
        : ((by === 'language' ? submission.language : submission.iteration) ?? NO_VALUE);
  const groups = new Map<string, Submission[]>();
  for (const submission of submissions) {
    const label = labelOf(submission);
    const list = groups.get(label);
    if (list) list.push(submission);
    else groups.set(label, [submission]);
  }
  return [...groups]
    .map(([label, list]) => ({
      label,
      responses: list.length,
      values: Object.fromEntries(ratingGroups.map((group) => [group.id, headline(group, list)])),
    }))
    .sort((a, b) =>
      by === 'iteration'
        ? Number(a.label) - Number(b.label) || a.label.localeCompare(b.label)
        : b.responses - a.responses,
    );
}

export interface DropOffRow {
  groupId: string;
  text: string;
  answered: number;
  /** Of all submissions. */
  share: number;
  /** Fewer than the question before (0 for the first). */
  lost: number;
}

/** How many submissions answered each question, in the leading survey's order. */
export function dropOff(submissions: readonly Submission[], groups: readonly QuestionGroup[]): DropOffRow[] {
  let before: number | null = null;
  return groups.map((group) => {
    const answered = answersOf(group, submissions).length;
    const lost: number = before === null ? 0 : Math.max(0, before - answered);
    before = answered;
    return {
      groupId: group.id,
      text: group.text,
      answered,
      share: submissions.length ? answered / submissions.length : 0,
      lost,
    };
  });
}
