// The Timeline page's model: the days on its axis (in the project's time zone) and, for every scheduled
// survey (one whose linked flag is its own gate with scheduled changes), its windows in view and the
// overlaps with others shown to possibly the same people.
import type { ScheduledChange } from '../../../contracts/scheduled-change';
import type { Survey } from '../../../contracts/survey';
import { gateOf } from '../../../entities/survey/api/survey-gate';
import { audienceKey, overlappingWindows, type Overlap } from '../../../entities/survey/schedule/overlap';
import { windowsOf, type Window } from '../../../entities/survey/schedule/windows';
import { addLocalDays, localPartsAt, zonedToUtc } from '../../../entities/survey/schedule/zoned-time';

/** Four weeks in view; the page moves a week at a time. */
export const TIMELINE_DAYS = 28;

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
  /** Its windows that meet the range (clipped by the page, not here). */
  windows: Window[];
  /** Ids of the surveys it overlaps with for possibly the same people, in view. */
  overlapsWith: string[];
  /** A recurring survey (PostHog's iterations): they count from its start date, set when it was armed. */
  iterations: { every: number; from: string | null } | null;
}

export interface Timeline {
  rows: TimelineRow[];
  overlaps: Overlap[];
}

export function buildTimeline(
  surveys: readonly Survey[],
  changes: readonly ScheduledChange[],
  range: Pick<TimelineRange, 'from' | 'to'>,
): Timeline {
  const scheduled = surveys.flatMap((survey) => {
    const gate = gateOf(survey);
    const own = gate ? changes.filter((change) => change.record_id === String(gate.id)) : [];
    return own.length > 0 ? [{ survey, windows: windowsOf(own, range.from, range.to) }] : [];
  });
  const overlaps = overlappingWindows(
    scheduled.map(({ survey, windows }) => ({ surveyId: survey.id, windows, audience: audienceKey(survey) })),
  );
  const rows = scheduled.map(({ survey, windows }) => ({
    survey,
    windows,
    overlapsWith: overlaps.flatMap(({ surveyIds: [a, b] }) =>
      a === survey.id ? [b] : b === survey.id ? [a] : [],
    ),
    iterations:
      survey.iteration_count && survey.iteration_frequency_days
        ? { every: survey.iteration_frequency_days, from: survey.start_date ?? null }
        : null,
  }));
  // The next to be shown first; a survey with nothing in view last, by name.
  const firstStart = (row: TimelineRow) =>
    row.windows[0]?.start?.getTime() ?? (row.windows[0] ? -Infinity : Infinity);
  rows.sort((a, b) => firstStart(a) - firstStart(b) || a.survey.name.localeCompare(b.survey.name));
  return { rows, overlaps };
}
