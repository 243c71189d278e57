// The schedule section: survey → values → API fields, and its rules.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSurvey, type Survey } from '@/contracts/survey';
import { SEED_BASE_DATE } from '@/mocks/seed';
import {
  checkSchedule,
  scheduleSchema,
  scheduleToBody,
  scheduleToValues,
  timedSchedule,
  type ScheduleValues,
} from './schedule';
import { issueOn } from './section-rules';

const NOW = new Date(SEED_BASE_DATE);

/** `{path: message}` of every problem with a schedule (of a survey of `type`), or {} when valid. */
function problems(schedule: ScheduleValues, type?: string): Record<string, string> {
  const result = z
    .object({ schedule: scheduleSchema })
    .superRefine((values, ctx) => checkSchedule(values.schedule, type, issueOn(ctx)))
    .safeParse({ schedule });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** A new survey's schedule with some fields changed. */
const newSchedule = (change: Partial<ScheduleValues> = {}): ScheduleValues => ({
  ...scheduleToValues(null, NOW.getTime()),
  ...change,
});

const survey = (fields: Partial<Survey>): Survey =>
  readSurvey({
    id: 's1',
    name: 'S',
    type: 'popover',
    questions: [],
    created_at: '2026-01-01T00:00:00Z',
    ...fields,
  }).value!.survey;

const toValues = (item: Survey) => scheduleToValues(item, NOW.getTime());

describe('scheduleToValues / scheduleToBody', () => {
  it('a new survey: a draft shown once, with partial responses on', () => {
    const values = newSchedule();
    expect(problems(values)).toEqual({});
    expect(values).toMatchObject({ start: 'draft', end: 'manual', repeat: 'once', partialResponses: true });
    expect(scheduleToBody(values, NOW)).toEqual({
      start_date: null,
      end_date: null,
      schedule: 'once',
      iteration_count: null,
      iteration_frequency_days: null,
      responses_limit: null,
      enable_partial_responses: true,
    });
  });

  it('only a hosted survey reads a future start as a date to open on', () => {
    const hosted = toValues(survey({ type: 'external_survey', start_date: '2031-01-01T10:00:00Z' }));
    expect(hosted).toMatchObject({ start: 'at', startAt: '2031-01-01T10:00:00Z' });
    const popover = toValues(survey({ start_date: '2031-01-01T10:00:00Z' }));
    expect(popover).toMatchObject({ start: 'launched', launchedAt: '2031-01-01T10:00:00Z' });
  });

  it('a launched survey keeps its exact start date; launch now uses `now`; draft clears it', () => {
    const launched = toValues(survey({ start_date: '2026-09-01T12:34:56.789012Z' }));
    expect(launched).toMatchObject({ start: 'launched', launchedAt: '2026-09-01T12:34:56.789012Z' });
    expect(scheduleToBody(launched, NOW).start_date).toBe('2026-09-01T12:34:56.789012Z');
    expect(scheduleToBody(newSchedule({ start: 'now' }), NOW).start_date).toBe(NOW.toISOString());
    expect(scheduleToBody(newSchedule(), NOW).start_date).toBeNull();
  });

  it('stop: keep running (no end date), stop when saved (now), or keep the stored end date', () => {
    const running = toValues(survey({ start_date: '2026-09-01T00:00:00Z' }));
    expect(running.end).toBe('manual');
    expect(scheduleToBody(running, NOW).end_date).toBeNull();
    running.end = 'now';
    expect(scheduleToBody(running, NOW).end_date).toBe(NOW.toISOString());
    const stopped = toValues(
      survey({ start_date: '2026-09-01T00:00:00Z', end_date: '2026-10-01T00:00:00.5Z' }),
    );
    expect(stopped).toMatchObject({ end: 'stopped', endAt: '2026-10-01T00:00:00.5Z' });
    expect(scheduleToBody(stopped, NOW).end_date).toBe('2026-10-01T00:00:00.5Z');
    stopped.end = 'manual';
    expect(scheduleToBody(stopped, NOW).end_date).toBeNull();
  });

  it('repeat: recurring sends count and frequency, once and always send nulls', () => {
    const recurring = newSchedule({ repeat: 'recurring', iterationCount: 4, iterationFrequencyDays: 14 });
    expect(scheduleToBody(recurring, NOW)).toMatchObject({
      schedule: 'recurring',
      iteration_count: 4,
      iteration_frequency_days: 14,
    });
    recurring.repeat = 'always';
    expect(scheduleToBody(recurring, NOW)).toMatchObject({
      schedule: 'always',
      iteration_count: null,
      iteration_frequency_days: null,
    });
  });
});

describe('schedule rules', () => {
  const FUTURE = '2040-01-01T00:00:00.000Z';

  it('a date to open on is for hosted surveys only, and needs a date', () => {
    const at = (type: string, startAt: string) => problems(newSchedule({ start: 'at', startAt }), type);
    expect(at('external_survey', FUTURE)).toEqual({});
    expect(at('external_survey', '')).toEqual({ 'schedule.startAt': 'Choose the date and time to open on.' });
    expect(at('popover', FUTURE)['schedule.start']).toMatch(
      /Only a hosted survey waits for a start date: other types go live as soon as they have one/,
    );
  });

  it.each([
    [1, 1, undefined, undefined],
    [500, 365, undefined, undefined],
    // The frequency is a PositiveIntegerField the API does not cap (models.py): 0 and 400 are accepted.
    [2, 0, undefined, undefined],
    [2, 400, undefined, undefined],
    [2, 2 ** 31, undefined, 'Enter a whole number of days (at most 2,147,483,647).'],
    [0, 90, 'Repeat between 1 and 500 times.', undefined],
    [501, 90, 'Repeat between 1 and 500 times.', undefined],
    [2.5, 90, 'Repeat between 1 and 500 times.', undefined],
    [null, -1, 'Repeat between 1 and 500 times.', 'Enter a whole number of days (at most 2,147,483,647).'],
    [
      Number.NaN,
      1.5,
      'Repeat between 1 and 500 times.',
      'Enter a whole number of days (at most 2,147,483,647).',
    ],
  ])('recurring %s times every %s days', (count, days, countError, daysError) => {
    const values = newSchedule({ repeat: 'recurring', iterationCount: count, iterationFrequencyDays: days });
    expect(problems(values)['schedule.iterationCount']).toBe(countError);
    expect(problems(values)['schedule.iterationFrequencyDays']).toBe(daysError);
    // Hidden while "once" is chosen: never blocks a save.
    values.repeat = 'once';
    expect(problems(values)).toEqual({});
  });

  it.each([
    [null, true],
    [1, true],
    // A PositiveIntegerField: 0 is accepted, the database's integer range is not exceeded.
    [0, true],
    [2 ** 31, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('responses limit %s valid: %s', (limit, valid) => {
    expect('schedule.responsesLimit' in problems(newSchedule({ responsesLimit: limit }))).toBe(!valid);
  });
});

describe('launch and stop at a date and time', () => {
  const timed = (change: Partial<ScheduleValues['timed']>) => ({
    ...newSchedule().timed,
    timeZone: 'Europe/Berlin',
    ...change,
  });

  it('states the entity schedule from the choices: only a window repeats', () => {
    const window = newSchedule({
      start: 'timed',
      end: 'timed',
      timed: timed({ launchAt: '2026-12-01T09:00', stopAt: '2026-12-01T17:00', repeat: 'weekdays' }),
    });
    expect(timedSchedule(window)).toEqual({
      timeZone: 'Europe/Berlin',
      launchAt: '2026-12-01T09:00',
      stopAt: '2026-12-01T17:00',
      repeat: 'weekdays',
      repeatUntil: '',
    });
    // A stop alone (a running survey): the launch typed earlier is not part of it, and nothing repeats.
    expect(timedSchedule({ ...window, start: 'launched' })).toMatchObject({ launchAt: '', repeat: 'none' });
    expect(timedSchedule({ ...window, start: 'draft', end: 'manual' })).toBeNull();
  });

  it("checks the shape by the entity's rules, messages on the fields", () => {
    expect(
      problems(newSchedule({ start: 'timed', end: 'manual', timed: timed({ launchAt: '' }) }), 'popover'),
    ).toEqual({ 'schedule.timed.launchAt': 'Choose the date and time to launch at.' });
    expect(
      problems(
        newSchedule({
          start: 'timed',
          end: 'timed',
          timed: timed({ launchAt: '2026-12-01T17:00', stopAt: '2026-12-01T09:00' }),
        }),
        'popover',
      ),
    ).toEqual({ 'schedule.timed.stopAt': 'Stop at must be after Launch at.' });
    expect(
      problems(
        newSchedule({ start: 'timed', timed: timed({ launchAt: '2026-12-01T09:00' }) }),
        'external_survey',
      ),
    ).toHaveProperty('schedule.start');
  });

  it('opens on what the gate holds: a launch to come is "at a date and time"; the body keeps the stored dates', () => {
    const gated = survey({ start_date: NOW.toISOString(), end_date: null });
    const later = new Date(NOW.getTime() + 86_400_000);
    const values = scheduleToValues(gated, NOW.getTime(), {
      timeZone: 'UTC',
      reading: {
        kind: 'schedule',
        schedule: {
          timeZone: 'UTC',
          launchAt: later.toISOString().slice(0, 16),
          stopAt: new Date(later.getTime() + 3_600_000).toISOString().slice(0, 16),
          repeat: 'none',
          repeatUntil: '',
        },
      },
    });
    expect(values).toMatchObject({ start: 'timed', end: 'timed' });
    expect(scheduleToBody(values, NOW)).toMatchObject({ start_date: NOW.toISOString(), end_date: null });
    // A reading Surveyor does not write is kept aside, never turned into a schedule.
    const foreign = scheduleToValues(gated, NOW.getTime(), {
      timeZone: 'UTC',
      reading: { kind: 'foreign', reason: 'The gate has more than one launch or stop waiting.' },
    });
    expect(foreign).toMatchObject({ start: 'launched', end: 'manual' });
    expect(foreign.timed.foreign).toMatch(/more than one launch/);
  });
});
