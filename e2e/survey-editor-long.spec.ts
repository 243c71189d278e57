// The editor on the seeded 100-question survey: only the cards near the screen are rendered, and
// nothing a user does notices it (scrolling, jumping to a question, dragging far, adding at the end).
import type { Page } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

const NAME = 'Stress test: 100 questions';

const question = (page: Page, number: number) =>
  page.getByRole('region', { name: `Question ${number}`, exact: true });
const rows = (page: Page) => page.getByRole('list', { name: 'Questions' }).getByRole('listitem');

async function openLongSurvey(page: Page) {
  await page.goto('/projects/1/surveys');
  const list = await mock.apiGet<{ results: Survey[] }>(
    page,
    `/api/projects/1/surveys/?search=${encodeURIComponent(NAME)}`,
  );
  const survey = list.results.find((candidate) => candidate.name === NAME)!;
  await page.goto(`/projects/1/surveys/${survey.id}/edit`);
  await expect(question(page, 1)).toBeVisible();
  return survey;
}

test('a 100-question survey renders the cards near the screen, and scrolling reaches every one', async ({
  page,
}) => {
  await openLongSurvey(page);
  const rendered = await rows(page).count();
  expect(rendered).toBeGreaterThan(3);
  expect(rendered).toBeLessThan(40);
  // Assistive technology still hears the whole list's size and each card's place in it.
  await expect(rows(page).first()).toHaveAttribute('aria-setsize', '100');
  await expect(rows(page).first()).toHaveAttribute('aria-posinset', '1');
  await expect(question(page, 100)).toHaveCount(0);

  // End and Home scroll smoothly to where the page ended or began when they were pressed; on a slow
  // machine the rows they reveal are measured during that scroll and move the target, so a person
  // presses the key once more.
  const pressUntilInView = async (key: 'End' | 'Home', card: number) =>
    expect(async () => {
      await page.keyboard.press(key);
      await expect(question(page, card)).toBeInViewport({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  await pressUntilInView('End', 100);
  await expect(question(page, 1)).toHaveCount(0);
  await pressUntilInView('Home', 1);
  await expectNoSeriousA11yViolations(page, ['iframe']);
});

test('a flow finding far down the survey opens its card in view; Tab walks on from card to card', async ({
  page,
}) => {
  await openLongSurvey(page);
  await page.getByRole('button', { name: 'Flow', exact: true }).click();
  await page.getByRole('button', { name: /^Q31 .* can never be reached/ }).click();
  const q31 = question(page, 31);
  await expect(q31.getByRole('button', { name: 'Collapse question 31' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(q31.getByRole('textbox', { name: 'Question 31 text' })).toBeInViewport();

  // From the last control of the card, Tab goes to the next card's handle, which is rendered for it.
  await q31.getByRole('button', { name: 'Collapse question 31' }).focus();
  const lastInCard = q31.getByRole('combobox', { name: 'After this question' });
  await lastInCard.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move question 32', exact: true })).toBeFocused();
});

test('a card dragged by keyboard past the screen’s edge lands where it was dropped', async ({ page }) => {
  const survey = await openLongSurvey(page);
  const handle = page.getByRole('button', { name: 'Move question 3', exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const live = page.getByRole('status').filter({ hasText: /is over position/ });
  for (let position = 4; position <= 25; position += 1) {
    await page.keyboard.press('ArrowDown');
    await expect(live).toContainText(`is over position ${position} of 100`);
  }
  await page.keyboard.press('Space');
  await expect(question(page, 25)).toContainText('Question 3: Pick for step 3');
  await expect(page.getByRole('button', { name: 'Move question 25', exact: true })).toBeFocused();
  await expect(question(page, 25)).toBeInViewport();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const saved = await mock.apiGet<Survey>(page, `/api/projects/1/surveys/${survey.id}/`);
  const texts = saved.questions!.map((q) => q.question);
  expect(texts[24]).toBe('Question 3: Pick for step 3');
  expect(texts[2]).toBe('Question 4: Anything about step 4');
});

test('a question added at the end of a long survey opens in view with its text focused', async ({ page }) => {
  await openLongSurvey(page);
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('menuitem', { name: 'Open text' }).click();
  const added = question(page, 101).getByRole('textbox', { name: 'Question 101 text' });
  await expect(added).toBeFocused();
  await expect(added).toBeInViewport();
});
