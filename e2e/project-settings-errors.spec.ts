// A server 400 on a switch: its reason sits under the switch and in the summary, nothing typed is lost.
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

test('a 400 naming a switch shows its reason under the switch and in the summary', async ({ page }) => {
  await page.goto('/projects/1/settings');
  const heatmaps = page.getByRole('switch', { name: 'Heatmaps' });
  await expect(heatmaps).toBeChecked();
  await heatmaps.uncheck();
  await mock.injectFault(page, {
    method: 'PATCH',
    path: '/projects/1',
    status: 400,
    body: {
      type: 'validation_error',
      code: 'invalid_input',
      detail: 'Heatmaps need the toolbar to be enabled.',
      attr: 'heatmaps_opt_in',
    },
  });
  await page.getByRole('button', { name: 'Save' }).click();

  const summary = page.getByRole('alert', { name: 'Not saved: fix these settings' });
  await expect(summary).toContainText('Heatmaps: Heatmaps need the toolbar to be enabled.');
  await expect(heatmaps).toHaveAccessibleDescription('Heatmaps need the toolbar to be enabled.');
  await expect(heatmaps).toBeFocused();
  await expect(heatmaps).not.toBeChecked();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Fixed (here: the server accepts it now), the reason goes away with the save.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(summary).toBeHidden();
});
