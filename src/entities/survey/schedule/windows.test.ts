import { describe, expect, it } from 'vitest';
import type { ScheduledChange } from '@/contracts/scheduled-change';
import { asServer, schedule } from '@/testing/fixtures/schedules';
import { planScheduledChanges } from './plan';
import { gateWindows, MAX_GATE_RUNS, windowsOf, type Window } from './windows';

const text = (windows: Window[]) =>
  windows.map((window) => `${window.start?.toISOString() ?? '…'} → ${window.end?.toISOString() ?? '…'}`);
const BEFORE = new Date('2026-03-01T00:00Z');

describe('windowsOf a schedule', () => {
  it('is the one window of a one-time schedule when it meets the range', () => {
    const once = schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-05T17:00' });
    expect(text(windowsOf(once, new Date('2026-11-01Z'), new Date('2027-01-01Z')))).toEqual([
      '2026-12-01T08:00:00.000Z → 2026-12-05T16:00:00.000Z',
    ]);
    expect(windowsOf(once, new Date('2026-12-06Z'), new Date('2027-01-01Z'))).toEqual([]);
    expect(
      text(windowsOf(schedule({ stopAt: '2026-12-05T17:00' }), BEFORE, new Date('2027-01-01Z'))),
    ).toEqual(['… → 2026-12-05T16:00:00.000Z']);
  });

  it('keeps weekday windows at 09:00–17:00 in Berlin across the spring change', () => {
    const weekdays = schedule({
      launchAt: '2026-03-23T09:00',
      stopAt: '2026-03-23T17:00',
      repeat: 'weekdays',
    });
    expect(text(windowsOf(weekdays, new Date('2026-03-27T00:00Z'), new Date('2026-03-31T00:00Z')))).toEqual([
      '2026-03-27T08:00:00.000Z → 2026-03-27T16:00:00.000Z',
      '2026-03-30T07:00:00.000Z → 2026-03-30T15:00:00.000Z',
    ]);
  });

  it('includes a window begun before the range, and none after Repeat until', () => {
    const nights = schedule({
      launchAt: '2026-12-01T22:00',
      stopAt: '2026-12-02T06:00',
      repeat: 'daily',
      repeatUntil: '2026-12-03',
    });
    expect(text(windowsOf(nights, new Date('2026-12-02T03:00Z'), new Date('2026-12-31Z')))).toEqual([
      '2026-12-01T21:00:00.000Z → 2026-12-02T05:00:00.000Z',
      '2026-12-02T21:00:00.000Z → 2026-12-03T05:00:00.000Z',
      '2026-12-03T21:00:00.000Z → 2026-12-04T05:00:00.000Z',
    ]);
  });

  it('is the first week of each month for a monthly window', () => {
    const monthly = schedule({ launchAt: '2026-01-01T09:00', stopAt: '2026-01-07T17:00', repeat: 'monthly' });
    expect(text(windowsOf(monthly, new Date('2026-03-15Z'), new Date('2026-05-02Z')))).toEqual([
      '2026-04-01T07:00:00.000Z → 2026-04-07T15:00:00.000Z',
      '2026-05-01T07:00:00.000Z → 2026-05-07T15:00:00.000Z',
    ]);
  });
});

describe('windowsOf the scheduled changes, as the server runs them', () => {
  it('agrees with the schedule the changes were planned from', () => {
    for (const stated of [
      schedule({
        launchAt: '2026-03-23T09:00',
        stopAt: '2026-03-23T17:00',
        repeat: 'weekdays',
        repeatUntil: '2026-04-03',
      }),
      schedule({ launchAt: '2026-03-24T22:00', stopAt: '2026-03-25T06:00', repeat: 'weekly' }),
      schedule({
        launchAt: '2026-03-02T09:00',
        stopAt: '2026-03-07T17:00',
        repeat: 'monthly',
        repeatUntil: '2026-06-30',
      }),
      schedule({ launchAt: '2026-03-02T09:00', stopAt: '2026-03-07T17:00' }),
    ]) {
      const held = asServer(planScheduledChanges(stated, 1, [], BEFORE).create);
      const [from, to] = [new Date('2026-03-01Z'), new Date('2026-09-01Z')];
      expect(text(windowsOf(held, from, to)), stated.repeat).toEqual(text(windowsOf(stated, from, to)));
    }
  });

  it('shows what has run, then what will', () => {
    const [launch, stop] = asServer(
      planScheduledChanges(
        schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-05T17:00' }),
        1,
        [],
        BEFORE,
      ).create,
    );
    const ran = { ...launch!, executed_at: '2026-12-01T08:00:20Z' };
    expect(text(windowsOf([ran, stop!], BEFORE, new Date('2027-01-01Z')))).toEqual([
      '2026-12-01T08:00:20.000Z → 2026-12-05T16:00:00.000Z',
    ]);
    // A launch that failed showed nothing.
    const failed = { ...ran, failure_reason: 'Feature flag not found (permanent error)' };
    expect(text(windowsOf([failed, stop!], BEFORE, new Date('2027-01-01Z')))).toEqual([
      '… → 2026-12-05T16:00:00.000Z',
    ]);
  });

  it('runs a daily interval made elsewhere in UTC, so it drifts an hour on Berlin’s clock', () => {
    const interval = (id: number, value: boolean, at: string): ScheduledChange => ({
      id,
      record_id: '1',
      model_name: 'FeatureFlag',
      payload: { operation: 'update_status', value },
      scheduled_at: at,
      is_recurring: true,
      recurrence_interval: 'daily',
      end_date: '2026-03-31T00:00:00Z',
    });
    const windows = windowsOf(
      [interval(1, true, '2026-03-28T08:00:00Z'), interval(2, false, '2026-03-28T16:00:00Z')],
      BEFORE,
      new Date('2027-01-01Z'),
    );
    expect(text(windows)).toEqual([
      '2026-03-28T08:00:00.000Z → 2026-03-28T16:00:00.000Z', // 09:00 CET
      '2026-03-29T08:00:00.000Z → 2026-03-29T16:00:00.000Z', // 10:00 CEST
      '2026-03-30T08:00:00.000Z → 2026-03-30T16:00:00.000Z',
    ]);
  });
});

describe('gateWindows', () => {
  const recurring = (id: number, value: boolean, minutes: string): ScheduledChange => ({
    id,
    record_id: '7',
    model_name: 'FeatureFlag',
    payload: { operation: 'update_status', value },
    // Its first run: the first minute of its cron.
    scheduled_at: `2026-12-01T00:0${minutes.split(',')[0]}:00Z`,
    executed_at: null,
    is_recurring: true,
    cron_expression: `${minutes} * * * *`,
    timezone: 'Europe/Berlin',
  });
  const evens = Array.from({ length: 30 }, (_, index) => index * 2).join(',');
  const odds = Array.from({ length: 30 }, (_, index) => index * 2 + 1).join(',');

  it('enumerates at most a bounded number of runs of one gate, and says when it stopped there', () => {
    // A foreign schedule switching the gate every minute: 40,000 runs in four weeks.
    const changes = [recurring(1, true, evens), recurring(2, false, odds)];
    const { windows, capped } = gateWindows(changes, new Date('2026-12-01Z'), new Date('2026-12-29Z'));
    expect(capped).toBe(true);
    expect(windows.length).toBeGreaterThan(0);
    expect(windows.length).toBeLessThanOrEqual(MAX_GATE_RUNS / 2);
    // The first windows are the ones drawn.
    expect(text(windows.slice(0, 1))).toEqual(['2026-12-01T00:00:00.000Z → 2026-12-01T00:01:00.000Z']);
  });

  it('is not capped for an ordinary schedule', () => {
    const daily = [
      { ...recurring(1, true, '0'), cron_expression: '0 9 * * *', scheduled_at: '2026-12-01T08:00:00Z' },
      { ...recurring(2, false, '0'), cron_expression: '0 17 * * *', scheduled_at: '2026-12-01T16:00:00Z' },
    ];
    const { windows, capped } = gateWindows(daily, new Date('2026-12-01Z'), new Date('2026-12-29Z'));
    expect(capped).toBe(false);
    expect(windows).toHaveLength(28);
  });
});
