import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

test('opens on the demo backend and shows the organization', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('link', { name: /Connection: Demo: Acme Analytics/ })).toBeVisible();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  expect(controller).toContain('/mockServiceWorker.js');
});

test('the connection screen rejects a bad key with a clear message', async ({ page }) => {
  await page.goto('/settings');
  const key = page.getByLabel('Personal API key');
  await key.fill('phx_not_a_real_key');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('alert')).toContainText('API key rejected');
  await expect(page.getByRole('alert')).toContainText(
    'Personal API key found in request Authorization header is invalid.',
  );
  await key.fill('phx_demo_read');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Organization: Acme Analytics')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('self-hosted needs an https URL', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel(/Self-hosted/).check();
  await page.getByLabel('Base URL').fill('http://posthog.internal');
  await page.getByLabel('Personal API key').fill('phx_abc');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/Only https:\/\/ URLs are allowed/)).toBeVisible();
});

test('saving a read-only key: a write shows which scope is missing', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('Personal API key').fill('phx_demo_read');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('link', { name: /Connection: Demo: Acme Analytics/ })).toBeVisible();
  // The key is kept for this tab only unless "Remember" was ticked.
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('surveyor.apiKey'),
      localStorage.getItem('surveyor.apiKey'),
    ]),
  ).toEqual(['phx_demo_read', null]);
  // Demo keys' scopes are known up front: write controls are disabled and say which scope is missing.
  await expect(page.getByRole('button', { name: 'New project' })).toBeDisabled();
  await page.getByLabel("Your API key is missing the 'project:write' scope.").first().hover();
  await expect(page.getByRole('tooltip')).toHaveText("Your API key is missing the 'project:write' scope.");
  // And the server agrees, should a write get through anyway.
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/organizations/@current/projects/', {
      method: 'POST',
      headers: { Authorization: 'Bearer phx_demo_read', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    return [response.status, (await response.json()).detail];
  });
  expect(status).toEqual([403, "API key missing required scope 'project:write'"]);
});

test('a server fault shows the error with a retry that recovers', async ({ page }) => {
  await page.goto('/settings');
  await mock.injectFault(page, {
    method: 'GET',
    path: '^/api/organizations/@current/?$',
    status: 500,
    times: 1e6,
  });
  await page.reload();
  // The shell retries 5xx with backoff, then explains the failure and offers a retry.
  const banner = page.getByRole('alert').filter({ hasText: 'Could not load your organization' });
  await expect(banner).toContainText('Server error', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: /Connection: Demo: not connected/ })).toBeVisible();
  const form = page.getByRole('form', { name: 'Connection' });
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByRole('alert')).toContainText('Connection test failed — Server error');
  await mock.clearFaults(page);
  await banner.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: /Connection: Demo: Acme Analytics/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByText('Organization: Acme Analytics')).toBeVisible();
});

test.describe('dark mode', () => {
  test.use({ colorMode: 'dark' });
  test('the settings screen passes the accessibility check', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: /Connection: Demo: Acme Analytics/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('unknown routes show the 404 page, in light and dark mode', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
