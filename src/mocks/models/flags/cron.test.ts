// The mock's cron evaluator and wall-clock conversions: croniter's 5-field syntax, evaluated in a zone.
import { describe, expect, it } from 'vitest';
import { isValidCron, nextCronRun, parseCron } from './cron';
import { instantOf, resolveZone, wallTimeAt } from '../wall-clock';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('cron expressions', () => {
  it('parse values, ranges, lists, steps and names; Sunday is 0 or 7', () => {
    const schedule = parseCron('*/15 9-17/4 1,15 JAN-MAR mon-fri');
    expect([...schedule.minutes]).toEqual([0, 15, 30, 45]);
    expect([...schedule.hours]).toEqual([9, 13, 17]);
    expect([...schedule.daysOfMonth]).toEqual([1, 15]);
    expect([...schedule.months]).toEqual([1, 2, 3]);
    expect([...schedule.weekdays]).toEqual([1, 2, 3, 4, 5]);
    expect([...parseCron('0 0 * * 7').weekdays]).toEqual([0]);
    expect([...parseCron('5/20 * * * *').minutes]).toEqual([5, 25, 45]);
  });

  it('refuses what croniter refuses (and its extensions, which the demo does not model)', () => {
    for (const bad of [
      '* * * *',
      '60 * * * *',
      '* 24 * * *',
      '* * 0 * *',
      '* * * 13 *',
      '* * * * 8',
      '5-1 * * * *',
      '*/0 * * * *',
      'a * * * *',
      '0 9 L * *',
    ])
      expect(isValidCron(bad), bad).toBe(false);
    for (const good of ['0 9 * * 1-5', '0 0 1 * *', '30 17 * * fri', '0 9,17 * * *'])
      expect(isValidCron(good), good).toBe(true);
  });

  it('fires strictly after the given instant, on the wall clock of the zone', () => {
    // Monday 1 Dec 2025 08:00 UTC = 09:00 in Berlin: the 09:00 run is now, so the next is Tuesday's.
    expect(iso(nextCronRun('0 9 * * 1-5', at('2025-12-01T08:00:00Z'), 'Europe/Berlin'))).toBe(
      '2025-12-02T08:00:00.000Z',
    );
    // Friday evening → Monday morning.
    expect(iso(nextCronRun('0 9 * * 1-5', at('2025-12-05T18:00:00Z'), 'Europe/Berlin'))).toBe(
      '2025-12-08T08:00:00.000Z',
    );
    expect(iso(nextCronRun('0 9 * * 1-5', at('2025-12-05T18:00:00Z'), 'UTC'))).toBe(
      '2025-12-08T09:00:00.000Z',
    );
    expect(iso(nextCronRun('30 8 * * *', at('2025-12-01T00:00:00Z'), 'America/New_York'))).toBe(
      '2025-12-01T13:30:00.000Z',
    );
  });

  it('keeps the local time across daylight saving changes', () => {
    // Berlin leaves summer time on Sunday 26 Oct 2025: 09:00 is 07:00 UTC before, 08:00 UTC after.
    expect(iso(nextCronRun('0 9 * * *', at('2025-10-25T07:00:00Z'), 'Europe/Berlin'))).toBe(
      '2025-10-26T08:00:00.000Z',
    );
    // …and enters it on 29 Mar 2026.
    expect(iso(nextCronRun('0 9 * * *', at('2026-03-28T08:00:00Z'), 'Europe/Berlin'))).toBe(
      '2026-03-29T07:00:00.000Z',
    );
    // 02:30 does not exist that night: it runs at 03:30 summer time, once.
    const gap = nextCronRun('30 2 * * *', at('2026-03-28T02:00:00Z'), 'Europe/Berlin');
    expect(iso(gap)).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(nextCronRun('30 2 * * *', gap!, 'Europe/Berlin'))).toBe('2026-03-30T00:30:00.000Z');
    // 02:30 happens twice on 26 Oct: it runs at the first one only.
    const twice = nextCronRun('30 2 * * *', at('2025-10-25T12:00:00Z'), 'Europe/Berlin');
    expect(iso(twice)).toBe('2025-10-26T00:30:00.000Z');
    expect(iso(nextCronRun('30 2 * * *', twice!, 'Europe/Berlin'))).toBe('2025-10-27T01:30:00.000Z');
  });

  it('matches a restricted day of month OR a restricted weekday, like vixie cron; never for 30 February', () => {
    // The 13th, or any Friday: after Monday 1 Dec 2025 comes Friday 5 Dec.
    expect(iso(nextCronRun('0 0 13 * 5', at('2025-12-01T00:00:00Z'), 'UTC'))).toBe(
      '2025-12-05T00:00:00.000Z',
    );
    expect(iso(nextCronRun('0 0 13 * *', at('2025-12-01T00:00:00Z'), 'UTC'))).toBe(
      '2025-12-13T00:00:00.000Z',
    );
    expect(nextCronRun('0 0 30 2 *', at('2025-12-01T00:00:00Z'), 'UTC')).toBeNull();
    // The first week of each month (days 1-7): after 7 Dec comes 1 Jan.
    expect(iso(nextCronRun('0 9 1-7 * *', at('2025-12-07T09:00:00Z'), 'UTC'))).toBe(
      '2026-01-01T09:00:00.000Z',
    );
  });
});

describe('wall-clock time in a zone', () => {
  it('reads an instant on a zone clock and back', () => {
    expect(wallTimeAt(at('2025-07-01T10:15:00Z'), 'Europe/Berlin')).toEqual({
      year: 2025,
      month: 7,
      day: 1,
      hour: 12,
      minute: 15,
      weekday: 2,
    });
    expect(iso(instantOf({ year: 2025, month: 7, day: 1, hour: 12, minute: 15 }, 'Europe/Berlin'))).toBe(
      '2025-07-01T10:15:00.000Z',
    );
    expect(iso(instantOf({ year: 2025, month: 1, day: 1, hour: 0, minute: 0 }, 'Asia/Kolkata'))).toBe(
      '2024-12-31T18:30:00.000Z',
    );
  });
  it('falls back to UTC for a missing or unknown zone, as the task does', () => {
    expect(resolveZone(null)).toBe('UTC');
    expect(resolveZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(resolveZone('Europe/Berlin')).toBe('Europe/Berlin');
  });
});
