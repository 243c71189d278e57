import { describe, expect, it } from 'vitest';
import { schedule } from '@/testing/fixtures/schedules';
import { scheduleSchema, scheduleShapeIssues, scheduleTimingIssues } from './schedule';

const messages = (value: Parameters<typeof scheduleShapeIssues>[0]) =>
  scheduleShapeIssues(value).map((issue) => `${issue.path}: ${issue.message}`);

describe('the schedule a user states', () => {
  it('accepts a one-time window, a launch only and a stop only', () => {
    expect(messages(schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-05T17:00' }))).toEqual([]);
    expect(messages(schedule({ launchAt: '2026-12-01T09:00' }))).toEqual([]);
    expect(messages(schedule({ stopAt: '2026-12-05T17:00' }))).toEqual([]);
    expect(scheduleSchema.safeParse(schedule({ launchAt: '2026-12-01T09:00' })).success).toBe(true);
  });

  it('says in plain words what is wrong', () => {
    expect(messages(schedule({}))).toEqual(['launchAt: Set when to launch, when to stop, or both.']);
    expect(messages(schedule({ launchAt: '2026-12-05T09:00', stopAt: '2026-12-05T09:00' }))).toEqual([
      'stopAt: Stop at must be after Launch at.',
    ]);
    expect(messages(schedule({ launchAt: '2026-02-30T09:00' }))).toEqual([
      'launchAt: Launch at is not a real date and time.',
    ]);
    expect(messages(schedule({ launchAt: '2026-12-01T09:00', repeat: 'daily' }))).toEqual([
      'stopAt: A repeated window needs both a launch and a stop time.',
    ]);
    expect(
      messages(schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-02T09:00', repeat: 'daily' })),
    ).toEqual(['stopAt: The window must be shorter than a day, or one window would run into the next.']);
    expect(
      messages(schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-08T09:00', repeat: 'weekly' })),
    ).toEqual(['stopAt: The window must be shorter than a week, or one window would run into the next.']);
    // 5 December 2026 is a Saturday.
    expect(
      messages(schedule({ launchAt: '2026-12-05T09:00', stopAt: '2026-12-05T17:00', repeat: 'weekdays' })),
    ).toEqual(['launchAt: Launch on a weekday: the window repeats Monday to Friday.']);
    expect(
      messages(schedule({ launchAt: '2026-12-29T09:00', stopAt: '2026-12-30T17:00', repeat: 'monthly' })),
    ).toEqual(['launchAt: Pick days up to the 28th for a monthly window, so that it happens every month.']);
    expect(
      messages(
        schedule({
          launchAt: '2026-12-01T09:00',
          stopAt: '2026-12-01T17:00',
          repeat: 'daily',
          repeatUntil: '2026-11-30',
        }),
      ),
    ).toEqual(['repeatUntil: Repeat until must be on or after the launch day.']);
    expect(messages(schedule({ launchAt: '2026-12-01T09:00', repeatUntil: '2026-12-30' }))).toEqual([
      'repeatUntil: Repeat until only applies to a repeated window.',
    ]);
  });

  it('puts the zod issues on the fields they name, for the form', () => {
    const parsed = scheduleSchema.safeParse(
      schedule({ launchAt: '2026-12-05T10:00', stopAt: '2026-12-05T09:00' }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['stopAt']]);
    expect(scheduleSchema.safeParse({ ...schedule({}), launchAt: '5 Dec' }).success).toBe(false);
  });

  it('wants a launch and a one-time stop in the future, unless the schedule has already launched', () => {
    const now = new Date('2026-12-01T08:30:00Z'); // 09:30 in Berlin
    const past = schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-01T09:15' });
    expect(scheduleTimingIssues(past, now).map((issue) => issue.message)).toEqual([
      'Launch at must be in the future.',
      'Stop at must be in the future.',
    ]);
    const running = schedule({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-01T17:00' });
    expect(scheduleTimingIssues(running, now, true)).toEqual([]);
    expect(scheduleTimingIssues(running, now).map((issue) => issue.path)).toEqual(['launchAt']);
  });
});

describe('the schedule’s time zone', () => {
  it('is one the browser knows', () => {
    expect(
      scheduleSchema.safeParse(schedule({ timeZone: 'Mars/Olympus', launchAt: '2026-12-01T09:00' })).error
        ?.issues[0]?.message,
    ).toBe('The project’s time zone is not one this browser knows.');
  });
});

describe('a repeated window at a clock change', () => {
  it('asks for a time outside the hour that is missing or doubled, which cron runs unreliably', () => {
    expect(
      messages(schedule({ launchAt: '2026-03-02T02:30', stopAt: '2026-03-02T08:00', repeat: 'weekdays' })),
    ).toEqual([]); // 29 March 2026 is a Sunday: no weekday run meets the change…
    expect(
      messages(schedule({ launchAt: '2026-03-02T02:30', stopAt: '2026-03-02T08:00', repeat: 'daily' })),
    ).toEqual([
      'launchAt: 02:30 is missing on Sun 29 Mar in Europe/Berlin (the clocks go forward), and PostHog may skip or move that run: pick a time outside the clock change.',
    ]);
    expect(
      messages(schedule({ launchAt: '2026-09-01T01:00', stopAt: '2026-09-01T02:15', repeat: 'daily' })),
    ).toEqual([
      'stopAt: 02:15 happens twice on Sun 25 Oct in Europe/Berlin (the clocks go back), and PostHog may run it twice: pick a time outside the clock change.',
    ]);
  });
});

describe('a one-time time at a clock change', () => {
  it('refuses a time the clocks skip, saying where it would land, and orders launch and stop as instants', () => {
    // Berlin springs forward from 02:00 to 03:00 on 28 March 2027: 02:30 would be 03:30, after the stop.
    expect(messages(schedule({ launchAt: '2027-03-28T02:30', stopAt: '2027-03-28T03:15' }))).toEqual([
      'launchAt: 02:30 is missing on Sun 28 Mar in Europe/Berlin (the clocks go forward), so it would be 03:30: pick a time outside the clock change.',
      'stopAt: Stop at must be after Launch at.',
    ]);
    expect(
      messages(
        schedule({ timeZone: 'America/New_York', launchAt: '2027-03-14T02:10', stopAt: '2027-03-14T03:05' }),
      ),
    ).toEqual([
      'launchAt: 02:10 is missing on Sun 14 Mar in America/New_York (the clocks go forward), so it would be 03:10: pick a time outside the clock change.',
      'stopAt: Stop at must be after Launch at.',
    ]);
    // Chatham skips 02:45 to 03:45: launch and stop would fall on the same minute.
    expect(
      messages(
        schedule({ timeZone: 'Pacific/Chatham', launchAt: '2027-09-26T02:50', stopAt: '2027-09-26T03:50' }),
      ),
    ).toEqual([
      'launchAt: 02:50 is missing on Sun 26 Sep in Pacific/Chatham (the clocks go forward), so it would be 03:50: pick a time outside the clock change.',
      'stopAt: Stop at must be after Launch at.',
    ]);
    // A stop alone, or a launch alone, in the gap is refused too.
    expect(messages(schedule({ stopAt: '2027-03-28T02:15' }))).toEqual([
      'stopAt: 02:15 is missing on Sun 28 Mar in Europe/Berlin (the clocks go forward), so it would be 03:15: pick a time outside the clock change.',
    ]);
    expect(messages(schedule({ launchAt: '2027-03-28T03:00', stopAt: '2027-03-28T08:00' }))).toEqual([]);
  });

  it('accepts a time that happens twice: the first is used, and the words say so', () => {
    expect(messages(schedule({ launchAt: '2026-10-25T02:30', stopAt: '2026-10-25T08:00' }))).toEqual([]);
  });
});

describe('a repeated window at a clock change, on its own days', () => {
  it('checks only the days the window runs on', () => {
    // Weekly on Sundays meets the change of 29 March; weekly on Mondays does not.
    const sunday = schedule({ launchAt: '2026-03-01T02:30', stopAt: '2026-03-01T08:00', repeat: 'weekly' });
    expect(messages(sunday).map((message) => message.slice(0, 40))).toEqual([
      'launchAt: 02:30 is missing on Sun 29 Mar',
    ]);
    expect(messages({ ...sunday, launchAt: '2026-03-02T02:30', stopAt: '2026-03-02T08:00' })).toEqual([]);
    // An overnight weekday window stops on Saturdays too, not on Sundays.
    const nights = schedule({ launchAt: '2026-03-02T22:00', stopAt: '2026-03-03T02:30', repeat: 'weekdays' });
    expect(messages(nights)).toEqual([]);
  });
});
