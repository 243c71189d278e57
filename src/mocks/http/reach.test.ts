// Personal API keys limited to some projects (`scoped_teams`) or organizations (`scoped_organizations`),
// as APIScopePermission.check_team_and_org_permissions enforces them (posthog/permissions.py): it runs
// before the scope check and evaluates `view.team` / get_organization_from_view(view). Which views have a
// team or an organization follows TeamAndOrgViewSetMixin (posthog/api/routing.py), ProjectViewSet.team
// (`self.get_object()`, posthog/api/project.py) and OrganizationViewSet.organization
// (posthog/api/organization.py).
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { call, get } from '../test-api';

const ACME = DEMO_ORGANIZATION_IDS.acme;
const NORTHWIND = DEMO_ORGANIZATION_IDS.northwind;
const denied = (detail: string) => ({
  type: 'authentication_error',
  code: 'permission_denied',
  detail,
  attr: null,
});

describe('a key with scoped_teams (phx_demo_project_scoped: projects 1 and 2)', () => {
  const key = 'phx_demo_project_scoped';
  const onlyProjects = denied('API keys with scoped projects are only supported on project-based endpoints.');

  it.each([
    // OrganizationViewSet has no team: `view.team` raises KeyError.
    ['GET', '/api/organizations/@current/'],
    ['GET', `/api/organizations/${ACME}/`],
    ['GET', '/api/organizations/'],
    // ProjectViewSet.team calls get_object(), which has no id on the list and create routes (KeyError).
    ['GET', '/api/organizations/@current/projects/'],
    ['GET', `/api/organizations/${ACME}/projects/`],
    ['GET', '/api/projects/'],
    ['POST', '/api/projects/'],
  ])('%s %s → 403 "only supported on project-based endpoints"', async (method, path) => {
    const { status, json } = await call(method, path, method === 'POST' ? { name: 'x' } : undefined, key);
    expect(status).toBe(403);
    expect(json).toEqual(onlyProjects);
  });

  it('works on its projects: detail, settings and their surveys', async () => {
    for (const path of [
      '/api/projects/1/',
      '/api/projects/@current/',
      '/api/organizations/@current/projects/2/',
      '/api/projects/1/surveys/',
      '/api/projects/2/surveys/',
      '/api/projects/1/feature_flags/',
    ]) {
      expect((await get(path, key)).status, path).toBe(200);
    }
    expect((await call('PATCH', '/api/projects/2/', { name: 'Mobile (scoped)' }, key)).status).toBe(200);
    expect(
      (await call('POST', '/api/projects/1/surveys/', { name: 'Scoped', type: 'api' }, key)).status,
    ).toBe(201);
  });

  it('other projects → 403 naming the project', async () => {
    for (const path of [
      '/api/projects/5/',
      '/api/projects/5/surveys/',
      '/api/organizations/@current/projects/3/',
    ]) {
      const id = path.includes('/3/') ? 3 : 5;
      const { status, json } = await get(path, key);
      expect(status, path).toBe(403);
      expect(json).toEqual(denied(`API key does not have access to the requested project: ID ${id}.`));
    }
    expect((await call('DELETE', '/api/projects/121/', undefined, key)).json).toEqual(
      denied('API key does not have access to the requested project: ID 121.'),
    );
  });

  it('resolving the view comes first: unknown projects are still 404, malformed ids 400', async () => {
    expect((await get('/api/projects/999/surveys/', key)).json).toMatchObject({
      detail: 'Project not found.',
    });
    expect((await get('/api/projects/999/', key)).status).toBe(404);
    expect((await get('/api/projects/abc/', key)).status).toBe(400);
  });
});

describe('a key with scoped_organizations (phx_demo_org_scoped: Northwind Labs)', () => {
  const key = 'phx_demo_org_scoped';
  const notAcme = denied(`API key does not have access to the requested organization: ID ${ACME}.`);

  it("@current resolves to the user's current organization (Acme Analytics), outside the key → 403", async () => {
    for (const path of [
      '/api/organizations/@current/',
      '/api/organizations/@current/projects/',
      `/api/organizations/${ACME}/projects/`,
      // The root project routes take the user's current organization (routing.py `organization_id`).
      '/api/projects/',
      '/api/projects/121/',
      // A project-nested view's organization is the project's.
      '/api/projects/1/surveys/',
    ]) {
      const { status, json } = await get(path, key);
      expect(status, path).toBe(403);
      expect(json).toEqual(notAcme);
    }
  });

  it("works with its organization's explicit id and on its projects", async () => {
    const org = await get(`/api/organizations/${NORTHWIND}/`, key);
    expect(org.status).toBe(200);
    expect(org.json).toMatchObject({ name: 'Northwind Labs' });
    const projects = await get(`/api/organizations/${NORTHWIND}/projects/`, key);
    expect((projects.json as { count: number }).count).toBe(3);
    expect((await get(`/api/organizations/${NORTHWIND}/projects/121/`, key)).status).toBe(200);
    expect((await get('/api/projects/121/surveys/', key)).status).toBe(200);
  });

  it('lists only its organizations; another organization by id is a plain 404', async () => {
    const list = await get('/api/organizations/', key);
    expect((list.json as { results: { id: string }[] }).results.map((item) => item.id)).toEqual([NORTHWIND]);
    // safely_get_queryset narrows the organizations to the key's before get_object_or_404.
    expect((await get(`/api/organizations/${ACME}/`, key)).json).toMatchObject({
      code: 'not_found',
      detail: 'Not found.',
    });
  });
});

describe('keys without scoped projects or organizations', () => {
  it('reach both organizations', async () => {
    for (const key of ['phx_demo_all', 'phx_demo_read', 'phx_demo_strict']) {
      expect((await get(`/api/organizations/${NORTHWIND}/projects/`, key)).status, key).toBe(200);
      expect((await get('/api/organizations/@current/', key)).status, key).toBe(200);
    }
  });
});
