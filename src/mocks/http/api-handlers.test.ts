// The route table as MSW handlers: paths with and without the trailing slash, DRF's 404 and 405, bodies.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '@/contracts/common';
import { mockControl } from '../control';
import { routes } from '../handlers';
import { call, get, ORG, ORIGIN } from '../test-api';
import { apiHandlers } from './api-handlers';
import { json } from './errors';
import type { Route } from './route';
import { compilePath, matchPath } from './route-paths';

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
  it('answers a path spelt in other letter cases with 404, as Django matches URLs case-sensitively', async () => {
    expect((await get('/api/projects/1/Surveys/')).status).toBe(404);
    expect((await get('/API/projects/1/surveys/')).status).toBe(404);
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

describe('handlers generated from a route table', () => {
  const answer = (what: string) => () => json({ what });
  const table: Route[] = [
    { method: 'GET', path: '/api/things', scope: null, handle: answer('list') },
    {
      method: 'GET',
      path: '/api/things/:id',
      scope: null,
      handle: ({ params }) => json({ what: params.id }),
    },
    { method: 'DELETE', path: '/api/things/:id', scope: null, handle: answer('deleted') },
    // Declared after the detail route: a literal path still wins, as in DRF's router.
    { method: 'GET', path: '/api/things/special', scope: 'thing:read', handle: answer('special') },
  ];
  const handlers = apiHandlers(table);
  const send = async (method: string, path: string, key: string | null = 'phx_demo_all') => {
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      headers: key ? { Authorization: `Bearer ${key}` } : {},
    });
    const response = (await getResponse(handlers, request, { baseUrl: ORIGIN }))!;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers a literal path before a route with params, with or without the trailing slash', async () => {
    expect((await send('GET', '/api/things/special/')).body).toEqual({ what: 'special' });
    expect((await send('GET', '/api/things/special')).body).toEqual({ what: 'special' });
    expect((await send('GET', '/api/things/42/')).body).toEqual({ what: '42' });
    expect((await send('GET', '/api/things/a%2Fb/')).body).toEqual({ what: 'a/b' });
  });
  it("answers another method of a known path with 405, never with a later route's handler", async () => {
    expect(await send('DELETE', '/api/things/special/')).toMatchObject({
      status: 405,
      body: { code: 'method_not_allowed', detail: 'Method "DELETE" not allowed.' },
    });
    expect((await send('POST', '/api/things/')).status).toBe(405);
    expect((await send('DELETE', '/api/things/7/')).body).toEqual({ what: 'deleted' });
  });
  it('compares literal segments exactly, as Django does, and a malformed escape names nothing', async () => {
    expect((await send('GET', '/api/Things/special/')).status).toBe(404);
    expect((await send('GET', '/api/things/SPECIAL/')).body).toEqual({ what: 'SPECIAL' });
    // (MSW's own '/api/*' match throws on such a path before the table is asked.)
    expect(matchPath(compilePath('/api/things/:id'), '/api/things/%E0%A4%A/')).toBeNull();
    expect((await send('GET', '/api/things//')).status).toBe(404);
    expect((await send('GET', '/api/things/special/extra/')).status).toBe(404);
  });
  it('answers an unknown path with 404, after authentication like every route', async () => {
    expect(await send('GET', '/api/elsewhere/')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await send('GET', '/api/elsewhere/', null)).status).toBe(401);
    expect((await send('PUT', '/api/things/1/', null)).status).toBe(401);
  });
  it('checks the scope and injects faults around each route, in withApi', async () => {
    expect((await send('GET', '/api/things/special/', 'phx_demo_projects')).body).toMatchObject({
      detail: "API key missing required scope 'thing:read'",
    });
    mockControl.injectFault({ path: '/api/things/special', status: 503 });
    expect((await send('GET', '/api/things/special/')).status).toBe(503);
    expect((await send('GET', '/api/things/special/')).status).toBe(200);
  });
  it('the real table never has two paths with the same number of params that match the same URL', () => {
    const paths = [...new Set(routes.map((route) => route.path))];
    const params = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;
    const sample = (path: string) => path.replace(/:[a-z_]+/g, '1');
    for (const path of paths)
      for (const other of paths) {
        if (other === path || params(other) !== params(path)) continue;
        expect(matchPath(compilePath(other), sample(path)), `${path} ~ ${other}`).toBeNull();
      }
  });
});
