import { describe, expect, it } from 'vitest';
import { BERLIN, NEW_YORK } from '@/testing/fixtures/schedules';
import { addInterval, cronAt, cronOccurrences, nextCronRun, parseCron } from './recurrence';

const isoList = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('cron, as croniter runs it in the change’s time zone', () => {
  it('reads numbers, lists and ranges, and refuses what Surveyor does not write', () => {
    expect(parseCron('0 9 * * 1-5')).toEqual({
      minutes: [0],
      hours: [9],
      daysOfMonth: null,
      months: null,
      weekdays: [1, 2, 3, 4, 5],
    });
    expect(parseCron('30 17 7 * 0,7')?.weekdays).toEqual([0]);
    expect(parseCron('*/5 * * * *')).toBeNull();
    expect(parseCron('0 9 * *')).toBeNull();
    expect(parseCron('0 24 * * *')).toBeNull();
  });

  it('writes one wall-clock time on some days', () => {
    const nine = { year: 2026, month: 12, day: 1, hour: 9, minute: 0 };
    expect(cronAt(nine, {})).toBe('0 9 * * *');
    expect(cronAt(nine, { weekdays: [1, 2, 3, 4, 5] })).toBe('0 9 * * 1-5');
    expect(cronAt(nine, { weekdays: [2, 3, 4, 5, 6] })).toBe('0 9 * * 2-6');
    expect(cronAt(nine, { weekdays: [2] })).toBe('0 9 * * 2');
    expect(cronAt(nine, { dayOfMonth: 7 })).toBe('0 9 7 * *');
  });

  it('keeps 09:00 on the wall clock of Berlin across the spring change (UTC moves an hour)', () => {
    const runs = cronOccurrences(
      parseCron('0 9 * * 1-5')!,
      BERLIN,
      new Date('2026-03-26T00:00Z'),
      new Date('2026-03-31T00:00Z'),
    );
    expect(isoList(runs)).toEqual([
      '2026-03-26T08:00:00.000Z', // Thu, CET
      '2026-03-27T08:00:00.000Z', // Fri, CET
      '2026-03-30T07:00:00.000Z', // Mon, CEST
    ]);
  });

  it('keeps 17:00 in New York across the autumn change', () => {
    const runs = cronOccurrences(
      parseCron('0 17 * * *')!,
      NEW_YORK,
      new Date('2026-10-31T00:00Z'),
      new Date('2026-11-03T00:00Z'),
    );
    expect(isoList(runs)).toEqual([
      '2026-10-31T21:00:00.000Z',
      '2026-11-01T22:00:00.000Z',
      '2026-11-02T22:00:00.000Z',
    ]);
  });

  it('runs a time missing on the spring-change day one gap later, and a doubled one once', () => {
    const spring = cronOccurrences(
      parseCron('30 2 * * *')!,
      BERLIN,
      new Date('2026-03-28T00:00Z'),
      new Date('2026-03-30T00:00Z'),
    );
    expect(isoList(spring)).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:30:00.000Z']);
    const autumn = cronOccurrences(
      parseCron('30 2 * * *')!,
      BERLIN,
      new Date('2026-10-24T23:00Z'),
      new Date('2026-10-25T23:00Z'),
    );
    expect(isoList(autumn)).toEqual(['2026-10-25T00:30:00.000Z']);
  });

  it('finds the next run strictly after a moment', () => {
    const weekdays = parseCron('0 9 * * 1-5')!;
    // Friday 4 December 2026 09:00 in Berlin → Monday 7 December.
    expect(nextCronRun(weekdays, BERLIN, new Date('2026-12-04T08:00Z'))?.toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
    expect(nextCronRun(parseCron('0 9 31 2 *')!, BERLIN, new Date('2026-12-04T08:00Z'))).toBeNull();
  });
});

describe('recurrence_interval, as relativedelta on the stored UTC time', () => {
  it('keeps the UTC time of day, so the wall clock drifts at a clock change', () => {
    expect(addInterval(new Date('2026-03-28T08:00Z'), 'daily').toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(addInterval(new Date('2026-03-28T08:00Z'), 'weekly').toISOString()).toBe(
      '2026-04-04T08:00:00.000Z',
    );
  });

  it('clamps a month to its last day, then stays on the clamped day', () => {
    const february = addInterval(new Date('2026-01-31T08:00Z'), 'monthly');
    expect(february.toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addInterval(february, 'monthly').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T08:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
  });
});
