// Smoke test of the demo backend in a real browser: the service worker answers /api/*, writes survive
// a reload (sessionStorage), and faults injected before a reload fire after it.
import type { Page } from '@playwright/test';
import { expect, mock, test } from './support/mock';

type Json = Record<string, unknown>;

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        headers: { Authorization: 'Bearer phx_demo_all', 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await response.text();
      return { status: response.status, retryAfter: response.headers.get('Retry-After'), text };
    },
    [method, path, body] as const,
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(
    () => Boolean(window.__surveyorMock) && Boolean(navigator.serviceWorker.controller),
  );
  await mock.reset(page);
});

test('the service worker answers the API at the same origin', async ({ page }) => {
  const org = await api(page, 'GET', '/api/organizations/@current');
  expect(org.status).toBe(200);
  expect((JSON.parse(org.text) as Json).name).toBe('Acme Analytics');
  const projects = JSON.parse(
    (await api(page, 'GET', '/api/organizations/@current/projects/?limit=10')).text,
  ) as Json;
  expect(projects.count).toBe(120);
  expect(new URL(projects.next as string).origin).toBe(new URL(page.url()).origin);
  const unauthenticated = await page.evaluate(async () => (await fetch('/api/projects/1/surveys/')).status);
  expect(unauthenticated).toBe(401);
});

test('writes survive a reload; reset brings back the seed', async ({ page }) => {
  expect(
    (await api(page, 'PATCH', '/api/organizations/@current/projects/2/', { name: 'Renamed in the browser' }))
      .status,
  ).toBe(200);
  const created = await api(page, 'POST', '/api/projects/1/surveys/', {
    name: 'Browser survey',
    type: 'popover',
  });
  expect(created.status).toBe(201);
  await page.reload();
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  expect(
    (JSON.parse((await api(page, 'GET', '/api/organizations/@current/projects/2/')).text) as Json).name,
  ).toBe('Renamed in the browser');
  expect((await mock.apiGet<Json>(page, '/api/projects/1/surveys/?search=browser survey')).count).toBe(1);
  await mock.reset(page);
  expect((await mock.apiGet<Json>(page, '/api/organizations/@current/projects/2/')).name).toBe('Acme Mobile');
});

test('a fault injected before a reload answers after it, once', async ({ page }) => {
  await mock.injectFault(page, {
    method: 'GET',
    path: '/api/organizations/@current/projects/1/',
    status: 429,
    retryAfter: 3,
  });
  await page.reload();
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  // The app may poll other endpoints on load; this path is only read here.
  const throttled = await api(page, 'GET', '/api/organizations/@current/projects/1/');
  expect(throttled.status).toBe(429);
  expect(throttled.retryAfter).toBe('3');
  expect((await api(page, 'GET', '/api/organizations/@current/projects/1/')).status).toBe(200);
  await mock.injectFault(page, { path: '^/api/organizations/@current/?$', kind: 'malformed-json' });
  const malformed = await api(page, 'GET', '/api/organizations/@current');
  expect(() => JSON.parse(malformed.text)).toThrow();
});

test('surveys come in the real serializer’s shape, and a view-only survey refuses writes', async ({
  page,
}) => {
  const created = JSON.parse(
    (await api(page, 'POST', '/api/projects/1/surveys/', { name: 'Shape check', type: 'popover' })).text,
  ) as Json;
  expect(created).toMatchObject({
    base_language: 'en',
    translations: null,
    enable_iframe_embedding: false,
    form_content: null,
    response_sampling_interval_type: 'week',
  });
  const list = await mock.apiGet<{ results: Json[] }>(page, '/api/projects/1/surveys/?search=view-only');
  const viewOnly = list.results[0]!;
  expect(viewOnly.user_access_level).toBe('viewer');
  const refused = await api(page, 'PATCH', `/api/projects/1/surveys/${String(viewOnly.id)}/`, {
    name: 'Mine',
  });
  expect(refused.status).toBe(403);
  expect((JSON.parse(refused.text) as Json).detail).toBe('You do not have editor access to this resource.');
});
