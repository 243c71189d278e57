// The schedule section's form values: when the survey starts and stops, how often a person sees it and
// when it stops collecting. Its schema and rules, survey → values → API fields, and where the server's
// complaints about those fields belong.
import { z } from 'zod';
import { POSITIVE_INTEGER_MAX } from '@/contracts/limits';
import { type Survey, type SurveyWriteBody } from '@/contracts/survey';
import { MAX_ITERATIONS } from '@/contracts/survey-facts';
import { surveySchedule } from '@/contracts/survey-settings';
import { NEW_SURVEY_PARTIAL_RESPONSES } from '@/entities/survey/model/new-survey';
import type { ScheduleReading } from '@/entities/survey/schedule/read-back';
import {
  REPEATS,
  scheduleSchema as timedScheduleSchema,
  type Schedule,
} from '@/entities/survey/schedule/schedule';
import { utcToZoned, zonedToUtc } from '@/entities/survey/schedule/zoned-time';
import { sameJson } from '@/lib/same-json';
import { gatePaused, type GateSnapshot } from './gate-snapshot';
import { isWhole, typedNumber, type Issue } from './section-rules';

/**
 * The longest repeat PostHog's own editor offers. The API does not cap it (`iteration_frequency_days` is a
 * PositiveIntegerField; models.py: "iteration_frequency_days is not capped by the API"; the 365 of
 * SurveySerializerCreateUpdateOnlySchema is documentation only), so a longer one is accepted.
 */
export const SUGGESTED_MAX_FREQUENCY_DAYS = 365;
/** PostHog's defaults for "Repeat on a schedule". */
export const DEFAULT_ITERATIONS = { count: 2, frequencyDays: 90 };

/**
 * Launch and stop as PostHog honours them. posthog-js shows a survey when it has a start date and no
 * end date, whatever those dates are, and the server switches its flags on the same rule; only the page
 * of a hosted (external) survey waits for its start date. So a date is offered to open a hosted survey
 * on, and otherwise launching and stopping happen when the user saves.
 */
/**
 * A launch or stop "at a date and time" that PostHog enforces: wall-clock times in the project's
 * zone, written as the scheduled changes of a gate flag once the survey is saved (saving/schedule-writes.ts).
 */
export const timedSchema = z.object({
  /** The project's IANA zone, which the times are read in. */
  timeZone: z.string(),
  /** 'YYYY-MM-DDTHH:mm' on the project's wall clock ('' when none). */
  launchAt: z.string(),
  stopAt: z.string(),
  repeat: z.enum(REPEATS),
  /** 'YYYY-MM-DD' ('' : forever). */
  repeatUntil: z.string(),
  /** What the server held when the editor opened: a schedule Surveyor does not write is shown, not rewritten. */
  foreign: z.string().nullable(),
  /** Why the project's time zone is not known (the times are then shown in UTC and cannot be saved). */
  zoneProblem: z.string().nullable().optional(),
  /** Why the gate's scheduled changes could not be read: nothing is known of them, so they are not edited. */
  unread: z.string().nullable().optional(),
  /** The gate was off though the survey should be showing: someone paused it in PostHog. */
  paused: z.boolean().optional(),
  /** The user asks for the gate to be switched (back) on when saving. */
  switchOn: z.boolean().optional(),
  /** The repeat on the server runs in another zone than the project's now (that zone's name). */
  readZone: z.string().nullable().optional(),
});
export type TimedValues = z.infer<typeof timedSchema>;

export const scheduleSchema = z.object({
  /**
   * draft: not launched · now: launch on save · at: a hosted survey opens on startAt · launched: keep
   * launchedAt · timed: a gate flag switches it on at timed.launchAt.
   */
  start: z.enum(['draft', 'now', 'at', 'launched', 'timed']),
  /** ISO date-time ('' when none); shown and edited in the browser's time zone. */
  startAt: z.string(),
  /** The stored start_date of a survey that has been launched, kept to the microsecond. */
  launchedAt: z.string().nullable(),
  /**
   * manual: no end date (running until stopped) · now: stop on save · stopped: keep the stored endAt ·
   * timed: the gate flag switches it off at timed.stopAt (a hosted survey: a reminder only).
   */
  end: z.enum(['manual', 'now', 'stopped', 'timed']),
  /** The stored end_date of a stopped survey, kept to the microsecond ('' when none). */
  endAt: z.string(),
  timed: timedSchema,
  repeat: surveySchedule,
  iterationCount: typedNumber,
  iterationFrequencyDays: typedNumber,
  responsesLimit: typedNumber,
  partialResponses: z.boolean(),
});

export type ScheduleValues = z.infer<typeof scheduleSchema>;

/** Cross-field rules; `type` is the survey's type when the form has one. */
export function checkSchedule(schedule: ScheduleValues, type: string | undefined, issue: Issue): void {
  // A date to open on is honoured by the hosted page only (public_survey_page).
  if (schedule.start === 'at') {
    if (type !== undefined && type !== 'external_survey')
      issue(
        ['schedule', 'start'],
        'Only a hosted survey waits for a start date: other types go live as soon as they have one (posthog-js does not check the date). Launch it when you save, or later.',
      );
    else if (Number.isNaN(Date.parse(schedule.startAt)))
      issue(['schedule', 'startAt'], 'Choose the date and time to open on.');
  }
  checkTimed(schedule, type, issue);
  if (schedule.repeat === 'recurring') {
    if (!isWhole(schedule.iterationCount, 1, MAX_ITERATIONS))
      issue(['schedule', 'iterationCount'], `Repeat between 1 and ${MAX_ITERATIONS} times.`);
    if (!isWhole(schedule.iterationFrequencyDays, 0, POSITIVE_INTEGER_MAX))
      issue(
        ['schedule', 'iterationFrequencyDays'],
        `Enter a whole number of days (at most ${POSITIVE_INTEGER_MAX.toLocaleString('en')}).`,
      );
  }
  // `responses_limit` is a PositiveIntegerField: 0 is accepted (models.py).
  if (schedule.responsesLimit !== null && !isWhole(schedule.responsesLimit, 0, POSITIVE_INTEGER_MAX))
    issue(
      ['schedule', 'responsesLimit'],
      'Enter a whole number of responses, or leave it empty for no limit.',
    );
}

/** Whether the form asks for a launch or a stop at a date and time. */
export const isTimed = (schedule: Pick<ScheduleValues, 'start' | 'end'>) =>
  schedule.start === 'timed' || schedule.end === 'timed';

/** The schedule the form states, as the entity models it; null when nothing is timed. */
export function timedSchedule(schedule: ScheduleValues): Schedule | null {
  if (!isTimed(schedule)) return null;
  const { timeZone, launchAt, stopAt, repeat, repeatUntil } = schedule.timed;
  const launch = schedule.start === 'timed' ? launchAt : '';
  const stop = schedule.end === 'timed' ? stopAt : '';
  return {
    timeZone,
    launchAt: launch,
    stopAt: stop,
    // Only a window (a launch and a stop) repeats.
    repeat: launch && stop ? repeat : 'none',
    repeatUntil: launch && stop && repeat !== 'none' ? repeatUntil : '',
  };
}

/** The shape of a timed schedule, by the entity's schema; its timing (past or future) is checked on save. */
function checkTimed(schedule: ScheduleValues, type: string | undefined, issue: Issue): void {
  if (!isTimed(schedule)) return;
  if (schedule.start === 'timed' && type === 'external_survey')
    issue(['schedule', 'start'], 'A hosted survey opens on a date through "Open the hosted page on a date".');
  const timed = timedSchedule(schedule)!;
  if (schedule.start === 'timed' && !timed.launchAt) {
    issue(['schedule', 'timed', 'launchAt'], 'Choose the date and time to launch at.');
    return;
  }
  if (schedule.end === 'timed' && !timed.stopAt) {
    issue(['schedule', 'timed', 'stopAt'], 'Choose the date and time to stop at.');
    return;
  }
  const parsed = timedScheduleSchema.safeParse(timed);
  if (parsed.success) return;
  for (const problem of parsed.error.issues) {
    const field = String(problem.path[0] ?? 'launchAt');
    issue(['schedule', 'timed', field === 'timeZone' ? 'launchAt' : field], problem.message);
  }
}

/** What the server held for the survey's schedule when the editor opened (its gate's changes, read back). */
export interface ScheduleOpening {
  /** The project's zone. */
  timeZone: string;
  /** The gate's changes read back; none without a gate. */
  reading: ScheduleReading;
  /** Why the project's zone could not be known (`timeZone` is then UTC, for display only). */
  zoneProblem?: string | null;
  /** The gate as read (its id, on or off, its changes), or why its changes could not be read. */
  gate?: GateSnapshot;
}

const NO_OPENING: ScheduleOpening = { timeZone: 'UTC', reading: { kind: 'none' } };

/**
 * A repeat read in the zone its crons run in, on `zone`'s wall clock instead: the server runs every new
 * change in the project's zone, so an edit rewrites both crons there.
 */
function onWallClockOf(schedule: Schedule, zone: string): Schedule {
  const move = (local: string) => (local ? utcToZoned(zonedToUtc(local, schedule.timeZone), zone) : '');
  const until = schedule.repeatUntil ? move(`${schedule.repeatUntil}T${schedule.launchAt.slice(11)}`) : '';
  return {
    ...schedule,
    timeZone: zone,
    launchAt: move(schedule.launchAt),
    stopAt: move(schedule.stopAt),
    repeatUntil: until.slice(0, 10),
  };
}

function timedValues(opening: ScheduleOpening, survey: Survey | null): TimedValues {
  const zoneProblem = opening.zoneProblem ?? null;
  const unread = opening.gate?.unread ?? null;
  const launched = Boolean(survey?.start_date) && !survey?.end_date;
  const paused = opening.gate ? gatePaused(opening.gate, launched) : false;
  const facts = { foreign: null, zoneProblem, unread, paused, switchOn: false, readZone: null };
  const empty = {
    timeZone: opening.timeZone,
    launchAt: '',
    stopAt: '',
    repeat: 'none',
    repeatUntil: '',
  } as const;
  const { reading } = opening;
  if (reading.kind === 'foreign') return { ...empty, ...facts, foreign: reading.reason };
  if (reading.kind === 'none') return { ...empty, ...facts };
  const read = reading.schedule;
  // A repeat scheduled before the project's zone changed: shown (and edited) on the project's clock now.
  if (read.timeZone !== opening.timeZone && read.repeat !== 'none' && !zoneProblem) {
    try {
      return { ...onWallClockOf(read, opening.timeZone), ...facts, readZone: read.timeZone };
    } catch {
      return { ...read, ...facts, readZone: read.timeZone };
    }
  }
  return { ...read, ...facts };
}

/**
 * The schedule of a survey (null: a new one). `now` (ms) decides whether a start date has passed;
 * `opening`: the survey's gate read back, when it has one.
 */
export function scheduleToValues(
  survey: Survey | null,
  now: number,
  opening: ScheduleOpening = NO_OPENING,
): ScheduleValues {
  const timed = timedValues(opening, survey);
  if (!survey)
    return {
      start: 'draft',
      startAt: '',
      launchedAt: null,
      end: 'manual',
      endAt: '',
      timed,
      repeat: 'once',
      iterationCount: DEFAULT_ITERATIONS.count,
      iterationFrequencyDays: DEFAULT_ITERATIONS.frequencyDays,
      responsesLimit: null,
      partialResponses: NEW_SURVEY_PARTIAL_RESPONSES,
    };
  const startDate = survey.start_date ?? null;
  // Only a hosted survey's page waits for a future start; anything else with a start date is live.
  const opensLater = startDate !== null && survey.type === 'external_survey' && Date.parse(startDate) > now;
  const launched = startDate !== null && !opensLater;
  const count = survey.iteration_count ?? 0;
  const every = survey.iteration_frequency_days ?? 0;
  const repeat =
    survey.schedule === 'always'
      ? 'always'
      : survey.schedule === 'recurring' || (!survey.schedule && count > 0 && every > 0)
        ? 'recurring'
        : 'once';
  // A gate whose launch is still to come reads as "at a date and time"; once run, the survey is launched.
  const gatedLaunch =
    timed.launchAt !== '' && zonedLater(timed.launchAt, timed.timeZone, now) && !survey.end_date;
  const gatedStop =
    timed.stopAt !== '' && (timed.repeat !== 'none' || zonedLater(timed.stopAt, timed.timeZone, now));
  return {
    start:
      gatedLaunch || (timed.repeat !== 'none' && timed.launchAt)
        ? 'timed'
        : startDate === null
          ? 'draft'
          : launched
            ? 'launched'
            : 'at',
    startAt: startDate ?? '',
    launchedAt: launched ? startDate : null,
    end: gatedStop && !survey.end_date ? 'timed' : survey.end_date ? 'stopped' : 'manual',
    endAt: survey.end_date ?? '',
    timed,
    repeat,
    iterationCount: count > 0 ? count : DEFAULT_ITERATIONS.count,
    iterationFrequencyDays: every > 0 ? every : DEFAULT_ITERATIONS.frequencyDays,
    responsesLimit: survey.responses_limit ?? null,
    partialResponses: survey.enable_partial_responses ?? false,
  };
}

/** What the schedule asks of the gate: the part a save writes as scheduled changes, not as survey fields. */
export function scheduleIntent(schedule: ScheduleValues) {
  return {
    start: schedule.start,
    end: schedule.end,
    timed: timedSchedule(schedule),
    switchOn: schedule.timed.switchOn === true,
  };
}

/** Whether the user changed what the schedule asks of the gate (`before`: what the server has). */
export const scheduleTouched = (before: ScheduleValues, after: ScheduleValues): boolean =>
  !sameJson(scheduleIntent(before), scheduleIntent(after));

const zonedLater = (local: string, timeZone: string, now: number) => {
  try {
    return zonedToUtc(local, timeZone).getTime() > now;
  } catch {
    return false;
  }
};

const numberOrNull = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);

function startDate(schedule: ScheduleValues, now: Date): string | null {
  switch (schedule.start) {
    case 'draft':
      return null;
    case 'now':
      return now.toISOString();
    case 'at':
      return schedule.startAt || null;
    case 'launched':
      return schedule.launchedAt;
    case 'timed':
      // The gate launches it: the schedule's writes set the start date once the gate is linked.
      return schedule.launchedAt;
  }
}

/** The API fields the schedule owns, in full. `now` is the moment "launch now" and "stop now" stand for. */
export function scheduleToBody(
  schedule: ScheduleValues,
  now: Date,
): Pick<
  SurveyWriteBody,
  | 'start_date'
  | 'end_date'
  | 'schedule'
  | 'iteration_count'
  | 'iteration_frequency_days'
  | 'responses_limit'
  | 'enable_partial_responses'
> {
  const recurring = schedule.repeat === 'recurring';
  return {
    start_date: startDate(schedule, now),
    end_date:
      schedule.end === 'now'
        ? now.toISOString()
        : schedule.end === 'stopped' || schedule.end === 'timed'
          ? schedule.endAt || null
          : null,
    schedule: schedule.repeat,
    iteration_count: recurring ? numberOrNull(schedule.iterationCount) : null,
    iteration_frequency_days: recurring ? numberOrNull(schedule.iterationFrequencyDays) : null,
    responses_limit: numberOrNull(schedule.responsesLimit),
    enable_partial_responses: schedule.partialResponses,
  };
}

/** A server 400's `attr` → the field that shows it. */
export const SCHEDULE_ATTR_TO_FIELD: Record<string, string> = {
  // The radio groups are always on screen; the date inputs only for "at a date and time".
  start_date: 'schedule.start',
  end_date: 'schedule.end',
  schedule: 'schedule.repeat',
  iteration_count: 'schedule.iterationCount',
  iteration_frequency_days: 'schedule.iterationFrequencyDays',
  responses_limit: 'schedule.responsesLimit',
  enable_partial_responses: 'schedule.partialResponses',
};

/** Schedule errors the server reports without an `attr`, recognised by their message. */
export const SCHEDULE_MESSAGE_TO_FIELD: [RegExp, string][] = [
  [/^Cannot change survey recurrence/, 'schedule.iterationCount'],
];

/** The fields as a list of problems names them. */
export const SCHEDULE_FIELD_LABELS: Record<string, string> = {
  'schedule.start': 'Launch',
  'schedule.startAt': 'Open on',
  'schedule.end': 'Stop',
  'schedule.repeat': 'Repeat',
  'schedule.timed.launchAt': 'Launch at',
  'schedule.timed.stopAt': 'Stop at',
  'schedule.timed.repeat': 'Repeat the window',
  'schedule.timed.repeatUntil': 'Repeat until',
  'schedule.iterationCount': 'Number of times',
  'schedule.iterationFrequencyDays': 'Once every … days',
  'schedule.responsesLimit': 'Stop after … responses',
};
