// The schedule as a calendar file (RFC 5545): the honest fallback where PostHog cannot enforce it, and a
// reminder beside it where it can. Times are UTC. A repeat is one event per window rather than an RRULE:
// an RRULE on UTC times would drift an hour at each clock change, and a local one needs a VTIMEZONE that
// Intl cannot describe. An endless repeat is written for its first year.
import { canonical } from '@/lib/same-json';
import type { Schedule } from './schedule';
import { describeSchedule } from './schedule-words';
import { windowsOf } from './windows';
import { parseLocal, zonedToUtc } from './zoned-time';

const YEAR_MS = 366 * 86_400_000;
const MAX_EVENTS = 400;

/** 20261201T080000Z */
const stamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Control characters TEXT may not hold (RFC 5545 §3.3.11: CONTROL is %x00-08 / %x0A-1F / %x7F; HTAB is
 * allowed), and the Unicode line breaks (NEL, LINE and PARAGRAPH SEPARATOR) that lenient readers split
 * lines at: left in a survey's name they would start a line of the reader's own, an injected property or
 * event. Line feeds and carriage returns are turned into the escaped \n before these are dropped.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/g;

/** TEXT values: backslash, semicolon and comma escaped, every line break as \n, other controls dropped (§3.3.11). */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(UNSAFE_IN_TEXT, '');

/** Lines of at most 75 octets, continued by CRLF and a space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets, each continuation 74 after its leading space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** FNV-1a: a short stable id of a text, so a re-imported file updates its events instead of adding. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value.toString(16).padStart(8, '0');
}

interface IcsInput {
  surveyName: string;
  schedule: Schedule;
  url?: string;
  now: Date;
}

export function scheduleIcs({ surveyName, schedule, url, now }: IcsInput): string {
  const id = hash(canonical({ surveyName, schedule, url: url ?? null }));
  const launch = parseLocal(schedule.launchAt);
  const first = launch ? zonedToUtc(launch, schedule.timeZone) : now;
  const windows = windowsOf(schedule, new Date(first.getTime() - 1), new Date(first.getTime() + YEAR_MS));
  const description = [describeSchedule(schedule), url ?? ''].filter(Boolean).join('\n');
  const events = windows.slice(0, MAX_EVENTS).flatMap((window, index) => {
    const start = window.start ?? window.end!;
    const summary = !window.start
      ? `Survey “${surveyName}” stops`
      : !window.end
        ? `Survey “${surveyName}” launches`
        : `Survey “${surveyName}” shown`;
    return [
      'BEGIN:VEVENT',
      `UID:${id}-${index}@surveyor`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(start)}`,
      ...(window.start && window.end ? [`DTEND:${stamp(window.end)}`] : []),
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(description)}`,
      ...(url ? [`URL:${url.replace(UNSAFE_IN_TEXT, '')}`] : []),
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Surveyor//Survey schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
