// What withApi does around every mocked endpoint: authentication, then the scope checks.
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS } from '@/contracts/demo-keys';
import { call, get, ORG, ORIGIN } from '../test-api';

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
  it('accepts every key of the table the app reads too (src/contracts/demo-keys.ts)', async () => {
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
  it.each(
    Object.entries(DEMO_KEYS)
      .filter(([, facts]) => !facts.demoOnlyProjectActions)
      .map(([key]) => key),
  )(
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
