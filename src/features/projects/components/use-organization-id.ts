import { useQuery } from '@tanstack/react-query';
import { organizationQueries } from '../../../lib/api/organization-query';

/** Projects live under the current organization; its id comes from /api/organizations/@current. */
export function useOrganization() {
  return useQuery(organizationQueries.current());
}
