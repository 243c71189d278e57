// Copies in other projects, the survey fleet (see docs/decisions/0011-copies-one-project-at-a-time.md): the
// seeded NPS survey (linked flag, event and action triggers, French translations, cohort targeting) copied to
// two projects with a transfer plan per project and a result per project; then a change to the source shows
// in the Copies tab for both copies, is pushed to one through "Review changes", and the other keeps its
// version — all read back from the demo backend after a reload.
import type { Page } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { reviewDialog, saveSurvey } from './support/editor';
import { expect, mock, test } from './support/mock';

const NPS = 'NPS with follow-ups';
const Q1 = 'How likely are you to recommend Acme to a friend?';
const NEW_Q1 = 'How likely are you to recommend Acme to a colleague?';
const shot = (page: Page, name: string) =>
  process.env.SHOTS ? page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true }) : null;

async function surveysNamed(page: Page, projectId: number, name: string): Promise<Survey[]> {
  const list = await mock.apiGet<{ results: Survey[] }>(
    page,
    `/api/projects/${projectId}/surveys/?search=${encodeURIComponent(name)}`,
  );
  return list.results.filter((survey) => survey.name === name);
}

test('copies a survey to two projects, shows where the copies drifted and pushes a change to one', async ({
  page,
}) => {
  await page.goto('/projects');
  await mock.reset(page);
  const [source] = await surveysNamed(page, 1, NPS);
  await page.goto(`/projects/1/surveys/${source!.id}`);

  // 1. Copy to projects: pick two, read the plan, copy, see each result.
  await page.getByRole('button', { name: 'Copy to projects' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy to projects' });
  await expect(dialog.getByRole('checkbox', { name: /Acme Web/ })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Acme Mobile' }).check();
  await dialog.getByRole('checkbox', { name: 'Acme Demo' }).check();
  await dialog.getByRole('button', { name: 'Review the plan (2)' }).click();
  const mobile = dialog.getByRole('region', { name: 'Acme Mobile' });
  const demo = dialog.getByRole('region', { name: 'Acme Demo' });
  await expect(mobile.getByText(/beta-program.*found/)).toBeVisible();
  await expect(demo.getByText(/beta-program.*will be copied/)).toBeVisible();
  await expect(demo.getByRole('region', { name: 'Dropped' })).toContainText('Power users');
  await expect(mobile.getByRole('region', { name: 'Copies as is' })).toContainText('purchase_completed');
  await shot(page, 'fleet-plan');
  await expectNoSeriousA11yViolations(page);
  // Acme Demo lacks the cohort and the action: its wider audience is copied only once confirmed.
  await expect(dialog.getByRole('button', { name: 'Copy to 2 projects' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Copy anyway, with the wider audience' }).check();
  await dialog.getByRole('button', { name: 'Copy to 2 projects' }).click();
  await expect(mobile.getByText('Copied.')).toBeVisible();
  await expect(demo.getByText('Copied.')).toBeVisible();
  await expect(mobile.getByRole('link', { name: `Open “${NPS}”` })).toBeVisible();
  await shot(page, 'fleet-results');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const [mobileCopy] = await surveysNamed(page, 2, NPS);
  const [demoCopy] = await surveysNamed(page, 3, NPS);
  expect(mobileCopy?.conditions?.events).toMatchObject({ values: [{ name: 'purchase_completed' }] });
  expect(mobileCopy?.linked_flag?.key).toBe('beta-program');
  expect(demoCopy?.linked_flag?.key).toBe('beta-program');
  expect(Object.keys((mobileCopy?.translations as object | undefined) ?? {})).toContain('fr');

  // 2. The source's Q1 is reworded in the editor.
  await page.goto(`/projects/1/surveys/${source!.id}/edit`);
  await page
    .getByRole('region', { name: 'Question 1', exact: true })
    .getByRole('textbox', { name: 'Question 1 text' })
    .fill(NEW_Q1);
  // Saved (not only sent) before the page is left: a navigation would cancel the PATCH.
  await saveSurvey(page);

  // 3. The Copies tab shows the difference for both copies.
  await page.goto(`/projects/1/surveys/${source!.id}?tab=copies`);
  const matrix = page.getByRole('table', { name: 'Where each copy differs from this survey' });
  const q1 = matrix.getByRole('row', { name: /^Pick Q1/ });
  await expect(q1).toBeVisible();
  await expect(q1.getByRole('cell')).toHaveCount(1 + 2);
  await expect(q1).toContainText(Q1);
  await shot(page, 'fleet-copies');
  await expectNoSeriousA11yViolations(page);

  // 4. Pushed to Acme Mobile only, through the review.
  await q1.getByRole('checkbox').check();
  await matrix.getByRole('checkbox', { name: 'Pick the copy in Acme Mobile' }).check();
  await page.getByRole('button', { name: 'Push to picked' }).click();
  const review = reviewDialog(page);
  await expect(review).toContainText(NEW_Q1);
  await shot(page, 'fleet-review');
  await review.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Pushed to Acme Mobile')).toBeVisible();

  // 5. After a reload: Mobile has the new wording, Demo still differs.
  await page.reload();
  await expect(matrix.getByRole('row', { name: /^Pick Q1/ })).toBeVisible();
  const [mobileAfter] = await surveysNamed(page, 2, NPS);
  const [demoAfter] = await surveysNamed(page, 3, NPS);
  expect(mobileAfter?.questions?.[0]?.question).toBe(NEW_Q1);
  expect(demoAfter?.questions?.[0]?.question).toBe(Q1);
});
