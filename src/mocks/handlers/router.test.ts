// The cross-cutting behaviour of every mocked endpoint: auth, scopes, routing, methods, bodies.
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../contracts/common';
import { organization } from '../testing/strict-contracts';
import { DEMO_KEYS, DEMO_ORGANIZATION_IDS } from '../../contracts/demo-keys';
import { DEMO_KEY_SCOPES } from '../../lib/api/scopes';
import { call, get, ORG, ORIGIN } from '../test-api';

describe('organization', () => {
  it("answers @current (the user's current organization) and its uuid with its teams", async () => {
    const current = await get('/api/organizations/@current');
    expect(current.status).toBe(200);
    const org = organization.parse(current.json);
    expect(org).toMatchObject({ name: 'Acme Analytics', membership_level: 8 });
    expect(org.projects).toHaveLength(120);
    expect(org.teams[0]).toMatchObject({ id: 1, name: 'Acme Web', project_id: 1 });
    expect(Object.keys(org.teams[0]!)).not.toContain('app_urls');
    const byId = await get(`/api/organizations/${org.id}/`);
    expect(organization.parse(byId.json).id).toBe(org.id);
    // OrganizationViewSet.organization: get_object_or_404 over the user's organizations (a plain 404).
    expect((await get('/api/organizations/0190a1b2-0000-7000-8000-000000000000/')).json).toMatchObject({
      code: 'not_found',
      detail: 'Not found.',
    });
    // Nested routes resolve the URL's organization in routing.py: "Organization not found.".
    expect(
      (await get('/api/organizations/0190a1b2-0000-7000-8000-000000000000/projects/')).json,
    ).toMatchObject({ code: 'not_found', detail: 'Organization not found.' });
  });
  it('lists every organization of the user; the second one carries the nulls the model allows', async () => {
    const list = await get('/api/organizations/');
    expect(list.json).toMatchObject({ count: 2, next: null, previous: null });
    const results = (list.json as { results: Record<string, unknown>[] }).results;
    expect(results.map((item) => item.name)).toEqual(['Acme Analytics', 'Northwind Labs']);
    const northwind = (await get(`/api/organizations/${DEMO_ORGANIZATION_IDS.northwind}/`)).json!;
    // posthog/models/organization.py: members_can_invite BooleanField(null=True),
    // default_experiment_stats_method CharField(null=True).
    expect(northwind).toMatchObject({
      name: 'Northwind Labs',
      members_can_invite: null,
      default_experiment_stats_method: null,
    });
    expect((northwind.teams as { name: string }[]).map((team) => team.name)).toEqual([
      'Northwind Storefront',
      'Northwind Ops',
      'Northwind Sandbox',
    ]);
    // Only Acme has AvailableFeature.WHITE_LABELLING (see the survey appearance tests).
    const features = (org: Record<string, unknown>) =>
      (org.available_product_features as { key: string }[]).map((feature) => feature.key);
    expect(features(results[0]!)).toContain('white_labelling');
    expect(features(northwind)).not.toContain('white_labelling');
  });
  it('needs organization:read', async () => {
    expect((await get('/api/organizations/@current', 'phx_demo_read')).status).toBe(200);
    expect((await get('/api/organizations/@current', 'phx_demo_projects')).status).toBe(200);
  });
});

describe('authentication', () => {
  it('401 not_authenticated without a key', async () => {
    const { status, json } = await get(ORG, null);
    expect(status).toBe(401);
    expect(json).toEqual({
      type: 'authentication_error',
      code: 'not_authenticated',
      detail: 'Authentication credentials were not provided.',
      attr: null,
    });
  });
  it('401 authentication_failed for an unknown key or a non-Bearer header', async () => {
    const unknown = await get(ORG, 'phx_nope');
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({
      type: 'authentication_error',
      code: 'authentication_failed',
      detail: 'Personal API key found in request Authorization header is invalid.',
      attr: null,
    });
    const lowercase = await fetch(`${ORIGIN}${ORG}`, { headers: { Authorization: 'bearer phx_demo_all' } });
    expect(lowercase.status).toBe(401);
  });
  it('the mock and the app read one table of demo keys (src/contracts/demo-keys.ts)', async () => {
    expect(Object.fromEntries(Object.entries(DEMO_KEYS).map(([key, value]) => [key, value.scopes]))).toEqual(
      DEMO_KEY_SCOPES,
    );
    for (const key of Object.keys(DEMO_KEYS)) {
      expect((await get(`/api/projects/1/`, key)).status, key).not.toBe(401);
    }
  });
});

describe('scopes', () => {
  it.each([
    ['POST', ORG, 'phx_demo_read', 'project:write'],
    ['PATCH', `${ORG}1/`, 'phx_demo_read', 'project:write'],
    ['DELETE', `${ORG}1/`, 'phx_demo_read', 'project:write'],
    ['GET', '/api/projects/1/surveys/', 'phx_demo_projects', 'survey:read'],
    ['GET', '/api/projects/1/surveys/responses_count/', 'phx_demo_projects', 'survey:read'],
    ['POST', '/api/projects/1/surveys/', 'phx_demo_read', 'survey:write'],
    ['GET', '/api/projects/1/surveys/activity/', 'phx_demo_projects', 'activity_log:read'],
    ['GET', '/api/projects/1/surveys/1/activity/', 'phx_demo_projects', 'activity_log:read'],
    ['GET', '/api/projects/1/feature_flags/', 'phx_demo_read', 'feature_flag:read'],
    ['POST', '/api/projects/1/surveys/', 'phx_demo_projects', 'survey:write'],
    ['PATCH', `${ORG}1/`, 'phx_demo_surveys', 'project:write'],
  ])('%s %s with %s → 403 naming %s', async (method, path, key, scope) => {
    const { status, json } = await call(
      method,
      path,
      method === 'GET' || method === 'DELETE' ? undefined : {},
      key,
    );
    expect(status).toBe(403);
    expect(json).toEqual({
      type: 'authentication_error',
      code: 'permission_denied',
      detail: `API key missing required scope '${scope}'`,
      attr: null,
    });
  });
  it('write implies read; * grants everything; read keys read', async () => {
    expect((await get(`${ORG}1/`, 'phx_demo_projects')).status).toBe(200);
    expect((await get('/api/projects/1/surveys/', 'phx_demo_read')).status).toBe(200);
    expect(
      (await call('PATCH', `${ORG}1/add_product_intent/`, { product_type: 'surveys' }, 'phx_demo_read'))
        .status,
    ).toBe(201);
    expect((await call('PATCH', `${ORG}1/`, { name: 'Renamed by all' }, 'phx_demo_all')).status).toBe(200);
  });
  // ProjectViewSet.activity, reset_token and is_generating_demo_data declare no required_scopes and
  // their scope cannot be derived from the action: APIScopePermission.has_permission answers
  // `if not required_scopes: "This action does not support personal API key access"` before it looks
  // at `*` or at the key's scopes (posthog/permissions.py).
  const refusedActions = [
    ['PATCH', `${ORG}1/reset_token/`],
    ['GET', `${ORG}1/activity/`],
    ['GET', `${ORG}3/is_generating_demo_data/`],
    ['PATCH', '/api/projects/1/reset_token/'],
    ['GET', '/api/projects/1/activity/'],
  ] as const;
  it.each(Object.keys(DEMO_KEYS).filter((key) => key !== 'phx_demo_all'))(
    '%s, like every real personal API key, is refused project activity, reset_token and is_generating_demo_data',
    async (key) => {
      for (const [method, path] of refusedActions) {
        const { status, json } = await call(method, path, undefined, key);
        expect(status, `${method} ${path}`).toBe(403);
        expect(json).toEqual({
          type: 'authentication_error',
          code: 'permission_denied',
          detail: 'This action does not support personal API key access',
          attr: null,
        });
      }
    },
  );
  it('phx_demo_all is answered those three actions (a demo-only convenience), whatever its scopes', async () => {
    for (const [method, path] of refusedActions) {
      expect((await call(method, path, undefined, 'phx_demo_all')).status, `${method} ${path}`).toBe(200);
    }
  });
  it('the strict key is refused nothing else', async () => {
    expect((await get(`${ORG}1/`, 'phx_demo_strict')).status).toBe(200);
    expect((await get('/api/projects/1/surveys/activity/', 'phx_demo_strict')).status).toBe(200);
    expect(
      (
        await call(
          'PATCH',
          `${ORG}1/complete_product_onboarding/`,
          { product_type: 'surveys' },
          'phx_demo_strict',
        )
      ).status,
    ).toBe(200);
  });
});

describe('routing', () => {
  it.each([
    '/api/organizations/@current',
    '/api/organizations/@current/projects',
    '/api/organizations/@current/projects/1',
    '/api/organizations/@current/projects/1/activity',
    '/api/projects',
    '/api/projects/1/surveys',
    '/api/projects/1/surveys/responses_count',
    '/api/projects/1/surveys/activity',
  ])('%s answers with and without the trailing slash', async (path) => {
    expect((await get(path)).status).toBe(200);
    expect((await get(`${path}/`)).status).toBe(200);
  });
  it('404 with the envelope for an unknown path, 405 for an unsupported method', async () => {
    const missing = await get('/api/nothing-here/');
    expect(missing.status).toBe(404);
    expect(apiErrorBody.parse(missing.json)).toEqual({
      type: 'invalid_request',
      code: 'not_found',
      detail: 'Not found.',
      attr: null,
    });
    const put = await call('PUT', `${ORG}1/`, { name: 'x' });
    expect(put.status).toBe(405);
    expect(put.json).toEqual({
      type: 'invalid_request',
      code: 'method_not_allowed',
      detail: 'Method "PUT" not allowed.',
      attr: null,
    });
    expect((await call('DELETE', '/api/projects/1/surveys/responses_count/')).status).toBe(405);
  });
  it('400 for a body that is not a JSON object', async () => {
    const broken = await fetch(`${ORIGIN}${ORG}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer phx_demo_all', 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ type: 'validation_error', code: 'parse_error', attr: null });
    const list = await call('POST', ORG, ['a']);
    expect(list.status).toBe(400);
    expect(list.json).toMatchObject({
      code: 'invalid_input',
      detail: 'Invalid data. Expected a dictionary, but got list.',
    });
  });
});
