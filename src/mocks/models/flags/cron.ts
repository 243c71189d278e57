// A small evaluator of standard 5-field cron expressions (minute hour day-of-month month day-of-week),
// for the recurring scheduled changes of the demo backend. The server uses croniter: `croniter.is_valid`
// to accept an expression and `get_next` on the previous run, localized to the change's time zone
// (compute_next_run_cron in posthog/tasks/process_scheduled_changes.py). This models the standard
// syntax: `*`, values, ranges `a-b`, lists `a,b`, steps `*/n`, `a-b/n` and `a/n`, month and weekday names
// (JAN…DEC, SUN…SAT), Sunday as 0 or 7, and vixie cron's rule that a restricted day of month and a
// restricted day of week match either. croniter's extensions (L, W, #, ?) are refused here.
import { instantOf, wallTimeAt } from '../wall-clock';

interface Field {
  min: number;
  max: number;
  names?: readonly string[];
}

const FIELDS: readonly Field[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  {
    min: 1,
    max: 12,
    names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  },
  // 7 is Sunday too; names start at 0.
  { min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];

export interface CronSchedule {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: ReadonlySet<number>;
  /** Whether the day-of-month and day-of-week fields were `*` (then the other one alone decides). */
  anyDayOfMonth: boolean;
  anyWeekday: boolean;
}

function value(text: string, field: Field): number {
  const index = field.names?.indexOf(text.toUpperCase()) ?? -1;
  const number = index >= 0 ? index + (field.names!.length === 12 ? 1 : 0) : Number(text);
  if (!/^\d+$/.test(text) && index < 0) throw new SyntaxError(`not a value: ${text}`);
  if (!Number.isInteger(number) || number < field.min || number > field.max)
    throw new SyntaxError(`out of range: ${text}`);
  return number;
}

function parseField(text: string, field: Field): Set<number> {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const [range = '', stepText, extra] = item.split('/');
    if (extra !== undefined) throw new SyntaxError(`bad step: ${item}`);
    const step = stepText === undefined ? 1 : Number(stepText);
    if (stepText !== undefined && (!/^\d+$/.test(stepText) || step < 1))
      throw new SyntaxError(`bad step: ${item}`);
    let low: number;
    let high: number;
    if (range === '*') [low, high] = [field.min, field.max];
    else if (range.includes('-')) {
      const [from = '', to = '', more] = range.split('-');
      if (more !== undefined) throw new SyntaxError(`bad range: ${range}`);
      [low, high] = [value(from, field), value(to, field)];
      if (low > high) throw new SyntaxError(`bad range: ${range}`);
    } else {
      low = value(range, field);
      // `a/n` runs from a to the end of the field, as croniter reads it.
      high = stepText === undefined ? low : field.max;
    }
    for (let next = low; next <= high; next += step) values.add(next);
  }
  return values;
}

/** The parsed expression, or a SyntaxError saying what is wrong. */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new SyntaxError('a cron expression has 5 fields');
  const [minutes, hours, daysOfMonth, months, weekdays] = parts.map((part, index) =>
    parseField(part, FIELDS[index]!),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.delete(7)) weekdays.add(0);
  return {
    minutes,
    hours,
    daysOfMonth,
    months,
    weekdays,
    anyDayOfMonth: parts[2]!.startsWith('*'),
    anyWeekday: parts[4]!.startsWith('*'),
  };
}

/** croniter.is_valid for the syntax modelled here. */
export function isValidCron(expression: string): boolean {
  try {
    parseCron(expression);
    return true;
  } catch {
    return false;
  }
}

function dayMatches(schedule: CronSchedule, day: number, weekday: number): boolean {
  const byDay = schedule.daysOfMonth.has(day);
  const byWeekday = schedule.weekdays.has(weekday);
  if (schedule.anyDayOfMonth && schedule.anyWeekday) return true;
  if (schedule.anyDayOfMonth) return byWeekday;
  if (schedule.anyWeekday) return byDay;
  return byDay || byWeekday;
}

/** Far enough for "29 Feb on a Monday" (a 28-year cycle), short enough to end on an impossible date. */
const SEARCH_DAYS = 366 * 28;

/**
 * The first instant strictly after `after` at which the expression fires, its fields read on the wall
 * clock of `zone`; null if it never does (e.g. 30 February).
 */
export function nextCronRun(expression: string | CronSchedule, after: number, zone: string): number | null {
  const schedule = typeof expression === 'string' ? parseCron(expression) : expression;
  const start = wallTimeAt(after, zone);
  const hours = [...schedule.hours].sort((a, b) => a - b);
  const minutes = [...schedule.minutes].sort((a, b) => a - b);
  for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (!schedule.months.has(month) || !dayMatches(schedule, day, date.getUTCDay())) continue;
    for (const hour of hours)
      for (const minute of minutes) {
        const instant = instantOf({ year, month, day, hour, minute }, zone);
        if (instant > after) return instant;
      }
  }
  return null;
}
