// The cross-cutting behaviour of every mocked endpoint: auth, scopes, routing, methods, bodies.
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../contracts/common';
import { organization } from '../testing/strict-contracts';
import { DEMO_KEY_SCOPES } from '../../lib/api/scopes';
import { call, get, ORG, ORIGIN } from '../test-api';
import { DEMO_KEYS } from './utils';

describe('organization', () => {
  it('answers @current and its uuid with the seeded organization and its teams', async () => {
    const current = await get('/api/organizations/@current');
    expect(current.status).toBe(200);
    const org = organization.parse(current.json);
    expect(org).toMatchObject({ name: 'Acme Analytics', membership_level: 8 });
    expect(org.projects).toHaveLength(120);
    expect(org.teams[0]).toMatchObject({ id: 1, name: 'Acme Web', project_id: 1 });
    expect(Object.keys(org.teams[0]!)).not.toContain('app_urls');
    const byId = await get(`/api/organizations/${org.id}/`);
    expect(organization.parse(byId.json).id).toBe(org.id);
    expect((await get('/api/organizations/0190a1b2-0000-7000-8000-000000000000/')).json).toMatchObject({
      code: 'not_found',
      detail: 'Organization not found.',
    });
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
  it('the demo keys match the scopes the app knows up front', () => {
    expect(
      Object.fromEntries(Object.entries(DEMO_KEYS).map(([key, value]) => [key, [...value.scopes]])),
    ).toEqual(DEMO_KEY_SCOPES);
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
    ['GET', `${ORG}1/activity/`, 'phx_demo_projects', 'activity_log:read'],
    ['PATCH', `${ORG}1/reset_token/`, 'phx_demo_read', 'project:write'],
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
    expect((await get(`${ORG}1/activity/`, 'phx_demo_read')).status).toBe(200);
    expect(
      (await call('PATCH', `${ORG}1/add_product_intent/`, { product_type: 'surveys' }, 'phx_demo_read'))
        .status,
    ).toBe(201);
    expect((await call('PATCH', `${ORG}1/`, { name: 'Renamed by all' }, 'phx_demo_all')).status).toBe(200);
  });
  it('the strict key is refused the actions real PostHog refuses to personal keys, and nothing else', async () => {
    for (const [method, path] of [
      ['PATCH', `${ORG}1/reset_token/`],
      ['GET', `${ORG}1/activity/`],
      ['GET', `${ORG}3/is_generating_demo_data/`],
    ] as const) {
      const { status, json } = await call(method, path, undefined, 'phx_demo_strict');
      expect(status).toBe(403);
      expect(json).toMatchObject({
        code: 'permission_denied',
        detail: 'This action does not support personal API key access',
      });
    }
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
