// The organization the app works in, shared by the shell, the connection screen and the projects pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organization } from '@/contracts/organization';
import { organizationSegment } from '@/lib/api/access';
import { api, pathSegment } from '@/lib/api/client';
import { scopeOrganization, useProjectScope } from '@/entities/project/project-scope';

export const organizationQueries = {
  all: () => ['organization'] as const,
  /** An organization by id, or the user's current one (`@current`) for `null`. */
  detail: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...organizationQueries.all(), organizationSegment(organizationId)] as const,
      queryFn: ({ signal }) =>
        api.get(`/api/organizations/${pathSegment(organizationSegment(organizationId))}`, organization, {
          signal,
        }),
      staleTime: 5 * 60_000,
    }),
};

/**
 * The organization of the project scope: its name and plan. A key limited to projects has none it may
 * ask about, so nothing is requested then (the query stays idle).
 */
export function useWorkingOrganization() {
  const organizationId = scopeOrganization(useProjectScope());
  return useQuery({ ...organizationQueries.detail(organizationId), enabled: organizationId !== null });
}
