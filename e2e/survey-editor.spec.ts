// The survey editor end to end: building, reordering, validating, saving and restoring, by mouse, keyboard
// and touch. Over 400 lines on purpose: one story per test, each read on its own from open to saved JSON.
import type { Locator, Page } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import type { ReadQuestion } from '../src/contracts/survey-questions';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectEditorOpen, saveSurvey, saveThroughReview } from './support/editor';
import { expect, mock, test } from './support/mock';

const question = (page: Page, number: number) =>
  page.getByRole('region', { name: `Question ${number}`, exact: true });

async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function addQuestion(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
}

async function surveyIdByName(page: Page, name: string): Promise<string> {
  const list = await mock.apiGet<{ results: Survey[] }>(
    page,
    `/api/projects/1/surveys/?search=${encodeURIComponent(name)}`,
  );
  const found = list.results.find((survey) => survey.name === name);
  if (!found) throw new Error(`No survey named ${name}`);
  return found.id;
}

async function openEditor(page: Page, name: string) {
  await page.goto('/projects/1/surveys');
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expectEditorOpen(page, name);
}

/** The branching of a saved survey in words, keyed by question text, so positions do not matter. */
function routes(questions: readonly ReadQuestion[]) {
  const text = (target: unknown) =>
    target === 'end'
      ? 'END'
      : typeof target === 'number'
        ? questions[target]!.question
        : `?${String(target)}`;
  return Object.fromEntries(
    questions.map((q) => {
      const branching = q.branching;
      if (!branching) return [q.question, 'next'];
      if (branching.type === 'end') return [q.question, 'END'];
      if (branching.type === 'specific_question') return [q.question, text(branching.index)];
      if (branching.type === 'response_based')
        return [
          q.question,
          Object.fromEntries(
            Object.entries(branching.responseValues ?? {}).map(([key, target]) => [key, text(target)]),
          ),
        ];
      return [q.question, branching.type];
    }),
  );
}

async function savedQuestions(page: Page, id: string) {
  return (await mock.apiGet<Survey>(page, `/api/projects/1/surveys/${id}/`)).questions ?? [];
}

/** Saves, through the review when the survey is running or has responses. */
const save = saveSurvey;

/** The same four-question routing the first journey builds by hand, as the API takes it. */
const ROUTED_QUESTIONS = [
  {
    type: 'rating',
    question: 'How likely are you to recommend us?',
    display: 'number',
    scale: 10,
    lowerBoundLabel: 'Unlikely',
    upperBoundLabel: 'Very likely',
    branching: { type: 'response_based', responseValues: { detractors: 2, promoters: 1 } },
  },
  {
    type: 'single_choice',
    question: 'Would you leave a review?',
    choices: ['Yes', 'No'],
    branching: { type: 'response_based', responseValues: { 0: 3, 1: 'end' } },
  },
  {
    type: 'open',
    question: 'What disappointed you?',
    branching: { type: 'specific_question', index: 3 },
  },
  {
    type: 'link',
    question: 'Book a call with us',
    link: 'https://example.com/call',
    branching: { type: 'end' },
  },
];

const ROUTES = {
  'How likely are you to recommend us?': {
    detractors: 'What disappointed you?',
    promoters: 'Would you leave a review?',
  },
  'Would you leave a review?': { 0: 'Book a call with us', 1: 'END' },
  'What disappointed you?': 'Book a call with us',
  'Book a call with us': 'END',
};

const centerInView = (locator: Locator) =>
  locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));

/** dnd-kit's live region: what a screen reader hears while dragging, and proof the drag got there. */
const dragAnnouncement = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Picked up|is over|dropped/ });

test('builds a branching survey by mouse, and the saved JSON routes every answer to the right question', async ({
  page,
}) => {
  await page.goto('/projects/1/surveys/new');
  await page.getByRole('textbox', { name: 'Survey name' }).fill('Routing by e2e');

  const q1 = question(page, 1);
  await choose(page, q1.getByRole('combobox', { name: 'Question type' }), 'Rating');
  await q1.getByRole('textbox', { name: 'Question 1 text' }).fill('How likely are you to recommend us?');
  await choose(page, q1.getByRole('combobox', { name: 'Scale' }), /0–10/);

  await addQuestion(page, 'Single choice');
  const q2 = question(page, 2);
  await q2.getByRole('textbox', { name: 'Question 2 text' }).fill('Would you leave a review?');
  await q2.getByRole('textbox', { name: 'Choice 1' }).fill('Yes');
  await q2.getByRole('textbox', { name: 'Choice 2' }).fill('No');

  await addQuestion(page, 'Open text');
  await question(page, 3).getByRole('textbox', { name: 'Question 3 text' }).fill('What disappointed you?');

  await addQuestion(page, 'Link');
  const q4 = question(page, 4);
  await q4.getByRole('textbox', { name: 'Question 4 text' }).fill('Book a call with us');
  await q4.getByRole('textbox', { name: 'Link' }).fill('https://example.com/call');

  // Q1: per answer bucket. Q2: per choice. Q3: a specific question. Q4: end.
  await choose(
    page,
    q1.getByRole('combobox', { name: 'After this question' }),
    'Decide based on the answer…',
  );
  await choose(page, q1.getByRole('combobox', { name: 'If the answer is 0–6 (Detractors)' }), /^Go to Q3/);
  await choose(page, q1.getByRole('combobox', { name: 'If the answer is 9–10 (Promoters)' }), /^Go to Q2/);
  await choose(
    page,
    q2.getByRole('combobox', { name: 'After this question' }),
    'Decide based on the answer…',
  );
  await choose(page, q2.getByRole('combobox', { name: 'If the answer is “Yes”' }), /^Go to Q4/);
  await choose(page, q2.getByRole('combobox', { name: 'If the answer is “No”' }), /^End the survey/);
  await choose(page, question(page, 3).getByRole('combobox', { name: 'After this question' }), /^Go to Q4/);
  await choose(page, q4.getByRole('combobox', { name: 'After this question' }), /^End the survey/);

  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page).toHaveURL(/\/projects\/1\/surveys\/[^/]+\/edit/);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const id = /surveys\/([^/]+)\/edit/.exec(page.url())![1]!;

  const saved = await savedQuestions(page, id);
  expect(saved.map((q) => q.question)).toEqual(Object.keys(ROUTES));
  expect(saved[0]!.branching).toEqual({
    type: 'response_based',
    responseValues: { detractors: 2, promoters: 1 },
  });
  expect(routes(saved)).toEqual(ROUTES);

  // A reload shows what was saved, in words.
  await page.reload();
  await expect(
    question(page, 1).getByRole('combobox', { name: 'If the answer is 0–6 (Detractors)' }),
  ).toContainText('Q3 “What disappointed you?”');
  await expect(question(page, 2).getByRole('combobox', { name: 'If the answer is “No”' })).toContainText(
    'End the survey',
  );
});

test('reordering by keyboard and by mouse keeps every rule on the same question', async ({ page }) => {
  await page.goto('/projects/1/surveys');
  const created = await mock.apiPost<Survey>(page, '/api/projects/1/surveys/', {
    name: 'Reordered by e2e',
    type: 'popover',
    questions: ROUTED_QUESTIONS,
  });
  await page.goto(`/projects/1/surveys/${created.id}/edit`);
  await expect(question(page, 4)).toContainText('Book a call with us');

  // Keyboard: the link question moves from last to first. Each step waits for what a screen reader hears.
  const lastHandle = page.getByRole('button', { name: 'Move question 4', exact: true });
  await lastHandle.focus();
  await page.keyboard.press('Space');
  await expect(lastHandle).toHaveAttribute('aria-pressed', 'true');
  await expect(dragAnnouncement(page)).toContainText('is over position 4 of 4');
  for (const position of [3, 2, 1]) {
    await page.keyboard.press('ArrowUp');
    await expect(dragAnnouncement(page)).toContainText(`is over position ${position} of 4`);
  }
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toContainText('dropped at position 1 of 4');
  await expect(question(page, 1)).toContainText('Book a call with us');
  await expect(page.getByRole('button', { name: 'Move question 1', exact: true })).toBeFocused();
  // The preview follows the moved question to its new place, and shows that question.
  await expect(page.getByRole('combobox', { name: 'Previewing' })).toHaveText(/^Q1 “Book a call/);
  await expect(
    page.frameLocator('iframe[title="Survey preview"]').getByText('Book a call with us'),
  ).toBeVisible();
  await save(page);
  const afterKeyboard = await savedQuestions(page, created.id);
  expect(afterKeyboard[0]!.question).toBe('Book a call with us');
  expect(routes(afterKeyboard)).toEqual(ROUTES);

  // Mouse: the rating question (now Q2) is dragged below Q3, with the cards collapsed as one would.
  await page.getByRole('button', { name: 'Collapse all' }).click();
  const handle = page.getByRole('button', { name: 'Move question 2', exact: true });
  await centerInView(handle);
  const target = await page.getByRole('button', { name: 'Move question 3', exact: true }).boundingBox();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  // Past the 4 px that tell a drag from a click; the drag has started once the handle says so.
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2 + 12, { steps: 4 });
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2 + 8, { steps: 12 });
  await expect(dragAnnouncement(page)).toContainText('is over position 3 of 4');
  await page.mouse.up();
  await expect(question(page, 3)).toContainText('How likely are you to recommend us?');
  await save(page);
  const afterMouse = await savedQuestions(page, created.id);
  expect(afterMouse.map((q) => q.question)).toEqual([
    'Book a call with us',
    'Would you leave a review?',
    'How likely are you to recommend us?',
    'What disappointed you?',
  ]);
  expect(routes(afterMouse)).toEqual(ROUTES);

  // A reload shows what was saved.
  await page.reload();
  await expect(question(page, 3)).toContainText('How likely are you to recommend us?');
  await expect(
    question(page, 3).getByRole('combobox', { name: 'If the answer is 0–6 (Detractors)' }),
  ).toContainText('Q4 “What disappointed you?”');
  await expectNoSeriousA11yViolations(page, ['iframe']);
});

test('deleting a branching target says which rules fell back, and undo restores them', async ({ page }) => {
  await openEditor(page, 'NPS with follow-ups');
  const before = await page
    .getByRole('region', { name: 'Question 2', exact: true })
    .getByRole('heading')
    .first()
    .textContent();
  await page.getByRole('button', { name: 'Delete question 2', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Deleted Q2' });
  await expect(notice).toContainText('Q1 “How likely are you to recommend');
  await expect(notice).toContainText('now goes to the next question instead');
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByRole('region', { name: 'Question 2', exact: true }).getByRole('heading').first(),
  ).toHaveText(before!);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
});

test('every validation message appears next to its field, and fixing them saves', async ({ page }) => {
  await page.goto('/projects/1/surveys/new');
  await addQuestion(page, 'Single choice');
  await addQuestion(page, 'Link');
  const q2 = question(page, 2);
  await q2.getByRole('textbox', { name: 'Question 2 text' }).fill('Pick');
  await q2.getByRole('textbox', { name: 'Choice 1' }).fill('Same');
  await q2.getByRole('textbox', { name: 'Choice 2' }).fill('Same');
  const q3 = question(page, 3);
  await q3.getByRole('textbox', { name: 'Question 3 text' }).fill('Visit');
  await q3.getByRole('textbox', { name: 'Link' }).fill('http://example.com');
  // A loop: Q2 → Q1 (Q1 goes on to Q2).
  await choose(page, q2.getByRole('combobox', { name: 'After this question' }), /^Go to Q1/);

  await page.getByRole('button', { name: 'Create survey' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'problems to fix before saving' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Give the survey a name.');
  await expect(summary).toContainText('endless loop: Q1 → Q2 → Q1');
  await expect(question(page, 1).getByText('Enter the question text.')).toBeVisible();
  await expect(q2.getByText('Choices must be different')).toBeVisible();
  await expect(q3.getByText('Links must start with https:// or mailto:')).toBeVisible();
  await expect(page).toHaveURL(/\/surveys\/new/);

  await page.getByRole('textbox', { name: 'Survey name' }).fill('Validated by e2e');
  // The summary follows the form: a fixed problem leaves it.
  await expect(summary).not.toContainText('Give the survey a name.');
  await expect(summary).toContainText('Q2 choice 2: Choices must be different');
  await question(page, 1).getByRole('textbox', { name: 'Question 1 text' }).fill('First');
  await q2.getByRole('textbox', { name: 'Choice 2' }).fill('Different');
  await q3.getByRole('textbox', { name: 'Link' }).fill('mailto:team@example.com');
  await choose(page, q2.getByRole('combobox', { name: 'After this question' }), /^Go to the next question/);
  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page).toHaveURL(/\/surveys\/[^/]+\/edit/);
});

test('a reload in the middle of editing offers the draft back', async ({ page }) => {
  await openEditor(page, 'Product-market fit');
  const text = question(page, 1).getByRole('textbox', { name: 'Question 1 text' });
  await text.fill('A draft that must survive a reload');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // The draft is written shortly after typing stops.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some(
          (key) =>
            key.startsWith('surveyor.draft') &&
            localStorage.getItem(key)!.includes('A draft that must survive a reload'),
        ),
      ),
    )
    .toBe(true);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const offer = page.getByRole('alert').filter({ hasText: 'Unsaved draft found' });
  await expect(offer).toBeVisible();
  await expect(text).not.toHaveValue('A draft that must survive a reload');
  await offer.getByRole('button', { name: 'Restore draft' }).click();
  await expect(text).toHaveValue('A draft that must survive a reload');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

test('a server error on save keeps everything typed and says why; the next save works', async ({ page }) => {
  await openEditor(page, 'Product-market fit');
  const id = await surveyIdByName(page, 'Product-market fit');
  await question(page, 1).getByRole('textbox', { name: 'Question 1 text' }).fill('Kept after a 500');
  await mock.injectFault(page, { method: 'PATCH', path: `/surveys/${id}`, status: 500 });
  await saveThroughReview(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The survey was not saved; your changes are kept' }),
  ).toBeVisible();
  await expect(question(page, 1).getByRole('textbox', { name: 'Question 1 text' })).toHaveValue(
    'Kept after a 500',
  );
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await save(page);
  expect((await savedQuestions(page, id))[0]!.question).toBe('Kept after a 500');
});

test('a survey with a loop cannot be saved, and the flow tab names the loop', async ({ page }) => {
  await openEditor(page, 'Broken flow: loop');
  await question(page, 1)
    .getByRole('textbox', { name: 'Question 1 text' })
    .fill('Changed, but still looping');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'endless loop: Q1 → Q2 → Q1' })).toBeVisible();
  await page.getByRole('tab', { name: 'Flow' }).click();
  await expect(page.getByRole('figure', { name: 'Survey flow graph' })).toBeVisible();
  await page.getByRole('button', { name: /Loop: Q1 → Q2 → Q1/ }).click();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await expect(question(page, 1).getByRole('textbox', { name: 'Question 1 text' })).toHaveValue(
    'Changed, but still looping',
  );
});

test('script in a description never runs in the preview', async ({ page }) => {
  await page.goto('/projects/1/surveys/new');
  const q1 = question(page, 1);
  await q1.getByRole('textbox', { name: 'Question 1 text' }).fill('Safe question');
  await q1.getByRole('button', { name: 'HTML' }).click();
  await q1
    .getByRole('textbox', { name: 'Description (optional)' })
    .fill(
      '<b>Visible text</b><img src=x onerror="window.__xss=1;parent.__xss=1"><script>window.__xss=2;parent.__xss=2</script>',
    );
  const frame = page.frameLocator('iframe[title="Survey preview"]');
  await expect(frame.getByText('Visible text')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test.describe('dark mode', () => {
  test.use({ colorMode: 'dark' });
  test('the editor passes the accessibility check', async ({ page }) => {
    await openEditor(page, 'NPS with follow-ups');
    await expect(page.frameLocator('iframe[title="Survey preview"]').locator('body')).toBeVisible();
    await expectNoSeriousA11yViolations(page, ['iframe']);
  });
});

test('settings from every tab are saved, sent to the API and shown again after a reload', async ({
  page,
}) => {
  await openEditor(page, 'Churn reasons');
  const id = await surveyIdByName(page, 'Churn reasons');

  await page.getByRole('tab', { name: 'Schedule' }).click();
  await page.getByRole('radio', { name: 'Repeat on a schedule' }).check();
  await page.getByRole('textbox', { name: 'Number of times' }).fill('3');
  await page.getByRole('textbox', { name: 'Once every' }).fill('30');
  await page.getByRole('textbox', { name: 'Stop after' }).fill('200');

  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page.getByRole('textbox', { name: 'Background colour', exact: true }).fill('#123456');
  // The preview stays beside the appearance settings and takes them on at once.
  await expect(page.frameLocator('iframe[title="Survey preview"]').locator('.survey-form')).toHaveCSS(
    'background-color',
    'rgb(18, 52, 86)',
  );
  await choose(page, page.getByRole('combobox', { name: 'Position on the page' }), 'Top left');
  await page.getByRole('textbox', { name: 'Thank-you heading' }).fill('Merci !');

  await page.getByRole('tab', { name: 'Display conditions' }).click();
  await page.getByRole('textbox', { name: 'URL value' }).fill('/pricing');
  await page.getByRole('checkbox', { name: 'Desktop' }).check();
  await page.getByRole('combobox', { name: 'Show after these events' }).fill('signed up');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Wait after another survey' }).fill('14');

  await page.getByRole('tab', { name: 'Targeting' }).click();
  await page.getByRole('radio', { name: 'Only people with these person properties' }).check();
  await page.getByRole('textbox', { name: 'Person property' }).fill('email');
  await choose(page, page.getByRole('combobox', { name: 'Operator' }), 'contains');
  await page.getByRole('textbox', { name: 'Value' }).fill('@acme.test');
  await page.getByRole('textbox', { name: 'Roll out to (group 1)' }).fill('50');

  await save(page);
  const saved = await mock.apiGet<Survey>(page, `/api/projects/1/surveys/${id}/`);
  expect(saved).toMatchObject({
    schedule: 'recurring',
    iteration_count: 3,
    iteration_frequency_days: 30,
    responses_limit: 200,
    appearance: { backgroundColor: '#123456', position: 'top_left', thankYouMessageHeader: 'Merci !' },
    conditions: {
      url: '/pricing',
      deviceTypes: ['Desktop'],
      seenSurveyWaitPeriodInDays: 14,
      events: { values: [{ name: 'signed up' }] },
    },
  });
  expect(saved.targeting_flag?.filters).toMatchObject({
    groups: [
      { properties: [{ key: 'email', operator: 'icontains', value: '@acme.test' }], rollout_percentage: 50 },
    ],
  });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Person property' })).toHaveValue('email');
  await expect(page.getByRole('textbox', { name: 'Roll out to (group 1)' })).toHaveValue('50');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('textbox', { name: 'Number of times' })).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: 'Stop after' })).toHaveValue('200');
  await page.getByRole('tab', { name: 'Display conditions' }).click();
  await expect(page.getByRole('textbox', { name: 'URL value' })).toHaveValue('/pricing');
  await expect(page.getByRole('button', { name: 'signed up' })).toBeVisible();
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page.getByRole('textbox', { name: 'Background colour', exact: true })).toHaveValue('#123456');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, ['iframe']);
});

test('settings problems show beside their fields and on their tab; a server 400 lands on the field it names', async ({
  page,
}) => {
  await openEditor(page, 'Churn reasons');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  // 0 is a limit PostHog accepts (a PositiveIntegerField); a fraction is not.
  await page.getByRole('textbox', { name: 'Stop after' }).fill('2.5');
  await page.getByRole('radio', { name: 'Repeat on a schedule' }).check();
  await page.getByRole('textbox', { name: 'Number of times' }).fill('501');
  await page.getByRole('tab', { name: 'Questions' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // The first problem's tab opens, with the messages next to the fields and a count on the tab.
  await expect(page.getByRole('tab', { name: /Schedule/ })).toHaveAttribute('aria-selected', 'true');
  const limitProblem = 'Enter a whole number of responses, or leave it empty for no limit.';
  await expect(page.getByText(limitProblem, { exact: true })).toBeVisible();
  await expect(page.getByText('Repeat between 1 and 500 times.', { exact: true })).toBeVisible();
  const summary = page.getByRole('alert').filter({ hasText: 'problems to fix before saving' });
  await expect(summary).toContainText(`Schedule › Stop after … responses: ${limitProblem}`);
  await expect(page.getByRole('tab', { name: /Schedule/ })).toContainText('2');

  await page.getByRole('textbox', { name: 'Stop after' }).fill('');
  await page.getByRole('textbox', { name: 'Number of times' }).fill('4');
  // Another survey's name: only the server knows it is taken.
  await page.getByRole('textbox', { name: 'Survey name' }).fill('NPS with follow-ups');
  await saveThroughReview(page);
  const name = page.getByRole('textbox', { name: 'Survey name' });
  await expect(page.getByText('There is already another survey with this name.').first()).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveValue('NPS with follow-ups');
  await expect(page.getByRole('textbox', { name: 'Number of times' })).toHaveValue('4');

  await name.fill('Churn reasons, renamed');
  await save(page);
});

test('undo and redo with the keyboard; leaving with unsaved changes asks first', async ({ page }) => {
  await openEditor(page, 'Churn reasons');
  const text = question(page, 1).getByRole('textbox', { name: 'Question 1 text' });
  await text.fill('Why are you leaving us?');
  await page.getByRole('button', { name: 'Delete question 2', exact: true }).click();
  await expect(question(page, 2)).toHaveCount(0);

  await page.keyboard.press('Control+z');
  await expect(question(page, 2)).toContainText('What could we have done better?');
  await expect(text).toHaveValue('Why are you leaving us?');
  await text.focus();
  await page.keyboard.press('Control+z');
  await expect(text).toHaveValue('Why are you leaving?');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(text).toHaveValue('Why are you leaving us?');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('link', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(text).toHaveValue('Why are you leaving us?');
  await page.getByRole('link', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Churn reasons/ })).toBeVisible();
});

test('the flow beside the questions follows every edit, and a finding opens its question', async ({
  page,
}) => {
  await openEditor(page, 'Broken flow: unreachable question');
  await page.getByRole('button', { name: 'Flow', exact: true }).click();
  await expect(page).toHaveURL(/beside=flow/);
  const findings = page.getByRole('region', { name: 'Flow problems' });
  await expect(
    findings.getByRole('button', { name: /Q2 “What were you looking for\?” can never be reached/ }),
  ).toBeVisible();

  // Q1 ends the survey; sending it to the next question makes Q2 reachable (Q3 follows from Q2).
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await page.getByRole('button', { name: 'Expand question 1' }).click();
  await choose(
    page,
    question(page, 1).getByRole('combobox', { name: 'After this question' }),
    /^Go to the next question/,
  );
  await expect(findings).toContainText(
    'Every question is reachable, there are no loops and every route ends properly.',
  );

  await choose(page, question(page, 1).getByRole('combobox', { name: 'After this question' }), /^Go to Q3/);
  const q2Finding = findings.getByRole('button', {
    name: /Q2 “What were you looking for\?” can never be reached/,
  });
  await expect(q2Finding).toBeVisible();
  await q2Finding.click();
  await expect(question(page, 2).getByRole('button', { name: 'Collapse question 2' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(question(page, 2).getByRole('textbox', { name: 'Question 2 text' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page, ['iframe']);
});

test.describe('touch', () => {
  test.use({ hasTouch: true });
  test('a choice is reordered by dragging its handle with a finger, and its answer rule follows it', async ({
    page,
  }) => {
    await openEditor(page, 'Product-market fit');
    const id = await surveyIdByName(page, 'Product-market fit');
    const q1 = question(page, 1);
    // Mid-screen, so the drag never comes near an edge where the list would start scrolling under it.
    await centerInView(q1.getByRole('button', { name: 'Move choice 2', exact: true }));
    const from = await q1.getByRole('button', { name: 'Move choice 1', exact: true }).boundingBox();
    const to = await q1.getByRole('button', { name: 'Move choice 3', exact: true }).boundingBox();
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const x = from!.x + from!.width / 2;
    const startY = from!.y + from!.height / 2;
    const endY = to!.y + to!.height / 2 + 4;
    await touch('touchStart', x, startY);
    // A finger's touches also arrive as pointer events: the drag starts once it has moved a few pixels.
    await touch('touchMove', x, startY + 12);
    await expect(q1.getByRole('button', { name: 'Move choice 1', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (let step = 1; step <= 10; step += 1) {
      await touch('touchMove', x, startY + ((endY - startY) * step) / 10);
    }
    await expect(dragAnnouncement(page)).toContainText('is over position 3 of');
    await touch('touchEnd', x, endY);
    await expect(q1.getByRole('textbox', { name: 'Choice 1', exact: true })).toHaveValue(
      'Somewhat disappointed',
    );
    await expect(q1.getByRole('textbox', { name: 'Choice 3', exact: true })).toHaveValue('Very disappointed');
    await expect(q1.getByRole('combobox', { name: 'If the answer is “Very disappointed”' })).toContainText(
      'Go to Q2',
    );
    await save(page);
    const saved = (await savedQuestions(page, id))[0]!;
    expect(saved).toMatchObject({
      choices: ['Somewhat disappointed', 'Not disappointed', 'Very disappointed', 'Other'],
      branching: { type: 'response_based', responseValues: { '1': 2, '2': 1, '3': 'end' } },
    });
  });
});
