// A scheduled survey's gate, as the server holds it: the survey's linked flag when that flag is the survey's
// own gate (schedule/gate-flag.ts), and the gate's scheduled changes. The editor opens on them, and the
// status, the timeline and cleanup read them, so every browser shows the same schedule.
import { useQuery } from '@tanstack/react-query';
import type { ScheduledChange } from '../../../contracts/scheduled-change';
import type { MinimalFeatureFlag, Survey } from '../../../contracts/survey';
import { isUnreadable } from '../../../contracts/readable';
import { backendNow } from '../../../lib/backend-now';
import { featureFlagsApi } from '../../feature-flag/feature-flags.api';
import { scheduledChangesApi } from '../../feature-flag/scheduled-changes.api';
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
  now: Date = backendNow(),
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

/** What the status of a gated survey reads: its gate and where its schedule is (null until read). */
export interface GateReading {
  gate: MinimalFeatureFlag;
  status: ScheduleStatus | null;
  /** The changes could not be read: only the gate's on/off is known. */
  unread: boolean;
}

/** The gate reading of one survey from the project's flag changes (null for an ungated survey). */
export function gateReading(
  survey: Pick<Survey, 'id' | 'linked_flag'>,
  changes: readonly ScheduledChange[] | undefined,
  now: Date,
  unread = false,
): GateReading | null {
  const gate = gateOf(survey);
  if (!gate) return null;
  const own = changes?.filter((change) => change.record_id === String(gate.id));
  return { gate, status: own ? scheduleStatus(gate, own, now) : null, unread };
}

/**
 * The gate readings of a list of surveys, from one read of the project's flag changes (asked only when
 * one of them has a gate), never one request per row.
 */
export function useGateReadings(
  projectId: number | string,
  surveys: readonly Pick<Survey, 'id' | 'linked_flag'>[],
) {
  const anyGate = surveys.some((survey) => gateOf(survey) !== null);
  const query = useQuery({
    ...scheduledChangeQueries.ofFlags(projectId),
    enabled: anyGate,
    select: readableChanges,
  });
  const now = backendNow();
  return (survey: Pick<Survey, 'id' | 'linked_flag'>) => gateReading(survey, query.data, now, query.isError);
}

/**
 * Leaves nothing of a deleted survey's schedule behind: its gate's pending changes are deleted and the
 * gate soft-deleted (PostHog deletes a flag with PATCH deleted: true; DELETE answers 405).
 */
export async function removeGate(projectId: number | string, gate: Pick<MinimalFeatureFlag, 'id'>) {
  const changes = readableChanges(await scheduledChangesApi.listByRecord(projectId, gate.id));
  for (const change of changes.filter((item) => !item.executed_at))
    await scheduledChangesApi.remove(projectId, change.id);
  await featureFlagsApi.patch(projectId, gate.id, { deleted: true });
}
