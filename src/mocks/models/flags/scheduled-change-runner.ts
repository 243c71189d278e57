// The server's scheduled-change task (process_scheduled_changes, posthog/tasks/process_scheduled_changes.py
// @ 018ccd55), run by the demo backend against its own clock. Celery beat starts that task every two
// minutes (`crontab(minute="*/2")`, posthog/tasks/scheduled.py @ 002af387), so the demo runs what is due
// at the even-minute ticks of its clock: a change due at 10:01 runs at the 10:02 tick, never on the dot.
// The demo checks before every request it answers and right after the clock moves (control.ts), and runs
// the ticks it finds passed; a demo that jumps hours ahead gets what a late task run gets: each due change
// runs once, and a recurring one skips the occurrences it missed.
import { updateStatusPayload } from '@/contracts/scheduled-change';
import { db } from '../../db';
import type { StoredScheduledChange } from '../../stored';
import { dispatchAtFireTime, regateRecurring } from './approval-gates';
import { nextCronRun } from './cron';
import { refreshLinkedCopies } from './flag-links';
import { resolveZone } from '../wall-clock';

/** MAX_RETRY_ATTEMPTS and MAX_CATCHUP_ITERATIONS of the task. */
const MAX_RETRY_ATTEMPTS = 5;
const MAX_CATCHUP_ITERATIONS = 1000;

/** relativedelta(months=n) on a UTC datetime: the day is clamped to the month's last (31 Jan → 28 Feb). */
function addMonths(instant: number, months: number): number {
  const date = new Date(instant);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return (
    target.getTime() + (instant - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  );
}

/**
 * compute_next_run: relativedelta on the stored (UTC) scheduled_at. Unlike a cron expression, an interval
 * is UTC arithmetic, so a "daily" change at 09:00 in Berlin fires at 10:00 Berlin time after the switch to
 * winter time: the server does not read the change's time zone for intervals.
 */
export function nextIntervalRun(instant: number, interval: string): number {
  const DAY = 86_400_000;
  if (interval === 'daily') return instant + DAY;
  if (interval === 'weekly') return instant + 7 * DAY;
  if (interval === 'monthly') return addMonths(instant, 1);
  if (interval === 'yearly') return addMonths(instant, 12);
  throw new Error(`Unknown recurrence interval: ${interval}`);
}

/** The failure the task records, in the JSON form formatted_failure_reason reads back. */
class TaskError extends Error {
  constructor(
    message: string,
    readonly errorType: string,
    readonly unrecoverable: boolean,
  ) {
    super(message);
  }
}

/** scheduled_changes_dispatcher of FeatureFlag (products/feature_flags/backend/models/feature_flag.py). */
function apply(change: StoredScheduledChange): void {
  if (change.model_name !== 'FeatureFlag') throw new TaskError(`'${change.model_name}'`, 'KeyError', true);
  // FeatureFlag.objects.get(id=record_id, team_id=…): FeatureFlag.objects is a FeatureFlagManager that
  // leaves deleted flags out (products/feature_flags/backend/models/feature_flag.py @ 04945bc8), so a
  // soft-deleted flag fails like one that is gone, and stays as it was.
  const stored = db.featureFlags.find(
    (candidate) =>
      candidate.projectId === change.projectId &&
      String(candidate.flag.id) === change.record_id &&
      !candidate.flag.deleted,
  );
  if (!stored) throw new TaskError('FeatureFlag matching query does not exist.', 'DoesNotExist', true);
  const { payload } = change;
  if (!('operation' in payload) || !('value' in payload))
    throw new TaskError('Invalid payload', 'Exception', true);
  // The demo models the status switch only (the gate's operation); the others change a flag's filters.
  if (payload.operation !== 'update_status')
    throw new TaskError(`Unrecognized operation: ${String(payload.operation)}`, 'Exception', true);
  // The flag serializer takes the value as `active`: anything but a boolean fails its validation.
  const status = updateStatusPayload.safeParse(payload);
  if (!status.success)
    throw new TaskError(
      "{'active': [ErrorDetail(string='Must be a valid boolean.', code='invalid')]}",
      'ValidationError',
      true,
    );
  stored.flag.active = status.data.value;
  refreshLinkedCopies(stored);
}

function fail(change: StoredScheduledChange, error: unknown, nowIso: string): void {
  const known = error instanceof TaskError ? error : new TaskError(String(error), 'Exception', false);
  change.failure_count += 1;
  const exhausted = change.failure_count >= MAX_RETRY_ATTEMPTS;
  const willRetry = !known.unrecoverable && !exhausted;
  change.failure_reason = JSON.stringify({
    error: known.message,
    error_type: known.errorType,
    will_retry: willRetry,
    retry_count: change.failure_count,
    max_retries: MAX_RETRY_ATTEMPTS,
    ...(exhausted ? { retry_exhausted: true } : {}),
    error_classification: known.unrecoverable ? 'unrecoverable' : 'recoverable',
  });
  if (!willRetry) change.executed_at = nowIso;
}

function nextRun(change: StoredScheduledChange, from: number): number {
  if (change.cron_expression)
    return nextCronRun(change.cron_expression, from, resolveZone(change.timezone)) ?? Infinity;
  return nextIntervalRun(from, change.recurrence_interval!);
}

/** Moves a recurring change past `now`, skipping missed occurrences, or completes it after its end_date. */
function reschedule(change: StoredScheduledChange, now: number, nowIso: string): void {
  let next = nextRun(change, Date.parse(change.scheduled_at));
  for (let skipped = 0; next <= now && skipped < MAX_CATCHUP_ITERATIONS; skipped += 1)
    next = nextRun(change, next);
  if (next <= now) next = nextRun(change, now);
  if ((change.end_date && next > Date.parse(change.end_date)) || next === Infinity) {
    change.executed_at = nowIso;
    change.last_executed_at = nowIso;
    return;
  }
  change.scheduled_at = new Date(next).toISOString();
  change.last_executed_at = nowIso;
}

/** How often the task runs: every two minutes, on the even minutes. */
export const TASK_INTERVAL_MS = 2 * 60_000;

/** The last task run at or before `instant`: the even minute it falls in. */
export function lastTaskRun(instant: number): number {
  return Math.floor(instant / TASK_INTERVAL_MS) * TASK_INTERVAL_MS;
}

/**
 * Runs, as the task run of the last even-minute tick at or before `clock` would, every change that was due
 * by then, oldest first; true if any row changed. The rows are stamped with the tick's time.
 */
export function runDueScheduledChanges(clock: number): boolean {
  const now = lastTaskRun(clock);
  const due = db.scheduledChanges
    .filter((change) => change.executed_at === null && Date.parse(change.scheduled_at) <= now)
    .sort((a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at));
  let changed = false;
  const nowIso = new Date(now).toISOString();
  for (const change of due) {
    const hasRecurrence = Boolean(change.recurrence_interval || change.cron_expression);
    // A paused recurring schedule keeps its config with is_recurring false: it waits.
    if (!change.is_recurring && hasRecurrence) continue;
    changed = true;
    change.updated_at = nowIso;
    // A recurring schedule whose end_date passed without running closes without a last run.
    if (change.end_date && Date.parse(change.end_date) <= now && hasRecurrence) {
      change.executed_at = nowIso;
      continue;
    }
    try {
      // A change an approval policy gated runs only once approved; unapproved, it is skipped (a one-time
      // change is then done, with no failure) and a recurring one is gated again for its next run.
      if (dispatchAtFireTime(change)) apply(change);
      if (change.is_recurring && hasRecurrence) {
        reschedule(change, now, nowIso);
        if (change.executed_at === null) regateRecurring(change);
      } else change.executed_at = nowIso;
    } catch (error) {
      fail(change, error, nowIso);
    }
  }
  return changed;
}
