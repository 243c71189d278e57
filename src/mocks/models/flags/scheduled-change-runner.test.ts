// Scheduled changes run on time against the demo's clock, as process_scheduled_changes runs them: one-time
// changes, recurring ones (interval in UTC, cron on the change's zone, until end_date), paused ones,
// missed occurrences skipped, and the failure recorded when the flag is gone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, clockOffset, mockNow } from '../../clock';
import { db } from '../../db';
import { mockControl } from '../../node';
import { call, get, surveyId } from '../../test-api';
import { lastTaskRun } from './scheduled-change-runner';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BASE = '/api/projects/1/scheduled_changes/';
const FLAG = 1006; // legacy-reports: inactive
const isoIn = (ms: number) => new Date(mockNow() + ms).toISOString();
const flag = () => db.featureFlags.find((stored) => stored.flag.id === FLAG)!.flag;

async function schedule(body: Record<string, unknown>): Promise<number> {
  const { status, json } = await call('POST', BASE, {
    model_name: 'FeatureFlag',
    record_id: String(FLAG),
    payload: { operation: 'update_status', value: true },
    ...body,
  });
  expect(status, JSON.stringify(json)).toBe(201);
  return json!.id as number;
}

const read = async (id: number) => (await get(`${BASE}${id}/`)).json!;

afterEach(() => vi.useRealTimers());

describe('the demo clock', () => {
  it('moves forward only, and reset puts it back', () => {
    const before = mockNow();
    mockControl.advanceClock(2 * HOUR);
    expect(mockNow() - before).toBeGreaterThanOrEqual(2 * HOUR);
    expect(() => advanceClock(-1)).toThrow(RangeError);
    mockControl.reset();
    expect(clockOffset()).toBe(0);
  });

  it("stamps the mock's own writes: a survey created after the jump is created then", async () => {
    mockControl.advanceClock(10 * DAY);
    const { json } = await call('POST', '/api/projects/1/surveys/', {
      name: 'Later',
      type: 'popover',
      questions: [],
    });
    expect(Math.abs(Date.parse(String(json!.created_at)) - mockNow())).toBeLessThan(5_000);
    expect(Date.parse(String(json!.created_at))).toBeGreaterThan(Date.now() + 9 * DAY);
  });
});

describe('the task runs every two minutes', () => {
  it('a change due at 10:01 runs at the 10:02 tick, stamped with the tick, not on the dot', async () => {
    const MINUTE = 60_000;
    // The next even minute plus one: a time between two task runs.
    const dueAt = Math.ceil((mockNow() + MINUTE) / (2 * MINUTE)) * 2 * MINUTE + MINUTE;
    const id = await schedule({ scheduled_at: new Date(dueAt).toISOString() });
    mockControl.advanceClock(dueAt - mockNow() + 30_000);
    expect(await read(id)).toMatchObject({ executed_at: null });
    expect(flag().active).toBe(false);
    mockControl.advanceClock(dueAt + MINUTE - mockNow() + 1);
    expect(await read(id)).toMatchObject({ executed_at: new Date(dueAt + MINUTE).toISOString() });
    expect(flag().active).toBe(true);
  });
});

describe('one-time changes', () => {
  it('run once they are due, set executed_at, switch the flag and what linked surveys show', async () => {
    const survey = await surveyId('Onboarding feedback');
    await call('PATCH', `/api/projects/1/surveys/${survey}/`, { linked_flag_id: FLAG });
    const id = await schedule({ scheduled_at: isoIn(HOUR) });
    mockControl.advanceClock(HOUR / 2);
    expect(await read(id)).toMatchObject({ executed_at: null });
    expect(flag().active).toBe(false);
    mockControl.advanceClock(HOUR);
    const ran = await read(id);
    // Stamped by the task run that took it: the last even-minute tick.
    expect(ran.executed_at).toBe(new Date(lastTaskRun(mockNow())).toISOString());
    expect(ran).toMatchObject({ failure_reason: null, last_executed_at: null });
    expect(flag().active).toBe(true);
    expect((await get(`/api/projects/1/surveys/${survey}/`)).json).toMatchObject({
      linked_flag: { id: FLAG, active: true },
    });
  });

  it('run lazily too: any request after the clock moved sees them done', async () => {
    const id = await schedule({ scheduled_at: isoIn(HOUR) });
    advanceClock(2 * HOUR); // the clock alone, as a reload restores it
    expect(db.scheduledChanges[0]!.executed_at).toBeNull();
    expect((await read(id)).executed_at).not.toBeNull();
    expect(flag().active).toBe(true);
  });

  it('an on and an off passed in one jump run in order: the flag ends off', async () => {
    await schedule({ scheduled_at: isoIn(HOUR) });
    await schedule({ scheduled_at: isoIn(2 * HOUR), payload: { operation: 'update_status', value: false } });
    mockControl.advanceClock(3 * HOUR);
    expect(flag().active).toBe(false);
    expect(db.scheduledChanges.every((change) => change.executed_at !== null)).toBe(true);
  });

  it('fail for good, leaving the flag as it was, once the flag is soft-deleted (FeatureFlag.objects hides it)', async () => {
    const created = await call('POST', '/api/projects/1/feature_flags/', {
      key: 'surveyor-gate-x',
      active: false,
      filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
    });
    const gate = created.json!.id as number;
    const first = await schedule({ record_id: String(gate), scheduled_at: isoIn(HOUR) });
    await call('PATCH', `/api/projects/1/feature_flags/${gate}/`, { deleted: true });
    mockControl.advanceClock(2 * HOUR);
    const failed = await read(first);
    expect(failed.failure_reason).toBe('FeatureFlag matching query does not exist. (permanent error)');
    expect(failed.executed_at).not.toBeNull();
    expect(db.featureFlags.find((stored) => stored.flag.id === gate)!.flag.active).toBe(false);
    // A new change for the deleted flag, or an edit of a pending one, is refused; deleting it is not.
    const refused = await call('POST', BASE, {
      model_name: 'FeatureFlag',
      record_id: String(gate),
      payload: { operation: 'update_status', value: true },
      scheduled_at: isoIn(HOUR),
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      type: 'validation_error',
      code: 'invalid_input',
      detail: 'Feature flag not found',
      attr: null,
    });
    expect((await call('DELETE', `${BASE}${first}/`)).status).toBe(204);
  });

  it('record a permanent failure when the flag no longer exists at all', async () => {
    const created = await call('POST', '/api/projects/1/feature_flags/', {
      key: 'surveyor-gate-y',
      active: false,
      filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
    });
    const gate = created.json!.id as number;
    const pending = await schedule({ record_id: String(gate), scheduled_at: isoIn(3 * HOUR) });
    await call('PATCH', `/api/projects/1/feature_flags/${gate}/`, { deleted: true });
    // A new flag with the same key removes the soft-deleted one for good.
    await call('POST', '/api/projects/1/feature_flags/', {
      key: 'surveyor-gate-y',
      filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
    });
    mockControl.advanceClock(4 * HOUR);
    const failed = await read(pending);
    expect(failed.failure_reason).toBe('FeatureFlag matching query does not exist. (permanent error)');
    expect(failed.executed_at).not.toBeNull();
    // An orphaned change can still be deleted.
    expect((await call('DELETE', `${BASE}${pending}/`)).status).toBe(204);
  });

  it('fail for good on a payload the flag cannot take, leaving the flag as it was', async () => {
    const id = await schedule({
      scheduled_at: isoIn(HOUR),
      payload: { operation: 'update_status', value: 'yes' },
    });
    const noValue = await schedule({ scheduled_at: isoIn(HOUR), payload: { operation: 'update_status' } });
    mockControl.advanceClock(2 * HOUR);
    expect((await read(id)).failure_reason).toMatch(/Must be a valid boolean.*\(permanent error\)$/);
    expect((await read(noValue)).failure_reason).toBe('Invalid payload (permanent error)');
    expect(flag().active).toBe(false);
  });
});

describe('recurring changes', () => {
  it('run, record last_executed_at and move to the next occurrence until end_date', async () => {
    const start = mockNow() + HOUR;
    const id = await schedule({
      scheduled_at: new Date(start).toISOString(),
      is_recurring: true,
      recurrence_interval: 'daily',
      end_date: new Date(start + 2 * DAY + 3 * HOUR).toISOString(),
    });
    mockControl.advanceClock(2 * HOUR);
    let change = await read(id);
    expect(change.executed_at).toBeNull();
    expect(change.last_executed_at).not.toBeNull();
    expect(Date.parse(String(change.scheduled_at))).toBe(start + DAY);
    expect(flag().active).toBe(true);
    flag().active = false;
    // Two days at once: one run, the missed occurrence skipped, and the next one is past end_date: done.
    mockControl.advanceClock(2 * DAY);
    change = await read(id);
    expect(flag().active).toBe(true);
    expect(change.executed_at).not.toBeNull();
    expect(change.last_executed_at).toBe(change.executed_at);
  });

  it('close without running once their end_date has passed', async () => {
    const id = await schedule({
      scheduled_at: isoIn(HOUR),
      is_recurring: true,
      recurrence_interval: 'daily',
      end_date: isoIn(2 * HOUR),
    });
    mockControl.advanceClock(3 * HOUR);
    const change = await read(id);
    expect(change.executed_at).not.toBeNull();
    expect(change.last_executed_at).toBeNull();
    expect(flag().active).toBe(false);
  });

  it('monthly ones keep the day, clamped to the month (31 Jan → 28 Feb), in UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-01-30T12:00:00Z') });
    const id = await schedule({
      scheduled_at: '2027-01-31T08:00:00Z',
      is_recurring: true,
      recurrence_interval: 'monthly',
    });
    mockControl.advanceClock(DAY);
    expect((await read(id)).scheduled_at).toBe('2027-02-28T08:00:00.000Z');
  });

  it('cron ones fire on the project zone wall clock across the end of summer time', async () => {
    // Berlin leaves summer time on Sunday 25 Oct 2026: 09:00 is 07:00 UTC before, 08:00 UTC after.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-10-23T06:00:00Z') });
    const id = await schedule({
      scheduled_at: '2026-10-23T07:00:00Z',
      is_recurring: true,
      cron_expression: '0 9 * * 1-5',
    });
    mockControl.advanceClock(2 * HOUR); // Friday 09:00 ran; next: Monday 26 Oct, 09:00 winter time
    expect(await read(id)).toMatchObject({
      scheduled_at: '2026-10-26T08:00:00.000Z',
      timezone: 'Europe/Berlin',
    });
  });

  it('wait while paused (is_recurring false with their recurrence kept)', async () => {
    const id = await schedule({
      scheduled_at: isoIn(HOUR),
      is_recurring: true,
      recurrence_interval: 'weekly',
    });
    expect((await call('PATCH', `${BASE}${id}/`, { is_recurring: false })).status).toBe(200);
    mockControl.advanceClock(2 * HOUR);
    expect(await read(id)).toMatchObject({ executed_at: null, last_executed_at: null });
    expect(flag().active).toBe(false);
  });
});
