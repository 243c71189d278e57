// The production server's /api/: forwarded to SURVEYOR_API_PROXY (here a fake PostHog on this machine),
// and, on a server started without it, a JSON 404 while the demo backend keeps working.
import { expect, expectSecurityHeaders, test } from '../support/csp';
import { startFakePostHog, type FakePostHog } from '../support/fake-posthog';
import { FAKE_POSTHOG_PORT, PLAIN_URL, PROD_URL } from '../support/prod-servers';

test.describe.configure({ mode: 'serial' });

let upstream: FakePostHog;
test.beforeAll(async () => {
  upstream = await startFakePostHog(FAKE_POSTHOG_PORT);
});
test.afterAll(async () => {
  await upstream?.close();
});

test('/api/ goes to the PostHog host with the key, and no cookie goes either way', async ({ request }) => {
  const response = await request.get(`${PROD_URL}/api/organizations/@current/?from=proxy`, {
    headers: { Authorization: 'Bearer phx_demo_all', Cookie: 'surveyor_session=do-not-forward' },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ name: 'Acme Analytics' });
  expectSecurityHeaders(response);
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['set-cookie']).toBeUndefined();
  // The upstream's own policy is replaced by this server's, not sent alongside it.
  expect(headers['content-security-policy']).not.toContain("default-src 'none'");
  expect(headers['x-frame-options']).toBe('DENY');

  const seen = upstream.seen.at(-1)!;
  expect(seen.url).toBe('/api/organizations/@current/?from=proxy');
  expect(seen.headers.host).toBe(`127.0.0.1:${FAKE_POSTHOG_PORT}`);
  expect(seen.headers.authorization).toBe('Bearer phx_demo_all');
  expect(seen.headers.cookie).toBeUndefined();
  expect(seen.headers['x-forwarded-for']).toBeUndefined();
});

test('the app offers the same-origin proxy and works through it', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel(/Same-origin proxy/).check();
  await expect(
    page.getByText(`This server forwards /api to http://127.0.0.1:${FAKE_POSTHOG_PORT}.`),
  ).toBeVisible();
  await page.getByLabel('Personal API key').fill('phx_demo_all');
  const before = upstream.seen.length;
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('link', { name: /^Connection: .*Acme Analytics/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
  const paths = upstream.seen.slice(before).map((seen) => seen.url);
  // Every call went through nginx to the upstream: the organization and the projects of the table, read
  // side by side (the project scope does not wait for the organization), so in either order.
  expect(paths).toContainEqual(expect.stringMatching(/^\/api\/organizations\/@current\/?$/));
  expect(
    paths.some((path) => /^\/api\/organizations\/[^/]+\/projects\/\?limit=25&offset=0$/.test(path)),
  ).toBe(true);
});

test('without SURVEYOR_API_PROXY: a JSON 404 for /api/, no proxy offered, the demo works', async ({
  page,
  request,
}) => {
  const api = await request.get(`${PLAIN_URL}/api/organizations/@current/`, {
    headers: { Authorization: 'Bearer phx_demo_all' },
  });
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  expect(await api.json()).toMatchObject({ code: 'not_found' });
  expectSecurityHeaders(api);

  await page.goto(`${PLAIN_URL}/settings`);
  await expect(page.getByLabel(/Demo/).first()).toBeVisible();
  await expect(page.getByLabel(/Same-origin proxy/)).toHaveCount(0);
  await page.goto(`${PLAIN_URL}/projects`);
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
});
