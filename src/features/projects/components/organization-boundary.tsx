// The organization a projects page works in. A key limited to projects has none it may ask about (it
// reaches its projects by /api/projects/:id/), so the page gets null and nothing is requested.
import type { ReactNode } from 'react';
import type { Organization } from '../../../contracts/organization';
import { QueryBoundary } from '../../../components/query-boundary';
import { useAccess } from '../../../lib/api/access';
import { useWorkingOrganization } from '../../../entities/organization/organization-query';

export function OrganizationBoundary({ children }: { children: (org: Organization | null) => ReactNode }) {
  const access = useAccess();
  const org = useWorkingOrganization();
  if (access.mode === 'projects') return children(null);
  return (
    <QueryBoundary
      query={org}
      errorTitle="Could not load the organization"
      loadingLabel="Loading organization"
    >
      {children}
    </QueryBoundary>
  );
}
