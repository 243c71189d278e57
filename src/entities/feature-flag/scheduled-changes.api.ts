// Fetchers for /api/projects/:project_id/scheduled_changes/: the changes PostHog's servers apply to a flag on
// time (a scheduled survey's gate switched on and off), and the probe that tells whether this server lets a
// personal API key use them at all.
import {
  scheduledChange,
  scheduledChangeList,
  type ScheduledChange,
  type ScheduledChangeCreate,
  type ScheduledChangePatch,
} from '../../contracts/scheduled-change';
import type { UnreadableRecord } from '../../contracts/readable';
import { isApiError } from '../../lib/api/api-error';
import { api, pathSegment, type WriteOptions } from '../../lib/api/client';

/** Whether this PostHog lets a personal API key schedule changes. */
export type SchedulingSupport = 'supported' | 'refused';

const base = (projectId: number | string) => `/api/projects/${pathSegment(projectId)}/scheduled_changes/`;
const one = (projectId: number | string, changeId: number) => `${base(projectId)}${pathSegment(changeId)}/`;

/** A gate has a handful of changes, a project a few per gate: a few pages of 100 are all of them. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;

/**
 * Older servers declared scheduled changes INTERNAL, and APIScopePermission answers such a view 403 with
 * this message (capitalised differently across versions) whatever the key's scopes.
 */
const REFUSED_TO_PERSONAL_KEYS = /does not support personal api key access/i;

async function listChanges(
  projectId: number | string,
  filter: { record_id?: string },
  signal?: AbortSignal,
): Promise<(ScheduledChange | UnreadableRecord)[]> {
  const changes: (ScheduledChange | UnreadableRecord)[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const data = await api.get(base(projectId), scheduledChangeList, {
      params: { model_name: 'FeatureFlag', ...filter, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
      signal,
    });
    changes.push(...data.results);
    if (!data.next) break;
  }
  return changes;
}

export const scheduledChangesApi = {
  /** Every scheduled change of one flag (record), in the server's order. */
  listByRecord: (projectId: number | string, recordId: number | string, signal?: AbortSignal) =>
    listChanges(projectId, { record_id: String(recordId) }, signal),
  /** Every scheduled change of the project's flags: the gates of a whole list in one read. */
  listOfFlags: (projectId: number | string, signal?: AbortSignal) => listChanges(projectId, {}, signal),
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
