// Wall-clock date-times in an IANA time zone ↔ UTC instants, with Intl.DateTimeFormat only (no library):
// the schedule is stated in the project's zone and PostHog's scheduled changes run on UTC instants.
//
// Clock changes are resolved as Python's zoneinfo does with fold=0 (PEP 495), the rule of PostHog's
// server (Django, croniter over zoneinfo-aware datetimes):
// - a time that does not exist (spring forward: 02:30 on 29 March 2026 in Europe/Berlin) takes the offset
//   in force before the change, so it lands one gap later on the clock (03:30 CEST);
// - a time that happens twice (fall back: 02:30 on 25 October 2026 in Europe/Berlin) is its first
//   occurrence, in summer time (00:30 UTC).

/** 'YYYY-MM-DDTHH:mm', a time on the wall clock of some zone. */
export type LocalDateTime = string;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The parts of 'YYYY-MM-DDTHH:mm', or null when it is not a real calendar date and time. */
export function parseLocal(value: string): LocalParts | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return { year, month, day, hour, minute };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export const formatLocal = (parts: LocalParts): LocalDateTime =>
  `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;

/** The wall clock as if it were UTC: the arithmetic of calendar days without any zone. */
const naiveMs = (parts: LocalParts) =>
  Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at an instant (seconds dropped). */
export function localPartsAt(instant: Date, timeZone: string): LocalParts {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant))
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour! % 24,
    minute: values.minute!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Berlin in winter: +3 600 000). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const whole = Math.floor(instant.getTime() / 60_000) * 60_000;
  return naiveMs(localPartsAt(new Date(whole), timeZone)) - whole;
}

/** The instant a wall-clock time names in `timeZone`, clock changes resolved as the header says. */
export function zonedToUtc(local: LocalDateTime | LocalParts, timeZone: string): Date {
  const parts = typeof local === 'string' ? parseLocal(local) : local;
  if (!parts) throw new RangeError(`Not a local date-time: ${String(local)}`);
  const naive = naiveMs(parts);
  // The offsets in force a day either side: a zone changes its offset at most once in two days.
  const before = zoneOffsetMs(new Date(naive - DAY_MS), timeZone);
  const after = zoneOffsetMs(new Date(naive + DAY_MS), timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => naive - offset)
    .filter((instant) => naive - zoneOffsetMs(new Date(instant), timeZone) === instant);
  if (valid.length === 0) return new Date(naive - before); // in the gap: the offset before the change
  return new Date(Math.min(...valid)); // twice on the clock: the first
}

export const utcToZoned = (instant: Date, timeZone: string): LocalDateTime =>
  formatLocal(localPartsAt(instant, timeZone));

/** The calendar day `days` after a wall-clock time, same time of day (no zone involved). */
export function addLocalDays(parts: LocalParts, days: number): LocalParts {
  const moved = new Date(naiveMs(parts) + days * DAY_MS);
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    hour: parts.hour,
    minute: parts.minute,
  };
}

/** 0 = Sunday … 6 = Saturday, as cron counts, of a calendar day. */
export const localWeekday = (parts: LocalParts): number =>
  new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();

/** Minutes between two wall-clock times, as the clock on the wall reads them (no zone involved). */
export const wallMinutesBetween = (from: LocalParts, to: LocalParts): number =>
  (naiveMs(to) - naiveMs(from)) / 60_000;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon 1 Dec" of a wall-clock day. */
export const formatLocalDay = (parts: LocalParts): string =>
  `${WEEKDAYS[localWeekday(parts)]} ${parts.day} ${MONTHS[parts.month - 1]}`;

/** "09:00" of a wall-clock time. */
export const formatLocalTime = (parts: LocalParts): string => `${pad(parts.hour)}:${pad(parts.minute)}`;

/** "Mon 1 Dec 09:00": an instant on the wall clock of `timeZone`. */
export function formatInstant(instant: Date, timeZone: string): string {
  const parts = localPartsAt(instant, timeZone);
  return `${formatLocalDay(parts)} ${formatLocalTime(parts)}`;
}

/** Whether a wall-clock time is missing (clocks go forward) or happens twice (they go back) in a zone. */
export function clockChange(local: LocalParts, timeZone: string): 'missing' | 'twice' | null {
  const instant = zonedToUtc(local, timeZone);
  if (utcToZoned(instant, timeZone) !== formatLocal(local)) return 'missing';
  const later = new Date(
    instant.getTime() +
      (zoneOffsetMs(instant, timeZone) - zoneOffsetMs(new Date(instant.getTime() + 2 * DAY_MS), timeZone)),
  );
  return later.getTime() !== instant.getTime() && utcToZoned(later, timeZone) === formatLocal(local)
    ? 'twice'
    : null;
}

/**
 * The first day within a year from `from` on which this time of day is missing or happens twice (of the
 * days `runsOn` accepts), or null. Offsets are sampled weekly and only the weeks where they change are looked at day by day.
 */
export function clockChangeDay(
  from: LocalParts,
  timeZone: string,
  runsOn: (day: LocalParts) => boolean = () => true,
): { day: LocalParts; change: 'missing' | 'twice' } | null {
  for (let week = 0; week < 53; week++) {
    const start = addLocalDays(from, week * 7);
    const end = addLocalDays(from, week * 7 + 7);
    const offset = (parts: LocalParts) =>
      zoneOffsetMs(new Date(naiveMs({ ...parts, hour: 12, minute: 0 })), timeZone);
    if (offset(addLocalDays(start, -1)) === offset(end)) continue;
    for (let day = 0; day < 8; day++) {
      const candidate = addLocalDays(start, day);
      const change = runsOn(candidate) ? clockChange(candidate, timeZone) : null;
      if (change) return { day: candidate, change };
    }
  }
  return null;
}
