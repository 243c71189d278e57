// The connection is the trust boundary: what was asked of one backend must never reach another, and
// testing a candidate must not change the backend the tab is using.
import type { Page, Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

const SELF_HOSTED = 'https://posthog.internal.example';

interface Recorded {
  method: string;
  path: string;
  auth: string | null;
}

/** A made-up self-hosted PostHog answered by Playwright: every request is recorded, none succeeds. */
async function fakeSelfHosted(page: Page): Promise<Recorded[]> {
  const seen: Recorded[] = [];
  await page.route(`${SELF_HOSTED}/**`, async (route: Route) => {
    const request = route.request();
    seen.push({
      method: request.method(),
      path: new URL(request.url()).pathname,
      auth: await request.headerValue('authorization'),
    });
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        type: 'authentication_error',
        code: 'authentication_failed',
        detail: 'No.',
        attr: null,
      }),
    });
  });
  return seen;
}

test('Test connection of the demo backend leaves the active self-hosted backend (and the mock) alone', async ({
  page,
}) => {
  const seen = await fakeSelfHosted(page);
  await page.addInitScript((url) => {
    if (window.localStorage.getItem('surveyor.connection')) return;
    window.localStorage.setItem(
      'surveyor.connection',
      JSON.stringify({ kind: 'self-hosted', selfHostedUrl: url, remember: false }),
    );
    window.sessionStorage.setItem('surveyor.apiKey', 'phx_SELFHOSTED_key');
  }, SELF_HOSTED);
  await page.goto('/settings');
  await expect(page.getByRole('radio', { name: /Self-hosted/ })).toBeChecked();

  await page.getByRole('radio', { name: /Demo/ }).check();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Acme Analytics', { exact: true })).toBeVisible();

  // The demo was answered in the page: no worker was started for the tab, nothing else changed.
  expect(await page.evaluate(() => Boolean(window.__surveyorMock))).toBe(false);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(seen.every((request) => request.auth === 'Bearer phx_SELFHOSTED_key')).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('a write waiting out a 429 is not sent to the backend the user switches to, and the user is told', async ({
  page,
}) => {
  const seen = await fakeSelfHosted(page);
  await page.goto('/projects/1/surveys');
  await page.getByRole('link', { name: 'Onboarding feedback', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Onboarding feedback/ })).toBeVisible();
  const surveyPath = new URL(page.url()).pathname.replace(/^\/projects\/1\/surveys\//, '');
  await mock.injectFault(page, {
    method: 'PATCH',
    path: `/api/projects/1/surveys/${surveyPath}`,
    status: 429,
    retryAfter: 6,
  });
  const throttled = page.waitForResponse((response) => response.status() === 429);
  await page.getByRole('button', { name: 'Archive' }).click();
  await throttled;

  // Within the wait, switch to a self-hosted instance with a real-looking key.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: /Self-hosted/ }).check();
  await page.getByLabel('Base URL').fill(SELF_HOSTED);
  await page.getByLabel('Personal API key').fill('phx_SELFHOSTED_real_key_999');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  // Past the Retry-After: nothing but the new connection's own reads reached the new host.
  await page.waitForTimeout(7000);
  expect(seen.filter((request) => request.method !== 'GET')).toEqual([]);
  expect(seen.filter((request) => request.path.includes('/surveys/'))).toEqual([]);

  const notice = page.getByRole('alert').filter({ hasText: 'Not sent after the backend changed' });
  await expect(notice).toContainText('archive survey “Onboarding feedback”');
  await expectNoSeriousA11yViolations(page);

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
});
