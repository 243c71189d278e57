// What the projects pages read for their address. The pages read these, and their route loaders
// (app/routes/*.loader.ts) start the same reads as the route matches, so the two cannot drift apart.
import type { PaginationState } from '@/lib/url-state/pagination';
import { organizationQueries } from '@/entities/organization/organization-query';
import { scopeOrganization, type ProjectScope } from '@/entities/project/project-scope';
import { projectQueries } from '@/entities/project/projects.queries';
import { projectListParams } from './projects-search';

/**
 * The page of the scope's projects the URL asks for (use-project-page.ts reads it) and, for an
 * organization, the organization whose name heads the page (organization-boundary.tsx). Neither waits
 * for the other.
 */
export function projectsPageReads(scope: ProjectScope, search: PaginationState) {
  const organization = scopeOrganization(scope);
  return [
    ...(organization === null ? [] : [organizationQueries.detail(organization)]),
    ...projectQueries.page(scope, projectListParams(search)),
  ];
}

export function projectSettingsReads(scope: ProjectScope, projectId: number) {
  return [projectQueries.detail(scope, projectId)] as const;
}
