// The schedule a user states in the editor: when the survey is shown, on the project's wall clock.
// Surveyor turns it into PostHog's scheduled changes of a gate flag (plan.ts) and reads it back from them
// (read-back.ts), so what the server holds is the schedule, the same in every browser.
import { z } from 'zod';
import {
  addLocalDays,
  clockChange,
  clockChangeDay,
  formatLocalDay,
  formatLocalTime,
  isTimeZone,
  localPartsAt,
  localWeekday,
  parseLocal,
  wallMinutesBetween,
  zonedToUtc,
  type LocalParts,
} from './zoned-time';

export const REPEATS = ['none', 'daily', 'weekly', 'weekdays', 'monthly'] as const;
export type Repeat = (typeof REPEATS)[number];

const localDateTime = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)]);
const localDate = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);

/** The longest window each repeat allows, in minutes: shorter than its period, so windows never merge. */
const PERIOD_MINUTES: Record<Exclude<Repeat, 'none'>, number> = {
  daily: 24 * 60,
  weekdays: 24 * 60,
  weekly: 7 * 24 * 60,
  // The shortest month: the same window must fit every month.
  monthly: 28 * 24 * 60,
};

const REPEAT_WORDS: Record<Exclude<Repeat, 'none'>, string> = {
  daily: 'a day',
  weekdays: 'a day',
  weekly: 'a week',
  monthly: '28 days (the shortest month)',
};

interface Issue {
  path: keyof Schedule;
  message: string;
}

/** What is wrong with a schedule whatever the time: empty when it can be planned. */
export function scheduleShapeIssues(schedule: Schedule): Issue[] {
  const issues: Issue[] = [];
  const launch = schedule.launchAt ? parseLocal(schedule.launchAt) : null;
  const stop = schedule.stopAt ? parseLocal(schedule.stopAt) : null;
  if (schedule.launchAt && !launch)
    issues.push({ path: 'launchAt', message: 'Launch at is not a real date and time.' });
  if (schedule.stopAt && !stop)
    issues.push({ path: 'stopAt', message: 'Stop at is not a real date and time.' });
  if (!schedule.launchAt && !schedule.stopAt)
    issues.push({ path: 'launchAt', message: 'Set when to launch, when to stop, or both.' });
  if (launch && stop && wallMinutesBetween(launch, stop) <= 0)
    issues.push({ path: 'stopAt', message: 'Stop at must be after Launch at.' });
  if (schedule.repeat === 'none') {
    if (schedule.repeatUntil)
      issues.push({ path: 'repeatUntil', message: 'Repeat until only applies to a repeated window.' });
    if (isTimeZone(schedule.timeZone)) issues.push(...oneTimeClockIssues(schedule.timeZone, launch, stop));
    return issues;
  }
  if (!schedule.launchAt || !schedule.stopAt) {
    issues.push({
      path: schedule.launchAt ? 'stopAt' : 'launchAt',
      message: 'A repeated window needs both a launch and a stop time.',
    });
    return issues;
  }
  if (!launch || !stop) return issues;
  const minutes = wallMinutesBetween(launch, stop);
  if (minutes >= PERIOD_MINUTES[schedule.repeat])
    issues.push({
      path: 'stopAt',
      message: `The window must be shorter than ${REPEAT_WORDS[schedule.repeat]}, or one window would run into the next.`,
    });
  if (schedule.repeat === 'weekdays' && !isWeekday(launch))
    issues.push({ path: 'launchAt', message: 'Launch on a weekday: the window repeats Monday to Friday.' });
  if (schedule.repeat === 'monthly' && (launch.day > 28 || stop.day > 28))
    issues.push({
      path: launch.day > 28 ? 'launchAt' : 'stopAt',
      message: 'Pick days up to the 28th for a monthly window, so that it happens every month.',
    });
  for (const [path, parts] of [
    ['launchAt', launch],
    ['stopAt', stop],
  ] as const) {
    // An overnight weekday window stops on the day after each weekday.
    const shift =
      path === 'stopAt'
        ? Math.floor(
            wallMinutesBetween({ ...launch, hour: 0, minute: 0 }, { ...stop, hour: 0, minute: 0 }) / 1440,
          )
        : 0;
    const touched = isTimeZone(schedule.timeZone)
      ? clockChangeDay(parts, schedule.timeZone, (day) => runsOn(schedule.repeat, parts, day, shift))
      : null;
    if (touched)
      issues.push({ path, message: clockChangeWords(touched.day, touched.change, schedule.timeZone) });
  }
  if (schedule.repeatUntil && schedule.repeatUntil < schedule.launchAt.slice(0, 10))
    issues.push({ path: 'repeatUntil', message: 'Repeat until must be on or after the launch day.' });
  return issues;
}

/**
 * A one-time time is sent as a UTC instant, resolved as the server resolves it (zoned-time.ts): a time the
 * clocks skip lands one gap later, so a launch there can fall on or after a stop just past the gap and
 * the gate would end up on for good. Such a time is refused, saying where it would land; launch and stop
 * are ordered as the instants they resolve to. A time that happens twice is its first occurrence, which
 * the schedule's words say.
 */
function oneTimeClockIssues(timeZone: string, launch: LocalParts | null, stop: LocalParts | null): Issue[] {
  const issues: Issue[] = [];
  for (const [path, parts] of [
    ['launchAt', launch],
    ['stopAt', stop],
  ] as const) {
    if (!parts || clockChange(parts, timeZone) !== 'missing') continue;
    const landing = localPartsAt(zonedToUtc(parts, timeZone), timeZone);
    issues.push({
      path,
      message: `${formatLocalTime(parts)} is missing on ${formatLocalDay(parts)} in ${timeZone} (the clocks go forward), so it would be ${formatLocalTime(landing)}: pick a time outside the clock change.`,
    });
  }
  if (
    launch &&
    stop &&
    wallMinutesBetween(launch, stop) > 0 &&
    zonedToUtc(stop, timeZone).getTime() <= zonedToUtc(launch, timeZone).getTime()
  )
    issues.push({ path: 'stopAt', message: 'Stop at must be after Launch at.' });
  return issues;
}

/** Whether a repeat runs on `day` at the time of `first` (`shift`: days from the launch to this run). */
function runsOn(repeat: Repeat, first: LocalParts, day: LocalParts, shift: number): boolean {
  if (repeat === 'weekly') return localWeekday(day) === localWeekday(first);
  if (repeat === 'monthly') return day.day === first.day;
  if (repeat === 'weekdays') return isWeekday(addLocalDays(day, -shift));
  return true;
}

// croniter has no settled rule for such runs (taichino/croniter #19, #48, #82): avoid them rather than guess.
function clockChangeWords(day: LocalParts, change: 'missing' | 'twice', timeZone: string): string {
  const what =
    change === 'missing'
      ? 'is missing on ' +
        formatLocalDay(day) +
        ' in ' +
        timeZone +
        ' (the clocks go forward), and PostHog may skip or move that run'
      : 'happens twice on ' +
        formatLocalDay(day) +
        ' in ' +
        timeZone +
        ' (the clocks go back), and PostHog may run it twice';
  return `${formatLocalTime(day)} ${what}: pick a time outside the clock change.`;
}

const isWeekday = (parts: LocalParts) => localWeekday(parts) >= 1 && localWeekday(parts) <= 5;

export const scheduleSchema = z
  .object({
    /** The project's IANA zone: the wall clock the times are read on. */
    timeZone: z.string().refine(isTimeZone, 'The project’s time zone is not one this browser knows.'),
    /** Empty: no launch (the survey is already running; only stop it). */
    launchAt: localDateTime,
    /** Empty: no stop (launch only). */
    stopAt: localDateTime,
    repeat: z.enum(REPEATS),
    /** The last day a repeated window may start on, on the same wall clock; empty: forever. */
    repeatUntil: localDate,
  })
  .superRefine((schedule, context) => {
    for (const issue of scheduleShapeIssues(schedule))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type Schedule = z.infer<typeof scheduleSchema>;

/**
 * What is wrong with saving a schedule at `now`, besides its shape: a launch or a stop in the past.
 * `launched`: the schedule's first launch already happened (an edit of a running schedule), so its
 * launch time may be past.
 */
export function scheduleTimingIssues(schedule: Schedule, now: Date, launched = false): Issue[] {
  const issues: Issue[] = [];
  const past = (local: string) => zonedToUtc(local, schedule.timeZone).getTime() <= now.getTime();
  if (schedule.launchAt && parseLocal(schedule.launchAt) && !launched && past(schedule.launchAt))
    issues.push({ path: 'launchAt', message: 'Launch at must be in the future.' });
  if (schedule.repeat === 'none' && schedule.stopAt && parseLocal(schedule.stopAt) && past(schedule.stopAt))
    issues.push({ path: 'stopAt', message: 'Stop at must be in the future.' });
  return issues;
}
