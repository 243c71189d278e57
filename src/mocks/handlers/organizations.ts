// /api/organizations/ and /api/organizations/:id/ (OrganizationViewSet, posthog/api/organization.py):
// the demo user's organizations, each with the TeamBasic list of its projects.
import type { StoredOrganization, StoredProject } from '../db';
import {
  organizationDetailView,
  organizationFromDetail,
  organizationListView,
  organizationsForKey,
  projectsOf,
} from './reach';
import type { Route } from './router';
import { json, paginate } from './utils';

/** TeamBasic: the shape of `organization.teams[]` and of the project list endpoints. */
export function teamBasic(project: StoredProject) {
  const {
    id,
    uuid,
    organization,
    project_id,
    api_token,
    name,
    completed_snippet_onboarding,
    has_completed_onboarding_for,
    ingested_event,
    is_demo,
    timezone,
    access_control,
  } = project;
  return {
    id,
    uuid,
    organization,
    project_id,
    api_token,
    name,
    completed_snippet_onboarding,
    has_completed_onboarding_for,
    ingested_event,
    is_demo,
    timezone,
    access_control,
  };
}

/**
 * OrganizationSerializer: `teams` and `projects` are the organization's visible teams and projects
 * (get_teams / get_projects), which still include a project pending deletion.
 */
export function organizationBody(organization: StoredOrganization) {
  const projects = projectsOf(organization.id);
  return {
    ...organization,
    teams: projects.map(teamBasic),
    projects: projects.map(({ id, name }) => ({ id, organization_id: organization.id, name })),
  };
}

export const organizationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/organizations',
    scope: 'organization:read',
    target: organizationListView,
    // The user's organizations, narrowed to the key's scoped_organizations (safely_get_queryset).
    handle: ({ key, url }) => json(paginate(organizationsForKey(key).map(organizationBody), url)),
  },
  {
    method: 'GET',
    path: '/api/organizations/:org_id',
    scope: 'organization:read',
    target: organizationDetailView,
    handle: ({ params, key }) => json(organizationBody(organizationFromDetail(params.org_id!, key))),
  },
];
