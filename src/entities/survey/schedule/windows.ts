// The concrete windows in which a survey is shown, for a time axis: from the schedule a user states, or
// from the scheduled changes the server holds (whoever made them), run as the server runs them.
import type { ScheduledChange } from '../../../contracts/scheduled-change';
import { addInterval, cronOccurrences, parseCron, type Interval } from './recurrence';
import { repeatPattern } from './repeat-pattern';
import type { Schedule } from './schedule';
import { parseLocal, zonedToUtc } from './zoned-time';

/** [start, end): null start = shown since before anything known, null end = no stop. */
export interface Window {
  start: Date | null;
  end: Date | null;
}

const overlaps = (window: Window, from: Date, to: Date) =>
  (window.start === null || window.start < to) && (window.end === null || window.end > from);

/** A month and a bit: longer than any window a repeat allows, so a window begun before `from` is seen. */
const LOOK_BACK_MS = 32 * 86_400_000;

function scheduleWindows(schedule: Schedule, from: Date, to: Date): Window[] {
  const pattern = repeatPattern(schedule);
  if (!pattern) {
    const launch = parseLocal(schedule.launchAt);
    const stop = parseLocal(schedule.stopAt);
    const window = {
      start: launch ? zonedToUtc(launch, schedule.timeZone) : null,
      end: stop ? zonedToUtc(stop, schedule.timeZone) : null,
    };
    return overlaps(window, from, to) ? [window] : [];
  }
  const zone = schedule.timeZone;
  const begin = new Date(Math.max(pattern.launch.first.getTime(), from.getTime() - LOOK_BACK_MS));
  const until = pattern.launch.endDate && pattern.launch.endDate < to ? pattern.launch.endDate : to;
  const starts = cronOccurrences(pattern.launch.pattern, zone, begin, until);
  if (starts.length === 0) return [];
  const stops = cronOccurrences(
    pattern.stop.pattern,
    zone,
    starts[0]!,
    new Date(to.getTime() + LOOK_BACK_MS),
  );
  return starts
    .map((start) => ({ start, end: stops.find((stop) => stop > start) ?? null }))
    .filter((window) => overlaps(window, from, to));
}

interface Toggle {
  at: Date;
  on: boolean;
}

const time = (text: string | null | undefined) => {
  if (!text) return null;
  const value = new Date(text);
  return Number.isNaN(value.getTime()) ? null : value;
};

const INTERVALS: readonly string[] = ['daily', 'weekly', 'monthly', 'yearly'];

/** The runs of one change that switch the gate, past (as recorded) and future (as the server will). */
function toggles(change: ScheduledChange, to: Date): Toggle[] {
  if (change.payload.operation !== 'update_status' || typeof change.payload.value !== 'boolean') return [];
  const on = change.payload.value;
  const scheduledAt = time(change.scheduled_at);
  const recurring =
    change.is_recurring === true && Boolean(change.cron_expression || change.recurrence_interval);
  if (!recurring) {
    // A failed change did nothing; a done one ran when it was executed.
    if (change.failure_reason && change.executed_at) return [];
    const at = time(change.executed_at) ?? scheduledAt;
    return at ? [{ at, on }] : [];
  }
  const past = time(change.last_executed_at);
  const runs: Toggle[] = past ? [{ at: past, on }] : [];
  if (change.executed_at || !scheduledAt) return runs;
  const endDate = time(change.end_date);
  const limit = endDate && endDate < to ? endDate : to;
  if (change.cron_expression) {
    const pattern = parseCron(change.cron_expression);
    if (pattern)
      for (const at of cronOccurrences(pattern, change.timezone || 'UTC', scheduledAt, limit))
        runs.push({ at, on });
  } else if (INTERVALS.includes(change.recurrence_interval ?? '')) {
    for (let at = scheduledAt, count = 0; at < limit && count < 5000; count++) {
      runs.push({ at, on });
      at = addInterval(at, change.recurrence_interval as Interval);
    }
  }
  return runs;
}

function changeWindows(changes: readonly ScheduledChange[], from: Date, to: Date): Window[] {
  const all = changes
    .flatMap((change) => toggles(change, to))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const windows: Window[] = [];
  let open: Window | null = null;
  for (const toggle of all) {
    if (toggle.on && !open) open = { start: toggle.at, end: null };
    else if (!toggle.on) {
      // An "off" with nothing known to be on: the gate was on since before what the server recorded.
      windows.push(open ? { start: open.start, end: toggle.at } : { start: null, end: toggle.at });
      open = null;
    }
  }
  if (open) windows.push(open);
  return windows.filter((window, index) => {
    // Two "off"s in a row say nothing about the second: keep only the first window without a start.
    if (window.start === null && index > 0) return false;
    return overlaps(window, from, to);
  });
}

/**
 * The windows that overlap [from, to): of a schedule as stated, or of the scheduled changes of one
 * gate as the server will run them (a cron in the change's own time zone, an interval in UTC).
 */
export function windowsOf(source: Schedule | readonly ScheduledChange[], from: Date, to: Date): Window[] {
  return Array.isArray(source)
    ? changeWindows(source as readonly ScheduledChange[], from, to)
    : scheduleWindows(source as Schedule, from, to);
}
