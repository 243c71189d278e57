import { describe, expect, it } from 'vitest';
import { schedule } from '@/testing/fixtures/schedules';
import { escapeText, foldLine, scheduleIcs } from './schedule-ics';

const NOW = new Date('2025-11-26T10:15:30.123Z');
const week = schedule({ launchAt: '2025-12-01T09:00', stopAt: '2025-12-05T17:00' });
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('scheduleIcs', () => {
  it('writes one event per window in UTC, with a UID and a DTSTAMP, lines ended by CRLF', () => {
    const ics = scheduleIcs({
      surveyName: 'NPS, Q4; beta',
      schedule: week,
      url: 'https://surveyor.example/s/1',
      now: NOW,
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const lines = unfold(ics).split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Surveyor//Survey schedule//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('DTSTAMP:20251126T101530Z');
    expect(lines).toContain('DTSTART:20251201T080000Z');
    expect(lines).toContain('DTEND:20251205T160000Z');
    expect(lines).toContain('SUMMARY:Survey “NPS\\, Q4\\; beta” shown');
    expect(lines).toContain(
      'DESCRIPTION:Shown from Mon 1 Dec 09:00 to Fri 5 Dec 17:00 Europe/Berlin\\nhttps://surveyor.example/s/1',
    );
    expect(lines.filter((line) => line.startsWith('UID:'))).toHaveLength(1);
    // The same schedule gives the same UIDs, so importing it again updates the event.
    expect(
      scheduleIcs({
        surveyName: 'NPS, Q4; beta',
        schedule: week,
        url: 'https://surveyor.example/s/1',
        now: NOW,
      }),
    ).toBe(ics);
  });

  it('writes each window of a repeat, DST-correct, up to Repeat until', () => {
    const weekdays = schedule({
      launchAt: '2026-03-26T09:00',
      stopAt: '2026-03-26T17:00',
      repeat: 'weekdays',
      repeatUntil: '2026-03-31',
    });
    const lines = unfold(scheduleIcs({ surveyName: 'Pulse', schedule: weekdays, now: NOW })).split('\r\n');
    expect(lines.filter((line) => line.startsWith('DTSTART:'))).toEqual([
      'DTSTART:20260326T080000Z',
      'DTSTART:20260327T080000Z',
      'DTSTART:20260330T070000Z',
      'DTSTART:20260331T070000Z',
    ]);
    expect(new Set(lines.filter((line) => line.startsWith('UID:'))).size).toBe(4);
  });

  it('marks a launch alone and a stop alone as moments', () => {
    const launchOnly = unfold(
      scheduleIcs({ surveyName: 'A', schedule: schedule({ launchAt: '2025-12-01T09:00' }), now: NOW }),
    );
    expect(launchOnly).toContain('SUMMARY:Survey “A” launches');
    expect(launchOnly).not.toContain('DTEND');
    const stopOnly = unfold(
      scheduleIcs({ surveyName: 'A', schedule: schedule({ stopAt: '2025-12-05T17:00' }), now: NOW }),
    );
    expect(stopOnly).toContain('DTSTART:20251205T160000Z');
    expect(stopOnly).toContain('SUMMARY:Survey “A” stops');
  });
});

describe('the text rules of RFC 5545', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('turns every line break into \\n and drops the other control characters, HTAB aside', () => {
    expect(escapeText('a\rb\r\nc\nd')).toBe('a\\nb\\nc\\nd');
    expect(escapeText('x\u0000y\u0007z\u001bw\u007fv')).toBe('xyzwv');
    // Unicode's own line and paragraph separators, and NEL, which lenient readers also break lines at.
    expect(escapeText('one\u2028two\u2029three\u0085four')).toBe('onetwothreefour');
    // HTAB is text the RFC allows (TSAFE-CHAR includes WSP).
    expect(escapeText('a\tb')).toBe('a\tb');
    expect(escapeText('é “quoted” 🙂')).toBe('é “quoted” 🙂');
  });

  it('a survey name with a bare CR, a NUL or a separator never starts a line of its own', () => {
    const name = 'Evil\rEND:VEVENT\u0000\rBEGIN:VEVENT\u2028SUMMARY:Injected\nDTSTART:19700101T000000Z';
    const ics = scheduleIcs({ surveyName: name, schedule: week, now: NOW });
    // Only CRLF ends a line, and no line holds a control character other than the fold's space.
    // eslint-disable-next-line no-control-regex
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/);
    const lines = unfold(ics).split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('SUMMARY:'))).toEqual([
      'SUMMARY:Survey “Evil\\nEND:VEVENT\\nBEGIN:VEVENTSUMMARY:Injected\\nDTSTART:19700101T000000Z” shown',
    ]);
    expect(lines.filter((line) => line.startsWith('DTSTART:'))).toEqual(['DTSTART:20251201T080000Z']);
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    expect(pieces.every((piece) => bytes(piece) <= 75)).toBe(true);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
