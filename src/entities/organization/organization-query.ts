// The organization the app works in, shared by the shell, the connection screen and the projects pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organization } from '../../contracts/organization';
import { organizationSegment, useAccess } from '../../lib/api/access';
import { api, pathSegment } from '../../lib/api/client';

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
 * The organization of the active connection. A key limited to projects has none it may ask about, so
 * nothing is requested then (the query stays idle): callers look at `useAccess().mode` first.
 */
export function useWorkingOrganization() {
  const access = useAccess();
  return useQuery({
    ...organizationQueries.detail(access.mode === 'organization' ? access.organizationId : null),
    enabled: access.mode === 'organization',
  });
}
