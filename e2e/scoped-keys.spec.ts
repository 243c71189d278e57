// Scoped personal API keys as a user meets them: a key limited to some projects, and one limited to an
// organization other than the user's current one. Both must get from the settings to a project's surveys.
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/mock';

test('a key limited to projects: enter its projects, then work in them', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('Personal API key').fill('phx_demo_project_scoped');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('The key is limited to some projects')).toBeVisible();
  await expect(
    page.getByText('“API keys with scoped projects are only supported on project-based endpoints.”', {
      exact: false,
    }),
  ).toBeVisible();

  const ids = page.getByRole('textbox', { name: 'Project ids' });
  await expect(ids).toBeFocused();
  await ids.fill('1, 2, 5');
  await ids.press('Enter');
  const reached = page.getByRole('list', { name: 'The key reaches 2 of 3 projects:' });
  await expect(reached.getByText('Acme Web (project 1)')).toBeVisible();
  await expect(reached.getByText('Acme Mobile (project 2)')).toBeVisible();
  await expect(reached.getByText(/Project 5: the key may not use this project/)).toBeVisible();
  // Enter checked the ids; it did not save the form.
  await expect(page).toHaveURL(/\/settings$/);
  await expectNoSeriousA11yViolations(page);

  await ids.fill('1, 2');
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Your API key is limited to 2 projects')).toBeVisible();
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Acme Mobile', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Connection: Demo: 2 projects' })).toBeVisible();

  await table.getByRole('link', { name: 'Surveys of Acme Mobile' }).click();
  await expect(page).toHaveURL(/\/projects\/2\/surveys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('Acme Mobile');
  await expect(page.getByRole('table')).toBeVisible();

  // A reload keeps the projects (they are settings); the key stays in this tab.
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true })).toBeVisible();
});

test('a key limited to another organization: connect to it and open its surveys', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('Personal API key').fill('phx_demo_org_scoped');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connected — the key is limited to some organizations')).toBeVisible();
  await expect(page.getByText('Northwind Labs', { exact: true })).toBeVisible();
  await expect(page.getByText(/API key does not have access to the requested organization/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Northwind Labs · 3 projects')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connection: Demo: Northwind Labs' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('link', { name: 'Northwind Ops', exact: true })).toBeVisible();

  await table.getByRole('link', { name: 'Surveys of Northwind Storefront' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Delivery satisfaction', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveText('Northwind Storefront');
});

test('a key that reaches two organizations: choose one by keyboard', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Test connection' }).click();
  const picker = page.getByRole('combobox', { name: 'Organization' });
  await expect(picker).toHaveText('Acme Analytics (your current organization)');
  await picker.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveText('Northwind Labs');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByText('Northwind Labs · 3 projects')).toBeVisible();
});
