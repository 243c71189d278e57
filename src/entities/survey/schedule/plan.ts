// From the schedule a user states to the scheduled changes of its gate flag, as the fewest writes:
// a pending change that already says the same is kept, the other pending switches on or off are deleted,
// executed ones are history and never touched, and a change of anything else (a release condition
// someone scheduled in PostHog) is not the schedule's to delete. Cancelling is the plan of no schedule
// (every pending switch deleted). The caller deletes only the changes its user was shown.
import type { ScheduledChange, ScheduledChangeCreate } from '@/contracts/scheduled-change';
import { nextCronRun, type CronPattern } from './recurrence';
import { repeatPattern } from './repeat-pattern';
import type { Schedule } from './schedule';
import { parseLocal, zonedToUtc } from './zoned-time';

export interface ScheduledChangesPlan {
  create: ScheduledChangeCreate[];
  /** Ids of pending changes to delete. */
  remove: number[];
}

interface Wanted {
  body: ScheduledChangeCreate;
  /** Recurring only: the runs an existing change may already be at and still say the same. */
  runs?: { pattern: CronPattern; timeZone: string; earliest: Date; latest: Date };
}

const minute = (instant: Date | string | null | undefined) =>
  instant ? Math.floor(new Date(instant).getTime() / 60_000) : null;

function statusBody(gateFlagId: number, value: boolean, at: Date): ScheduledChangeCreate {
  return {
    model_name: 'FeatureFlag',
    record_id: String(gateFlagId),
    payload: { operation: 'update_status', value },
    scheduled_at: at.toISOString(),
  };
}

function wantedChanges(schedule: Schedule, gateFlagId: number, now: Date): Wanted[] {
  const pattern = repeatPattern(schedule);
  if (!pattern) {
    const wanted: Wanted[] = [];
    for (const [local, value] of [
      [schedule.launchAt, true],
      [schedule.stopAt, false],
    ] as const) {
      const parts = parseLocal(local);
      if (parts) wanted.push({ body: statusBody(gateFlagId, value, zonedToUtc(parts, schedule.timeZone)) });
    }
    return wanted;
  }
  const wanted: Wanted[] = [];
  for (const [side, value] of [
    [pattern.launch, true],
    [pattern.stop, false],
  ] as const) {
    // The first run still to come: the first one, or the next after now once the schedule has begun.
    const next =
      side.first > now
        ? side.first
        : nextCronRun(side.pattern, schedule.timeZone, new Date(now.getTime() - 1));
    if (!next || (side.endDate && next >= side.endDate)) continue; // its runs are over
    wanted.push({
      body: {
        ...statusBody(gateFlagId, value, next),
        is_recurring: true,
        recurrence_interval: null,
        cron_expression: side.cron,
        end_date: side.endDate?.toISOString() ?? null,
      },
      runs: { pattern: side.pattern, timeZone: schedule.timeZone, earliest: side.first, latest: next },
    });
  }
  return wanted;
}

const isPending = (change: ScheduledChange) => !change.executed_at;

/** Whether an existing pending change already does what `wanted` asks. */
function says(change: ScheduledChange, wanted: Wanted): boolean {
  const body = wanted.body;
  if (change.model_name !== body.model_name || change.record_id !== body.record_id) return false;
  if (change.payload.operation !== 'update_status' || change.payload.value !== body.payload.value)
    return false;
  const recurring =
    change.is_recurring === true || Boolean(change.cron_expression || change.recurrence_interval);
  if (!wanted.runs) return !recurring && minute(change.scheduled_at) === minute(body.scheduled_at);
  if (!change.is_recurring || change.recurrence_interval) return false;
  if ((change.cron_expression ?? '').trim().split(/\s+/).join(' ') !== body.cron_expression) return false;
  // The server reads a cron in the zone it captured at creation (UTC when it captured none).
  if ((change.timezone || 'UTC') !== wanted.runs.timeZone) return false;
  if (minute(change.end_date) !== minute(body.end_date)) return false;
  // The server moves scheduled_at along the runs: any run from the first up to the next one is the same.
  const at = new Date(change.scheduled_at);
  if (Number.isNaN(at.getTime()) || at < wanted.runs.earliest || at > wanted.runs.latest) return false;
  const run = nextCronRun(wanted.runs.pattern, wanted.runs.timeZone, new Date(at.getTime() - 60_000));
  return run !== null && minute(run) === minute(at);
}

/**
 * The writes that make the gate's scheduled changes say `schedule` (null: cancel it), given the
 * changes the server lists for the gate (`existing`) at `now`. A one-time change whose time has
 * passed is not created again (it ran, or it is about to).
 */
export function planScheduledChanges(
  schedule: Schedule | null,
  gateFlagId: number,
  existing: readonly ScheduledChange[],
  now: Date,
): ScheduledChangesPlan {
  const pending = existing.filter(
    (change) =>
      isPending(change) &&
      change.model_name === 'FeatureFlag' &&
      change.record_id === String(gateFlagId) &&
      change.payload.operation === 'update_status',
  );
  const kept = new Set<number>();
  const create: ScheduledChangeCreate[] = [];
  for (const wanted of schedule ? wantedChanges(schedule, gateFlagId, now) : []) {
    const same = pending.find((change) => !kept.has(change.id) && says(change, wanted));
    if (same) kept.add(same.id);
    else if (new Date(wanted.body.scheduled_at) > now) create.push(wanted.body);
  }
  return { create, remove: pending.filter((change) => !kept.has(change.id)).map((change) => change.id) };
}
