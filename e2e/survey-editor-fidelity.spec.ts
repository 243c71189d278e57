// Surveys made outside Surveyor (through PostHog's API, by an agent) open, edit and save as PostHog treats
// them (see docs/decisions/0017-untouched-values-never-block.md): the documented explicit "next question"
// rule does not block shuffling, and values the server accepts never block a save of something else.
import type { Page } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectEditorOpen, saveSurvey } from './support/editor';
import { expect, mock, test } from './support/mock';

async function createThroughApi(page: Page, body: Record<string, unknown>): Promise<Survey> {
  await page.goto('/projects/1/surveys');
  return mock.apiPost<Survey>(page, '/api/projects/1/surveys/', body);
}

async function openEditor(page: Page, survey: Survey) {
  await page.goto(`/projects/1/surveys/${survey.id}/edit`);
  await expectEditorOpen(page, survey.name);
}

const stored = (page: Page, id: string) => mock.apiGet<Survey>(page, `/api/projects/1/surveys/${id}/`);

test('a survey carrying the documented {"type": "next_question"} rule can be shuffled', async ({ page }) => {
  const survey = await createThroughApi(page, {
    name: 'Made by an agent',
    type: 'popover',
    questions: [
      {
        type: 'rating',
        display: 'number',
        scale: 5,
        question: 'How is the beta?',
        lowerBoundLabel: 'Bad',
        upperBoundLabel: 'Good',
        branching: { type: 'next_question' },
      },
      { type: 'open', question: 'Anything else?', branching: { type: 'next_question' } },
    ],
  });
  await openEditor(page, survey);
  // The last question's explicit rule steps past the end in posthog-js: the flow beside the questions says
  // so.
  await page.getByRole('button', { name: 'Flow', exact: true }).click();
  await expect(page.getByText(/leads past the end/).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByRole('switch', { name: 'Shuffle the order of questions' }).check();
  await expectNoSeriousA11yViolations(page);
  await saveSurvey(page);

  const saved = await stored(page, survey.id);
  expect(saved.appearance?.shuffleQuestions).toBe(true);
  expect(saved.questions!.map((question) => 'branching' in question)).toEqual([false, false]);
  expect(saved.questions!.map((question) => question.question)).toEqual([
    'How is the beta?',
    'Anything else?',
  ]);
});

test('values the server accepts but the editor would not offer never block saving something else', async ({
  page,
}) => {
  const survey = await createThroughApi(page, {
    name: 'Stored through the API',
    type: 'popover',
    appearance: { surveyPopupDelaySeconds: 7200, backgroundColor: '#eeeded' },
    schedule: 'recurring',
    iteration_count: 2,
    iteration_frequency_days: 400,
    questions: [
      { type: 'single_choice', question: 'Pick one', choices: ['The only choice'] },
      { type: 'link', question: 'Open our form', link: 'https://intranet/form', buttonText: 'Open' },
      { type: 'open', question: 'Anything else?' },
    ],
  });
  await openEditor(page, survey);
  await page
    .getByRole('region', { name: 'Question 2', exact: true })
    .getByRole('textbox', { name: 'Question 2 text' })
    .fill('Open our intranet form');
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(
    page.getByText('7,200 seconds: more than the editor offers (3,600); PostHog accepts it.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Placeholder' }).fill('Type here…');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(
    page.getByText('400 days: more than the editor offers (365); PostHog accepts it.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveSurvey(page);
  await expect(page.getByText(/problems? to fix/)).toHaveCount(0);

  const saved = await stored(page, survey.id);
  expect(saved.appearance).toMatchObject({ surveyPopupDelaySeconds: 7200, placeholder: 'Type here…' });
  expect(saved.iteration_frequency_days).toBe(400);
  expect(saved.questions![0]).toMatchObject({ choices: ['The only choice'] });
  expect(saved.questions![1]).toMatchObject({
    question: 'Open our intranet form',
    link: 'https://intranet/form',
  });
});
