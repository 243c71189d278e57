// A scheduled survey's gate, as the server holds it: the survey's linked flag when that flag is the survey's
// own gate (schedule/gate-flag.ts), and the gate's scheduled changes. The editor opens on them, and the
// status, the timeline and cleanup read them, so every browser shows the same schedule. Each gate's
// changes are read on their own (record_id), never as a slice of the whole project's.
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ScheduledChange } from '@/contracts/scheduled-change';
import type { MinimalFeatureFlag, Survey } from '@/contracts/survey';
import { formatProblem, isUnreadable } from '@/contracts/readable';
import { backendNow } from '@/lib/backend-now';
import { featureFlagsApi } from '@/entities/feature-flag/feature-flags.api';
import { scheduledChangesApi, type RecordChanges } from '@/entities/feature-flag/scheduled-changes.api';
import { scheduledChangeQueries } from '@/entities/feature-flag/scheduled-changes.queries';
import { isGateFlag } from '../schedule/gate-flag';
import { scheduleStatus, type ScheduleStatus } from '../schedule/read-back';
import { isTimeZone } from '../schedule/zoned-time';

/**
 * When a query's data was read (its dataUpdatedAt, on the browser's clock), on the backend's clock, to
 * compare with the times the server records: the same for a real server, moved with the demo's clock.
 */
export function readOnBackendClock(dataUpdatedAt: number | undefined): Date | undefined {
  return dataUpdatedAt ? new Date(dataUpdatedAt + backendNow().getTime() - Date.now()) : undefined;
}

/** The survey's gate flag (its linked flag, when that is the survey's own gate), or null. */
export function gateOf(survey: Pick<Survey, 'id' | 'linked_flag'>): MinimalFeatureFlag | null {
  const flag = survey.linked_flag ?? null;
  return flag && !flag.deleted && isGateFlag(flag, survey.id) ? flag : null;
}

const isInstant = (text: string) => !Number.isNaN(new Date(text).getTime());

/**
 * Why a change that fits the contract still cannot be used here, or null: its times go to `Date` and its
 * zone to `Intl`, and a time that is not a date or a zone this browser does not know would throw there.
 * The server reads an unknown zone as UTC (resolve_schedule_timezone, posthog/tasks/
 * process_scheduled_changes.py @ 018ccd55), but the browser cannot tell an unknown name from a zone newer
 * than its own list, so such a change is left out and named rather than drawn on a guessed clock.
 */
export function changeProblem(change: ScheduledChange): string | null {
  if (!isInstant(change.scheduled_at)) return `its time “${change.scheduled_at}” is not a date`;
  for (const field of ['executed_at', 'last_executed_at', 'end_date'] as const) {
    const value = change[field];
    if (value && !isInstant(value)) return `its ${field} “${value}” is not a date`;
  }
  if (change.timezone && !isTimeZone(change.timezone))
    return `its time zone “${change.timezone}” is not one this browser knows`;
  return null;
}

/**
 * The changes Surveyor can read (an unreadable one, or one whose times or zone this browser cannot use,
 * is left out: it is not Surveyor's to interpret).
 */
export const readableChanges = (changes: readonly unknown[]): ScheduledChange[] =>
  changes.filter(
    (change): change is ScheduledChange =>
      !isUnreadable(change) && changeProblem(change as ScheduledChange) === null,
  );

/** Why each change that readableChanges leaves out was left out, in words. */
export function unreadableChangeWords(changes: readonly unknown[]): string[] {
  return changes.flatMap((change) => {
    if (isUnreadable(change)) {
      const [first] = change.problems;
      return [first ? formatProblem(first) : 'it is not a scheduled change Surveyor can read'];
    }
    const problem = changeProblem(change as ScheduledChange);
    return problem ? [problem] : [];
  });
}

/** One gate's changes as its readers use them. */
export interface GateChanges {
  changes: ScheduledChange[];
  /** Why each change left out was left out (empty when every change was read). */
  leftOut: string[];
  /** False when the gate has more changes than are read at once: only the newest were. */
  complete: boolean;
  /** How many the server holds, when it said. */
  count: number | null;
}

export const gateChanges = (read: RecordChanges): GateChanges => ({
  changes: readableChanges(read.changes),
  leftOut: unreadableChangeWords(read.changes),
  complete: read.complete,
  count: read.count,
});

export interface SurveyGate {
  gate: MinimalFeatureFlag | null;
  /** The gate's scheduled changes (empty while loading or without a gate). */
  changes: ScheduledChange[];
  /** Why each of the gate's changes that cannot be used here was left out of `changes`. */
  leftOut: string[];
  /** Where the schedule is now; null without a gate or before its changes are read. */
  status: ScheduleStatus | null;
  isLoading: boolean;
  error: unknown;
}

/** The gate of one survey and its changes (only when the survey has a gate; every page of them). */
export function useSurveyGate(
  projectId: number | string,
  survey: Pick<Survey, 'id' | 'linked_flag'> | null,
  now: Date = backendNow(),
  /** When the survey (its gate's on/off) was read, when known. */
  gateReadAt?: Date,
): SurveyGate {
  const gate = survey ? gateOf(survey) : null;
  const query = useQuery({
    ...scheduledChangeQueries.byRecord(projectId, gate?.id ?? 0),
    enabled: gate !== null,
    select: gateChanges,
  });
  const changes = query.data?.changes ?? [];
  return {
    gate,
    changes,
    leftOut: query.data?.leftOut ?? [],
    status: gate && query.data ? scheduleStatus(gate, changes, now, gateReadAt) : null,
    isLoading: gate !== null && query.isPending,
    error: query.error,
  };
}

/**
 * The survey's own gate when it has been deleted in PostHog (its flag page allows it; nothing checks the
 * survey): a deleted flag is not served to SDKs, so posthog-js hides the survey for good, and the server's
 * runner no longer finds it (FeatureFlag.objects excludes deleted flags,
 * products/feature_flags/backend/models/feature_flag.py @ 04945bc8).
 */
export function deletedGateOf(survey: Pick<Survey, 'id' | 'linked_flag'>): MinimalFeatureFlag | null {
  const flag = survey.linked_flag ?? null;
  return flag?.deleted && isGateFlag(flag, survey.id) ? flag : null;
}

/** What the status of a gated survey reads: its gate and where its schedule is (null until read). */
export interface GateReading {
  gate: MinimalFeatureFlag;
  status: ScheduleStatus | null;
  /** The changes could not be read: only the gate's on/off is known. */
  unread: boolean;
  /** The gate was deleted in PostHog: the survey is hidden whatever its changes say. */
  deleted?: boolean;
}

/**
 * The gate reading of one survey from its gate's changes (null for an ungated survey). `gateReadAt`: when
 * the survey (and so its gate's on/off) was read, when known.
 */
export function gateReading(
  survey: Pick<Survey, 'id' | 'linked_flag'>,
  changes: readonly ScheduledChange[] | undefined,
  now: Date,
  unread = false,
  gateReadAt?: Date,
): GateReading | null {
  const deleted = deletedGateOf(survey);
  if (deleted) return { gate: deleted, status: null, unread: false, deleted: true };
  const gate = gateOf(survey);
  if (!gate) return null;
  const own = changes?.filter((change) => change.record_id === String(gate.id));
  return { gate, status: own ? scheduleStatus(gate, own, now, gateReadAt) : null, unread };
}

/** The changes of several gates, each gate read on its own (by record_id), all in the same cache. */
export function useGatesChanges(projectId: number | string, gateIds: readonly number[]) {
  return useQueries({
    queries: [...new Set(gateIds)].map((id) => ({
      ...scheduledChangeQueries.byRecord(projectId, id),
      select: gateChanges,
    })),
    combine: (results) => {
      const ids = [...new Set(gateIds)];
      const byGate = new Map(ids.map((id, index) => [id, results[index]!]));
      return {
        /** A gate's changes once read; undefined while reading or when its read failed. */
        of: (gateId: number): GateChanges | undefined => byGate.get(gateId)?.data,
        failed: (gateId: number) => byGate.get(gateId)?.isError ?? false,
        error: results.find((result) => result.isError)?.error ?? null,
        isPending: results.some((result) => result.isPending),
        refetch: () => results.filter((result) => result.isError).forEach((result) => void result.refetch()),
      };
    },
  });
}

/**
 * The gate readings of a list of surveys: each gate's own changes, read only for the surveys shown.
 * `readAt`: when the surveys (their gates' on/off) were read (a query's dataUpdatedAt).
 */
export function useGateReadings(
  projectId: number | string,
  surveys: readonly Pick<Survey, 'id' | 'linked_flag'>[],
  readAt?: number,
) {
  const gateIds = surveys.flatMap((survey) => gateOf(survey)?.id ?? []);
  const reads = useGatesChanges(projectId, gateIds);
  const now = backendNow();
  const gateReadAt = readOnBackendClock(readAt);
  return (survey: Pick<Survey, 'id' | 'linked_flag'>) => {
    const gate = gateOf(survey);
    return gateReading(
      survey,
      gate ? reads.of(gate.id)?.changes : undefined,
      now,
      gate ? reads.failed(gate.id) : false,
      gateReadAt,
    );
  };
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
