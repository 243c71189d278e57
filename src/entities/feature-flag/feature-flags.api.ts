// Fetchers for /api/projects/:project_id/feature_flags/: the flags a survey can be linked to, and the gate
// flag a scheduled survey is switched on and off by (create, read, PATCH; PostHog deletes with PATCH).
import {
  featureFlag,
  featureFlagList,
  type FeatureFlagCreate,
  type FeatureFlagPatch,
} from '../../contracts/feature-flag';
import { api, pathSegment, type WriteOptions } from '../../lib/api/client';

/** One page is enough for a picker: the search narrows it as the user types. */
export const FLAG_PICKER_PAGE_SIZE = 50;

const base = (projectId: number | string) => `/api/projects/${pathSegment(projectId)}/feature_flags/`;
const one = (projectId: number | string, flagId: number) => `${base(projectId)}${pathSegment(flagId)}/`;

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
};
