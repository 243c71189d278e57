// EventsQuery's `after` / `before` as relative_date_parse reads them (posthog/utils.py): an absolute
// date or time (in the project's zone when it names none), or "-<n><unit>" back from now (h hours,
// d days, w weeks, m months, q quarters, y years, M minutes, s seconds), optionally "Start"/"End" of it.
import { instantOfText } from './hogql/compile';
import { offsetAt } from '../zoned-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Calendar arithmetic on the project's wall clock (months and years keep the day where they can). */
function minusMonths(instant: number, months: number, zone: string): number {
  const offset = offsetAt(instant, zone);
  const local = new Date(instant + offset);
  const target = new Date(
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth() - months,
      1,
      local.getUTCHours(),
      local.getUTCMinutes(),
      local.getUTCSeconds(),
      local.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(local.getUTCDate(), lastDay));
  return target.getTime() - offsetAt(target.getTime() - offset, zone);
}

function startOfLocalDay(instant: number, zone: string): number {
  const offset = offsetAt(instant, zone);
  const local = instant + offset;
  return local - (((local % DAY) + DAY) % DAY) - offset;
}

/** The instant a relative or absolute date means, or null when the text is neither. */
export function relativeDate(text: string, zone: string, now: number): number | null {
  const match = /^-?(\d+)?([a-zA-Z])(Start|End)?$/.exec(text.trim());
  if (!match) return instantOfText(text.trim(), zone);
  const count = match[1] === undefined ? 0 : Number(match[1]);
  let at: number;
  switch (match[2]) {
    case 'h':
      at = now - count * HOUR;
      break;
    case 'd':
      at = now - count * DAY;
      break;
    case 'w':
      at = now - count * 7 * DAY;
      break;
    case 'm':
      at = minusMonths(now, count, zone);
      break;
    case 'q':
      at = now - count * 13 * 7 * DAY;
      break;
    case 'y':
      at = minusMonths(now, count * 12, zone);
      break;
    case 'M':
      at = now - count * 60_000;
      break;
    case 's':
      at = now - count * 1000;
      break;
    default:
      return null;
  }
  if (match[3] === 'Start') return startOfLocalDay(at, zone);
  if (match[3] === 'End') return startOfLocalDay(at, zone) + DAY - 1;
  return at;
}
