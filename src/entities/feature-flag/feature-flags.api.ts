// Fetchers for /api/projects/:project_id/feature_flags/ (the flags a survey can be linked to).
import { featureFlagList } from '../../contracts/feature-flag';
import { api, pathSegment } from '../../lib/api/client';

/** One page is enough for a picker: the search narrows it as the user types. */
export const FLAG_PICKER_PAGE_SIZE = 50;

export const featureFlagsApi = {
  list: (projectId: number | string, params: { search?: string; limit?: number }, signal?: AbortSignal) =>
    api.get(`/api/projects/${pathSegment(projectId)}/feature_flags/`, featureFlagList, {
      params: { limit: FLAG_PICKER_PAGE_SIZE, ...params },
      signal,
    }),
};
