// Fetchers for /api/projects/:project_id/scheduled_changes/: the changes PostHog's servers apply to a flag on
// time (a scheduled survey's gate switched on and off), and the probe that tells whether this server lets a
// personal API key use them at all.
import {
  scheduledChange,
  scheduledChangeList,
  type ScheduledChange,
  type ScheduledChangeCreate,
  type ScheduledChangePatch,
} from '@/contracts/scheduled-change';
import type { UnreadableRecord } from '@/contracts/readable';
import { isApiError } from '@/lib/api/api-error';
import { api, pathSegment, type WriteOptions } from '@/lib/api/client';

/** Whether this PostHog lets a personal API key schedule changes. */
export type SchedulingSupport = 'supported' | 'refused';

const base = (projectId: number | string) => `/api/projects/${pathSegment(projectId)}/scheduled_changes/`;
const one = (projectId: number | string, changeId: number) => `${base(projectId)}${pathSegment(changeId)}/`;

/**
 * One flag has a handful of changes; a gate rescheduled often keeps every one-time change that ran (the
 * server never deletes them). At most this many pages of 100 are read of one flag: past that, the newest
 * are read and the reader says the rest were left out.
 */
const PAGE_SIZE = 100;
const MAX_RECORD_PAGES = 20;
export const MAX_RECORD_CHANGES = MAX_RECORD_PAGES * PAGE_SIZE;

/**
 * Older servers declared scheduled changes INTERNAL, and APIScopePermission answers such a view 403 with
 * this message (capitalised differently across versions) whatever the key's scopes.
 */
const REFUSED_TO_PERSONAL_KEYS = /does not support personal api key access/i;

type Listed = ScheduledChange | UnreadableRecord;

/** The scheduled changes of one flag, as read. */
export interface RecordChanges {
  changes: Listed[];
  /** False when the flag has more than MAX_RECORD_PAGES pages: only the newest were read. */
  complete: boolean;
  /** How many the server holds (null when it did not say). */
  count: number | null;
}

const page = (projectId: number | string, recordId: string, offset: number, signal?: AbortSignal) =>
  api.get(base(projectId), scheduledChangeList, {
    params: { model_name: 'FeatureFlag', record_id: recordId, limit: PAGE_SIZE, offset },
    signal,
  });

/**
 * Every scheduled change of one flag, page after page. The list is filtered by `model_name` and exact
 * `record_id` and declares no ordering (ScheduledChangeViewSet.safely_get_queryset,
 * products/feature_flags/backend/api/scheduled_change.py @ 0ed6bd8d), so rows come in creation order in
 * practice: when there are more than the cap, the last pages (the newest changes) are the ones read.
 */
async function readRecord(
  projectId: number | string,
  recordId: number | string,
  signal?: AbortSignal,
): Promise<RecordChanges> {
  const id = String(recordId);
  const cap = MAX_RECORD_CHANGES;
  const first = await page(projectId, id, 0, signal);
  const count = first.count;
  if (count !== null && count > cap) {
    const changes: Listed[] = [];
    for (let offset = count - cap; offset < count; offset += PAGE_SIZE)
      changes.push(...(await page(projectId, id, offset, signal)).results);
    return { changes, complete: false, count };
  }
  const changes: Listed[] = [...first.results];
  let next = first.next;
  for (let pages = 1; next && pages < MAX_RECORD_PAGES; pages += 1) {
    const data = await page(projectId, id, pages * PAGE_SIZE, signal);
    changes.push(...data.results);
    next = data.next;
  }
  return { changes, complete: !next, count };
}

export const scheduledChangesApi = {
  /** Every scheduled change of one flag (record), in the server's order, and whether all were read. */
  readByRecord: readRecord,
  /** Every scheduled change of one flag (record), in the server's order (the newest, past the cap). */
  listByRecord: async (projectId: number | string, recordId: number | string, signal?: AbortSignal) =>
    (await readRecord(projectId, recordId, signal)).changes,
  get: (projectId: number | string, changeId: number, signal?: AbortSignal) =>
    api.get(one(projectId, changeId), scheduledChange, { signal }),
  create: (projectId: number | string, body: ScheduledChangeCreate, options?: WriteOptions) =>
    api.post(base(projectId), body, scheduledChange, options),
  patch: (projectId: number | string, changeId: number, body: ScheduledChangePatch, options?: WriteOptions) =>
    api.patch(one(projectId, changeId), body, scheduledChange, options),
  remove: (projectId: number | string, changeId: number, options?: WriteOptions) =>
    api.delete(one(projectId, changeId), options),
};

/**
 * Asks once, harmlessly (a read of one flag's changes), whether this server lets the key schedule changes:
 * 'refused' is the older servers' 403 to every personal API key; any other failure (a missing
 * feature_flag:read scope, a network error) is thrown for the caller to explain.
 */
export async function probeScheduling(
  projectId: number | string,
  recordId: number | string = 0,
  signal?: AbortSignal,
): Promise<SchedulingSupport> {
  try {
    await api.get(base(projectId), scheduledChangeList, {
      params: { record_id: String(recordId), limit: 1 },
      signal,
    });
    return 'supported';
  } catch (error) {
    if (isApiError(error) && error.status === 403 && REFUSED_TO_PERSONAL_KEYS.test(error.detail))
      return 'refused';
    throw error;
  }
}
