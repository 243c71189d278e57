import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

test('pages through the table and keeps the page on reload', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/pageSize=10/);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.getByText('21–30 of 120 · page 3 of 12')).toBeVisible();
  await page.reload();
  await expect(page.getByText('21–30 of 120 · page 3 of 12')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Web APAC', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('creates a project and lands on its settings', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Name').fill('Acme Web');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  // The server's 409 for a duplicate name lands on the name field.
  await expect(
    dialog.getByText('There is already a project called "Acme Web" in this organization.', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Name').fill('Checkout experiments');
  await dialog.getByRole('combobox', { name: 'Time zone' }).fill('Berlin');
  await page.getByRole('option', { name: 'Europe/Berlin' }).click();
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout experiments' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
});

test('deletes a project from the table: it stays listed as "Deleting…" while PostHog finishes', async ({
  page,
}) => {
  await page.goto('/projects?page=2&pageSize=10');
  await page.getByRole('button', { name: 'Delete Web US' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete project "Web US"?' });
  await expect(dialog.getByRole('button', { name: 'Delete project' })).toBeDisabled();
  await dialog.getByLabel('Type "Web US" to confirm').fill('Web US');
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(
    page.getByText('Project "Web US" is being deleted. PostHog finishes in the background.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  // The server deletes in the background: the row stays, marked, and cannot be deleted twice.
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Web US', exact: true }) });
  await expect(row.getByText('Deleting…')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Delete Web US' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test.describe('dark mode', () => {
  test.use({ colorMode: 'dark' });
  test('the table passes axe in dark mode', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('read-only key', () => {
  test.use({ apiKey: 'phx_demo_read' });
  test('cannot create and is told which scope is missing', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByRole('button', { name: 'New project' })).toBeDisabled();
    await page.getByLabel("Your API key is missing the 'project:write' scope.").first().hover();
    await expect(page.getByRole('tooltip')).toHaveText("Your API key is missing the 'project:write' scope.");
  });
});

test('a 500 while loading the list shows an error and retry recovers', async ({ page }) => {
  await page.goto('/settings');
  await mock.injectFault(page, { method: 'GET', path: '/projects/', status: 500, times: 4 });
  await page.goto('/projects');
  await expect(page.getByText('Could not load projects')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
});
