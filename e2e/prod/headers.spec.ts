// What the production server sends: security headers on every response, a CSP that allows exactly this
// build's inline scripts, caching by kind of file, the SPA fallback, compression, and no framing.
import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { securityHeaders, sha256Source } from '../../deploy/security-headers.mjs';
import { cspDirectives, expect, expectSecurityHeaders, test } from '../support/csp';
import { PLAIN_URL, PROD_URL } from '../support/prod-servers';

const BOOTSTRAP = 'src/features/survey-preview/frame-bootstrap.js';

async function firstScriptAsset(request: APIRequestContext, base: string) {
  const html = await (await request.get(`${base}/`)).text();
  const src = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src, 'the entry script of index.html').toBeTruthy();
  return src!;
}

for (const [label, base] of [
  ['with the API proxy', PROD_URL],
  ['as the README starts it', PLAIN_URL],
] as const) {
  test(`every kind of response carries the security headers (${label})`, async ({ request }) => {
    const asset = await firstScriptAsset(request, base);
    const paths = [
      '/',
      '/index.html',
      '/projects/1/surveys?page=2',
      asset,
      '/favicon.svg',
      '/mockServiceWorker.js',
      '/assets/missing-0000.js',
      // Proxied (200, or 502 while the proxy spec's fake PostHog is not running) or the JSON 404.
      '/api/organizations/@current/',
    ];
    for (const path of paths) {
      const response = await request.get(`${base}${path}`, {
        headers: { Authorization: 'Bearer phx_demo_all' },
      });
      expectSecurityHeaders(response);
    }
  });
}

/**
 * A GET sent exactly as written: node:http keeps `..` and any length in the path, where Playwright's
 * request (a URL) would resolve the dots first.
 */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const sent = httpRequest({ hostname, port, path, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const SECURITY_HEADER_NAMES = Object.keys(securityHeaders()).map((name) => name.toLowerCase());

for (const [label, base] of [
  ['with the API proxy', PROD_URL],
  ['as the README starts it', PLAIN_URL],
] as const) {
  test(`nginx's own 400 and 414 pages carry the security headers too (${label})`, async ({ request }) => {
    const page = await request.get(`${base}/`);
    expectSecurityHeaders(page);
    const cases: [string, Record<string, string>, number][] = [
      // Above the root (curl --path-as-is), as nginx parses it before any location matches.
      ['/assets/../../etc/passwd', {}, 400],
      ['/assets/..%2f..%2fetc/passwd', {}, 400],
      // A request line longer than nginx's header buffers.
      [`/${'a'.repeat(20_000)}`, {}, 414],
      // A header line longer than them (nginx's 494, answered as 400), and a Host that is no host.
      ['/', { 'X-Padding': 'a'.repeat(20_000) }, 400],
      ['/', { Host: 'bad/host' }, 400],
    ];
    for (const [path, headers, status] of cases) {
      const what = `${status} for ${path.slice(0, 40)} ${Object.keys(headers).join(' ')}`;
      const response = await rawGet(base, path, headers);
      expect(response.status, what).toBe(status);
      // The very same values as the app's own responses, not merely present.
      for (const name of SECURITY_HEADER_NAMES)
        expect(response.headers[name], `${name} on the ${what}`).toBe(page.headers()[name]);
      expect(response.headers['cache-control'], what).toBe('no-store');
    }
  });
}

test('the CSP allows exactly the inline scripts of this build, and nothing eval', async ({ request }) => {
  const response = await request.get(`${PROD_URL}/`);
  const scripts = cspDirectives(response.headers()['content-security-policy']).get('script-src') ?? [];
  // The preview frame's bootstrap, hashed from its source at build time, so the hash cannot go stale.
  const bootstrap = sha256Source(readFileSync(BOOTSTRAP, 'utf8'));
  expect(scripts).toContain(bootstrap);
  const manifest = (await (await request.get(`${PROD_URL}/csp-hashes.json`)).json()) as {
    scriptHashes: string[];
  };
  expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual(manifest.scriptHashes);
  expect(scripts).toEqual(["'self'", ...manifest.scriptHashes, 'blob:']);
  expect(response.headers()['content-security-policy']).not.toContain('unsafe-eval');
});

test('hashed assets are cached for a year; the shell, the worker and misses are not', async ({ request }) => {
  const asset = await firstScriptAsset(request, PROD_URL);
  const cached = await request.get(`${PROD_URL}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(cached.status()).toBe(200);
  expect(cached.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(cached.headers()['content-type']).toContain('text/javascript');
  expect(cached.headers()['content-encoding']).toBe('gzip');

  for (const path of ['/', '/index.html', '/projects/2/settings']) {
    const shell = await request.get(`${PROD_URL}${path}`);
    expect(shell.headers()['cache-control'], path).toBe('no-cache');
    expect(shell.headers()['content-type'], path).toContain('text/html');
  }
  const worker = await request.get(`${PROD_URL}/mockServiceWorker.js`);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('text/javascript');

  // A missing asset is a 404 that is not cached, never the app's HTML.
  const missing = await request.get(`${PROD_URL}/assets/missing-0000.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('any app path gets the app (SPA fallback)', async ({ request }) => {
  for (const path of [
    '/projects',
    '/projects/1/surveys/8773857f-c3d6-4d12-af41-2b5bdc6a7c84?tab=flow',
    '/nope',
  ]) {
    const response = await request.get(`${PROD_URL}${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('<div id="root"></div>');
  }
});

test('no other site can frame the app', async ({ page }) => {
  await page.route('http://framer.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Framer</title><iframe src="${PROD_URL}/projects"></iframe>`,
    }),
  );
  await page.goto('http://framer.test/');
  // frame-ancestors 'none' (and X-Frame-Options: DENY): Chromium shows its error page instead.
  const child = () => page.frames().find((frame) => frame !== page.mainFrame());
  await expect.poll(() => child()?.url()).toBe('chrome-error://chromewebdata/');
  expect(await child()!.locator('#root').count()).toBe(0);
});
