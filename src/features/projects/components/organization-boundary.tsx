// The organization a projects page is headed by: its name, once read. Only an organization's scope has
// one (entities/project/project-scope.ts); where its projects live does not wait for it.
import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import type { Organization } from '@/contracts/organization';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { useWorkingOrganization } from '@/entities/organization/organization-query';

interface Props {
  children: (org: Organization) => ReactNode;
  /** Shown while the organization loads (the page's title, so the screen says where one is at once). */
  pending?: ReactNode;
}

export function OrganizationBoundary({ children, pending }: Props) {
  const org = useWorkingOrganization();
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
