import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  clockChange,
  clockChangeDay,
  formatInstant,
  parseLocal,
  utcToZoned,
  zonedToUtc,
  zoneOffsetMs,
} from './zoned-time';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const iso = (local: string, zone: string) => zonedToUtc(local, zone).toISOString();

describe('wall clock ↔ UTC', () => {
  it('converts ordinary times in winter and summer', () => {
    expect(iso('2026-12-01T09:00', BERLIN)).toBe('2026-12-01T08:00:00.000Z');
    expect(iso('2026-07-01T09:00', BERLIN)).toBe('2026-07-01T07:00:00.000Z');
    expect(iso('2026-12-01T09:00', NEW_YORK)).toBe('2026-12-01T14:00:00.000Z');
    expect(iso('2026-07-01T09:00', NEW_YORK)).toBe('2026-07-01T13:00:00.000Z');
    expect(iso('2026-07-01T09:00', 'UTC')).toBe('2026-07-01T09:00:00.000Z');
  });

  it('moves a time that does not exist (spring forward) one gap later, as zoneinfo with fold=0', () => {
    // Berlin: 29 March 2026, 02:00 CET → 03:00 CEST.
    expect(iso('2026-03-29T02:30', BERLIN)).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToZoned(zonedToUtc('2026-03-29T02:30', BERLIN), BERLIN)).toBe('2026-03-29T03:30');
    // New York: 8 March 2026, 02:00 EST → 03:00 EDT.
    expect(iso('2026-03-08T02:30', NEW_YORK)).toBe('2026-03-08T07:30:00.000Z');
    expect(utcToZoned(zonedToUtc('2026-03-08T02:30', NEW_YORK), NEW_YORK)).toBe('2026-03-08T03:30');
  });

  it('takes the first of a time that happens twice (fall back), in summer time', () => {
    // Berlin: 25 October 2026, 03:00 CEST → 02:00 CET; 02:30 happens at 00:30Z and at 01:30Z.
    expect(iso('2026-10-25T02:30', BERLIN)).toBe('2026-10-25T00:30:00.000Z');
    // New York: 1 November 2026, 02:00 EDT → 01:00 EST; 01:30 happens at 05:30Z and at 06:30Z.
    expect(iso('2026-11-01T01:30', NEW_YORK)).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads the offset in force at an instant', () => {
    expect(zoneOffsetMs(new Date('2026-10-25T00:30:00Z'), BERLIN)).toBe(2 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-10-25T01:30:00Z'), BERLIN)).toBe(3_600_000);
    expect(zoneOffsetMs(new Date('2026-01-01T00:00:00Z'), NEW_YORK)).toBe(-5 * 3_600_000);
  });

  it('round-trips every instant whose wall-clock time happens once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }),
        fc.constantFrom(BERLIN, NEW_YORK, 'Asia/Kolkata', 'Australia/Sydney', 'UTC'),
        (minutes, zone) => {
          const instant = new Date(minutes * 60_000);
          const local = utcToZoned(instant, zone);
          const back = zonedToUtc(local, zone);
          // Twice on the clock: the first occurrence, at most an hour earlier.
          expect(instant.getTime() - back.getTime()).toBeGreaterThanOrEqual(0);
          expect(instant.getTime() - back.getTime()).toBeLessThanOrEqual(3_600_000);
          expect(utcToZoned(back, zone)).toBe(local);
        },
      ),
    );
  });

  it('refuses what is not a calendar date and time', () => {
    expect(parseLocal('2026-02-30T09:00')).toBeNull();
    expect(parseLocal('2026-02-03T24:00')).toBeNull();
    expect(parseLocal('2026-02-03 09:00')).toBeNull();
    expect(parseLocal('2026-02-03T09:05')).toEqual({ year: 2026, month: 2, day: 3, hour: 9, minute: 5 });
    expect(() => zonedToUtc('tomorrow', BERLIN)).toThrow(RangeError);
  });

  it('adds calendar days across months and years', () => {
    expect(addLocalDays({ year: 2026, month: 12, day: 31, hour: 9, minute: 0 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 9,
      minute: 0,
    });
  });

  it('formats an instant as "Mon 1 Dec 09:00" on the zone’s clock', () => {
    expect(formatInstant(new Date('2025-12-01T08:00:00Z'), BERLIN)).toBe('Mon 1 Dec 09:00');
    expect(formatInstant(new Date('2025-12-01T08:00:00Z'), NEW_YORK)).toBe('Mon 1 Dec 03:00');
  });
});

describe('clock changes', () => {
  const at = (text: string) => parseLocal(text)!;

  it('knows a time missing in spring and one happening twice in autumn', () => {
    expect(clockChange(at('2026-03-29T02:30'), BERLIN)).toBe('missing');
    expect(clockChange(at('2026-10-25T02:30'), BERLIN)).toBe('twice');
    expect(clockChange(at('2026-11-01T01:30'), NEW_YORK)).toBe('twice');
    expect(clockChange(at('2026-10-25T03:30'), BERLIN)).toBeNull();
    expect(clockChange(at('2026-07-01T02:30'), BERLIN)).toBeNull();
  });

  it('finds the first day within a year where a time of day is touched by a change', () => {
    expect(clockChangeDay(at('2026-01-05T02:30'), BERLIN)).toEqual({
      day: at('2026-03-29T02:30'),
      change: 'missing',
    });
    expect(clockChangeDay(at('2026-04-01T02:15'), BERLIN)).toEqual({
      day: at('2026-10-25T02:15'),
      change: 'twice',
    });
    expect(clockChangeDay(at('2026-01-05T09:00'), BERLIN)).toBeNull();
    expect(clockChangeDay(at('2026-01-05T02:30'), 'Asia/Kolkata')).toBeNull();
  });
});
