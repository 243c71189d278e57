import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveSurvey } from './support/editor';
import { expect, mock, test } from './support/mock';

type Stored = Record<string, unknown> & { id: string; name: string; questions: Record<string, unknown>[] };

/** A survey as the demo backend stores it, found by its exact name. */
async function storedSurvey(page: Page, projectId: number, name: string): Promise<Stored> {
  const list = await mock.apiGet<{ results: Stored[] }>(
    page,
    `/api/projects/${projectId}/surveys/?search=${encodeURIComponent(name)}`,
  );
  const found = list.results.find((survey) => survey.name === name);
  if (!found) throw new Error(`No survey named ${name}`);
  return mock.apiGet<Stored>(page, `/api/projects/${projectId}/surveys/${found.id}/`);
}

/** Acme Mobile's default survey look in the demo (its survey_config.appearance). */
const ACME_MOBILE_THEME = {
  backgroundColor: '#eef2ff',
  borderColor: '#1d4aff',
  submitButtonColor: '#1d4aff',
  ratingButtonActiveColor: '#1d4aff',
  position: 'left',
};

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

test('duplicates a survey written in Spanish with its English translation', async ({ page }) => {
  const name = 'Edge: Spanish survey with an English translation';
  await page.goto('/projects/1/surveys');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /\(copy\)/ })).toBeVisible();
  await expect(page.getByText('Could not duplicate')).toHaveCount(0);
  const original = await storedSurvey(page, 1, name);
  const copy = await storedSurvey(page, 1, `${name} (copy)`);
  expect(copy.base_language).toBe('es');
  expect(copy.translations).toEqual(original.translations);
  expect(copy.translations).toEqual({
    en: { name: 'Survey in English', thankYouMessageHeader: 'Thanks!' },
  });
  expect(copy.questions.map((question) => question.translations)).toEqual(
    original.questions.map((question) => question.translations),
  );
  await expectNoSeriousA11yViolations(page);
});

test('new surveys start from the project’s default look, from the dialog and from the editor', async ({
  page,
}) => {
  await page.goto('/projects/2/surveys');
  await page.getByRole('button', { name: 'New survey' }).click();
  const dialog = page.getByRole('dialog', { name: 'New survey' });
  await dialog.getByLabel('Name').fill('Themed from the dialog');
  await dialog.getByRole('button', { name: 'Create survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Themed from the dialog/ })).toBeVisible();
  const fromDialog = await storedSurvey(page, 2, 'Themed from the dialog');
  expect(fromDialog.appearance).toMatchObject(ACME_MOBILE_THEME);
  expect(fromDialog.appearance).not.toHaveProperty('textColor');

  await page.goto('/projects/2/surveys/new');
  await page.getByRole('textbox', { name: 'Survey name' }).fill('Themed from the editor');
  await page.getByRole('textbox', { name: 'Question 1 text' }).fill('How are we doing?');
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page.getByRole('textbox', { name: 'Background colour', exact: true })).toHaveValue('#eef2ff');
  await expect(page.getByRole('textbox', { name: 'Text colour', exact: true })).toHaveValue('');
  await saveSurvey(page);
  const fromEditor = await storedSurvey(page, 2, 'Themed from the editor');
  expect(fromEditor.appearance).toMatchObject(ACME_MOBILE_THEME);
  expect(fromEditor.appearance).not.toHaveProperty('textColor');

  // A project without a theme: PostHog's look, and no styling nobody chose.
  await page.goto('/projects/1/surveys/new');
  await page.getByRole('textbox', { name: 'Survey name' }).fill('Unthemed from the editor');
  await page.getByRole('textbox', { name: 'Question 1 text' }).fill('Anything else?');
  await saveSurvey(page);
  const plain = (await storedSurvey(page, 1, 'Unthemed from the editor')).appearance as Record<
    string,
    unknown
  >;
  expect(plain).toMatchObject({
    displayThankYouMessage: true,
    thankYouMessageHeader: 'Thank you for your feedback!',
  });
  for (const key of ['textColor', 'position', 'backgroundColor', 'submitButtonColor'])
    expect(plain, key).not.toHaveProperty(key);
});

test('a survey the user may only view offers no write, and says why', async ({ page }) => {
  await page.goto('/projects/1/surveys');
  await page.getByRole('link', { name: 'Edge: view-only survey (your access level is viewer)' }).click();
  const reason = 'You can view this survey but not edit it: your access level is viewer.';
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  for (const name of ['Stop now', 'Archive', 'Delete'])
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  await expect(page.getByLabel(reason).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A copy is the user's own: it can be changed.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /\(copy\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: reason })).toHaveCount(0);
});
