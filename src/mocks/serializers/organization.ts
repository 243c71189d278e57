// What the organization and project list endpoints answer: TeamBasicSerializer and OrganizationSerializer
// (posthog/api/team.py, posthog/api/organization.py).
import type { StoredOrganization, StoredProject } from '../stored';
import { projectsOf } from '../queries';

/** TeamBasicSerializer.Meta.fields: the shape of `organization.teams[]` and of the project list endpoints. */
const TEAM_BASIC_FIELDS = [
  'id',
  'uuid',
  'organization',
  'project_id',
  'api_token',
  'name',
  'completed_snippet_onboarding',
  'has_completed_onboarding_for',
  'ingested_event',
  'is_demo',
  'timezone',
  'access_control',
] as const satisfies readonly (keyof StoredProject)[];

export type TeamBasic = Pick<StoredProject, (typeof TEAM_BASIC_FIELDS)[number]>;

/** TeamBasic: the shape of `organization.teams[]` and of the project list endpoints. */
export function teamBasic(project: StoredProject): TeamBasic {
  return Object.fromEntries(TEAM_BASIC_FIELDS.map((field) => [field, project[field]])) as TeamBasic;
}

/**
 * OrganizationSerializer: `teams` and `projects` are the organization's visible teams and projects
 * (get_teams / get_projects), which still include a project pending deletion.
 */
export function organizationBody(organization: StoredOrganization) {
  const projects = projectsOf(organization.id);
  // Approval policies and change requests have endpoints of their own: the organization does not show them.
  const { approval_policies: _policies, change_requests: _requests, ...fields } = organization;
  return {
    ...fields,
    teams: projects.map(teamBasic),
    projects: projects.map(({ id, name }) => ({ id, organization_id: organization.id, name })),
  };
}
