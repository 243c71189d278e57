// The one place that decides what the app works with under the active connection: one organization (the
// chosen one, or the user's current one) or, for a key limited to some projects, those projects by id.
import { isApiError } from './api-error';
import type { Access } from './backend';
import { useConnection } from './connection-store';

export type { Access } from './backend';

export function useAccess(): Access {
  return useConnection().access;
}

/** The `organization_id` path segment: the chosen organization, or the user's current one. */
export function organizationSegment(organizationId: string | null): string {
  return organizationId ?? '@current';
}

/** "2 projects": how a project-limited key is named where an organization's name would be. */
export function projectCountLabel(count: number): string {
  return `${count} project${count === 1 ? '' : 's'}`;
}

/**
 * PostHog's answer to a key with `scoped_teams` on an organization endpoint or a project list
 * (APIScopePermission.check_team_and_org_permissions, posthog/permissions.py).
 */
export function isProjectsOnlyRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 403 &&
    /scoped projects are only supported on project-based endpoints/i.test(error.detail)
  );
}

/** PostHog's answer to a key with `scoped_organizations` asked about an organization outside them. */
export function isOrganizationRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 403 &&
    /does not have access to the requested organization/i.test(error.detail)
  );
}
