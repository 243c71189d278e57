// A survey scheduled through its gate flag, set up through the demo API as Surveyor's editor arms it: the
// list says Scheduled, then Running once the demo clock passes the launch, then Stopped with "Set the end
// date" past the stop; the Timeline lists it. Each screen is checked with axe.
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

const HOUR = 3_600_000;
const NAME = 'NPS with follow-ups';

interface Listed {
  results: { id: string; name: string }[];
}

test('a gated survey is Scheduled, Running, then Stopped, and on the Timeline', async ({ page }) => {
  await page.goto('/projects/1/surveys');
  await mock.reset(page);
  const surveys = await mock.apiGet<Listed>(page, '/api/projects/1/surveys/?limit=100');
  const survey = surveys.results.find((item) => item.name === NAME)!;
  const gate = await mock.apiPost<{ id: number }>(page, '/api/projects/1/feature_flags/', {
    key: `surveyor-gate-${survey.id}`,
    name: `Surveyor schedule: ${NAME}`,
    active: false,
    filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
  });
  const now = await page.evaluate(() => window.__surveyorMock!.now());
  await mock.apiPatch(page, `/api/projects/1/surveys/${survey.id}/`, {
    linked_flag_id: gate.id,
    start_date: new Date(now).toISOString(),
    end_date: null,
  });
  for (const [value, hours] of [
    [true, 1],
    [false, 2],
  ] as const)
    await mock.apiPost(page, '/api/projects/1/scheduled_changes/', {
      model_name: 'FeatureFlag',
      record_id: String(gate.id),
      payload: { operation: 'update_status', value },
      scheduled_at: new Date(now + hours * HOUR).toISOString(),
    });

  const status = () =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: NAME, exact: true }) })
      .locator('td')
      .nth(3);
  await page.reload();
  await expect(status()).toHaveText(/^Scheduled · /);
  await expectNoSeriousA11yViolations(page);

  await mock.advanceClock(page, 1.5 * HOUR);
  await page.reload();
  await expect(status()).toHaveText(/^Running until /);

  await mock.advanceClock(page, HOUR);
  await page.reload();
  await expect(status()).toHaveText('Stopped');
  await page.getByRole('link', { name: NAME, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Stopped');
  await expect(page.getByRole('button', { name: 'Set the end date' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Surveys' }).click();
  await page.getByRole('link', { name: 'Timeline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  // The window ended half an hour ago: the axis begins yesterday, so it is in view.
  const row = page.getByRole('list', { name: 'Scheduled surveys' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: NAME })).toBeVisible();
  await expect(row).toContainText(/Shown .+ – .+\./);
  await expectNoSeriousA11yViolations(page);
});
