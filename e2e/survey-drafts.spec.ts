// Local drafts (see docs/decisions/0013-drafts-keep-their-base.md): a draft restored after a colleague saved
// keeps their changes and applies mine; two tabs keep a draft each and a save clears only its own; a closed
// tab's draft is offered in another; a damaged or older-format draft is never applied.
import type { BrowserContext, Page } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectEditorOpen } from './support/editor';
import { expect, mock, test } from './support/mock';

const NAME = 'Broken flow: unreachable question';
const description = (page: Page) => page.getByRole('textbox', { name: 'Internal description (optional)' });
const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' });
const offer = (page: Page) => page.getByRole('alert').filter({ hasText: 'Unsaved draft found' });

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

/**
 * Opens the editor by loading the page: the whole app boots again (its code, the demo backend's worker
 * and store, then the editor and the survey's read), which took 7 to 8 s on a busy machine, close to the
 * usual 10 s bound, before anything this spec checks. The heading is waited for as long as a boot takes.
 */
async function openEditor(page: Page, id: string) {
  await page.goto(`/projects/1/surveys/${id}/edit`);
  await expectEditorOpen(page);
}

/** The drafts in this browser holding `text`, by key. */
const draftsHolding = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      Object.keys(localStorage).filter(
        (key) => key.startsWith('surveyor.draft') && localStorage.getItem(key)!.includes(wanted),
      ),
    text,
  );

/** Waits until the draft holding `text` is written (shortly after typing stops). */
async function draftWritten(page: Page, text: string) {
  await expect.poll(async () => (await draftsHolding(page, text)).length).toBe(1);
}

/** Leaves the editor without saving (the browser asks first: the work is not saved). */
async function leave(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/projects/1/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Surveys' })).toBeVisible();
}

/** A colleague renames the survey and rewords Q2 through the API. */
async function colleagueSaves(page: Page, survey: Survey) {
  const questions = structuredClone(survey.questions!);
  questions[1]!.question = 'THEIR NEW Q2 WORDING';
  await mock.apiPatch(page, `/api/projects/1/surveys/${survey.id}/`, { name: 'THEIR NEW NAME', questions });
}

/** Saves; a "Changed elsewhere" dialog, if one comes, is checked and confirmed with `settle`. */
async function save(page: Page, settle?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const elsewhere = page.getByRole('dialog', { name: 'Changed elsewhere' });
  await expect(elsewhere.or(saved(page))).toBeVisible();
  if (await elsewhere.isVisible()) {
    await settle?.(elsewhere);
    await elsewhere.getByRole('button', { name: 'Save merged' }).click();
  }
  await expect(saved(page)).toBeVisible();
}

test('a draft restored after a colleague saved keeps their changes and saves mine', async ({ page }) => {
  // Three page loads and two accessibility scans: 50 s at load 10, 74 s with one more busy core, near
  // the 90 s a test may take, which CI's two workers on a shared machine can pass.
  test.slow();
  await page.goto('/projects/1/surveys');
  const survey = await surveyByName(page, NAME);
  await openEditor(page, survey.id);
  await description(page).fill('MY-DRAFT-DESCRIPTION');
  await draftWritten(page, 'MY-DRAFT-DESCRIPTION');
  await leave(page);
  await colleagueSaves(page, survey);

  await openEditor(page, survey.id);
  await expect(page.getByRole('textbox', { name: 'Survey name' })).toHaveValue('THEIR NEW NAME');
  await expect(offer(page)).toContainText(
    'Since then it was saved elsewhere (Name, Q2 “What were you looking for?”). Restoring keeps their changes',
  );
  await expectNoSeriousA11yViolations(page, ['iframe']);
  await offer(page).getByRole('button', { name: 'Restore draft' }).click();
  await expect(description(page)).toHaveValue('MY-DRAFT-DESCRIPTION');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Draft restored on the version it was written from' }),
  ).toBeVisible();

  await save(page, async (dialog) => {
    await expect(dialog).toContainText('Nothing clashes: saving keeps both.');
    await expectNoSeriousA11yViolations(page, ['iframe']);
  });
  const after = await stored(page, survey.id);
  expect(after.name).toBe('THEIR NEW NAME');
  expect(after.description).toBe('MY-DRAFT-DESCRIPTION');
  expect(after.questions!.map((question) => question.question)).toEqual([
    'Did you find what you were looking for?',
    'THEIR NEW Q2 WORDING',
    'Anything else?',
  ]);
  // The form now shows the survey as saved, and the draft is gone.
  await expect(page.getByRole('textbox', { name: 'Survey name' })).toHaveValue('THEIR NEW NAME');
  expect(await draftsHolding(page, 'MY-DRAFT-DESCRIPTION')).toEqual([]);
});

test('where the draft and a colleague changed the same part, I choose', async ({ page }) => {
  await page.goto('/projects/1/surveys');
  const survey = await surveyByName(page, NAME);
  await openEditor(page, survey.id);
  await page.getByRole('textbox', { name: 'Survey name' }).fill('MY NEW NAME');
  await draftWritten(page, 'MY NEW NAME');
  await leave(page);
  await colleagueSaves(page, survey);

  await openEditor(page, survey.id);
  await expect(offer(page)).toContainText('you choose for the part you both changed');
  await offer(page).getByRole('button', { name: 'Restore draft' }).click();
  await save(page, async (dialog) => {
    await expect(dialog.getByRole('button', { name: 'Save merged' })).toBeDisabled();
    await dialog
      .getByRole('radiogroup', { name: 'Keep for Name' })
      .getByRole('radio', { name: 'Yours' })
      .check();
  });
  const after = await stored(page, survey.id);
  expect(after.name).toBe('MY NEW NAME');
  expect(after.questions![1]!.question).toBe('THEIR NEW Q2 WORDING');
});

async function openTab(context: BrowserContext, id: string) {
  const tab = await context.newPage();
  await openEditor(tab, id);
  return tab;
}

test("two tabs keep a draft each, a save clears only its own, and a closed tab's draft is offered", async ({
  page,
  context,
}) => {
  await page.goto('/projects/1/surveys');
  const { id } = await surveyByName(page, NAME);
  const a = await openTab(context, id);
  const b = await openTab(context, id);
  await description(a).fill('TYPED IN A');
  await description(b).fill('TYPED IN B');
  await draftWritten(a, 'TYPED IN A');
  await draftWritten(b, 'TYPED IN B');

  // A third tab opened meanwhile is not offered the work of tabs still open.
  const c = await openTab(context, id);
  await expect(offer(c)).toHaveCount(0);

  await save(a);
  expect(await draftsHolding(a, 'TYPED IN A')).toEqual([]);
  expect(await draftsHolding(a, 'TYPED IN B')).toHaveLength(1);

  // B is reloaded: it finds its own draft.
  b.once('dialog', (dialog) => void dialog.accept());
  await b.reload();
  await expect(offer(b)).toContainText('You have unsaved changes to this survey from');
  await expect(offer(b)).not.toContainText('another tab');
  await b.close({ runBeforeUnload: false });

  // Once B is closed, its draft is offered in C, and restoring takes it there.
  await c.reload();
  await expect(offer(c)).toContainText('made in another tab that is now closed');
  await expectNoSeriousA11yViolations(c, ['iframe']);
  await offer(c).getByRole('button', { name: 'Restore draft' }).click();
  await expect(description(c)).toHaveValue('TYPED IN B');
  expect(await draftsHolding(c, 'TYPED IN B')).toHaveLength(1);
});

test('a damaged or older-format draft is never applied: it says why and offers only to discard it; old drafts are pruned', async ({
  page,
}) => {
  await page.goto('/projects/1/surveys');
  const survey = await surveyByName(page, NAME);
  await page.evaluate((id) => {
    localStorage.setItem(
      `surveyor.draft.v1:demo|:1:${id}`,
      // Written an hour ago (drafts not written for 30 days are pruned).
      JSON.stringify({
        savedAt: new Date(Date.now() - 3_600_000).toISOString(),
        values: { questions: [{ uid: 'x', rule: {} }] },
      }),
    );
    // A draft of a survey of another backend, not written for 40 days.
    localStorage.setItem(
      'surveyor.draft.v2:us|https://us.posthog.com:7:gone:abcdefgh',
      JSON.stringify({ format: 2, savedAt: new Date(Date.now() - 40 * 86_400_000).toISOString() }),
    );
  }, survey.id);
  await openEditor(page, survey.id);
  const unusable = page
    .getByRole('alert')
    .filter({ hasText: 'A draft of this survey was found but cannot be used' });
  await expect(unusable).toContainText('it was written by an older version of Surveyor');
  await expect(unusable.getByRole('button')).toHaveText(['Discard']);
  await expect(offer(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, ['iframe']);
  await unusable.getByRole('button', { name: 'Discard' }).click();
  await expect(unusable).toHaveCount(0);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('surveyor.draft'))),
  ).toEqual([]);
  await expect(page.getByRole('textbox', { name: 'Survey name' })).toHaveValue(NAME);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test.describe('in dark mode', () => {
  test.use({ colorMode: 'dark' });

  test('the draft notices pass axe', async ({ page }) => {
    await page.goto('/projects/1/surveys');
    const survey = await surveyByName(page, NAME);
    await openEditor(page, survey.id);
    await description(page).fill('MY-DRAFT-DESCRIPTION');
    await draftWritten(page, 'MY-DRAFT-DESCRIPTION');
    await leave(page);
    await colleagueSaves(page, survey);
    await page.evaluate((id) => {
      localStorage.setItem(
        `surveyor.draft.v1:demo|:1:${id}`,
        JSON.stringify({ savedAt: new Date().toISOString(), values: { name: 5 } }),
      );
    }, survey.id);

    await openEditor(page, survey.id);
    await expect(offer(page)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be used' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, ['iframe']);
    await offer(page).getByRole('button', { name: 'Restore draft' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Draft restored on the version it was written from' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, ['iframe']);
  });
});
