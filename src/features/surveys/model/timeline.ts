// The Timeline page's model: the days on its axis (in the project's time zone) and, for every scheduled
// survey (one whose linked flag is its own gate with scheduled changes), its windows in view and the
// overlaps with others shown to possibly the same people.
import type { Survey } from '@/contracts/survey';
import {
  deletedGateOf,
  gateOf,
  gateReading,
  type GateChanges,
  type GateReading,
} from '@/entities/survey/api/survey-gate';
import { deriveSurveyStatus } from '@/entities/survey/model/survey-status';
import { audienceKey, overlappingWindows, type Overlap } from '@/entities/survey/schedule/overlap';
import { gateWindows, type Window } from '@/entities/survey/schedule/windows';
import { addLocalDays, isTimeZone, localPartsAt, zonedToUtc } from '@/entities/survey/schedule/zoned-time';

/** Four weeks in view; the page moves a week at a time. */
export const TIMELINE_DAYS = 28;

/**
 * The zone the Timeline is drawn in: the project's, or UTC when the project has none, could not be read, or
 * names a zone this browser does not know (one newer than its list, say), with a note saying so.
 */
export function timelineZone(
  zone: string | null | undefined,
  projectFailed: boolean,
): { timeZone: string; note: string | null } {
  if (projectFailed)
    return { timeZone: 'UTC', note: 'The project could not be read: times are shown in UTC.' };
  if (zone === undefined) return { timeZone: 'UTC', note: null };
  if (!zone) return { timeZone: 'UTC', note: 'The project has no time zone: times are shown in UTC.' };
  if (!isTimeZone(zone))
    return {
      timeZone: 'UTC',
      note: `The project’s time zone “${zone}” is not one this browser knows: times are shown in UTC.`,
    };
  return { timeZone: zone, note: null };
}

export interface TimelineRange {
  from: Date;
  to: Date;
  /** The start of each day in view (midnight in the zone; a day of a clock change is 23 or 25 hours). */
  days: Date[];
}

/**
 * The days from yesterday's midnight in `timeZone` (a window that has just ended is still in view), moved
 * by whole weeks.
 */
export function timelineRange(now: Date, timeZone: string, weekOffset: number): TimelineRange {
  const today = { ...localPartsAt(now, timeZone), hour: 0, minute: 0 };
  const first = addLocalDays(today, weekOffset * 7 - 1);
  const days = Array.from({ length: TIMELINE_DAYS + 1 }, (_, index) =>
    zonedToUtc(addLocalDays(first, index), timeZone),
  );
  return { from: days[0]!, to: days[TIMELINE_DAYS]!, days: days.slice(0, TIMELINE_DAYS) };
}

export interface TimelineRow {
  survey: Survey;
  /** Its gate and where its schedule is, for its status. */
  reading: GateReading;
  /** Its windows that meet the range (clipped by the page, not here). */
  windows: Window[];
  /** Ids of the surveys it overlaps with for possibly the same people, in view. */
  overlapsWith: string[];
  /** A recurring survey (PostHog's iterations): they count from its start date, set when it was armed. */
  iterations: { every: number; from: string | null } | null;
  /** Its gate switches more often than the Timeline enumerates: only the earliest runs are drawn. */
  capped: boolean;
  /** Why each of its gate's changes that cannot be read here is not drawn. */
  leftOut: string[];
  /** Its gate has more changes than are read at once: how many the server holds (only the newest drawn). */
  partial: { count: number | null } | null;
}

export interface Timeline {
  rows: TimelineRow[];
  overlaps: Overlap[];
}

const NOTHING_READ: GateChanges = { changes: [], leftOut: [], complete: true, count: 0 };

/**
 * `changesOf`: a gate's changes, as read (each gate on its own); `gateReadAt`: when the surveys (their
 * gates' on/off) were read. A launched survey whose gate was deleted in PostHog has a row with no
 * windows: it is hidden for good, whatever its changes say.
 */
export function buildTimeline(
  surveys: readonly Survey[],
  changesOf: (gateId: number) => GateChanges | undefined,
  range: Pick<TimelineRange, 'from' | 'to'>,
  now: Date,
  gateReadAt?: Date,
): Timeline {
  const scheduled = surveys.flatMap((survey) => {
    if (deletedGateOf(survey) && deriveSurveyStatus(survey, now).status === 'running')
      return [
        { survey, read: NOTHING_READ, windows: [], capped: false, reading: gateReading(survey, [], now)! },
      ];
    const gate = gateOf(survey);
    const read = gate ? changesOf(gate.id) : undefined;
    if (!read || (read.changes.length === 0 && read.leftOut.length === 0)) return [];
    const reading = gateReading(survey, read.changes, now, false, gateReadAt)!;
    return [{ survey, read, reading, ...gateWindows(read.changes, range.from, range.to) }];
  });
  const overlaps = overlappingWindows(
    scheduled.map(({ survey, windows }) => ({ surveyId: survey.id, windows, audience: audienceKey(survey) })),
  );
  const rows = scheduled.map(({ survey, read, reading, windows, capped }) => ({
    survey,
    reading,
    capped,
    windows,
    overlapsWith: overlaps.flatMap(({ surveyIds: [a, b] }) =>
      a === survey.id ? [b] : b === survey.id ? [a] : [],
    ),
    iterations:
      survey.iteration_count && survey.iteration_frequency_days
        ? { every: survey.iteration_frequency_days, from: survey.start_date ?? null }
        : null,
    leftOut: read.leftOut,
    partial: read.complete ? null : { count: read.count },
  }));
  // The next to be shown first; a survey with nothing in view last, by name.
  const firstStart = (row: TimelineRow) =>
    row.windows[0]?.start?.getTime() ?? (row.windows[0] ? -Infinity : Infinity);
  rows.sort((a, b) => firstStart(a) - firstStart(b) || a.survey.name.localeCompare(b.survey.name));
  return { rows, overlaps };
}
