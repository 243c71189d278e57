// Sizes (see docs/decisions/0018-size-and-depth-limits.md): what the server would refuse is refused at once
// and in words, and what it accepts, however large, leaves the editor responsive.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/mock';

test('an import larger than PostHog accepts is refused by its size, before it is read', async ({ page }) => {
  // Every way a page reads a file's bytes, counted for the chosen file. "Before it is read" was measured
  // as a time bound from before setInputFiles, which included Playwright's own transfer of the 21 MB
  // into the page (16 s on a busy machine, the app's part a few milliseconds): asked directly instead.
  await page.addInitScript(() => {
    const reads: string[] = [];
    Object.assign(window, { hugeFileReads: reads });
    const isHuge = (blob: unknown) => blob instanceof File && blob.name === 'huge.survey.json';
    const count = <T extends object>(prototype: T, methods: string[]) => {
      for (const method of methods) {
        const original = (prototype as Record<string, unknown>)[method];
        if (typeof original !== 'function') continue;
        Object.defineProperty(prototype, method, {
          configurable: true,
          writable: true,
          value(this: unknown, ...args: unknown[]) {
            if (isHuge(this) || args.some(isHuge)) reads.push(method);
            return (original as (...a: unknown[]) => unknown).apply(this, args);
          },
        });
      }
    };
    count(Blob.prototype, ['text', 'arrayBuffer', 'bytes', 'stream', 'slice']);
    count(FileReader.prototype, ['readAsText', 'readAsArrayBuffer', 'readAsDataURL', 'readAsBinaryString']);
  });
  await page.goto('/projects/1/surveys');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a survey' });
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
  expect(await page.evaluate(() => (window as unknown as { hugeFileReads: string[] }).hugeFileReads)).toEqual(
    [],
  );
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
  // The survey's read and the save's answer each carry its 9.6 MB through the demo's service worker, a
  // wait that grows with the machine's load (and is not what is tested). Once one has reached the page,
  // the editor shows what follows within the usual bound: what this guards is the editor's own part
  // (twelve seconds to open before texts this long were summarised).
  const read = answered(page, 'GET', `/api/projects/1/surveys/${id}/`);
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/projects/1/surveys/${id}/edit`);
  await read;
  const first = page.getByRole('region', { name: 'Question 1', exact: true });
  await expect(first.getByText(/The description is 9\.\d MB of text, too long to edit here/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Survey name' }).fill('Pasted by mistake, renamed');
  const saved = answered(page, 'PATCH', `/api/projects/1/surveys/${id}/`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved;
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
});

/** Resolves once the answer to `method path` has fully reached the page (bounded by the test's time). */
async function answered(page: Page, method: string, path: string) {
  const response = await page.waitForResponse(
    (candidate) => candidate.request().method() === method && new URL(candidate.url()).pathname === path,
    { timeout: 0 },
  );
  await response.finished();
}

// Python's json module stops near 1,000 levels, so that is as deep as PostHog can store; a fake or
// compromised server can send anything, which the unit tests cover (5,000 and 50,000 levels).
test('JSON nested hundreds of levels deep leaves the editor working', async ({ page }) => {
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
