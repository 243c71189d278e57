// Smoke journeys on the production server (nginx, `npm run serve:prod`) under its strict CSP: every
// test fails on a CSP violation (e2e/support/csp.ts), in the app or in the preview's sandboxed frame.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, expectSecurityHeaders, test } from '../support/csp';

const FRAME = 'iframe[title="Survey preview"]';

async function openSurvey(page: Page, name: string) {
  await page.goto('/projects/1/surveys');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the projects table pages through, then a project opens its settings', async ({ page }) => {
  const response = await page.goto('/projects');
  expectSecurityHeaders(response!);
  // The demo backend's service worker registered and answers under the CSP.
  await expect(page.getByRole('link', { name: /Connection: Demo: Acme Analytics/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain(
    '/mockServiceWorker.js',
  );
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('11–20 of 120 · page 2 of 12')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Web US', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Web US' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
});

test('a deep link loads and survives a reload (SPA fallback)', async ({ page }) => {
  const response = await page.goto('/projects/2/settings');
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(response!);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
  const reloaded = await page.reload();
  expect(reloaded!.status()).toBe(200);
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
});

test("a survey's overview, Flow and Preview tabs", async ({ page }) => {
  await openSurvey(page, 'NPS with follow-ups');
  await expect(page.getByText('How likely are you to recommend Acme to a friend?').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Flow' }).click();
  const graph = page.getByRole('figure', { name: 'Survey flow graph' });
  await expect(graph).toBeVisible();
  await expect(graph.getByText('0–6 (Detractors)', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Every question is reachable, there are no loops and every route ends properly.'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/tab=preview/);
  // The srcdoc frame inherits this page's CSP: its bootstrap runs by hash, the renderer from blob:.
  const frame = page.frameLocator(FRAME);
  await expect(frame.getByText('How likely are you to recommend Acme to a friend?')).toBeVisible();
  await frame.getByRole('button', { name: 'Rate 3', exact: true }).click();
  await frame.getByRole('button', { name: 'Submit survey' }).click();
  await expect(frame.getByText('Sorry to hear that. What should we fix first?')).toBeVisible();
});

test('the editor with its live preview, styled by the appearance settings', async ({ page }) => {
  await openSurvey(page, 'NPS with follow-ups');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit “NPS with follow-ups”' })).toBeVisible();
  const frame = page.frameLocator(FRAME);
  await expect(frame.getByText('How likely are you to recommend Acme to a friend?')).toBeVisible();

  // An edit reaches the preview.
  await page.getByRole('textbox', { name: 'Question 1 text' }).fill('How likely are you to recommend us?');
  await expect(frame.getByText('How likely are you to recommend us?')).toBeVisible();

  // The renderer styles through the CSSOM, which `style-src-attr 'none'` leaves alone.
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#123456');
  await expect(frame.locator('.survey-form')).toHaveCSS('background-color', 'rgb(18, 52, 86)');

  // The flow beside the questions (React Flow) works too.
  await page.getByRole('tab', { name: 'Flow' }).click();
  await expect(page.getByRole('figure', { name: 'Survey flow graph' })).toBeVisible();
});
