// The demo clock in the app bar: shown on the demo backend, it moves the demo's time forward, the
// scheduled changes that came due run, and the demo stays ahead after a reload.
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

const HOUR = 3_600_000;

interface Change {
  id: number;
  executed_at: string | null;
}

test('moves the demo time forward and runs the changes that came due, across a reload', async ({ page }) => {
  await page.goto('/projects');
  await mock.reset(page);
  const change = await mock.apiPost<Change>(page, '/api/projects/1/scheduled_changes/', {
    model_name: 'FeatureFlag',
    record_id: '1006',
    payload: { operation: 'update_status', value: true },
    scheduled_at: new Date(Date.now() + 2 * HOUR).toISOString(),
  });

  await page.getByRole('button', { name: 'Demo clock' }).click();
  const clock = page.getByRole('dialog', { name: 'Demo clock' });
  await expect(clock).toContainText('Demo time:');
  await expect(clock).toContainText('Real time.');
  await expectNoSeriousA11yViolations(page);

  await clock.getByRole('button', { name: '+1 hour' }).click();
  await expect(clock).toContainText('1 hour ahead of real time');
  const pending = await mock.apiGet<Change>(page, `/api/projects/1/scheduled_changes/${change.id}/`);
  expect(pending.executed_at).toBeNull();
  await clock.getByRole('button', { name: '+1 day' }).click();
  await expect(clock).toContainText('1 day 1 hour ahead of real time');
  const ran = await mock.apiGet<Change>(page, `/api/projects/1/scheduled_changes/${change.id}/`);
  expect(ran.executed_at).not.toBeNull();
  const gate = await mock.apiGet<{ active: boolean }>(page, '/api/projects/1/feature_flags/1006/');
  expect(gate.active).toBe(true);

  await page.keyboard.press('Escape');
  await expect(clock).toBeHidden();
  await page.reload();
  // The page has loaded its first screen before the button is used (a click while the shell is still
  // being replaced by the route's own can land on the placeholder shell).
  await expect(page.getByRole('link', { name: 'Acme Web', exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Demo clock' }).click();
  await expect(page.getByRole('dialog', { name: 'Demo clock' })).toContainText(
    '1 day 1 hour ahead of real time',
  );
});
