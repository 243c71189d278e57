// How PostHog advances a recurring scheduled change, so that the windows Surveyor shows are the ones the
// server will run. posthog/tasks/process_scheduled_changes.py (PostHog/posthog): after executing a
// recurring change it sets scheduled_at to the next run, computed from the previous scheduled_at:
// - recurrence_interval: `scheduled_at + relativedelta(days=1 | weeks=1 | months=1 | years=1)` on the
//   stored UTC datetime, so an interval keeps the UTC time of day and drifts an hour on the project's
//   clock at each clock change (and a month clamps to its last day, then stays on the clamped day);
// - cron_expression: `croniter(cron, scheduled_at).get_next()`, its fields read in the change's
//   `timezone` (captured from the project at creation; products/feature_flags/backend/models/
//   scheduled_change.py: "NULL on rows created before this column existed", read in UTC), so a cron
//   keeps the wall-clock time across clock changes. Surveyor's own repeats are therefore crons.
// It stops when the next run is after end_date, and skips an occurrence whose end_date has passed.
import { addLocalDays, localPartsAt, localWeekday, zonedToUtc, type LocalParts } from './zoned-time';

export interface CronPattern {
  minutes: number[];
  hours: number[];
  /** null: any day of the month. */
  daysOfMonth: number[] | null;
  months: number[] | null;
  /** 0 = Sunday … 6 = Saturday; null: any weekday. */
  weekdays: number[] | null;
}

function field(text: string, min: number, max: number): number[] | null | undefined {
  if (text === '*') return null;
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(item);
    if (!range) return undefined;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < min || to > max || from > to) return undefined;
    for (let value = from; value <= to; value++) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/**
 * A 5-field cron of numbers, lists and ranges (what Surveyor writes, and the common hand-written ones);
 * null for anything else (steps, names), which Surveyor does not read as its own.
 */
export function parseCron(expression: string): CronPattern | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const [minute, hour, dom, month, dow] = parts as [string, string, string, string, string];
  const minutes = field(minute, 0, 59);
  const hours = field(hour, 0, 23);
  const daysOfMonth = field(dom, 1, 31);
  const months = field(month, 1, 12);
  const weekdays = field(dow, 0, 7);
  if ([minutes, hours, daysOfMonth, months, weekdays].includes(undefined)) return null;
  return {
    minutes: minutes ?? range(0, 59),
    hours: hours ?? range(0, 23),
    daysOfMonth: daysOfMonth ?? null,
    months: months ?? null,
    weekdays: weekdays ? [...new Set(weekdays.map((day) => day % 7))].sort((a, b) => a - b) : null,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The cron of one wall-clock time on some days: "0 9 * * 1-5", "30 17 7 * *". */
export function cronAt(time: LocalParts, days: { weekdays?: number[]; dayOfMonth?: number }): string {
  const dom = days.dayOfMonth === undefined ? '*' : String(days.dayOfMonth);
  const dow = days.weekdays === undefined ? '*' : weekdayField(days.weekdays);
  return `${time.minute} ${time.hour} ${dom} * ${dow}`;
}

function weekdayField(days: number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const contiguous =
    sorted.length > 1 && sorted.every((day, index) => index === 0 || day === sorted[index - 1]! + 1);
  return contiguous ? `${sorted[0]}-${sorted[sorted.length - 1]}` : sorted.join(',');
}

function dayMatches(pattern: CronPattern, day: LocalParts): boolean {
  if (pattern.months && !pattern.months.includes(day.month)) return false;
  const domOk = !pattern.daysOfMonth || pattern.daysOfMonth.includes(day.day);
  const dowOk = !pattern.weekdays || pattern.weekdays.includes(localWeekday(day));
  // Cron's rule: when both are restricted, either may match.
  if (pattern.daysOfMonth && pattern.weekdays) return domOk || dowOk;
  return domOk && dowOk;
}

/** At most this many occurrences are enumerated at once (a cron every minute would be endless). */
const MAX_OCCURRENCES = 5000;

/**
 * The runs of a cron in `timeZone` at or after `from` and before `to`, oldest first; the first `limit` of
 * them (a day's runs are all looked at, then the list is cut).
 */
export function cronOccurrences(
  pattern: CronPattern,
  timeZone: string,
  from: Date,
  to: Date,
  limit = MAX_OCCURRENCES,
): Date[] {
  const found = new Set<number>();
  // A day early: the wall clock of `from` may be behind the runs of that day.
  let day = addLocalDays(localPartsAt(from, timeZone), -1);
  for (let guard = 0; guard < 366 * 30 && found.size < limit; guard++, day = addLocalDays(day, 1)) {
    if (zonedToUtc({ ...day, hour: 0, minute: 0 }, timeZone).getTime() >= to.getTime()) break;
    if (!dayMatches(pattern, day)) continue;
    for (const hour of pattern.hours)
      for (const minute of pattern.minutes) {
        const instant = zonedToUtc({ ...day, hour, minute }, timeZone).getTime();
        if (instant >= from.getTime() && instant < to.getTime()) found.add(instant);
      }
  }
  return [...found]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((time) => new Date(time));
}

/** The next run of a cron strictly after `after` (croniter's get_next), or null within 8 years (a 29 February). */
export function nextCronRun(pattern: CronPattern, timeZone: string, after: Date): Date | null {
  let from = new Date(after.getTime() + 1);
  for (let year = 0; year < 8; year++) {
    const to = new Date(from.getTime() + 366 * 86_400_000);
    const [first] = cronOccurrences(pattern, timeZone, from, to);
    if (first) return first;
    from = to;
  }
  return null;
}

export type Interval = 'daily' | 'weekly' | 'monthly' | 'yearly';

/** relativedelta on a UTC datetime: calendar arithmetic in UTC, the day clamped to the month's last. */
export function addInterval(instant: Date, interval: Interval): Date {
  const next = new Date(instant.getTime());
  if (interval === 'daily') next.setUTCDate(next.getUTCDate() + 1);
  else if (interval === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
  else {
    const months = interval === 'monthly' ? 1 : 12;
    const day = instant.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + months);
    const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, last));
  }
  return next;
}
