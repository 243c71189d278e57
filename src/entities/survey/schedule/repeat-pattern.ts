// A repeated window as the pair of crons PostHog will run (the gate on at the launch time, off at the
// stop time) and the end dates that bound them. One place, read by the plan and by the windows.
import { cronAt, cronOccurrences, nextCronRun, parseCron, type CronPattern } from './recurrence';
import type { Schedule } from './schedule';
import {
  addLocalDays,
  localWeekday,
  parseLocal,
  wallMinutesBetween,
  zonedToUtc,
  type LocalParts,
} from './zoned-time';

interface RecurringSide {
  cron: string;
  pattern: CronPattern;
  /** The first run: the launch itself, or the end of the first window. */
  first: Date;
  /** Runs after this are not made (the server's end_date); null: forever. */
  endDate: Date | null;
}

export interface RepeatPattern {
  launch: RecurringSide;
  stop: RecurringSide;
}

const WEEKDAYS = [1, 2, 3, 4, 5];

function crons(schedule: Schedule, launch: LocalParts, stop: LocalParts): [string, string] {
  const daysLater = Math.floor(
    wallMinutesBetween({ ...launch, hour: 0, minute: 0 }, { ...stop, hour: 0, minute: 0 }) / 1440,
  );
  switch (schedule.repeat) {
    case 'weekly':
      return [
        cronAt(launch, { weekdays: [localWeekday(launch)] }),
        cronAt(stop, { weekdays: [localWeekday(stop)] }),
      ];
    case 'weekdays':
      return [
        cronAt(launch, { weekdays: WEEKDAYS }),
        cronAt(stop, { weekdays: WEEKDAYS.map((day) => (day + daysLater) % 7) }),
      ];
    case 'monthly':
      return [cronAt(launch, { dayOfMonth: launch.day }), cronAt(stop, { dayOfMonth: stop.day })];
    default:
      return [cronAt(launch, {}), cronAt(stop, {})];
  }
}

/**
 * The crons of a repeated schedule whose shape is valid (scheduleShapeIssues empty), or null for a
 * one-time one. The launch runs end with the last day a window may start on; the stop runs one
 * window later, so that the last window is closed and no other opens.
 */
export function repeatPattern(schedule: Schedule): RepeatPattern | null {
  if (schedule.repeat === 'none') return null;
  const launch = parseLocal(schedule.launchAt);
  const stop = parseLocal(schedule.stopAt);
  if (!launch || !stop) return null;
  const zone = schedule.timeZone;
  const [launchCron, stopCron] = crons(schedule, launch, stop);
  const launchPattern = parseCron(launchCron)!;
  const stopPattern = parseCron(stopCron)!;
  const firstLaunch = zonedToUtc(launch, zone);
  const firstStop = nextCronRun(stopPattern, zone, firstLaunch) ?? zonedToUtc(stop, zone);
  let launchEnd: Date | null = null;
  let stopEnd: Date | null = null;
  const until = schedule.repeatUntil ? parseLocal(`${schedule.repeatUntil}T00:00`) : null;
  if (until) {
    launchEnd = zonedToUtc(addLocalDays(until, 1), zone);
    const starts = cronOccurrences(launchPattern, zone, firstLaunch, launchEnd);
    const lastStart = starts[starts.length - 1] ?? firstLaunch;
    const lastEnd = nextCronRun(stopPattern, zone, lastStart) ?? firstStop;
    // The same margin after the last stop as after the last launch: less than a period, so no run more.
    stopEnd = new Date(lastEnd.getTime() + (launchEnd.getTime() - lastStart.getTime()));
  }
  return {
    launch: { cron: launchCron, pattern: launchPattern, first: firstLaunch, endDate: launchEnd },
    stop: { cron: stopCron, pattern: stopPattern, first: firstStop, endDate: stopEnd },
  };
}
