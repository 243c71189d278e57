// The schedule's part of the checks before a save, as the survey's fields have theirs: the gate is read
// again just before writing and compared with what the editor read (did someone change it since?) and
// with what the user asks (did they change it?). What only they changed is kept; what only the user
// changed is written; what both changed differently is the user's choice in "Changed elsewhere".
import type { QueryClient } from '@tanstack/react-query';
import type { Survey } from '@/contracts/survey';
import type { SavedAlongside } from '@/entities/survey/api/checked-update';
import { scheduledChangeQueries } from '@/entities/feature-flag/scheduled-changes.queries';
import { gateOf, readableChanges } from '@/entities/survey/api/survey-gate';
import { scheduleFromChanges } from '@/entities/survey/schedule/read-back';
import { scheduleSchema as timedScheduleSchema } from '@/entities/survey/schedule/schedule';
import { describeSchedule } from '@/entities/survey/schedule/schedule-words';
import type { ExtraMergeRow, MergeSide } from '@/entities/survey/versions/survey-merge';
import { sameJson } from '@/lib/same-json';
import { gateChangedSince, NO_GATE, readPendingIds, type GateSnapshot } from '../settings/gate-snapshot';
import {
  isTimed,
  scheduleIntent,
  scheduleToValues,
  scheduleTouched,
  timedSchedule,
  type ScheduleOpening,
  type ScheduleValues,
} from '../settings/schedule';

/** The id of the schedule's row in "Changed elsewhere" (never a survey field's). */
export const SCHEDULE_UNIT = 'surveyor:schedule';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The survey's gate as the server holds it now (read past the cache), or why it could not be read. */
export async function readGateSnapshot(
  queryClient: QueryClient,
  projectId: number,
  survey: Pick<Survey, 'id' | 'linked_flag'>,
): Promise<GateSnapshot> {
  const gate = gateOf(survey);
  if (!gate) return NO_GATE;
  const known = { gateId: gate.id, active: gate.active ?? null };
  try {
    const read = await queryClient.fetchQuery({
      ...scheduledChangeQueries.byRecord(projectId, gate.id),
      staleTime: 0,
    });
    return { ...known, changes: readableChanges(read.changes), unread: null };
  } catch (error) {
    return { ...known, changes: [], unread: message(error) };
  }
}

/** The opening a snapshot gives: the gate's changes read back on the project's zone. */
export function openingOf(snapshot: GateSnapshot, like: ScheduleOpening | undefined): ScheduleOpening {
  const timeZone = like?.timeZone ?? 'UTC';
  return {
    timeZone,
    zoneProblem: like?.zoneProblem ?? null,
    reading:
      snapshot.gateId !== null && !snapshot.unread
        ? scheduleFromChanges(snapshot.changes, timeZone)
        : { kind: 'none' },
    gate: snapshot,
  };
}

/** What a schedule asks of the gate, in words ("Shown from … to …", "Nothing scheduled"). */
export function scheduleWords(schedule: ScheduleValues): string {
  const parts: string[] = [];
  if (schedule.timed.unread) return 'Not known: the gate’s scheduled changes could not be read';
  if (schedule.timed.foreign) parts.push(`Set outside Surveyor (${schedule.timed.foreign})`);
  if (schedule.start === 'now') parts.push('Launched when saved');
  const timed = isTimed(schedule) ? timedSchedule(schedule) : null;
  if (timed)
    parts.push(
      timedScheduleSchema.safeParse(timed).success ? describeSchedule(timed) : 'An unfinished schedule',
    );
  if (schedule.timed.switchOn) parts.push('its gate flag switched back on');
  else if (schedule.timed.paused) parts.push('paused in PostHog (its gate flag is off)');
  return parts.length > 0 ? parts.join('; ') : 'Nothing scheduled';
}

export interface ScheduleVerdict {
  /** The gate as read just now. */
  fresh: GateSnapshot;
  /** The server's schedule now, as the form holds a schedule. */
  theirs: ScheduleValues;
  /** Someone changed the gate since the editor read it. */
  theirsChanged: boolean;
  /** The user changed the schedule. */
  mineChanged: boolean;
  /** Both changed it, to different schedules. */
  conflict: boolean;
  /** The row "Changed elsewhere" shows (null: neither changed it). */
  row: ScheduleRow | null;
}

/** The schedule as one more row of "Changed elsewhere", with its words made here. */
export type ScheduleRow = ExtraMergeRow;

export interface ScheduleSide {
  /** What the editor read of the gate (undefined: not known). */
  base: GateSnapshot | undefined;
  /** The schedule as the editor read it (the baseline's) and as the user wants it (the form's). */
  before: ScheduleValues;
  wanted: ScheduleValues;
  /** Where the schedule was read from (the project's zone). */
  opening: ScheduleOpening | undefined;
}

/** How the gate now compares with what the editor read and with what the user wants. */
export function scheduleVerdict(
  side: ScheduleSide,
  fresh: GateSnapshot,
  survey: Survey,
  now: number,
): ScheduleVerdict {
  const base = side.base ?? { ...NO_GATE, unread: 'not known' };
  const theirs = scheduleToValues(survey, now, openingOf(fresh, side.opening));
  const theirsChanged = gateChangedSince(base, fresh);
  const mineChanged = scheduleTouched(side.before, side.wanted);
  const conflict =
    theirsChanged && mineChanged && !sameJson(scheduleIntent(side.wanted), scheduleIntent(theirs));
  const was = scheduleWords(side.before);
  const row: ScheduleRow | null =
    theirsChanged || mineChanged
      ? {
          id: SCHEDULE_UNIT,
          label: 'Schedule (launch and stop at a time)',
          theirs: theirsChanged ? `${was} → ${scheduleWords(theirs)}` : null,
          mine: mineChanged ? `${was} → ${scheduleWords(side.wanted)}` : null,
          changedBy: theirsChanged && mineChanged ? 'both' : theirsChanged ? 'theirs' : 'mine',
          conflict,
        }
      : null;
  return { fresh, theirs, theirsChanged, mineChanged, conflict, row };
}

/** What the save does with the schedule once the user has answered. */
export interface ScheduleResolution {
  /** The save writes the user's schedule. */
  write: boolean;
  /** The form takes the server's schedule (only they changed it, or the user kept theirs). */
  takeTheirs: boolean;
  /** The pending changes the save may delete: those the user was shown. */
  removable: ReadonlySet<number>;
  fresh: GateSnapshot;
  theirs: ScheduleValues;
}

/** The verdict settled: `pick` is the user's choice when both changed the schedule differently. */
export function resolveSchedule(
  verdict: ScheduleVerdict,
  base: GateSnapshot | undefined,
  pick: MergeSide | null,
): ScheduleResolution {
  const { fresh, theirs } = verdict;
  if (!verdict.theirsChanged)
    return {
      write: verdict.mineChanged,
      takeTheirs: false,
      removable: readPendingIds(base ?? fresh),
      fresh,
      theirs,
    };
  if (verdict.conflict && pick === 'mine')
    return { write: true, takeTheirs: false, removable: readPendingIds(fresh), fresh, theirs };
  return { write: false, takeTheirs: true, removable: new Set(), fresh, theirs };
}

/**
 * The schedule as the part saved with the survey in the entity's checked update: its gate read again with
 * each read of the survey (a gate that cannot be read stops the save only when the user changed the
 * schedule), its verdict shown in "Changed elsewhere" and what the save writes of it in "Review changes".
 * Once someone changed the gate while the user read the dialogs, what the user was shown is the new base.
 */
export function scheduleAlongside(
  queryClient: QueryClient,
  projectId: number,
  side: ScheduleSide,
): SavedAlongside<GateSnapshot, ScheduleResolution> {
  let current = side;
  return {
    read: async (record) => {
      const gate = await readGateSnapshot(queryClient, projectId, record.survey);
      if (gate.unread && scheduleTouched(current.before, current.wanted))
        throw new Error(
          `The survey's gate flag could not be read just before saving, so nothing was saved: ${gate.unread}`,
        );
      return gate;
    },
    check: (gate, record) => {
      if (gate.unread) return null;
      const verdict = scheduleVerdict(current, gate, record.survey, Date.now());
      const base = current.base;
      const wanted = current.wanted;
      return {
        row: verdict.row,
        theirsChanged: verdict.theirsChanged,
        settle: (pick) => resolveSchedule(verdict, base, pick),
        writes: (resolution) =>
          resolution.write
            ? { label: 'Schedule', before: scheduleWords(resolution.theirs), after: scheduleWords(wanted) }
            : null,
      };
    },
    changed: gateChangedSince,
    rebase: (gate, resolution) => {
      current = {
        ...current,
        base: gate,
        before: resolution.theirs,
        wanted: resolution.takeTheirs ? resolution.theirs : current.wanted,
      };
    },
  };
}
