// The concrete windows in which a survey is shown, for a time axis: from the schedule a user states, or
// from the scheduled changes the server holds (whoever made them), run as the server runs them.
import type { ScheduledChange } from '@/contracts/scheduled-change';
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

/**
 * At most this many runs of one gate's changes are enumerated for one view. Each cron run is a few `Intl`
 * calls, and a schedule made elsewhere may switch a gate every minute (40,000 runs in four weeks, seconds
 * of work for every such gate): past this, only the earliest runs are drawn and the reader says so.
 */
export const MAX_GATE_RUNS = 1000;

interface Runs {
  runs: Toggle[];
  /** Enumeration stopped at the budget: nothing after the last run is known. */
  capped: boolean;
}

/**
 * The runs of one change that switch the gate, past (as recorded) and future (as the server will), from
 * `begin` on (earlier runs only matter through the windows they open, which are shorter than the look-back).
 */
function toggles(change: ScheduledChange, begin: Date, to: Date, budget: number): Runs {
  const none = { runs: [], capped: false };
  if (change.payload.operation !== 'update_status' || typeof change.payload.value !== 'boolean') return none;
  const on = change.payload.value;
  const scheduledAt = time(change.scheduled_at);
  const recurring =
    change.is_recurring === true && Boolean(change.cron_expression || change.recurrence_interval);
  if (!recurring) {
    // A failed change did nothing; a done one ran when it was executed.
    if (change.failure_reason && change.executed_at) return none;
    const at = time(change.executed_at) ?? scheduledAt;
    return at ? { runs: [{ at, on }], capped: false } : none;
  }
  const past = time(change.last_executed_at);
  const runs: Toggle[] = past ? [{ at: past, on }] : [];
  if (change.executed_at || !scheduledAt) return { runs, capped: false };
  const endDate = time(change.end_date);
  const limit = endDate && endDate < to ? endDate : to;
  const future: Date[] = [];
  if (change.cron_expression) {
    // The server runs it first at scheduled_at, then at each cron time after the run before.
    const pattern = parseCron(change.cron_expression);
    const start = scheduledAt > begin ? scheduledAt : begin;
    if (pattern) {
      if (scheduledAt >= begin && scheduledAt < limit) future.push(scheduledAt);
      const zone = change.timezone || 'UTC';
      for (const at of cronOccurrences(pattern, zone, start, limit, budget + 1))
        if (at > scheduledAt) future.push(at);
    }
  } else if (INTERVALS.includes(change.recurrence_interval ?? '')) {
    // Arithmetic from scheduled_at on (a month clamped once stays clamped), so it is walked from there.
    for (let at = scheduledAt, count = 0; at < limit && count < 5000 && future.length <= budget; count++) {
      if (at >= begin) future.push(at);
      at = addInterval(at, change.recurrence_interval as Interval);
    }
  }
  const capped = future.length > budget;
  for (const at of future.slice(0, budget)) runs.push({ at, on });
  return { runs, capped };
}

/** The windows of one gate's changes that overlap [from, to), and whether its runs were cut at the budget. */
export function gateWindows(
  changes: readonly ScheduledChange[],
  from: Date,
  to: Date,
): { windows: Window[]; capped: boolean } {
  const begin = new Date(from.getTime() - LOOK_BACK_MS);
  // Each recurring change gets its share of the budget, so that launches and stops are cut alike.
  const recurring = Math.max(1, changes.filter((change) => change.is_recurring).length);
  const share = Math.floor(MAX_GATE_RUNS / recurring);
  const read = changes.map((change) => toggles(change, begin, to, share));
  const cut = read.filter((runs) => runs.capped);
  // Past the earliest cut, some switches are unknown: nothing after it is drawn.
  const horizon = cut.length
    ? Math.min(...cut.map(({ runs }) => runs[runs.length - 1]?.at.getTime() ?? begin.getTime()))
    : Infinity;
  const all = read
    .flatMap(({ runs }) => runs)
    .filter((toggle) => toggle.at.getTime() <= horizon)
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
  return {
    windows: windows.filter((window, index) => {
      // Two "off"s in a row say nothing about the second: keep only the first window without a start.
      if (window.start === null && index > 0) return false;
      return overlaps(window, from, to);
    }),
    capped: cut.length > 0,
  };
}

/**
 * The windows that overlap [from, to): of a schedule as stated, or of the scheduled changes of one
 * gate as the server will run them (a cron in the change's own time zone, an interval in UTC).
 */
export function windowsOf(source: Schedule | readonly ScheduledChange[], from: Date, to: Date): Window[] {
  return Array.isArray(source)
    ? gateWindows(source as readonly ScheduledChange[], from, to).windows
    : scheduleWindows(source as Schedule, from, to);
}
