import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScheduledChange } from '@/contracts/scheduled-change';
import { asServer, BERLIN, NEW_YORK, schedule } from '@/testing/fixtures/schedules';
import { planScheduledChanges } from './plan';

const GATE = 42;
const BEFORE = new Date('2026-11-20T12:00:00Z');
const week = schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-05T17:00' });
const weekdays = schedule({
  launchAt: '2026-12-01T09:00',
  stopAt: '2026-12-01T17:00',
  repeat: 'weekdays',
  repeatUntil: '2026-12-31',
});
const summary = (
  changes: { payload: { value: unknown }; scheduled_at: string; cron_expression?: string | null }[],
) =>
  changes.map((change) =>
    `${change.payload.value ? 'on' : 'off'} ${change.scheduled_at} ${change.cron_expression ?? ''}`.trim(),
  );

describe('planScheduledChanges: a one-time window', () => {
  it('is two changes of the gate, at the UTC instants of the project’s wall clock', () => {
    const plan = planScheduledChanges(week, GATE, [], BEFORE);
    expect(plan.remove).toEqual([]);
    expect(plan.create).toEqual([
      {
        model_name: 'FeatureFlag',
        record_id: '42',
        payload: { operation: 'update_status', value: true },
        scheduled_at: '2026-12-01T08:00:00.000Z',
      },
      {
        model_name: 'FeatureFlag',
        record_id: '42',
        payload: { operation: 'update_status', value: false },
        scheduled_at: '2026-12-05T16:00:00.000Z',
      },
    ]);
  });

  it('is one change for a launch only or a stop only, and DST-correct in New York', () => {
    expect(
      summary(planScheduledChanges(schedule({ launchAt: '2026-12-01T09:00' }), GATE, [], BEFORE).create),
    ).toEqual(['on 2026-12-01T08:00:00.000Z']);
    const stopOnly = schedule({ timeZone: NEW_YORK, stopAt: '2026-11-01T01:30' });
    expect(summary(planScheduledChanges(stopOnly, GATE, [], new Date('2026-10-01T00:00Z')).create)).toEqual([
      'off 2026-11-01T05:30:00.000Z', // the first 01:30 of the autumn change, in summer time
    ]);
  });

  it('keeps what the server already holds: saving the same schedule again writes nothing', () => {
    const held = asServer(planScheduledChanges(week, GATE, [], BEFORE).create);
    expect(planScheduledChanges(week, GATE, held, BEFORE)).toEqual({ create: [], remove: [] });
  });

  it('edits as the fewest writes: a new stop is one change created and one deleted', () => {
    const held = asServer(planScheduledChanges(week, GATE, [], BEFORE).create);
    const plan = planScheduledChanges({ ...week, stopAt: '2026-12-06T17:00' }, GATE, held, BEFORE);
    expect(summary(plan.create)).toEqual(['off 2026-12-06T16:00:00.000Z']);
    expect(plan.remove).toEqual([held[1]!.id]);
  });

  it('cancels by deleting the pending changes, never the executed ones', () => {
    const [launch, stop] = asServer(planScheduledChanges(week, GATE, [], BEFORE).create);
    const executed = { ...launch!, executed_at: '2026-12-01T08:00:12Z' };
    expect(planScheduledChanges(null, GATE, [executed, stop!], new Date('2026-12-02T00:00Z'))).toEqual({
      create: [],
      remove: [stop!.id],
    });
  });

  it('does not create again a launch that has run, while the schedule is edited during its window', () => {
    const [launch, stop] = asServer(planScheduledChanges(week, GATE, [], BEFORE).create);
    const ran = { ...launch!, executed_at: '2026-12-01T08:00:12Z' };
    const plan = planScheduledChanges(
      { ...week, stopAt: '2026-12-04T17:00' },
      GATE,
      [ran, stop!],
      new Date('2026-12-02T00:00Z'),
    );
    expect(summary(plan.create)).toEqual(['off 2026-12-04T16:00:00.000Z']);
    expect(plan.remove).toEqual([stop!.id]);
  });

  it('keeps a change that is due but not yet run by the server', () => {
    const held = asServer(planScheduledChanges(week, GATE, [], BEFORE).create);
    expect(planScheduledChanges(week, GATE, held, new Date('2026-12-01T08:00:30Z'))).toEqual({
      create: [],
      remove: [],
    });
  });

  it('leaves the changes of other flags alone', () => {
    const other = asServer(planScheduledChanges(week, 7, [], BEFORE).create);
    expect(planScheduledChanges(null, GATE, other, BEFORE)).toEqual({ create: [], remove: [] });
  });
});

describe('planScheduledChanges: a repeated window', () => {
  it('is a recurring pair of crons read in the project’s zone, bounded by Repeat until', () => {
    const plan = planScheduledChanges(weekdays, GATE, [], BEFORE);
    expect(plan.create).toEqual([
      expect.objectContaining({
        payload: { operation: 'update_status', value: true },
        scheduled_at: '2026-12-01T08:00:00.000Z',
        is_recurring: true,
        recurrence_interval: null,
        cron_expression: '0 9 * * 1-5',
        // The day after Repeat until begins in Berlin: no launch after the 31st.
        end_date: '2026-12-31T23:00:00.000Z',
      }),
      expect.objectContaining({
        payload: { operation: 'update_status', value: false },
        scheduled_at: '2026-12-01T16:00:00.000Z',
        cron_expression: '0 17 * * 1-5',
        // The last window (Thu 31 Dec 09:00–17:00) closes, with the same margin as the launches.
        end_date: '2027-01-01T07:00:00.000Z',
      }),
    ]);
  });

  it('writes daily, weekly, overnight and monthly windows as crons', () => {
    const crons = (parts: Partial<typeof weekdays>) =>
      planScheduledChanges({ ...weekdays, repeatUntil: '', ...parts }, GATE, [], BEFORE).create.map(
        (change) => `${change.cron_expression} until ${change.end_date}`,
      );
    expect(crons({ repeat: 'daily' })).toEqual(['0 9 * * * until null', '0 17 * * * until null']);
    // 1 December 2026 is a Tuesday; the window runs to Thursday.
    expect(crons({ repeat: 'weekly', stopAt: '2026-12-03T12:30' })).toEqual([
      '0 9 * * 2 until null',
      '30 12 * * 4 until null',
    ]);
    expect(crons({ repeat: 'weekdays', launchAt: '2026-12-01T22:00', stopAt: '2026-12-02T06:00' })).toEqual([
      '0 22 * * 1-5 until null',
      '0 6 * * 2-6 until null',
    ]);
    expect(crons({ repeat: 'monthly', stopAt: '2026-12-07T17:00' })).toEqual([
      '0 9 1 * * until null',
      '0 17 7 * * until null',
    ]);
  });

  it('keeps the pair as the server moves it along its runs', () => {
    const [launch, stop] = asServer(planScheduledChanges(weekdays, GATE, [], BEFORE).create);
    // Wednesday 9 December 12:00 in Berlin: the server has run Wednesday's launch, not yet its stop.
    const now = new Date('2026-12-09T11:00Z');
    const moved: ScheduledChange[] = [
      { ...launch!, scheduled_at: '2026-12-10T08:00:00Z', last_executed_at: '2026-12-09T08:00:05Z' },
      { ...stop!, scheduled_at: '2026-12-09T16:00:00Z', last_executed_at: '2026-12-08T16:00:05Z' },
    ];
    expect(planScheduledChanges(weekdays, GATE, moved, now)).toEqual({ create: [], remove: [] });
    // A later first launch no longer matches a pair already running.
    const later = planScheduledChanges(
      { ...weekdays, launchAt: '2026-12-14T09:00', stopAt: '2026-12-14T17:00' },
      GATE,
      moved,
      now,
    );
    expect(summary(later.create)).toEqual([
      'on 2026-12-14T08:00:00.000Z 0 9 * * 1-5',
      'off 2026-12-14T16:00:00.000Z 0 17 * * 1-5',
    ]);
    expect(later.remove).toEqual([launch!.id, stop!.id]);
  });

  it('starts an edited pair at its next runs, and changes only the side that changed', () => {
    const held = asServer(planScheduledChanges(weekdays, GATE, [], BEFORE).create);
    const now = new Date('2026-12-09T11:00Z'); // Wednesday, inside a window
    const plan = planScheduledChanges({ ...weekdays, stopAt: '2026-12-01T18:00' }, GATE, held, now);
    expect(summary(plan.create)).toEqual(['off 2026-12-09T17:00:00.000Z 0 18 * * 1-5']);
    expect(plan.remove).toEqual([held[1]!.id]);
  });

  it('replaces a pair the server reads in another zone', () => {
    const held = asServer(planScheduledChanges(weekdays, GATE, [], BEFORE).create, NEW_YORK);
    const plan = planScheduledChanges(weekdays, GATE, held, BEFORE);
    expect(plan.create).toHaveLength(2);
    expect(plan.remove).toEqual(held.map((change) => change.id));
  });

  it('writes nothing more once the last window is over', () => {
    expect(planScheduledChanges(weekdays, GATE, [], new Date('2027-01-02T00:00Z'))).toEqual({
      create: [],
      remove: [],
    });
  });
});

describe('planScheduledChanges: properties', () => {
  const repeats = fc.constantFrom('none', 'daily', 'weekly', 'weekdays', 'monthly') as fc.Arbitrary<
    'none' | 'daily' | 'weekly' | 'weekdays' | 'monthly'
  >;
  const arbitrary = fc
    .record({
      day: fc.integer({ min: 1, max: 27 }),
      month: fc.integer({ min: 1, max: 12 }),
      hour: fc.integer({ min: 0, max: 22 }),
      length: fc.integer({ min: 1, max: 23 * 60 }),
      repeat: repeats,
      zone: fc.constantFrom(BERLIN, NEW_YORK),
      until: fc.integer({ min: 0, max: 90 }),
    })
    .map(({ day, month, hour, length, repeat, zone, until }) => {
      const launch = new Date(Date.UTC(2027, month - 1, day, hour, 0));
      // Weekdays start on a weekday.
      while (repeat === 'weekdays' && (launch.getUTCDay() === 0 || launch.getUTCDay() === 6))
        launch.setUTCDate(launch.getUTCDate() + 1);
      const stop = new Date(launch.getTime() + length * 60_000);
      const local = (date: Date) => date.toISOString().slice(0, 16);
      const last = new Date(launch.getTime() + until * 86_400_000);
      return schedule({
        timeZone: zone,
        launchAt: local(launch),
        stopAt: local(stop),
        repeat,
        repeatUntil: repeat === 'none' || until === 0 ? '' : last.toISOString().slice(0, 10),
      });
    });

  it('saving a schedule twice writes nothing the second time, and cancelling removes all it made', () => {
    fc.assert(
      fc.property(arbitrary, (value) => {
        const first = planScheduledChanges(value, GATE, [], BEFORE);
        const held = asServer(first.create, value.timeZone);
        expect(planScheduledChanges(value, GATE, held, BEFORE)).toEqual({ create: [], remove: [] });
        expect(planScheduledChanges(null, GATE, held, BEFORE).remove).toEqual(
          held.map((change) => change.id),
        );
      }),
      { numRuns: 25 },
    );
  });
});

describe('planScheduledChanges: what is not the schedule’s', () => {
  it('never deletes a pending change of something else (a release condition someone scheduled)', () => {
    const held = asServer(planScheduledChanges(week, GATE, [], BEFORE).create);
    const other: ScheduledChange = {
      ...held[0]!,
      id: 999,
      payload: { operation: 'add_release_condition', value: { groups: [] } },
    };
    const plan = planScheduledChanges(null, GATE, [...held, other], BEFORE);
    expect(plan.remove).toEqual(held.map((change) => change.id));
  });
});
