import type { Page } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

async function openFlow(page: Page, name: string) {
  await page.goto('/projects/1/surveys');
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('tab', { name: 'Flow' }).click();
  await expect(page).toHaveURL(/tab=flow/);
  await expect(page.getByRole('figure', { name: 'Survey flow graph' })).toBeVisible();
}

test('a branching survey shows an edge for every way to leave a question', async ({ page }) => {
  await openFlow(page, 'NPS with follow-ups');
  const graph = page.getByRole('figure', { name: 'Survey flow graph' });
  for (const label of ['0–6 (Detractors)', '7–8 (Passives)', '9–10 (Promoters)', 'any answer, skipped']) {
    await expect(graph.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByText('Every question is reachable, there are no loops and every route ends properly.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
});

test('an unreachable question is flagged, and the flag selects it', async ({ page }) => {
  await openFlow(page, 'Broken flow: unreachable question');
  const finding = page.getByRole('button', { name: /Q2 “What were you looking for\?” can never be reached/ });
  await expect(finding).toBeVisible();
  await finding.click();
  await expect(page.getByText('Selected: Q2 “What were you looking for?”')).toBeVisible();
});

test('a loop is named with its questions', async ({ page }) => {
  await openFlow(page, 'Broken flow: loop');
  await expect(page.getByRole('button', { name: /Loop: Q1 → Q2 → Q1/ })).toBeVisible();
  // The edge back up is drawn beside the nodes, with its label.
  const graph = page.getByRole('figure', { name: 'Survey flow graph' });
  await expect(graph.locator('.react-flow__edge-loop')).toHaveCount(1);
  await expect(graph.locator('.react-flow__edge-loop').getByText('any answer')).toBeVisible();
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
});

test('the walk-through follows the rules for a detractor and a promoter', async ({ page }) => {
  await openFlow(page, 'NPS with follow-ups');
  const respondent = page.getByRole('region', { name: 'Respondent view' });
  await respondent.getByRole('button', { name: '3', exact: true }).click();
  await respondent.getByRole('button', { name: 'Submit' }).click();
  await expect(
    respondent.getByRole('heading', { name: 'Sorry to hear that. What should we fix first?' }),
  ).toBeVisible();
  await respondent.getByLabel('Your answer').fill('Speed');
  await respondent.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you!')).toBeVisible();

  await page.getByRole('button', { name: 'Restart' }).click();
  await respondent.getByRole('button', { name: '10', exact: true }).click();
  await respondent.getByRole('button', { name: 'Submit' }).click();
  await expect(
    respondent.getByRole('heading', { name: 'Thanks! Would you leave us a review?' }),
  ).toBeVisible();
  await respondent.getByRole('button', { name: 'Back' }).click();
  await expect(
    respondent.getByRole('heading', { name: 'How likely are you to recommend Acme to a friend?' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Paths' }).click();
  await expect(
    page.getByRole('list', { name: 'Paths through the survey' }).getByRole('listitem'),
  ).toHaveCount(3);
});

test('the walk-through shows what posthog-js shows: intro, a throw, length rules, the real link host, the widget closing', async ({
  page,
}) => {
  await page.goto('/projects/1/surveys');
  await mock.reset(page);
  // Shapes agents and the API store: a 3-point number rating (posthog-js draws 1–5), a length rule, an
  // intro screen, and no thank-you message.
  const survey = await mock.apiPost<Survey>(page, '/api/projects/1/surveys/', {
    name: 'Walk-through fidelity',
    type: 'popover',
    questions: [
      {
        type: 'rating',
        question: 'How was checkout?',
        display: 'number',
        scale: 3,
        lowerBoundLabel: 'Bad',
        upperBoundLabel: 'Good',
        branching: { type: 'response_based', responseValues: { positive: 1, negative: 1, neutral: 1 } },
      },
      {
        type: 'open',
        question: 'What should we fix first?',
        description: 'Or see <a href="https://evil.example/login">https://us.posthog.com/settings</a>',
        descriptionContentType: 'html',
        validation: [{ type: 'min_length', value: 10 }],
      },
    ],
    appearance: { displayIntroScreen: true, introScreenHeader: 'Two minutes?' },
  });
  await page.goto(`/projects/1/surveys/${survey.id}?tab=flow`);
  await expect(
    page.getByRole('button', { name: /^Q1: the SDK fails on 4, 5: The response must be in range 1-3\./ }),
  ).toBeVisible();

  const respondent = page.getByRole('region', { name: 'Respondent view' });
  await expect(respondent.getByRole('heading', { name: 'Two minutes?' })).toBeVisible();
  await respondent.getByRole('button', { name: 'Get started' }).click();

  await respondent.getByRole('button', { name: '5', exact: true }).click();
  await respondent.getByRole('button', { name: 'Submit' }).click();
  await expect(respondent.getByRole('alert')).toContainText(
    'The widget stops here: posthog-js throws “The response must be in range 1-3”',
  );
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
  await respondent.getByRole('button', { name: '3', exact: true }).click();
  await respondent.getByRole('button', { name: 'Submit' }).click();

  await expect(respondent.getByRole('heading', { name: 'What should we fix first?' })).toBeVisible();
  await expect(respondent.getByText('(opens evil.example)')).toBeVisible();
  await respondent.getByLabel('Your answer').fill('Speed');
  await expect(respondent.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(
    respondent.getByText('Submit stays disabled: Please enter at least 10 characters'),
  ).toBeVisible();
  await respondent.getByLabel('Your answer').fill('Speed on mobile');
  await respondent.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('The widget closes')).toBeVisible();
  await expect(page.getByText(/Thank you/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
});

test.describe('dark mode', () => {
  test.use({ colorMode: 'dark' });
  test('the largest seeded survey renders and passes axe', async ({ page }) => {
    await openFlow(page, 'Stress test: 100 questions');
    const graph = page.getByRole('figure', { name: 'Survey flow graph' });
    await expect(graph.locator('.react-flow__node')).toHaveCount(101);
    // It opens on the start, readable; a finding far down the survey brings its question into view.
    await expect(
      graph.getByLabel('Question 1: Question 1: How was step 1', { exact: true }),
    ).toBeInViewport();
    const far = graph.getByLabel(/^Question 31: /);
    await expect(far).not.toBeInViewport();
    await page.getByRole('button', { name: /^Q31 .* can never be reached/ }).click();
    await expect(far).toBeInViewport();
    await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
  });
});
