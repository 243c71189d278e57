// Fetchers for /api/projects/:project_id/feature_flags/: the flags a survey can be linked to, and the gate
// flag a scheduled survey is switched on and off by (create, read, PATCH; PostHog deletes with PATCH); a
// flag found by its key in another project, and copy_flags, which copies one there.
import {
  featureFlag,
  featureFlagList,
  type FeatureFlag,
  type FeatureFlagCreate,
  type FeatureFlagPatch,
} from '@/contracts/feature-flag';
import { isUnreadable } from '@/contracts/readable';
import { copyFlagsResult, type CopyFlagsBody, type CopyFlagsResult } from '@/contracts/survey-fleet';
import { api, pathSegment, type WriteOptions } from '@/lib/api/client';

/** One page is enough for a picker: the search narrows it as the user types. */
export const FLAG_PICKER_PAGE_SIZE = 50;

const base = (projectId: number | string) => `/api/projects/${pathSegment(projectId)}/feature_flags/`;
const one = (projectId: number | string, flagId: number) => `${base(projectId)}${pathSegment(flagId)}/`;

/** `search` matches keys and names by substring: the exact key is looked for this many pages deep. */
const BY_KEY_PAGE_SIZE = 100;
export const BY_KEY_PAGES = 5;

export const featureFlagsApi = {
  list: (projectId: number | string, params: { search?: string; limit?: number }, signal?: AbortSignal) =>
    api.get(base(projectId), featureFlagList, {
      params: { limit: FLAG_PICKER_PAGE_SIZE, ...params },
      signal,
    }),
  /** One flag by id; a soft-deleted flag is still answered (with `deleted: true`). */
  get: (projectId: number | string, flagId: number, signal?: AbortSignal) =>
    api.get(one(projectId, flagId), featureFlag, { signal }),
  create: (projectId: number | string, body: FeatureFlagCreate, options?: WriteOptions) =>
    api.post(base(projectId), body, featureFlag, options),
  patch: (projectId: number | string, flagId: number, body: FeatureFlagPatch, options?: WriteOptions) =>
    api.patch(one(projectId, flagId), body, featureFlag, options),
  /**
   * The project's live flag with exactly this key (keys are unique among a project's live flags), or null.
   * Found through `search` (key or name contains it, deleted flags not listed), which every server has.
   */
  async byKey(projectId: number | string, key: string, signal?: AbortSignal): Promise<FeatureFlag | null> {
    for (let page = 0; page < BY_KEY_PAGES; page += 1) {
      const data = await api.get(base(projectId), featureFlagList, {
        params: { search: key, limit: BY_KEY_PAGE_SIZE, offset: page * BY_KEY_PAGE_SIZE },
        signal,
      });
      const found = data.results.find((row) => !isUnreadable(row) && row.key === key && !row.deleted);
      if (found && !isUnreadable(found)) return found;
      if (!data.next) break;
    }
    return null;
  },
  /**
   * POST /api/organizations/:org/feature_flags/copy_flags/ (feature_flag:write; refused to keys limited to
   * projects): copies a flag by key into other projects, cohorts re-pointed by name. It answers 200 with
   * per-project `success` and `failed`; a 400 `{error}` (unknown key, missing fields) is an ApiError.
   */
  async copyFlags(organizationId: string, body: CopyFlagsBody): Promise<CopyFlagsResult> {
    const path = `/api/organizations/${pathSegment(organizationId)}/feature_flags/copy_flags/`;
    const { data, unreadable } = await api.post(path, body, copyFlagsResult, { action: 'Copy the flag' });
    // The copies were made but the answer cannot be read: say so rather than report nothing.
    if (!data) throw unreadable!;
    return data;
  },
};
