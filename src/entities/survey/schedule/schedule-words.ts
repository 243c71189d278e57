// A schedule in words, for the review before saving and the survey's page: on the project's wall clock
// (named by its zone), and in the browser's too when that differs.
import type { Schedule } from './schedule';
import { windowsOf } from './windows';
import {
  clockChange,
  formatInstant,
  formatLocalDay,
  formatLocalTime,
  isTimeZone,
  localWeekday,
  parseLocal,
  wallMinutesBetween,
  zonedToUtc,
  type LocalParts,
} from './zoned-time';

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const typed = (parts: LocalParts) => `${formatLocalDay(parts)} ${formatLocalTime(parts)}`;

/**
 * A one-time time as the instant it is sent as (zoned-time.ts): a time the clocks skip is worded where it
 * lands, and one that happens twice says it is the first. Typed as it is in a zone the browser does not know.
 */
function when(parts: LocalParts, timeZone: string): string {
  if (!isTimeZone(timeZone)) return typed(parts);
  const words = formatInstant(zonedToUtc(parts, timeZone), timeZone);
  return clockChange(parts, timeZone) === 'twice'
    ? `${words} (the first of the two ${formatLocalTime(parts)}s, before the clocks go back)`
    : words;
}

function ordinal(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

function repeatedWindow(schedule: Schedule, launch: LocalParts, stop: LocalParts): string {
  const nextDay = wallMinutesBetween({ ...launch, hour: 0, minute: 0 }, { ...stop, hour: 0, minute: 0 }) > 0;
  const hours = `${formatLocalTime(launch)}–${formatLocalTime(stop)}${nextDay ? ' (the next day)' : ''}`;
  switch (schedule.repeat) {
    case 'weekdays':
      return `every weekday ${hours}`;
    case 'weekly':
      return `every week from ${WEEKDAY_NAMES[localWeekday(launch)]} ${formatLocalTime(launch)} to ${WEEKDAY_NAMES[localWeekday(stop)]} ${formatLocalTime(stop)}`;
    case 'monthly':
      return `every month from the ${ordinal(launch.day)} ${formatLocalTime(launch)} to the ${ordinal(stop.day)} ${formatLocalTime(stop)}`;
    default:
      return `every day ${hours}`;
  }
}

/** "Shown from Mon 1 Dec 09:00 to Fri 5 Dec 17:00 Europe/Berlin", "Shown every weekday 09:00–17:00 …". */
export function describeSchedule(schedule: Schedule): string {
  const zone = schedule.timeZone;
  const launch = parseLocal(schedule.launchAt);
  const stop = parseLocal(schedule.stopAt);
  if (schedule.repeat !== 'none' && launch && stop) {
    const until = parseLocal(`${schedule.repeatUntil}T00:00`);
    const range = `from ${formatLocalDay(launch)}${until ? ` until ${formatLocalDay(until)}` : ''}`;
    return `Shown ${repeatedWindow(schedule, launch, stop)} ${zone}, ${range}`;
  }
  if (launch && stop) return `Shown from ${when(launch, zone)} to ${when(stop, zone)} ${zone}`;
  if (launch) return `Shown from ${when(launch, zone)} ${zone}, until it is stopped`;
  if (stop) return `Shown until ${when(stop, zone)} ${zone}`;
  return 'Not scheduled';
}

/**
 * The first window in the browser's zone, when its clock differs from the project's at that window:
 * "In your time (America/New_York): Mon 1 Dec 03:00 to Fri 5 Dec 11:00". Null when they agree.
 */
export function browserTimeNote(schedule: Schedule, browserZone: string): string | null {
  if (browserZone === schedule.timeZone || !isTimeZone(schedule.timeZone) || !isTimeZone(browserZone))
    return null;
  const anchor = parseLocal(schedule.launchAt) ?? parseLocal(schedule.stopAt);
  if (!anchor) return null;
  const day = 86_400_000;
  const around = zonedToUtc(anchor, schedule.timeZone).getTime();
  // The first window begins at the launch; a stop-only one ends at the stop.
  const [first] = windowsOf(schedule, new Date(around - day), new Date(around + day));
  if (!first) return null;
  const sides = [first.start, first.end].filter((instant): instant is Date => instant !== null);
  if (
    sides.every(
      (instant) => formatInstant(instant, browserZone) === formatInstant(instant, schedule.timeZone),
    )
  )
    return null;
  const from = first.start ? formatInstant(first.start, browserZone) : null;
  const to = first.end ? formatInstant(first.end, browserZone) : null;
  const span = from && to ? `${from} to ${to}` : from ? `from ${from}` : `until ${to}`;
  const prefix = schedule.repeat === 'none' ? '' : 'the first window ';
  return `In your time (${browserZone}): ${prefix}${span}`;
}

/** Windows shorter than this may fall between two runs of PostHog's task, which runs every 2 minutes. */
const SHORT_WINDOW_MINUTES = 5;

/**
 * A warning for a window under 5 minutes, or null. PostHog applies due changes every 2 minutes
 * (its crontab runs on every second minute, posthog/tasks/scheduled.py @ 002af387), in the order they were due, so a short
 * window's launch and stop may both be applied in one run and the survey never shown.
 */
export function shortWindowNote(schedule: Schedule): string | null {
  const launch = parseLocal(schedule.launchAt);
  const stop = parseLocal(schedule.stopAt);
  if (!launch || !stop) return null;
  const minutes =
    schedule.repeat === 'none' && isTimeZone(schedule.timeZone)
      ? (zonedToUtc(stop, schedule.timeZone).getTime() - zonedToUtc(launch, schedule.timeZone).getTime()) /
        60_000
      : wallMinutesBetween(launch, stop);
  if (minutes <= 0 || minutes >= SHORT_WINDOW_MINUTES) return null;
  return `This window is ${minutes} minute${minutes === 1 ? '' : 's'} long: PostHog applies scheduled changes every 2 minutes, so a window this short may open and close in the same run and be shown to no one.`;
}

/**
 * What a schedule's times mean on real PostHog. Its task applies due changes every 2 minutes
 * (posthog/tasks/scheduled.py @ 002af387), and posthog-js decides with the flags it loaded with the page,
 * reloading them only on init, identify and the like (posthog-js @ 9b2a1b18, `surveys.tsx`,
 * `posthog-featureflags.ts`): a launch shows from the next page load, and a stop does not reach a page
 * already open.
 */
export const SCHEDULE_TIMING_WORDS =
  'The times are not exact: PostHog applies scheduled changes every 2 minutes, and posthog-js reads flags when a page loads, so the survey shows from the next page load after its launch, and a page already open at its stop can still show it until it is reloaded.';

/**
 * An API survey's gate binds only the SDK calls that check a survey's eligibility: the linked flag is
 * checked by getActiveMatchingSurveys and displaySurvey, not by getSurveys or renderSurvey (posthog-js
 * @ 9b2a1b18, `posthog-surveys.ts`, `extensions/surveys.tsx`).
 */
export const API_SURVEY_SCHEDULE_WORDS =
  'An API survey keeps to this schedule only where your app asks posthog-js which surveys to show: getActiveMatchingSurveys() and displaySurvey() check its gate flag, but getSurveys() and renderSurvey() do not, so an app that lists or renders surveys through them shows it whatever the schedule says.';
