import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/mock';

test('lists and pages through the surveys of a project', async ({ page }) => {
  await page.goto('/projects/1/surveys?pageSize=10');
  await expect(page.getByRole('link', { name: 'NPS with follow-ups' })).toBeVisible();
  const nps = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'NPS with follow-ups' }) });
  await expect(nps.getByRole('cell').nth(6)).toHaveText('318');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Stress test: 100 questions' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('11–20 of 30 · page 2 of 3')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('creates a survey from a template and runs its lifecycle', async ({ page }) => {
  await page.goto('/projects/2/surveys');
  await page.getByRole('button', { name: 'New survey' }).click();
  const dialog = page.getByRole('dialog', { name: 'New survey' });
  await dialog.getByLabel('Name').fill('App store prompt');
  await dialog.getByLabel(/Branching example/).check();
  await dialog.getByRole('button', { name: 'Create survey' }).click();
  await expect(dialog.getByText('There is already a survey with this name.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Name').fill('Release NPS');
  await dialog.getByRole('button', { name: 'Create survey' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /Release NPS/ })).toBeVisible();
  await expect(
    page.getByText('If the answer is 0–6 (Detractors), go to Q2 “What disappointed you?”.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('draft')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Launch now' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('running')).toBeVisible();
  await page.getByRole('button', { name: 'Stop now' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('completed')).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('archived')).toBeVisible();
  await page.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('completed')).toBeVisible();

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/tab=activity/);
  const log = page.getByRole('list', { name: 'Survey activity' });
  await expect(log).toContainText('archived: true → false');
  await expect(log).toContainText('archived: false → true');
  await expect(log).toContainText('end_date: (empty) →');
  await expect(log).toContainText('start_date: (empty) →');
  await expect(log).toContainText('Demo created');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Release NPS \(copy\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete survey "Release NPS (copy)"?' });
  await confirm.getByRole('button', { name: 'Delete survey' }).click();
  await expect(page).toHaveURL(/\/projects\/2\/surveys$/);
  await expect(page.getByText('Survey "Release NPS (copy)" deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Release NPS (copy)' })).toHaveCount(0);

  await page
    .getByRole('button', { name: 'All activity' })
    .or(page.getByRole('link', { name: 'All activity' }))
    .click();
  const all = page.getByRole('list', { name: 'Activity of all surveys' });
  await expect(all.getByRole('listitem').first()).toContainText('deleted “Release NPS (copy)”');
});

test('rejects a malformed import and creates nothing', async ({ page }) => {
  await page.goto('/projects/2/surveys');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a survey' });
  await dialog.getByLabel('Survey JSON file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"name": "Half'),
  });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The file is not valid JSON');
  await dialog
    .getByLabel('Survey JSON', { exact: true })
    .fill(JSON.stringify({ name: 'Shape', type: 'modal', questions: [{ type: 'rating', question: 'R' }] }));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText('type:');
  await expect(dialog.getByRole('alert')).toContainText('questions.0');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('3 surveys')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  await page
    .getByLabel('Survey JSON', { exact: true })
    .fill(
      JSON.stringify({ name: 'Imported pulse', type: 'api', questions: [{ type: 'open', question: 'Hi?' }] }),
    );
  await page.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Imported pulse/ })).toBeVisible();
});

test.describe('read-only key', () => {
  test.use({ apiKey: 'phx_demo_read', colorMode: 'dark' });
  test('is told why it cannot create, and sees the list', async ({ page }) => {
    await page.goto('/projects/1/surveys');
    await expect(
      page.getByText("Read-only: Your API key is missing the 'survey:write' scope."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'New survey' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'NPS with follow-ups' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('projects-only key', () => {
  test.use({ apiKey: 'phx_demo_projects' });
  test('the activity page explains the missing scope', async ({ page }) => {
    await page.goto('/projects/1/surveys/activity');
    await expect(page.getByText(/Activity logs need activity_log:read/)).toBeVisible();
  });
});
