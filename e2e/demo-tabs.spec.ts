// The demo backend is one server for the whole browser: what one tab does, another tab of the same
// browser sees on its next request; a reset resets both, and the demo clock is theirs together. Faults a
// test injects stay with their tab. (Each Playwright test has a browser context of its own, with its own
// storage: tests stay apart.)
import { FIRST_SCREEN_MS } from './support/editor';
import { expect, mock, test } from './support/mock';

const HOUR = 3_600_000;
const surveysPath = (id: string) => `/api/projects/1/surveys/${id}/`;

test('two tabs are clients of one demo backend: a survey, an edit, the clock and a reset', async ({
  page,
  context,
}) => {
  await page.goto('/projects/1/surveys');
  await mock.reset(page);
  const created = await mock.apiPost<{ id: string }>(page, '/api/projects/1/surveys/', {
    name: 'Made in the first tab',
    type: 'popover',
    questions: [{ type: 'open', question: 'Why?' }],
  });

  // The survey opens in a new tab, and is edited and saved there.
  const other = await context.newPage();
  await other.goto(`/projects/1/surveys/${created.id}/edit`);
  const name = other.getByRole('textbox', { name: 'Survey name' });
  // A new tab's first screen loads the app and starts the demo backend in it: seconds on a busy machine.
  await expect(name).toHaveValue('Made in the first tab', { timeout: FIRST_SCREEN_MS });
  await name.fill('Renamed in the second tab');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(other.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  // The first tab's next request sees it, in the API and on screen.
  expect((await mock.apiGet<{ name: string }>(page, surveysPath(created.id))).name).toBe(
    'Renamed in the second tab',
  );
  await page.goto(`/projects/1/surveys/${created.id}`);
  await expect(page.getByRole('heading', { name: 'Renamed in the second tab' })).toBeVisible({
    timeout: FIRST_SCREEN_MS,
  });

  // A fault injected in one tab answers that tab only.
  await mock.injectFault(page, { method: 'GET', path: surveysPath(created.id), status: 500 });
  expect(
    await other.evaluate(
      async (path) => (await fetch(path, { headers: { Authorization: 'Bearer phx_demo_all' } })).status,
      surveysPath(created.id),
    ),
  ).toBe(200);
  await mock.clearFaults(page);

  // The demo clock is the server's: moved in one tab, it is the other's "now" too.
  await mock.advanceClock(page, 2 * HOUR);
  const ahead = await other.evaluate(() => window.__surveyorMock!.now() - Date.now());
  expect(ahead).toBeGreaterThan(2 * HOUR - 60_000);

  // A reset in the second tab resets the first: the survey is gone and the clock is real time again.
  await mock.reset(other);
  const gone = await page.evaluate(
    async (path) => (await fetch(path, { headers: { Authorization: 'Bearer phx_demo_all' } })).status,
    surveysPath(created.id),
  );
  expect(gone).toBe(404);
  expect(Math.abs(await page.evaluate(() => window.__surveyorMock!.now() - Date.now()))).toBeLessThan(60_000);
});
