import { db } from '../db';
import { errors } from '../http';
import { json, type Route } from './router';

function currentOrganization() {
  const visible = db.projects.filter((project) => !project.is_pending_deletion);
  return {
    ...db.organization,
    teams: visible.map(({ id, uuid, organization, project_id, api_token, name, completed_snippet_onboarding, has_completed_onboarding_for, ingested_event, is_demo, timezone, access_control }) => ({
      id, uuid, organization, project_id, api_token, name, completed_snippet_onboarding, has_completed_onboarding_for, ingested_event, is_demo, timezone, access_control,
    })),
    projects: visible.map(({ id, name }) => ({ id, organization_id: db.organization.id, name })),
  };
}

export const organizationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/organizations/:org_id',
    scope: 'organization:read',
    handle: ({ params }) => {
      if (params.org_id !== '@current' && params.org_id !== db.organization.id) throw errors.notFound();
      return json(currentOrganization());
    },
  },
];
