// Where the projects of the active connection live, decided here and nowhere else, from the connection
// alone (no request): in one organization, the chosen one by id or the user's current one (`@current`,
// which /api/organizations/:organization_id/projects/ accepts as ProjectViewSet's parent lookup); or, for a
// key limited to some projects (`scoped_teams`), in those projects alone, each reached by the project-based
// paths (/api/projects/:id/), since PostHog refuses such a key every organization endpoint and every
// project list (APIScopePermission.check_team_and_org_permissions, posthog/permissions.py).
// The projects' API paths, query keys, page reads and choices all take a scope; none looks at the key.
import { organizationSegment, useAccess, type Access } from '@/lib/api/access';
import { getConnection } from '@/lib/api/connection-store';

/** An organization's projects: `organization` is its id, or `@current`. */
export interface OrganizationScope {
  kind: 'organization';
  organization: string;
}

/** The projects a key limited to projects was saved with, by id. */
export interface KeyProjectsScope {
  kind: 'projects';
  projectIds: readonly number[];
}

export type ProjectScope = OrganizationScope | KeyProjectsScope;

// One scope object per connection's access, so that it can serve as a React dependency.
const scopes = new WeakMap<Access, ProjectScope>();

export function projectScopeOf(access: Access): ProjectScope {
  let scope = scopes.get(access);
  if (!scope) {
    scope =
      access.mode === 'projects'
        ? { kind: 'projects', projectIds: access.projectIds }
        : { kind: 'organization', organization: organizationSegment(access.organizationId) };
    scopes.set(access, scope);
  }
  return scope;
}

/** The scope of the active connection, for code outside React (route loaders). */
export function connectionProjectScope(): ProjectScope {
  return projectScopeOf(getConnection().access);
}

export function useProjectScope(): ProjectScope {
  return projectScopeOf(useAccess());
}

/** The organization the scope may ask about (its id or `@current`), or null: a key limited to projects may not. */
export function scopeOrganization(scope: ProjectScope): string | null {
  return scope.kind === 'organization' ? scope.organization : null;
}
