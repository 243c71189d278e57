// The organization a projects page works in. A key limited to projects has none it may ask about (it
// reaches its projects by /api/projects/:id/), so the page gets null and nothing is requested.
import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import type { Organization } from '../../../contracts/organization';
import { QueryBoundary } from '../../../components/query-boundary';
import { useAccess } from '../../../lib/api/access';
import { useWorkingOrganization } from '../../../entities/organization/organization-query';

interface Props {
  children: (org: Organization | null) => ReactNode;
  /** Shown while the organization loads (the page's title, so the screen says where one is at once). */
  pending?: ReactNode;
}

export function OrganizationBoundary({ children, pending }: Props) {
  const access = useAccess();
  const org = useWorkingOrganization();
  if (access.mode === 'projects') return children(null);
  return (
    <QueryBoundary
      query={org}
      errorTitle="Could not load the organization"
      loadingLabel="Loading organization"
      pending={
        pending ? (
          <>
            {pending}
            <LinearProgress aria-label="Loading organization" />
          </>
        ) : undefined
      }
    >
      {children}
    </QueryBoundary>
  );
}
