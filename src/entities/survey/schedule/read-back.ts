// The schedule and the status read back from what the server holds (the gate and its scheduled changes),
// so that every browser shows the same, and the editor opens on what will really happen.
import { updateStatusPayload, type ScheduledChange } from '@/contracts/scheduled-change';
import { cronOccurrences, nextCronRun, parseCron, type CronPattern } from './recurrence';
import { repeatPattern } from './repeat-pattern';
import type { Repeat, Schedule } from './schedule';
import { formatLocal, localPartsAt, utcToZoned } from './zoned-time';

export type ScheduleReading =
  | { kind: 'none' }
  | { kind: 'schedule'; schedule: Schedule }
  /** The gate's changes say something Surveyor does not write: shown, never silently rewritten. */
  | { kind: 'foreign'; reason: string };

const at = (text: string | null | undefined) => (text ? new Date(text) : null);
const isStatus = (change: ScheduledChange) => updateStatusPayload.safeParse(change.payload).success;
const isRecurring = (change: ScheduledChange) =>
  change.is_recurring === true || Boolean(change.cron_expression || change.recurrence_interval);
const byTime = (a: ScheduledChange, b: ScheduledChange) =>
  new Date(a.scheduled_at).getTime() - new Date(b.scheduled_at).getTime();

function repeatOf(pattern: CronPattern): Exclude<Repeat, 'none'> | null {
  if (pattern.minutes.length !== 1 || pattern.hours.length !== 1 || pattern.months) return null;
  const { daysOfMonth: dom, weekdays: dow } = pattern;
  if (!dom && !dow) return 'daily';
  if (!dom && dow?.join() === '1,2,3,4,5') return 'weekdays';
  if (!dom && dow?.length === 1) return 'weekly';
  if (dom?.length === 1 && !dow) return 'monthly';
  return null;
}

function readRepeat(launch: ScheduledChange, stop: ScheduledChange): ScheduleReading {
  const foreign = {
    kind: 'foreign',
    reason: 'The schedule repeats in a way Surveyor does not offer.',
  } as const;
  if (launch.recurrence_interval || stop.recurrence_interval) return foreign;
  const launchPattern = parseCron(launch.cron_expression ?? '');
  const stopPattern = parseCron(stop.cron_expression ?? '');
  const repeat = launchPattern && repeatOf(launchPattern);
  if (!launchPattern || !stopPattern || !repeat) return foreign;
  // The server reads a cron in the zone it captured, UTC when it captured none.
  const zone = launch.timezone || 'UTC';
  if ((stop.timezone || 'UTC') !== zone) return foreign;
  const nextLaunch = new Date(
    launch.executed_at ? (launch.last_executed_at ?? launch.scheduled_at) : launch.scheduled_at,
  );
  const nextStop = new Date(stop.scheduled_at);
  // Inside a window (its stop comes first), the window began at the launch run before that stop.
  let start = nextLaunch;
  if (!launch.executed_at && nextStop < nextLaunch) {
    const earlier = cronOccurrences(
      launchPattern,
      zone,
      new Date(nextStop.getTime() - 32 * 86_400_000),
      nextStop,
    );
    start = earlier[earlier.length - 1] ?? nextLaunch;
  }
  const end = nextCronRun(stopPattern, zone, start);
  const launchEnd = at(launch.end_date);
  if (!end) return foreign;
  const schedule: Schedule = {
    timeZone: zone,
    launchAt: utcToZoned(start, zone),
    stopAt: utcToZoned(end, zone),
    repeat,
    repeatUntil: launchEnd
      ? formatLocal(localPartsAt(new Date(launchEnd.getTime() - 60_000), zone)).slice(0, 10)
      : '',
  };
  // Only a pair Surveyor would write again for this schedule is its own.
  const again = repeatPattern(schedule);
  if (
    !again ||
    again.launch.cron !== launch.cron_expression?.trim() ||
    again.stop.cron !== stop.cron_expression?.trim()
  )
    return foreign;
  return { kind: 'schedule', schedule };
}

/**
 * The schedule the gate's scheduled changes say (`timeZone`: the project's, the wall clock of one-time
 * times; a repeat is read in the zone its crons run in).
 */
export function scheduleFromChanges(changes: readonly ScheduledChange[], timeZone: string): ScheduleReading {
  if (changes.length === 0) return { kind: 'none' };
  if (!changes.every(isStatus))
    return { kind: 'foreign', reason: 'The gate has scheduled changes other than switching it on or off.' };
  const recurring = changes.filter(isRecurring);
  if (recurring.length > 0) {
    const pending = recurring.filter((change) => !change.executed_at);
    // A finished repeat is read from its last runs.
    const current = pending.length > 0 ? pending : recurring;
    const launches = current.filter((change) => change.payload.value === true).sort(byTime);
    const stops = current.filter((change) => change.payload.value === false).sort(byTime);
    if (launches.length === 0 || stops.length === 0 || (pending.length > 0 && pending.length !== 2))
      return { kind: 'foreign', reason: 'The gate’s repeated changes are not one launch and one stop.' };
    return readRepeat(launches[launches.length - 1]!, stops[stops.length - 1]!);
  }
  const pick = (value: boolean) => {
    const all = changes.filter((change) => change.payload.value === value).sort(byTime);
    const pending = all.filter((change) => !change.executed_at);
    return { pending, latest: pending[0] ?? all[all.length - 1] ?? null };
  };
  const launch = pick(true);
  const stop = pick(false);
  if (launch.pending.length > 1 || stop.pending.length > 1)
    return { kind: 'foreign', reason: 'The gate has more than one launch or stop waiting.' };
  const launchAt = at(launch.latest?.scheduled_at);
  let stopAt = at(stop.latest?.scheduled_at);
  // A stop from before the launch belongs to an earlier schedule.
  if (launchAt && stopAt && stopAt <= launchAt) stopAt = null;
  return {
    kind: 'schedule',
    schedule: {
      timeZone,
      launchAt: launchAt ? utcToZoned(launchAt, timeZone) : '',
      stopAt: stopAt ? utcToZoned(stopAt, timeZone) : '',
      repeat: 'none',
      repeatUntil: '',
    },
  };
}

export type ScheduleStatus =
  | { kind: 'scheduled'; at: Date }
  | { kind: 'running'; until?: Date }
  | { kind: 'stopped'; at?: Date }
  | { kind: 'failed'; reason: string }
  /** A change ran (no failure) but the gate is not as it left it, with nothing pending to explain it. */
  | { kind: 'unswitched'; change: 'launch' | 'stop'; at: Date };

/** When a change last ran: a one-time change when it was executed, a recurring one its last run. */
const lastRun = (change: ScheduledChange) =>
  at(isRecurring(change) ? change.last_executed_at : change.executed_at);

/**
 * Where a gated survey is now: the gate says whether it is shown, its changes say until when, and what the
 * gate is is checked against what its changes expected. A change that ran but left the gate as it was is
 * said, not read as a stop or a launch: PostHog marks a change done with no failure when it skips it, as
 * it does when the change awaits an approval nobody gave in time (apply_gated_scheduled_change,
 * products/approvals/backend/scheduled_changes.py @ 0ed6bd8d; process_scheduled_changes.py @ 018ccd55).
 * `gateReadAt`: when the gate was read; a run after that is taken as having switched it.
 */
export function scheduleStatus(
  gate: { active?: boolean | null },
  changes: readonly ScheduledChange[],
  now: Date,
  gateReadAt: Date = now,
): ScheduleStatus {
  const status = changes.filter(isStatus);
  const pending = status.filter((change) => !change.executed_at).sort(byTime);
  const executed = status
    .filter((change) => change.executed_at)
    .sort((a, b) => new Date(a.executed_at!).getTime() - new Date(b.executed_at!).getTime());
  // A failure that is retrying, or the last thing that happened.
  const failed =
    pending.find((change) => change.failure_reason) ?? executed.filter((c) => c.failure_reason).pop();
  const last = executed[executed.length - 1];
  if (failed && (!failed.executed_at || failed === last))
    return { kind: 'failed', reason: failed.failure_reason! };
  const next = (value: boolean) => pending.find((change) => change.payload.value === value);
  let active = Boolean(gate.active);
  const latest = status
    .filter((change) => !change.failure_reason)
    .map((change) => ({ change, at: lastRun(change) }))
    .filter((run): run is { change: ScheduledChange; at: Date } => run.at !== null && run.at <= now)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .pop();
  const ranTo = latest?.change.payload.value === true;
  if (latest && ranTo !== active) {
    if (latest.at > gateReadAt) active = ranTo;
    // A one-time change's effect may have been overtaken on purpose (the gate switched on for a new stop):
    // only a gate that nothing pending would switch back is out of step.
    else if (isRecurring(latest.change) || !next(!active))
      return { kind: 'unswitched', change: ranTo ? 'launch' : 'stop', at: latest.at };
  }
  if (active) {
    const stop = next(false);
    return stop ? { kind: 'running', until: new Date(stop.scheduled_at) } : { kind: 'running' };
  }
  const launch = next(true);
  if (launch) return { kind: 'scheduled', at: new Date(launch.scheduled_at) };
  const stopped = status
    .filter((change) => change.payload.value === false)
    .map(lastRun)
    .filter((time): time is Date => time !== null && time <= now)
    .sort((a, b) => a.getTime() - b.getTime())
    .pop();
  return stopped ? { kind: 'stopped', at: stopped } : { kind: 'stopped' };
}
