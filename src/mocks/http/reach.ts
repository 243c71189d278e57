// Which organization and project a request is about, resolved the way PostHog's viewsets resolve
// `view.organization` and `view.team`, and what a scoped personal API key may reach
// (APIScopePermission.check_team_and_org_permissions, posthog/permissions.py).
import { db } from '../db';
import type { StoredOrganization, StoredProject } from '../stored';
import { currentOrganization, findOrganization } from '../queries';
import type { DemoKey } from './auth';
import { errors } from './errors';

/** What a request's view resolves to. `null` stands for the KeyError/AttributeError a view raises when it has none. */
export interface ViewTarget {
  /** `view.organization` (the id), or null when the view has none. May throw the view's own 404/400. */
  organization(): string | null;
  /** `view.team` (the project), or null when the view has none. May throw the view's own 404/400. */
  team(): StoredProject | null;
}

export type ViewTargetFactory = (params: Record<string, string>, key: DemoKey) => ViewTarget;

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

// ---- organizations --------------------------------------------------------------------------------

/**
 * An `organization_id` URL segment of a nested route (/api/organizations/:organization_id/projects/):
 * `@current` is the user's current organization, anything else must parse as a UUID and exist
 * (TeamAndOrgViewSetMixin.parents_query_dict and .organization, posthog/api/routing.py).
 */
export function organizationFromUrl(param: string): StoredOrganization {
  if (param === '@current') return currentOrganization();
  const organization = UUID.test(param) ? findOrganization(param.toLowerCase()) : undefined;
  if (!organization) throw errors.notFound('Organization not found.');
  return organization;
}

/**
 * OrganizationViewSet.organization (posthog/api/organization.py): `@current` is the user's current
 * organization whatever the key; an explicit id is looked up in the user's organizations, narrowed to
 * the key's `scoped_organizations` (safely_get_queryset), and is a plain 404 when not among them.
 */
export function organizationFromDetail(param: string, key: DemoKey): StoredOrganization {
  if (param === '@current') return currentOrganization();
  const organization = findOrganization(param.toLowerCase());
  const scoped = key.scopedOrganizations;
  if (!organization || (scoped?.length && !scoped.includes(organization.id))) throw errors.notFound();
  return organization;
}

/** The user's organizations a key may list (OrganizationViewSet.safely_get_queryset). */
export function organizationsForKey(key: DemoKey): StoredOrganization[] {
  const scoped = key.scopedOrganizations;
  return db.organizations.filter((organization) => !scoped?.length || scoped.includes(organization.id));
}

// ---- projects ------------------------------------------------------------------------------------

/**
 * ProjectViewSet.safely_get_object (posthog/api/project.py): `@current` is the user's current project;
 * a non-numeric id makes `get_object_or_404` raise ValueError, turned into a 400 with Django's message;
 * otherwise a plain 404 outside the queryset (the URL's organization, the key's scoped organizations).
 */
export function projectFromDetail(param: string, organizationId: string | null, key: DemoKey): StoredProject {
  const scoped = key.scopedOrganizations;
  if (param === '@current') {
    const current = db.projects.find((project) => project.id === db.currentProjectId);
    if (!current || (scoped?.length && !scoped.includes(current.organization))) throw errors.notFound();
    return current;
  }
  if (!/^\s*[-+]?\d+\s*$/.test(param)) {
    throw errors.invalid(`Field 'id' expected a number but got '${param}'.`, null);
  }
  const project = db.projects.find(
    (candidate) =>
      candidate.id === Number(param) &&
      (organizationId === null || candidate.organization === organizationId) &&
      (!scoped?.length || scoped.includes(candidate.organization)),
  );
  if (!project) throw errors.notFound();
  return project;
}

/**
 * The `project_id` URL segment of a project-nested route (/api/projects/:project_id/surveys/):
 * `@current` is the user's current project; a non-numeric or unknown id is 404 "Project not found."
 * (TeamAndOrgViewSetMixin.parents_query_dict and .project, posthog/api/routing.py).
 */
export function projectFromParent(param: string): StoredProject {
  const id = param === '@current' ? db.currentProjectId : /^\d+$/.test(param) ? Number(param) : NaN;
  const project = db.projects.find((candidate) => candidate.id === id);
  if (!project) throw errors.projectNotFound();
  return project;
}

// ---- view targets ----------------------------------------------------------------------------------

const none = () => null;

/** OrganizationViewSet: list has no organization (AttributeError); no view of it has a team (KeyError). */
export const organizationListView: ViewTargetFactory = () => ({ organization: none, team: none });
export const organizationDetailView: ViewTargetFactory = (params, key) => ({
  organization: () => organizationFromDetail(params.org_id!, key).id,
  team: none,
});

/**
 * ProjectViewSet, nested under an organization or at the root (RootProjectViewSet). Its organization is
 * the URL's, or for the root routes the user's current organization (routing.py `organization_id`
 * falls back to `user.current_organization_id`). Its `team` property calls `get_object()`, which on
 * the list and create routes has no id to look up (KeyError).
 */
export function projectView(detail: boolean): ViewTargetFactory {
  return (params, key) => {
    const organization = () =>
      params.org_id === undefined ? currentOrganization().id : organizationFromUrl(params.org_id).id;
    // The queryset is filtered by the URL's organization only: at the root, any project of the user.
    const queryOrganization = () =>
      params.org_id === undefined ? null : organizationFromUrl(params.org_id).id;
    return {
      organization,
      team: () => (detail ? projectFromDetail(params.id!, queryOrganization(), key) : null),
    };
  };
}

/** Views nested under /api/projects/:project_id/: their organization is the project's. */
export const projectNestedView: ViewTargetFactory = (params) => ({
  organization: () => projectFromParent(params.project_id!).organization,
  team: () => projectFromParent(params.project_id!),
});

// ---- scoped keys ----------------------------------------------------------------------------------

/** get_organization_from_view: `view.organization`, else `view.team.organization`, else none. */
function viewOrganization(target: ViewTarget): string | null {
  const organization = target.organization();
  if (organization !== null) return organization;
  return target.team()?.organization ?? null;
}

/**
 * APIScopePermission.check_team_and_org_permissions (posthog/permissions.py), run before the scope
 * check: the view's organization is resolved first (its 404s surface here, for every key); a key with
 * `scoped_teams` then needs a view with a team among them, and a key with `scoped_organizations` an
 * organization among them.
 */
export function checkKeyReach(target: ViewTarget, key: DemoKey): void {
  viewOrganization(target);
  if (key.scopedTeams?.length) {
    const team = target.team();
    if (!team) {
      throw errors.permissionDenied(
        'API keys with scoped projects are only supported on project-based endpoints.',
      );
    }
    if (!key.scopedTeams.includes(team.id)) {
      throw errors.permissionDenied(`API key does not have access to the requested project: ID ${team.id}.`);
    }
  }
  if (key.scopedOrganizations?.length) {
    const organization = viewOrganization(target);
    if (organization !== null && !key.scopedOrganizations.includes(organization)) {
      throw errors.permissionDenied(
        `API key does not have access to the requested organization: ID ${organization}.`,
      );
    }
  }
}
