// A scheduled survey's gate, as the server holds it: the survey's linked flag when that flag is the survey's
// own gate (schedule/gate-flag.ts), and the gate's scheduled changes. The editor opens on them, and the
// status, the timeline and cleanup read them, so every browser shows the same schedule.
import { useQuery } from '@tanstack/react-query';
import type { ScheduledChange } from '../../../contracts/scheduled-change';
import type { MinimalFeatureFlag, Survey } from '../../../contracts/survey';
import { isUnreadable } from '../../../contracts/readable';
import { scheduledChangeQueries } from '../../feature-flag/scheduled-changes.queries';
import { isGateFlag } from '../schedule/gate-flag';
import { scheduleStatus, type ScheduleStatus } from '../schedule/read-back';

/** The survey's gate flag (its linked flag, when that is the survey's own gate), or null. */
export function gateOf(survey: Pick<Survey, 'id' | 'linked_flag'>): MinimalFeatureFlag | null {
  const flag = survey.linked_flag ?? null;
  return flag && !flag.deleted && isGateFlag(flag, survey.id) ? flag : null;
}

/** The changes Surveyor can read (an unreadable one is left out: it is not Surveyor's to interpret). */
export const readableChanges = (changes: readonly unknown[]): ScheduledChange[] =>
  changes.filter((change): change is ScheduledChange => !isUnreadable(change));

export interface SurveyGate {
  gate: MinimalFeatureFlag | null;
  /** The gate's scheduled changes (empty while loading or without a gate). */
  changes: ScheduledChange[];
  /** Where the schedule is now; null without a gate or before its changes are read. */
  status: ScheduleStatus | null;
  isLoading: boolean;
  error: unknown;
}

/** The gate of one survey and its changes (one request, only when the survey has a gate). */
export function useSurveyGate(
  projectId: number | string,
  survey: Pick<Survey, 'id' | 'linked_flag'> | null,
  now: Date = new Date(),
): SurveyGate {
  const gate = survey ? gateOf(survey) : null;
  const query = useQuery({
    ...scheduledChangeQueries.byRecord(projectId, gate?.id ?? 0),
    enabled: gate !== null,
    select: readableChanges,
  });
  const changes = query.data ?? [];
  return {
    gate,
    changes,
    status: gate && query.data ? scheduleStatus(gate, changes, now) : null,
    isLoading: gate !== null && query.isPending,
    error: query.error,
  };
}
