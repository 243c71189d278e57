// What a scheduled survey's gate held when the editor read it: the gate flag (its id, on or off) and its
// scheduled changes as the server listed them. It is kept beside the baseline (and in a draft's base) so
// that a save can tell whether someone changed the schedule since, the way it tells for the survey's own
// fields, and so that a save deletes only the pending changes the editor itself read.
import type { ScheduledChange } from '@/contracts/scheduled-change';

export interface GateSnapshot {
  /** The survey's gate flag, or null when it has none. */
  gateId: number | null;
  /** Whether the gate was on (null: not known). */
  active: boolean | null;
  /** The gate's scheduled changes, pending and done, as listed. */
  changes: ScheduledChange[];
  /** Why the changes could not be read (then nothing about them is known); null when they were read. */
  unread: string | null;
}

export const NO_GATE: GateSnapshot = { gateId: null, active: null, changes: [], unread: null };

const minute = (instant: string | null | undefined) => {
  const ms = instant ? Date.parse(instant) : NaN;
  return Number.isNaN(ms) ? String(instant ?? '') : String(Math.floor(ms / 60_000));
};

const isRecurring = (change: ScheduledChange) =>
  change.is_recurring === true || Boolean(change.cron_expression || change.recurrence_interval);

/**
 * What a change says, leaving out what the server itself moves: whether it has run, and the next run of a
 * repeating change (its `scheduled_at` follows the runs).
 */
function saying(change: ScheduledChange): string {
  const what = `${change.id}|${String(change.payload.operation)}|${JSON.stringify(change.payload.value ?? null)}`;
  if (!isRecurring(change)) return `${what}|${minute(change.scheduled_at)}`;
  const cron = (change.cron_expression ?? '').trim().split(/\s+/).join(' ');
  return `${what}|${cron}|${change.recurrence_interval ?? ''}|${change.timezone ?? ''}|${minute(change.end_date)}|${String(change.is_recurring)}`;
}

const pendingIds = (snapshot: GateSnapshot) =>
  new Set(snapshot.changes.filter((change) => !change.executed_at).map((change) => change.id));

/**
 * Whether the gate changed between two readings by someone's hand, not by PostHog running what was
 * pending: a change added, deleted or moved, another gate, or the gate switched while nothing ran.
 */
export function gateChangedSince(base: GateSnapshot, now: GateSnapshot): boolean {
  if (now.unread) return false; // nothing is known now: not a change
  if (base.unread) return now.gateId !== null;
  if (base.gateId !== now.gateId) return true;
  if (base.gateId === null) return false;
  const before = pendingIds(base);
  const said = (snapshot: GateSnapshot, ids: ReadonlySet<number>) =>
    snapshot.changes
      .filter((change) => !change.executed_at || ids.has(change.id))
      .map(saying)
      .sort()
      .join('\n');
  // A change pending then and done since still says the same: it ran, nobody changed it.
  if (said(base, before) !== said(now, before)) return true;
  const ran = now.changes.some((change) => {
    const then = base.changes.find((candidate) => candidate.id === change.id);
    return (
      then !== undefined &&
      ((!then.executed_at && Boolean(change.executed_at)) ||
        (then.last_executed_at ?? null) !== (change.last_executed_at ?? null))
    );
  });
  // PostHog switches the gate when a change runs; otherwise a switch was someone's.
  return !ran && base.active !== null && now.active !== null && base.active !== now.active;
}

/** The ids of the pending changes a reading saw: the only ones a save may delete. */
export const readPendingIds = (snapshot: GateSnapshot | undefined): ReadonlySet<number> =>
  snapshot ? pendingIds(snapshot) : new Set();

/**
 * Whether the gate is off though the survey should be showing: launched, no launch waiting, and either a
 * stop waiting or the last thing the server ran a launch. Someone switched it off in PostHog to pause it.
 */
export function gatePaused(snapshot: GateSnapshot, surveyLaunched: boolean): boolean {
  if (snapshot.unread || snapshot.gateId === null || snapshot.active !== false || !surveyLaunched)
    return false;
  const status = snapshot.changes.filter((change) => change.payload.operation === 'update_status');
  const pending = status.filter((change) => !change.executed_at);
  if (pending.some((change) => change.payload.value === true)) return false;
  if (pending.some((change) => change.payload.value === false)) return true;
  const ranAt = (change: ScheduledChange) =>
    Date.parse((isRecurring(change) ? change.last_executed_at : change.executed_at) ?? '') || 0;
  const last = status
    .filter((change) => ranAt(change) > 0)
    .sort((a, b) => ranAt(a) - ranAt(b))
    .pop();
  return last?.payload.value === true;
}
