// Fetchers for /api/projects/:project_id/cohorts/ (scope cohort:read): a project's cohorts, which a copied
// survey's targeting is re-pointed to by name.
import { cohortList, type Cohort } from '@/contracts/cohort';
import { isUnreadable } from '@/contracts/readable';
import { api, pathSegment } from '@/lib/api/client';

/** PostHog's page size; a project with more than COHORT_PAGES pages of cohorts is read only that far. */
const COHORT_PAGE_SIZE = 100;
export const COHORT_PAGES = 20;

export const cohortsApi = {
  /**
   * Every live cohort of the project, page after page (LimitOffsetPagination, newest first), at most
   * COHORT_PAGES × 100. A row Surveyor cannot read (no numeric id) is left out: nothing can point at it.
   */
  async all(projectId: number | string, signal?: AbortSignal): Promise<Cohort[]> {
    const cohorts: Cohort[] = [];
    for (let page = 0; page < COHORT_PAGES; page += 1) {
      const data = await api.get(`/api/projects/${pathSegment(projectId)}/cohorts/`, cohortList, {
        params: { limit: COHORT_PAGE_SIZE, offset: page * COHORT_PAGE_SIZE },
        signal,
      });
      for (const row of data.results) if (!isUnreadable(row)) cohorts.push(row);
      if (!data.next) break;
    }
    return cohorts;
  },
};
