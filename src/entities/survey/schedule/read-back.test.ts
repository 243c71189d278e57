import { describe, expect, it } from 'vitest';
import type { ScheduledChange } from '@/contracts/scheduled-change';
import { asServer, BERLIN, NEW_YORK, schedule } from '@/testing/fixtures/schedules';
import { planScheduledChanges } from './plan';
import { scheduleFromChanges, scheduleStatus } from './read-back';
import type { Schedule } from './schedule';

const BEFORE = new Date('2026-11-20T12:00:00Z');
const held = (stated: Schedule, zone = stated.timeZone) =>
  asServer(planScheduledChanges(stated, 1, [], BEFORE).create, zone);

describe('scheduleFromChanges', () => {
  it('reads back every schedule Surveyor writes', () => {
    for (const stated of [
      schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-05T17:00' }),
      schedule({ launchAt: '2026-12-01T09:00' }),
      schedule({ timeZone: NEW_YORK, stopAt: '2026-12-05T17:00' }),
      schedule({
        launchAt: '2026-12-01T09:00',
        stopAt: '2026-12-01T17:00',
        repeat: 'weekdays',
        repeatUntil: '2026-12-31',
      }),
      schedule({ launchAt: '2026-12-01T22:00', stopAt: '2026-12-02T06:00', repeat: 'daily' }),
      schedule({
        launchAt: '2026-12-01T09:00',
        stopAt: '2026-12-03T12:00',
        repeat: 'weekly',
        repeatUntil: '2027-03-01',
      }),
      schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-07T17:00', repeat: 'monthly' }),
    ])
      expect(scheduleFromChanges(held(stated), stated.timeZone)).toEqual({
        kind: 'schedule',
        schedule: stated,
      });
    expect(scheduleFromChanges([], BERLIN)).toEqual({ kind: 'none' });
  });

  it('reads a running repeat from the window it is in, so saving it again changes nothing', () => {
    const stated = schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-01T17:00', repeat: 'weekdays' });
    const [launch, stop] = held(stated);
    const now = new Date('2026-12-09T11:00Z');
    const moved = [
      { ...launch!, scheduled_at: '2026-12-10T08:00:00Z' },
      { ...stop!, scheduled_at: '2026-12-09T16:00:00Z' },
    ];
    const reading = scheduleFromChanges(moved, BERLIN);
    expect(reading).toEqual({
      kind: 'schedule',
      schedule: { ...stated, launchAt: '2026-12-09T09:00', stopAt: '2026-12-09T17:00' },
    });
    if (reading.kind === 'schedule')
      expect(planScheduledChanges(reading.schedule, 1, moved, now)).toEqual({ create: [], remove: [] });
  });

  it('reads a one-time schedule from what ran and what waits', () => {
    const [launch, stop] = held(schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-05T17:00' }));
    const old = {
      ...stop!,
      id: 99,
      scheduled_at: '2026-11-01T10:00:00Z',
      executed_at: '2026-11-01T10:00:03Z',
    };
    expect(scheduleFromChanges([old, { ...launch!, executed_at: '2026-12-01T08:00:03Z' }], BERLIN)).toEqual({
      kind: 'schedule',
      schedule: schedule({ launchAt: '2026-12-01T09:00' }),
    });
  });

  it('says when the changes are not Surveyor’s', () => {
    const [launch, stop] = held(
      schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-01T17:00', repeat: 'daily' }),
    );
    const every5: ScheduledChange = { ...launch!, cron_expression: '*/5 * * * *' };
    expect(scheduleFromChanges([every5, stop!], BERLIN).kind).toBe('foreign');
    const interval: ScheduledChange = { ...launch!, cron_expression: null, recurrence_interval: 'daily' };
    expect(scheduleFromChanges([interval, stop!], BERLIN).kind).toBe('foreign');
    const variants: ScheduledChange = { ...stop!, payload: { operation: 'update_variants', value: {} } };
    expect(scheduleFromChanges([variants], BERLIN)).toEqual({
      kind: 'foreign',
      reason: 'The gate has scheduled changes other than switching it on or off.',
    });
    const [a] = held(schedule({ launchAt: '2026-12-01T09:00' }));
    const [b] = held(schedule({ launchAt: '2026-12-02T09:00' }));
    expect(scheduleFromChanges([a!, b!], BERLIN).kind).toBe('foreign');
  });
});

describe('scheduleStatus', () => {
  const [launch, stop] = held(schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-05T17:00' }));
  const now = new Date('2026-12-03T00:00Z');

  it('is Scheduled before the launch, Running in the window, Stopped after', () => {
    expect(scheduleStatus({ active: false }, [launch!, stop!], BEFORE)).toEqual({
      kind: 'scheduled',
      at: new Date('2026-12-01T08:00:00Z'),
    });
    const ran = { ...launch!, executed_at: '2026-12-01T08:00:03Z' };
    expect(scheduleStatus({ active: true }, [ran, stop!], now)).toEqual({
      kind: 'running',
      until: new Date('2026-12-05T16:00:00Z'),
    });
    expect(scheduleStatus({ active: true }, [ran], now)).toEqual({ kind: 'running' });
    const stopped = { ...stop!, executed_at: '2026-12-05T16:00:04Z' };
    expect(scheduleStatus({ active: false }, [ran, stopped], new Date('2026-12-06Z'))).toEqual({
      kind: 'stopped',
      at: new Date('2026-12-05T16:00:04Z'),
    });
    expect(scheduleStatus({ active: false }, [], now)).toEqual({ kind: 'stopped' });
  });

  it('is Scheduled between two windows of a repeat', () => {
    const [on, off] = held(
      schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-01T17:00', repeat: 'daily' }),
    );
    const later = [
      { ...on!, scheduled_at: '2026-12-04T08:00:00Z', last_executed_at: '2026-12-03T08:00:02Z' },
      { ...off!, scheduled_at: '2026-12-04T16:00:00Z', last_executed_at: '2026-12-03T16:00:02Z' },
    ];
    expect(scheduleStatus({ active: false }, later, new Date('2026-12-03T20:00Z'))).toEqual({
      kind: 'scheduled',
      at: new Date('2026-12-04T08:00:00Z'),
    });
  });

  it('is Failed with the server’s words when a change failed', () => {
    const failed = {
      ...launch!,
      executed_at: '2026-12-01T08:00:03Z',
      failure_reason: 'Feature flag not found (permanent error)',
    };
    expect(scheduleStatus({ active: false }, [failed, stop!], now)).toEqual({
      kind: 'failed',
      reason: 'Feature flag not found (permanent error)',
    });
    const retrying = {
      ...launch!,
      failure_reason: 'timeout (will retry automatically, 4 attempts remaining)',
    };
    expect(scheduleStatus({ active: false }, [retrying, stop!], now).kind).toBe('failed');
  });
});
