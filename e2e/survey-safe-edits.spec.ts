// Safe edits to live surveys (see docs/decisions/0012-safe-edits.md): a save of a running survey is reviewed
// with its impact on the responses, a change made elsewhere while the editor is open is merged and never
// overwritten, and an earlier version comes back from the History tab through the same review.
import type { Page } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectEditorOpen, reviewDialog } from './support/editor';
import { expect, mock, test } from './support/mock';

const question = (page: Page, number: number) =>
  page.getByRole('region', { name: `Question ${number}`, exact: true });
const questionText = (page: Page, number: number) =>
  question(page, number).getByRole('textbox', { name: `Question ${number} text` });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' });

async function surveyByName(page: Page, name: string): Promise<Survey> {
  const list = await mock.apiGet<{ results: Survey[] }>(
    page,
    `/api/projects/1/surveys/?search=${encodeURIComponent(name)}`,
  );
  const found = list.results.find((survey) => survey.name === name);
  if (!found) throw new Error(`No survey named ${name}`);
  return found;
}

const stored = (page: Page, id: string) => mock.apiGet<Survey>(page, `/api/projects/1/surveys/${id}/`);

async function openEditor(page: Page, name: string): Promise<Survey> {
  await page.goto('/projects/1/surveys');
  const survey = await surveyByName(page, name);
  await page.goto(`/projects/1/surveys/${survey.id}/edit`);
  await expectEditorOpen(page, name);
  return survey;
}

test('rewording a question of a running survey is reviewed with its 318 responses before it is saved', async ({
  page,
}) => {
  const survey = await openEditor(page, 'NPS with follow-ups');
  await questionText(page, 2).fill('What went wrong for you?');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const review = reviewDialog(page);
  await expect(review).toBeVisible();
  await expect(review).toContainText('This survey is running and it has 318 responses.');
  await expect(review.getByText('Q2 was reworded; 318 responses answered the old wording.')).toBeVisible();
  await expect(review.getByRole('list', { name: 'Questions' })).toContainText(
    'Q2 reworded: “Sorry to hear that. What should we fix first?” → “What went wrong for you?”',
  );
  await expectNoSeriousA11yViolations(page, ['iframe']);

  // Back to editing keeps everything typed and sends nothing.
  await review.getByRole('button', { name: 'Back to editing' }).click();
  await expect(review).toHaveCount(0);
  await expect(questionText(page, 2)).toHaveValue('What went wrong for you?');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  expect((await stored(page, survey.id)).questions![1]!.question).toBe(
    'Sorry to hear that. What should we fix first?',
  );

  const sent = page.waitForRequest((request) => request.method() === 'PATCH');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await review.getByRole('button', { name: 'Save changes' }).click();
  await expect(saved(page)).toBeVisible();
  expect(Object.keys((await sent).postDataJSON() as object)).toEqual(['questions']);
  const after = await stored(page, survey.id);
  expect(after.questions!.map((q) => q.question)).toEqual([
    'How likely are you to recommend Acme to a friend?',
    'What went wrong for you?',
    'What would make Acme a 10 for you?',
    'Thanks! Would you leave us a review?',
  ]);
});

test('a draft saves without a review', async ({ page }) => {
  const survey = await openEditor(page, 'Feedback round 4');
  await questionText(page, 1).fill('What did this round get right?');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved(page)).toBeVisible();
  await expect(reviewDialog(page)).toHaveCount(0);
  expect((await stored(page, survey.id)).questions![0]!.question).toBe('What did this round get right?');
});

test('a change made through the API while the editor is open is merged with mine, never overwritten', async ({
  page,
}) => {
  const survey = await openEditor(page, 'Checkout satisfaction (CSAT)');
  // A colleague renames the survey and rewords Q2 meanwhile.
  const theirs = structuredClone(survey.questions!);
  theirs[1]!.question = 'What slowed you down?';
  await mock.apiPatch(page, `/api/projects/1/surveys/${survey.id}/`, {
    name: 'Checkout CSAT (renamed by a colleague)',
    questions: theirs,
  });

  await page.getByRole('textbox', { name: 'Survey name' }).fill('Checkout CSAT (mine)');
  await questionText(page, 1).fill('How satisfied were you with checkout today?');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const elsewhere = page.getByRole('dialog', { name: 'Changed elsewhere' });
  await expect(elsewhere).toBeVisible();
  const table = elsewhere.getByRole('table', { name: 'Their changes beside yours' });
  const row = (part: RegExp) => table.getByRole('row', { name: part });
  await expect(row(/^Name/)).toContainText('→ “Checkout CSAT (renamed by a colleague)”');
  await expect(row(/^Name/)).toContainText('→ “Checkout CSAT (mine)”');
  await expect(row(/^Q1 /)).toContainText('reworded to “How satisfied were you with checkout today?”');
  await expect(row(/^Q1 /)).toContainText('Yours (only you changed it)');
  await expect(row(/^Q2 /)).toContainText('reworded to “What slowed you down?”');
  await expect(row(/^Q2 /)).toContainText('Theirs (only they changed it)');
  await expect(elsewhere.getByRole('button', { name: 'Save merged' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, ['iframe']);

  await elsewhere
    .getByRole('radiogroup', { name: 'Keep for Name' })
    .getByRole('radio', { name: 'Yours' })
    .check();
  const sent = page.waitForRequest((request) => request.method() === 'PATCH');
  await elsewhere.getByRole('button', { name: 'Save merged' }).click();

  // Running with 127 responses: the merged save is reviewed too.
  const review = reviewDialog(page);
  await expect(review).toContainText('This survey is running and it has 127 responses.');
  await expect(review.getByRole('list', { name: 'Settings' })).toContainText(
    'Name: “Checkout CSAT (renamed by a colleague)” → “Checkout CSAT (mine)”',
  );
  await review.getByRole('button', { name: 'Save changes' }).click();
  await expect(saved(page)).toBeVisible();

  const body = (await sent).postDataJSON() as { name: string; questions: { question: string }[] };
  expect(Object.keys(body).sort()).toEqual(['name', 'questions']);
  const after = await stored(page, survey.id);
  expect(after.name).toBe('Checkout CSAT (mine)');
  expect(after.questions!.map((q) => q.question)).toEqual([
    'How satisfied were you with checkout today?',
    'What slowed you down?',
  ]);
  expect(after.questions!.map((q) => q.id)).toEqual(survey.questions!.map((q) => q.id));
  // The editor now shows their rewording too, and Undo would bring back the form as it was.
  await expect(questionText(page, 2)).toHaveValue('What slowed you down?');
});

test('a survey whose questions share an id saves without a false "Changed elsewhere"', async ({ page }) => {
  // The server accepts duplicate question ids; the API, scripts or other tools can write them.
  await page.goto('/projects/1/surveys');
  const created = await mock.apiPost<Survey>(page, '/api/projects/1/surveys/', {
    name: 'Twin question ids',
    type: 'popover',
    questions: [
      { id: 'same-id', type: 'open', question: 'QUESTION A' },
      { id: 'same-id', type: 'open', question: 'QUESTION B' },
      { id: 'other-id', type: 'open', question: 'QUESTION C' },
    ],
  });
  await openEditor(page, 'Twin question ids');
  await questionText(page, 3).fill('QUESTION C, reworded');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saved(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Changed elsewhere' })).toHaveCount(0);
  const after = await stored(page, created.id);
  expect(after.questions!.map((q) => [q.id, q.question])).toEqual([
    ['same-id', 'QUESTION A'],
    ['same-id', 'QUESTION B'],
    ['other-id', 'QUESTION C, reworded'],
  ]);
});

test('an earlier version comes back from History through the review, and the survey stays running', async ({
  page,
}) => {
  await page.goto('/projects/1/surveys');
  const survey = await surveyByName(page, 'NPS with follow-ups');
  await page.goto(`/projects/1/surveys/${survey.id}?tab=history`);
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(4);
  await expect(versions.getByRole('listitem').nth(0)).toContainText('Current version');
  await expect(versions.getByRole('listitem').nth(1)).toContainText('Maya updated questions');

  // The version right after the launch, before Maya reworded Q2.
  const launched = versions.getByRole('listitem').filter({ hasText: 'Demo updated start date' });
  await launched.getByRole('button', { name: 'Changes since this version' }).click();
  await expect(launched.getByRole('list', { name: 'Questions' })).toContainText(
    'Q2 reworded: “What is the one thing we should fix?” → “Sorry to hear that. What should we fix first?”',
  );
  await expect(launched.getByRole('list', { name: 'Branching' })).toContainText('7–8 (Passives): end → Q3');
  await expectNoSeriousA11yViolations(page);

  await launched.getByRole('button', { name: 'Restore this version' }).click();
  await expectEditorOpen(page, 'NPS with follow-ups');
  await expect(
    // The colleague's name is isolated from the words around it (FSI…PDI marks, lib/bidi.ts).
    page.getByRole('alert').filter({ hasText: /Restoring the version of .* by \u2068?Demo/ }),
  ).toBeVisible();
  await expect(questionText(page, 2)).toHaveValue('What is the one thing we should fix?');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const review = reviewDialog(page);
  await expect(review.getByRole('list', { name: 'Questions' })).toContainText(
    'Q2 reworded: “Sorry to hear that. What should we fix first?” → “What is the one thing we should fix?”',
  );
  await expect(review.getByRole('list', { name: 'Settings' })).toContainText(
    'Appearance: thank-you text “Your feedback shapes what we build next.” → “Thanks for your time.”',
  );
  await review.getByRole('button', { name: 'Save changes' }).click();
  await expect(saved(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /Restoring/ })).toHaveCount(0);

  const after = await stored(page, survey.id);
  expect(after.questions![1]!.question).toBe('What is the one thing we should fix?');
  expect(after.questions![0]!.branching).toEqual({
    type: 'response_based',
    responseValues: { detractors: 1, passives: 'end', promoters: 3 },
  });
  expect(after.start_date).toBe(survey.start_date);
  expect(after.end_date).toBeNull();

  // The restore is a version of its own now.
  await page.goto(`/projects/1/surveys/${survey.id}?tab=history`);
  await expect(versions.getByRole('listitem')).toHaveCount(5);
  await expect(versions.getByRole('listitem').nth(0)).toContainText('Demo updated questions, appearance');
});

test.describe('in dark mode', () => {
  test.use({ colorMode: 'dark' });

  test('the History tab and the review dialog have no serious accessibility violations', async ({ page }) => {
    await page.goto('/projects/1/surveys');
    const survey = await surveyByName(page, 'Legacy: confirmation_message branching');
    await page.goto(`/projects/1/surveys/${survey.id}?tab=history`);
    const versions = page.getByRole('list', { name: 'Versions' });
    await expect(versions.getByRole('listitem').nth(1)).toContainText('does not record what changed');
    await expect(versions.getByRole('listitem').nth(2)).toContainText('cannot rebuild this version');
    await expectNoSeriousA11yViolations(page);

    await openEditor(page, 'Product-market fit');
    await questionText(page, 1).fill('How would you feel if you could no longer use Acme tomorrow?');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(reviewDialog(page)).toContainText('has 54 responses');
    await expectNoSeriousA11yViolations(page, ['iframe']);
  });
});
