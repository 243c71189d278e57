import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

test('changes time zone and sample rate, saves, and they survive a reload', async ({ page }) => {
  await page.goto('/projects/2/settings');
  const timezone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(timezone).toHaveValue('America/New_York');
  await timezone.fill('Tokyo');
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await page.getByLabel('Record user sessions').check();
  await page.getByRole('spinbutton', { name: 'Sample rate' }).fill('35');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const stored = await mock.apiGet<{ timezone: string; session_recording_sample_rate: string }>(
    page,
    '/api/organizations/@current/projects/2/',
  );
  expect(stored).toMatchObject({ timezone: 'Asia/Tokyo', session_recording_sample_rate: '0.35' });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
  await expect(page.getByRole('spinbutton', { name: 'Sample rate' })).toHaveValue('35');
  await expectNoSeriousA11yViolations(page);
});

test('a server 500 on save keeps every typed value and says why', async ({ page }) => {
  await page.goto('/projects/2/settings');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Acme Mobile (beta)');
  await mock.injectFault(page, { method: 'PATCH', path: '/projects/2', status: 500 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not save' })).toContainText('Server error');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Acme Mobile (beta)');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('warns before leaving with unsaved changes', async ({ page }) => {
  await page.goto('/projects/2/settings');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Unsaved name');
  await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Unsaved name');
});

test('resets the token and shows the new one once', async ({ page }) => {
  await page.goto('/projects/1/settings');
  await page.getByRole('button', { name: 'Reset project token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset project token?' });
  await expect(dialog).toContainText('stops sending data');
  await dialog.getByLabel('Type "Acme Web" to confirm').fill('Acme Web');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Reset token' }).click();
  const done = page.getByRole('dialog', { name: 'New project token' });
  const token = await done.getByRole('textbox', { name: 'New project token' }).inputValue();
  expect(token).toMatch(/^phc_/);
  await done.getByRole('button', { name: 'Done' }).click();
  const stored = await mock.apiGet<{ api_token: string }>(page, '/api/organizations/@current/projects/1/');
  expect(stored.api_token).toBe(token);
  await expect(page.getByText(`${token.slice(0, 8)}…${token.slice(-4)}`).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('api_token');
});

test('deletes the project from its settings page', async ({ page }) => {
  await page.goto('/projects/7/settings');
  await page.getByRole('button', { name: 'Delete project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete project "Marketing site EU"?' });
  await dialog.getByLabel('Type "Marketing site EU" to confirm').fill('Marketing site EU');
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(
    page.getByText('Project "Marketing site EU" is being deleted. PostHog finishes in the background.'),
  ).toBeVisible();
});

test('product intent and onboarding actions, as PostHog records them', async ({ page }) => {
  const sent: { path: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/projects\/4\//.test(request.url()))
      sent.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() });
  });
  await page.goto('/projects/4/settings');
  await page.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: 'Experiments' }).click();
  // intent_context only takes PostHog's own values (a ChoiceField): only the product is sent.
  await page.getByRole('button', { name: 'Add product intent' }).click();
  await expect(page.getByText('Product intent added for Experiments')).toBeVisible();
  await page.getByRole('button', { name: 'Complete product onboarding' }).click();
  await expect(page.getByText('Onboarding completed for Experiments')).toBeVisible();
  // The action only stamps the intent; the project's flag is PATCHed afterwards, as PostHog's UI does.
  await expect(page.getByRole('table', { name: 'Read-only facts' })).toContainText('experiments');
  expect(sent.map((request) => request.path)).toEqual([
    expect.stringMatching(/add_product_intent\/$/),
    expect.stringMatching(/complete_product_onboarding\/$/),
    expect.stringMatching(/\/projects\/4\/$/),
  ]);
  expect(sent[0]!.body).toEqual({ product_type: 'experiments' });
  expect(sent[2]!.body).toEqual({
    has_completed_onboarding_for: expect.objectContaining({ experiments: true }),
  });
});

test.describe('demo project', () => {
  test('shows demo data being generated, then stops polling', async ({ page }) => {
    await page.goto('/projects/3/settings');
    await expect(page.getByText('Generating demo data…')).toBeVisible();
    await expect(page.getByText('Generating demo data…')).toBeHidden({ timeout: 15_000 });
  });
});

test.describe('read-only key', () => {
  test.use({ apiKey: 'phx_demo_read' });
  test('cannot save and is told why', async ({ page }) => {
    await page.goto('/projects/1/settings');
    await expect(
      page.getByText("Read-only: Your API key is missing the 'project:write' scope."),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete project' })).toBeDisabled();
  });
});

test.describe('strict key (as real PostHog)', () => {
  test.use({ apiKey: 'phx_demo_strict', colorMode: 'dark' });
  test('token reset and activity say up front that PostHog refuses them to personal API keys', async ({
    page,
  }) => {
    await page.goto('/projects/1/settings');
    const token = page.getByRole('region', { name: 'Project token' });
    await expect(token.getByRole('note')).toContainText(
      'PostHog does not let personal API keys reset the project token',
    );
    await expect(token.getByRole('button', { name: /reset/i })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Activity' }).getByRole('note')).toContainText(
      "PostHog does not let personal API keys read the project's activity",
    );
    await expectNoSeriousA11yViolations(page);
  });
});
