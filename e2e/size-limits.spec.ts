// Sizes (security review finding 4): what the server would refuse is refused at once and in words, and
// what it accepts, however large, leaves the editor responsive.
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/mock';

test('an import larger than PostHog accepts is refused by its size, before it is read', async ({ page }) => {
  await page.goto('/projects/1/surveys');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a survey' });
  const started = Date.now();
  await dialog.getByLabel('Survey JSON file').setInputFiles({
    name: 'huge.survey.json',
    mimeType: 'application/json',
    buffer: Buffer.alloc(21 * 1024 * 1024, 0x20),
  });
  await expect(
    dialog.getByText(
      'The file is 21.0 MB, and PostHog refuses requests over 20.0 MB, so it cannot be imported.',
    ),
  ).toBeVisible();
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test('a survey with a description of megabytes opens at once, says so, and saves a rename', async ({
  page,
}) => {
  await page.goto('/projects/1/surveys');
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  // Created through the API, as anyone in the organization can; kept in the page (too big to persist).
  const id = await page.evaluate(async () => {
    const description = `<p>${'lorem ipsum '.repeat(800_000)}</p>`;
    const answer = await fetch('/api/projects/1/surveys/', {
      method: 'POST',
      headers: { Authorization: 'Bearer phx_demo_all', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Pasted by mistake',
        type: 'popover',
        questions: [
          { type: 'open', question: 'Why?', description, descriptionContentType: 'html' },
          { type: 'open', question: 'Anything else?' },
        ],
      }),
    });
    return ((await answer.json()) as { id: string }).id;
  });
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/projects/1/surveys/${id}/edit`);
  const first = page.getByRole('region', { name: 'Question 1', exact: true });
  await expect(first.getByText(/The description is 9\.\d MB of text, too long to edit here/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Survey name' }).fill('Pasted by mistake, renamed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
});

// Python's json module stops near 1,000 levels, so that is as deep as PostHog can store; a fake or
// compromised server can send anything, which the unit tests cover (5,000 and 50,000 levels).
test('JSON nested hundreds of levels deep leaves the editor working (finding 6)', async ({ page }) => {
  await page.goto('/projects/1/surveys');
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  const id = await page.evaluate(async () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 500; i += 1) deep = { a: deep };
    const answer = await fetch('/api/projects/1/surveys/', {
      method: 'POST',
      headers: { Authorization: 'Bearer phx_demo_all', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Nested by someone',
        type: 'popover',
        appearance: { backgroundColor: '#ffffff', theme: deep },
        questions: [{ type: 'open', question: 'Why?' }],
      }),
    });
    return ((await answer.json()) as { id: string }).id;
  });
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/projects/1/surveys/${id}/edit`);
  await expect(page.getByText(/appearance: nested more than 64 levels deep/)).toBeVisible();
  await page.getByRole('tab', { name: /Appearance/ }).click();
  await expect(
    page.getByText(/The appearance of this survey cannot be read, so it cannot be edited here/),
  ).toBeVisible();
  await page.getByRole('tab', { name: /Questions/ }).click();
  await page.getByRole('textbox', { name: 'Question 1 text' }).fill('Why, really?');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
});
