// Wall-clock time in an IANA time zone, as Python's zoneinfo gives it to the server's scheduled-change
// task: what a UTC instant reads as in a zone, and which instant a zone's wall time means (DST included).
// Built on Intl alone, so the mock needs no time-zone library.

export interface WallTime {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday, as cron counts. */
  weekday: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** zoneinfo falls back to UTC for a missing or unknown zone (resolve_schedule_timezone). */
export function resolveZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

function formatter(zone: string): Intl.DateTimeFormat {
  let cached = formatters.get(zone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, cached);
  }
  return cached;
}

/** What `instant` reads as on a clock in `zone`. */
export function wallTimeAt(instant: number, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  return { year, month, day, hour, minute, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

/** The zone's offset from UTC at `instant` (ms, positive east of Greenwich). */
function offsetAt(instant: number, zone: string): number {
  const wall = wallTimeAt(instant, zone);
  const seconds = new Date(instant).getUTCSeconds() * 1000 + new Date(instant).getUTCMilliseconds();
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) + seconds - instant;
}

/**
 * The instant a wall time in `zone` means. An ambiguous time (clocks going back) is its first occurrence;
 * a time that does not exist (clocks going forward) is read with the offset before the jump, so 02:30 on
 * the spring-forward night lands at 03:30 (JavaScript's "compatible" reading). How croniter treats those
 * two hours a year is not modelled exactly: a schedule should not rely on them.
 */
export function instantOf(
  wall: Pick<WallTime, 'year' | 'month' | 'day' | 'hour' | 'minute'>,
  zone: string,
): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = offsetAt(asUtc - DAY, zone);
  const after = offsetAt(asUtc + DAY, zone);
  const matches = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => {
      const read = wallTimeAt(instant, zone);
      return read.hour === wall.hour && read.minute === wall.minute && read.day === wall.day;
    });
  return matches.length ? Math.min(...matches) : asUtc - before;
}
