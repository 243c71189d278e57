import { describe, expect, it } from 'vitest';
import { BERLIN, NEW_YORK, schedule } from '@/testing/fixtures/schedules';
import { browserTimeNote, describeSchedule, shortWindowNote } from './schedule-words';

describe('describeSchedule', () => {
  it('says a one-time window on the project’s clock, named by its zone', () => {
    expect(describeSchedule(schedule({ launchAt: '2025-12-01T09:00', stopAt: '2025-12-05T17:00' }))).toBe(
      'Shown from Mon 1 Dec 09:00 to Fri 5 Dec 17:00 Europe/Berlin',
    );
    expect(describeSchedule(schedule({ launchAt: '2025-12-01T09:00' }))).toBe(
      'Shown from Mon 1 Dec 09:00 Europe/Berlin, until it is stopped',
    );
    expect(describeSchedule(schedule({ timeZone: NEW_YORK, stopAt: '2025-12-05T17:00' }))).toBe(
      'Shown until Fri 5 Dec 17:00 America/New_York',
    );
  });

  it('says the instant a time at a clock change resolves to, and which of two it is', () => {
    expect(describeSchedule(schedule({ launchAt: '2026-10-25T02:30', stopAt: '2026-10-25T08:00' }))).toBe(
      'Shown from Sun 25 Oct 02:30 (the first of the two 02:30s, before the clocks go back) to Sun 25 Oct 08:00 Europe/Berlin',
    );
    // Refused by the schedule's check, but never worded as the typed time.
    expect(describeSchedule(schedule({ launchAt: '2027-03-28T02:30' }))).toBe(
      'Shown from Sun 28 Mar 03:30 Europe/Berlin, until it is stopped',
    );
    // A zone the browser does not know: said as typed, never a crash.
    expect(describeSchedule(schedule({ timeZone: 'Mars/Olympus', launchAt: '2027-03-28T02:30' }))).toBe(
      'Shown from Sun 28 Mar 02:30 Mars/Olympus, until it is stopped',
    );
  });

  it('says a repeated window and its days', () => {
    const base = { launchAt: '2025-12-01T09:00', stopAt: '2025-12-01T17:00' };
    expect(describeSchedule(schedule({ ...base, repeat: 'weekdays', repeatUntil: '2025-12-31' }))).toBe(
      'Shown every weekday 09:00–17:00 Europe/Berlin, from Mon 1 Dec until Wed 31 Dec',
    );
    expect(
      describeSchedule(
        schedule({ launchAt: '2025-12-01T22:00', stopAt: '2025-12-02T06:00', repeat: 'daily' }),
      ),
    ).toBe('Shown every day 22:00–06:00 (the next day) Europe/Berlin, from Mon 1 Dec');
    expect(describeSchedule(schedule({ ...base, stopAt: '2025-12-03T12:00', repeat: 'weekly' }))).toBe(
      'Shown every week from Mon 09:00 to Wed 12:00 Europe/Berlin, from Mon 1 Dec',
    );
    expect(describeSchedule(schedule({ ...base, stopAt: '2025-12-07T17:00', repeat: 'monthly' }))).toBe(
      'Shown every month from the 1st 09:00 to the 7th 17:00 Europe/Berlin, from Mon 1 Dec',
    );
  });
});

describe('browserTimeNote', () => {
  const week = schedule({ launchAt: '2025-12-01T09:00', stopAt: '2025-12-05T17:00' });

  it('gives the browser’s time when its clock differs', () => {
    expect(browserTimeNote(week, NEW_YORK)).toBe(
      'In your time (America/New_York): Mon 1 Dec 03:00 to Fri 5 Dec 11:00',
    );
    expect(
      browserTimeNote(
        schedule({ launchAt: '2025-12-01T09:00', stopAt: '2025-12-01T17:00', repeat: 'weekdays' }),
        'Asia/Tokyo',
      ),
    ).toBe('In your time (Asia/Tokyo): the first window Mon 1 Dec 17:00 to Tue 2 Dec 01:00');
  });

  it('says nothing when the clocks agree', () => {
    expect(browserTimeNote(week, BERLIN)).toBeNull();
    expect(browserTimeNote(week, 'Europe/Paris')).toBeNull();
  });
});

describe('shortWindowNote', () => {
  it('warns of a window under 5 minutes, which PostHog’s 2-minute runs may open and close at once', () => {
    expect(shortWindowNote(schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-01T09:03' }))).toBe(
      'This window is 3 minutes long: PostHog applies scheduled changes every 2 minutes, so a window this short may open and close in the same run and be shown to no one.',
    );
    expect(
      shortWindowNote(
        schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-01T09:01', repeat: 'daily' }),
      ),
    ).toMatch(/^This window is 1 minute long: /);
  });

  it('says nothing of a window of 5 minutes or more, or of a launch or a stop alone', () => {
    expect(
      shortWindowNote(schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-01T09:05' })),
    ).toBeNull();
    expect(shortWindowNote(schedule({ launchAt: '2026-12-01T09:00' }))).toBeNull();
    expect(shortWindowNote(schedule({ stopAt: '2026-12-01T09:00' }))).toBeNull();
  });
});
