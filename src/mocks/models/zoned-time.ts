// Event times as HogQL shows them in a project's time zone: the offset of each hour is looked up once and
// cached, so grouping 100,000 events by week costs a few Intl calls, not one per event.
import { instantOf, resolveZone, wallTimeAt } from './wall-clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const offsets = new Map<string, Map<number, number>>();

/** The zone's offset from UTC (ms, east positive) during the hour `instant` falls in. */
export function offsetAt(instant: number, zone: string): number {
  let byHour = offsets.get(zone);
  if (!byHour) offsets.set(zone, (byHour = new Map()));
  const hour = Math.floor(instant / HOUR);
  let offset = byHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR;
    const wall = wallTimeAt(start, zone);
    offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - start;
    byHour.set(hour, offset);
  }
  return offset;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A function of an instant's local calendar day in `zone`, worked out once per day: `of` gets the day's
 * midnight as a UTC date (read its UTC fields) and answers a Date text ("YYYY-MM-DD").
 */
export function localDay(zone: string, of: (day: Date) => string): (instant: number) => string {
  const byDay = new Map<number, string>();
  return (instant) => {
    const day = Math.floor((instant + offsetAt(instant, zone)) / DAY);
    let text = byDay.get(day);
    if (text === undefined) byDay.set(day, (text = of(new Date(day * DAY))));
    return text;
  };
}

/** The instant local midnight of `day` ("YYYY-MM-DD") is in `zone`. */
export function midnightOf(day: string, zone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOf({ year, month, day: date, hour: 0, minute: 0 }, resolveZone(zone));
}

/** toStartOfDay(t): the instant of the local midnight before `instant`. */
export function startOfDay(instant: number, zone: string): number {
  const local = instant + offsetAt(instant, zone);
  const midnight = local - (((local % DAY) + DAY) % DAY);
  return midnight - offsetAt(midnight - offsetAt(instant, zone), zone);
}

/**
 * A DateTime64 as the query API renders it: the value in the project's zone, ISO 8601 with the offset,
 * milliseconds kept (DRF's JSON encoder cuts Python's microseconds to three digits) and "+00:00" as "Z".
 */
export function formatZoned(instant: number, zone: string): string {
  const offset = offsetAt(instant, zone);
  const local = new Date(instant + offset).toISOString();
  const ms = instant % 1000 === 0 ? '' : local.slice(19, 23);
  if (offset === 0) return `${local.slice(0, 19)}${ms}Z`;
  const sign = offset > 0 ? '+' : '-';
  const minutes = Math.abs(offset) / 60_000;
  return `${local.slice(0, 19)}${ms}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Python's `naive_utc.isoformat() + "Z"`: microseconds only when there are any. */
export function pythonUtcZ(instant: number): string {
  const iso = new Date(instant).toISOString();
  const ms = instant % 1000;
  return `${iso.slice(0, 19)}${ms ? `.${pad(ms, 3)}000` : ''}Z`;
}
