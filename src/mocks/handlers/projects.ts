// /api/organizations/:organization_id/projects/ and /api/projects/ (ProjectViewSet and RootProjectViewSet,
// posthog/api/project.py): the routes. Validation is the serializer's (serializers/project.ts), defaults,
// intents and deletion are the model's (models/project.ts, models/project-deletion.ts).
import { mockNowIso } from '../clock';
import { db, recordActivity } from '../db';
import type { StoredProject } from '../stored';
import { errors, json, noContent } from '../http/errors';
import { paginate, paginateByPage } from '../http/pagination';
import { organizationFromUrl, projectFromDetail, projectView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import {
  buildProject,
  defaultProjectName,
  projectAnswer,
  projectChanges,
  registerIntent,
  resetApiToken,
} from '../models/project';
import { advancePendingDeletions, startDeletion } from '../models/project-deletion';
import { currentOrganization, projectsOf } from '../queries';
import { teamBasic } from '../serializers/organization';
import { onboardingProduct, productIntentFields } from '../serializers/product-intent';
import { cleanProjectFields } from '../serializers/project';

/** The organization a request's project routes work in: the URL's, or the user's current one at the root. */
function organizationIdOf(params: Record<string, string>): string {
  return params.org_id === undefined ? currentOrganization().id : organizationFromUrl(params.org_id).id;
}

/**
 * The project of a detail route (ProjectViewSet.safely_get_object), pending deletion or not: within the
 * URL's organization, or at the root among all the user's projects.
 */
function routeProject({ params, key }: Pick<RouteContext, 'params' | 'key'>): StoredProject {
  return projectFromDetail(params.id!, params.org_id === undefined ? null : organizationIdOf(params), key);
}

/** The generated name of a project created without one (Project.objects), among the live projects. */
function defaultName(organizationId: string): string {
  return defaultProjectName(
    projectsOf(organizationId)
      .filter((project) => !project.is_pending_deletion)
      .map((project) => project.name),
  );
}

/**
 * The list: the URL's organization, or at the root every organization of the user (no organization
 * filter; the key's scoped organizations narrow it, ProjectViewSet.safely_get_queryset). Projects pending
 * deletion stay listed: nothing filters `is_pending_deletion` and TeamBasic does not show it.
 */
function list({ params, url, key }: RouteContext) {
  advancePendingDeletions();
  const scoped = key.scopedOrganizations;
  const search = url.searchParams.get('search')?.trim().toLowerCase();
  const projects = projectsOf(params.org_id === undefined ? null : organizationIdOf(params))
    .filter((project) => !scoped?.length || scoped.includes(project.organization))
    .filter((project) => !search || project.name.toLowerCase().includes(search));
  return json(paginate(projects.map(teamBasic), url));
}

function create({ params, body = {} }: RouteContext) {
  const organizationId = organizationIdOf(params);
  if (body.primary_dashboard !== undefined && body.primary_dashboard !== null) {
    throw errors.invalid('Primary dashboard cannot be set on project creation.', 'primary_dashboard');
  }
  // An omitted name gets a generated one; a blank one is refused like any other blank CharField.
  const fields = cleanProjectFields(
    { ...body, name: body.name === undefined ? defaultName(organizationId) : body.name },
    organizationId,
    null,
  );
  const id = db.nextProjectId;
  db.nextProjectId += 1;
  const project = buildProject({ ...fields, id, name: fields.name!, organization: organizationId });
  db.projects.push(project);
  // ProjectBackwardCompatSerializer.create: the new project becomes the user's current team.
  db.currentProjectId = id;
  if (project.is_demo) db.demoDataPolls[String(id)] = 3;
  recordActivity(id, 'Team', String(id), project.name, 'created');
  return json(projectAnswer(project), 201);
}

function update(context: RouteContext) {
  const project = routeProject(context);
  const fields = cleanProjectFields(context.body ?? {}, project.organization, project);
  const changes = projectChanges(project, fields);
  Object.assign(project, fields, { updated_at: mockNowIso() });
  if (changes.length)
    recordActivity(project.id, 'Team', String(project.id), project.name, 'updated', changes);
  return json(projectAnswer(project));
}

/**
 * ProjectViewSet.perform_destroy: a second DELETE is a 400; otherwise the project is marked
 * `is_pending_deletion`, a workflow is started and the answer is 204 at once. GET still answers the
 * project (with `is_pending_deletion: true`) until the workflow has removed it.
 */
function destroy(context: RouteContext) {
  const project = routeProject(context);
  if (project.is_pending_deletion) throw errors.invalid('This project is already being deleted.', null);
  startDeletion(project);
  recordActivity(project.id, 'Team', String(project.id), project.name, 'deleted');
  return noContent();
}

/** ProjectViewSet.add_product_intent: 201 with the team. */
function addProductIntent(context: RouteContext) {
  const project = routeProject(context);
  const { product } = productIntentFields(context.body ?? {});
  registerIntent(project, product, false);
  return json(projectAnswer(project), 201);
}

/**
 * ProjectViewSet.complete_product_onboarding: its own `{error}` checks of `product_type` first, then
 * ProductIntentSerializer's; 200 with the team.
 */
function completeProductOnboarding(context: RouteContext) {
  const project = routeProject(context);
  registerIntent(project, onboardingProduct(context.body ?? {}), true);
  return json(projectAnswer(project));
}

/** ProjectViewSet.reset_token (admin only, TeamMemberStrictManagementPermission; the demo user is one). */
function resetToken(context: RouteContext) {
  const project = routeProject(context);
  const change = resetApiToken(project);
  recordActivity(project.id, 'Team', String(project.id), project.name, 'updated', [change]);
  return json(projectAnswer(project));
}

function demoData(context: RouteContext) {
  const project = routeProject(context);
  const remaining = db.demoDataPolls[String(project.id)] ?? 0;
  if (remaining > 0) db.demoDataPolls[String(project.id)] = remaining - 1;
  return json({ is_generating_demo_data: remaining > 0 });
}

/** ProjectViewSet.activity: `load_activity(scope="Team", item_ids=[project id])`. */
function activity(context: RouteContext) {
  const project = routeProject(context);
  const entries = db.activity
    .filter((item) => item.projectId === project.id && item.scope === 'Team')
    .map((item) => item.entry);
  return json(paginateByPage(entries, context.url));
}

function retrieve(context: RouteContext) {
  advancePendingDeletions();
  return json(projectAnswer(routeProject(context)));
}

/**
 * The same viewset serves /api/organizations/:org/projects/ and the root /api/projects/. `activity`,
 * `reset_token` and `is_generating_demo_data` declare no required_scopes: PostHog refuses them to every
 * personal API key (see Route.personalKeyUnsupported), so they have no scope here.
 */
function routesUnder(base: string): Route[] {
  const list_ = projectView(false);
  const detail = projectView(true);
  return [
    { method: 'GET', path: base, scope: 'project:read', target: list_, handle: list },
    { method: 'POST', path: base, scope: 'project:write', target: list_, handle: create },
    { method: 'GET', path: `${base}/:id`, scope: 'project:read', target: detail, handle: retrieve },
    { method: 'PATCH', path: `${base}/:id`, scope: 'project:write', target: detail, handle: update },
    { method: 'DELETE', path: `${base}/:id`, scope: 'project:write', target: detail, handle: destroy },
    {
      method: 'GET',
      path: `${base}/:id/activity`,
      scope: null,
      personalKeyUnsupported: true,
      handle: activity,
    },
    {
      method: 'PATCH',
      path: `${base}/:id/add_product_intent`,
      scope: 'project:read',
      target: detail,
      handle: addProductIntent,
    },
    {
      method: 'PATCH',
      path: `${base}/:id/complete_product_onboarding`,
      scope: 'project:read',
      target: detail,
      handle: completeProductOnboarding,
    },
    {
      method: 'GET',
      path: `${base}/:id/is_generating_demo_data`,
      scope: null,
      personalKeyUnsupported: true,
      handle: demoData,
    },
    {
      method: 'PATCH',
      path: `${base}/:id/reset_token`,
      scope: null,
      personalKeyUnsupported: true,
      handle: resetToken,
    },
  ];
}

export const projectRoutes: Route[] = [
  ...routesUnder('/api/organizations/:org_id/projects'),
  ...routesUnder('/api/projects'),
];
