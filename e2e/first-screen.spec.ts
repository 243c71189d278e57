// The first screen's code arrives in a few files (deploy/chunk-groups.ts): on a slow network each file
// costs a round trip. The demo backend's code is one of them only on the demo backend. The text is drawn
// in a system font (app/theme.tsx): no font file is downloaded before, or after, the first text.
import type { Page } from '@playwright/test';
import { getResponse } from 'msw';
import { handlers } from '../src/mocks/handlers';
import { expect, test } from './support/mock';

// US Cloud, answered by Playwright: the production CSP lets the page reach it.
const US_CLOUD = 'https://us.posthog.com';

/** The paths of the files of one type ('script', 'font') the page fetches from now on. */
function fetchedBy(page: Page, type: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === type) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
const scriptsFetchedBy = (page: Page) => fetchedBy(page, 'script');

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
};

/** PostHog's US Cloud, answered from the demo's route table in this process. */
async function serveUsCloud(page: Page) {
  await page.route(`${US_CLOUD}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const answer = await getResponse(
      handlers,
      new Request(request.url(), {
        method: request.method(),
        headers: await request.allHeaders(),
        body: request.postData() ?? undefined,
      }),
      { baseUrl: US_CLOUD },
    );
    await route.fulfill({
      status: answer?.status ?? 404,
      headers: { ...CORS, 'Content-Type': 'application/json' },
      body: answer ? Buffer.from(await answer.arrayBuffer()) : '{}',
    });
  });
  await page.addInitScript(() => {
    if (window.localStorage.getItem('surveyor.connection')) return;
    window.localStorage.setItem(
      'surveyor.connection',
      JSON.stringify({ kind: 'us', selfHostedUrl: '', remember: false }),
    );
    window.sessionStorage.setItem('surveyor.apiKey', 'phx_demo_all');
  });
}

test('on the demo, the projects screen comes in three scripts (the shell, the screen, the demo) and no font file', async ({
  page,
}) => {
  const scripts = scriptsFetchedBy(page);
  const fonts = fetchedBy(page, 'font');
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts, fonts.join('\n')).toEqual([]);
  expect(scripts.filter((path) => /\/demo-backend-[^/]+\.js$/.test(path))).toHaveLength(1);
  expect(scripts, scripts.join('\n')).toHaveLength(3);
});

test("on the demo, the demo chunk is requested once the frame is painted, while the first screen's file still downloads", async ({
  page,
}) => {
  const order: string[] = [];
  page.on('request', (request) => {
    if (/\/demo-backend-[^/]+\.js$/.test(request.url())) order.push('demo chunk requested');
  });
  // The first screen's file waits (up to 20 s: a busy machine is slow to paint) for the demo chunk's
  // request: only the page's inline script (deploy/vite-plugin-demo-preload.ts, allowed by its CSP hash)
  // asks for it before that file has run.
  await page.route(/\/assets\/first-screen-[^/]+\.js$/, async (route) => {
    await page.waitForRequest(/\/demo-backend-[^/]+\.js$/, { timeout: 20_000 }).catch(() => undefined);
    order.push('first screen answered');
    await route.continue();
  });
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
  expect(order).toEqual(['demo chunk requested', 'first screen answered']);
  // The entry downloaded alone: the demo's file was asked for after the first contentful paint.
  const { painted, requested } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    requested: performance
      .getEntriesByType('resource')
      .find((entry) => /\/demo-backend-[^/]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(painted).toBeDefined();
  expect(requested).toBeGreaterThanOrEqual(painted!);
});

test("the first paint already shows the projects page's heading", async ({ page }) => {
  // The first screen's file is held back: what shows meanwhile is the entry's own frame.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/first-screen-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/projects');
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const where = async () => {
    // Its place and line (its box's width follows the subtitle drawn under it later).
    const box = await page.getByRole('heading', { level: 1, name: 'Projects' }).boundingBox();
    return box && { x: box.x, y: box.y, height: box.height };
  };
  const before = await where();
  release();
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
  // The page's own heading stands where the frame's did: nothing moves when it takes over.
  expect(await where()).toEqual(before);
});

test('a real backend shows the projects screen in two scripts and never downloads the demo', async ({
  page,
}) => {
  await serveUsCloud(page);
  const scripts = scriptsFetchedBy(page);
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /Connection: US Cloud/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
  expect(scripts, scripts.join('\n')).toHaveLength(2);
  expect(scripts.some((path) => path.includes('demo-backend'))).toBe(false);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
