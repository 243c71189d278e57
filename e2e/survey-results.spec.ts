// Results as a new user sees them: a survey copied to another project with Copy to projects, answers sent
// through the capture API (`/batch/` with each project's token, from the page so the demo's service
// worker takes them), the Results tab with test users left out and then in, the survey and its copy
// counted together on Results across surveys, and an answer given in the Flow tab's walk-through arriving
// in Results. Axe in light and dark.
import type { Page } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

const NAME = 'Results journey NPS';
const shot = (page: Page, name: string) =>
  process.env.SHOTS ? page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true }) : null;

async function capture(page: Page, projectId: number, batch: unknown[]) {
  const { api_token: token } = await mock.apiGet<{ api_token: string }>(page, `/api/projects/${projectId}/`);
  const answer = await page.evaluate(
    async ([body]) => {
      const response = await fetch('/batch/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    [{ api_key: token, batch }] as const,
  );
  expect(answer).toEqual({ status: 200, text: '{"status":"Ok"}' });
}

/** A `survey sent` as posthog-js sends it (id-based key), days ago. */
const sent = (
  surveyId: string,
  questionId: string,
  who: string,
  score: number,
  daysAgo: number,
  email?: string,
) => ({
  event: 'survey sent',
  distinct_id: who,
  timestamp: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  properties: {
    $survey_id: surveyId,
    $survey_submission_id: `${who}-submission`,
    $survey_completed: true,
    [`$survey_response_${questionId}`]: String(score),
    ...(email ? { $set: { email } } : {}),
  },
});

const nps = (page: Page) => page.getByRole('region', { name: /^Q1 How likely/ }).first();

test('answers sent through the capture API show as NPS, n and split, without and with test users, across a copy', async ({
  page,
}) => {
  // A loaded machine: the journey builds, copies, scans every project and runs axe four times.
  test.setTimeout(480_000);
  await page.goto('/projects');
  await mock.reset(page);
  const source = await mock.apiPost<Survey>(page, '/api/projects/1/surveys/', {
    name: NAME,
    type: 'popover',
    start_date: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    questions: [
      {
        id: 'journey-nps',
        type: 'rating',
        display: 'number',
        scale: 10,
        question: 'How likely are you to recommend us?',
      },
      { id: 'journey-plan', type: 'single_choice', question: 'Which plan?', choices: ['Free', 'Team'] },
    ],
  });
  await page.goto(`/projects/1/surveys/${source.id}`);

  // The copy, made as a user makes it.
  await page.getByRole('button', { name: 'Copy to projects' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy to projects' });
  await dialog.getByRole('checkbox', { name: 'Acme Mobile' }).check();
  await dialog.getByRole('button', { name: 'Review the plan (1)' }).click();
  await dialog.getByRole('button', { name: 'Copy to 1 project' }).click();
  await expect(dialog.getByText('Copied.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const copies = await mock.apiGet<{ results: Survey[] }>(
    page,
    `/api/projects/2/surveys/?search=${encodeURIComponent(NAME)}`,
  );
  const copy = copies.results.find((survey) => survey.name === NAME)!;
  const copyQuestion = String((copy.questions![0] as { id: string }).id);
  expect(copyQuestion).not.toBe('journey-nps');

  // Answers: five people and a test user to the source, two people to the copy.
  await capture(page, 1, [
    ...[10, 9, 8, 3, 10].map((score, i) => sent(source.id, 'journey-nps', `web-${i}`, score, 5 - i)),
    sent(source.id, 'journey-nps', 'qa', 0, 1, 'qa@acme-test.com'),
  ]);
  await capture(
    page,
    2,
    [9, 6].map((score, i) => sent(copy.id, copyQuestion, `mobile-${i}`, score, 3 - i)),
  );

  // The Results tab: test users left out by default, and said so.
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(nps(page).getByRole('group', { name: 'NPS: 40' })).toBeVisible({ timeout: 30_000 });
  await expect(nps(page).getByText(/^n 5 · 95% interval .* promoters/)).toBeVisible();
  await expect(
    page.getByText('1 response from test users excluded, by the project’s test account filters.'),
  ).toBeVisible();
  await expect(page.getByText(/PostHog's own count of responses \(includes test users\): 6/)).toBeVisible();
  await shot(page, 'results-tab-light');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('switch', { name: 'Leave out test users' }).click();
  await expect(nps(page).getByRole('group', { name: 'NPS: 17' })).toBeVisible({ timeout: 30_000 });
  await expect(nps(page).getByText(/^n 6 · 95% interval .* promoters/)).toBeVisible();
  await expect(
    page.getByText('Test users are included: these figures count their responses too.'),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Leave out test users' }).click();
  await expect(nps(page).getByRole('group', { name: 'NPS: 40' })).toBeVisible({ timeout: 30_000 });

  // Across surveys: the copy is offered, its question (another id) paired once confirmed.
  await page.getByRole('link', { name: 'Results across surveys' }).click();
  await expect(page.getByRole('heading', { name: 'Results across surveys' })).toBeVisible();
  await page.getByRole('button', { name: `Add 1 copy of “${NAME}”` }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pair the ticked questions' }).click({ timeout: 30_000 });
  await expect(nps(page).getByRole('group', { name: 'NPS: 29' })).toBeVisible({ timeout: 60_000 });
  await expect(nps(page).getByText(/^n 7 · 95% interval .* promoters/)).toBeVisible();
  await expect(
    page.getByText('1 response from test users excluded, by each project’s test account filters.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'By' }).last().click();
  await page.getByRole('option', { name: 'Project' }).click();
  const splitTable = page.getByRole('table', { name: 'Split by project' });
  await expect(splitTable.getByRole('row', { name: /^Acme Web 5 40 \(n 5\)/ })).toBeVisible();
  await expect(splitTable.getByRole('row', { name: /^Acme Mobile 2 0 \(n 2\)/ })).toBeVisible();
  await shot(page, 'results-across-light');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await shot(page, 'results-across-dark');
  await expectNoSeriousA11yViolations(page);

  // The walk-through: an answer given in the Flow tab arrives in Results.
  await page.goto(`/projects/1/surveys/${source.id}?tab=flow`);
  await page.getByRole('button', { name: '10', exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('radio', { name: 'Free' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(
      'Your answers were sent to the demo as posthog-js sends them: see them in the Results tab.',
    ),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(nps(page).getByRole('group', { name: 'NPS: 50' })).toBeVisible({ timeout: 30_000 });
  await expect(nps(page).getByText(/^n 6 · 95% interval .* promoters/)).toBeVisible();
  await shot(page, 'results-tab-dark');
  await expectNoSeriousA11yViolations(page);
});
