// /api/organizations/@current (and /api/organizations/:uuid/): the organization with the caller's teams and projects.
import type { Project } from '../../contracts/project';
import { db } from '../db';
import type { Route } from './router';
import { errors, json } from './utils';

/** TeamBasic: the shape of `organization.teams[]` and of the project list endpoints. */
export function teamBasic(project: Project) {
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

export function checkOrganization(id: string): void {
  if (id !== '@current' && id !== db.organization.id) throw errors.notFound('Organization not found.');
}

function currentOrganization() {
  const visible = db.projects.filter((project) => !project.is_pending_deletion);
  return {
    ...db.organization,
    teams: visible.map(teamBasic),
    projects: visible.map(({ id, name }) => ({ id, organization_id: db.organization.id, name })),
  };
}

export const organizationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/organizations',
    scope: 'organization:read',
    handle: () => json({ count: 1, next: null, previous: null, results: [currentOrganization()] }),
  },
  {
    method: 'GET',
    path: '/api/organizations/:org_id',
    scope: 'organization:read',
    handle: ({ params }) => {
      checkOrganization(params.org_id!);
      return json(currentOrganization());
    },
  },
];
