// The survey page's History tab at 2,000 log entries, the two save dialogs between 200-question versions,
// the project picker and projects table of a 1,000-project organization, and a 5 MB import.
/* global document, window, getComputedStyle */
import { installTimers, report, takeTimings, timeUntil, timeUntilPainted } from './measure.mjs';

const listShown = () => Boolean(document.querySelector('ul[aria-label="Versions"] li'));
const dialogOpen = (name) =>
  [...document.querySelectorAll('[role="dialog"]')].some((dialog) => {
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    return title?.textContent.includes(name) && dialog.getBoundingClientRect().height > 0;
  });

export async function historyCases(page, base, surveyId) {
  const shown = [];
  const since = [];
  for (let round = 0; round < 5; round += 1) {
    await page.goto(`${base}/projects/1/surveys/${surveyId}`);
    await page.getByRole('tab', { name: 'History' }).waitFor();
    await page.waitForTimeout(300);
    await installTimers(page);
    const tab = page.getByRole('tab', { name: 'History' });
    shown.push((await timeUntil(page, () => tab.click(), listShown)).ms);
    // The history lists a page of versions at a time: the oldest are a click away.
    const oldestPage = page.getByRole('button', { name: 'Oldest versions' });
    await oldestPage.waitFor({ timeout: 20_000 });
    await oldestPage.click();
    const oldest = page.getByRole('listitem').filter({ hasText: 'created the survey' });
    await oldest.waitFor({ timeout: 20_000 });
    await oldest.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const button = oldest.getByRole('button', { name: 'Changes since this version' });
    since.push(
      (
        await timeUntil(
          page,
          () => button.click(),
          () =>
            [...document.querySelectorAll('ul[aria-label="Versions"] li')].some(
              (item) =>
                item.textContent.includes('created the survey') && item.textContent.includes('to now:'),
            ),
        )
      ).ms,
    );
  }
  return [
    report('History, 2,000 entries: tab click → list shown', shown, 1000, 50),
    report('History, 2,000 entries: changes since the oldest version', since, 200, 50),
  ];
}

export async function dialogCases(page, base, surveyId, apiPatch) {
  const elsewhere = [];
  const review = [];
  for (let round = 0; round < 5; round += 1) {
    await page.goto(`${base}/projects/1/surveys/${surveyId}/edit`);
    const text = page.getByRole('textbox', { name: 'Question 1 text' });
    await text.waitFor();
    await page.waitForTimeout(500);
    await installTimers(page);
    // A colleague rewords every fourth question meanwhile: the two versions differ throughout.
    const survey = await apiPatch(page, surveyId, (questions) =>
      questions.map((question, index) =>
        index % 4 === 1 ? { ...question, question: `${question.question} (theirs ${Date.now()})` } : question,
      ),
    );
    if (!survey) throw new Error('The colleague’s change was refused');
    await text.fill(`Question 1, mine ${round}`);
    await page.waitForTimeout(200);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    elsewhere.push((await timeUntil(page, () => save.click(), dialogOpen, 'Changed elsewhere')).ms);
    const merged = page.getByRole('dialog', { name: 'Changed elsewhere' });
    // Where both changed the same thing the choice is the user's: keep theirs for each.
    for (const group of await merged.getByRole('radiogroup').all())
      await group.getByRole('radio', { name: 'Theirs' }).check();
    const saveMerged = merged.getByRole('button', { name: 'Save merged' });
    review.push((await timeUntil(page, () => saveMerged.click(), dialogOpen, 'Review changes')).ms);
    await page.keyboard.press('Escape');
  }
  return [
    report('“Changed elsewhere”, 200-question versions: Save → open', elsewhere, 200, 50),
    report('“Review changes”, 200-question versions: Save merged → open', review, 200, 50),
  ];
}

export async function projectCases(page, base) {
  if (process.env.BENCH_TABLE_ONLY)
    return [...(await tablePageChanges(page, base, 25)), ...(await tablePageChanges(page, base, 100))];
  await page.goto(`${base}/projects/1/surveys`);
  const picker = page.getByRole('combobox', { name: 'Project' });
  await picker.waitFor();
  await page.waitForTimeout(500);
  await installTimers(page);
  const keystrokes = [];
  const results = [];
  for (let round = 0; round < 4; round += 1) {
    await picker.click();
    const search = page.getByRole('textbox', { name: 'Search projects' });
    await search.waitFor();
    await takeTimings(page);
    const query = `Scale project ${round + 2}`;
    for (const key of query) {
      await page.keyboard.type(key);
      await page.waitForTimeout(120);
    }
    keystrokes.push(...(await takeTimings(page, 'key')).map((entry) => entry.ms));
    // The list after the typing pause (300 ms debounce) and the server's answer.
    const { ms } = await timeUntil(
      page,
      () => page.keyboard.type(String(round)),
      (want) => [...document.querySelectorAll('[role="option"]')].some((o) => o.textContent.startsWith(want)),
      `${query}${round}`,
    );
    results.push(ms);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
  const searched = [
    report('1,000 projects: picker search keystroke → paint', keystrokes, 100),
    report('1,000 projects: picker search, last key → matches listed', results, 1000, 50),
  ];
  return searched;
}

/** The projects table's page changes, at 25 and 100 rows a page. */
export async function tableCases(page, base) {
  const table = [];
  for (const pageSize of [25, 100]) table.push(...(await tablePageChanges(page, base, pageSize)));
  return table;
}

/** The demo backend's answers in the browser wait this long unless told otherwise (src/mocks/persistence.ts). */
const DEMO_LATENCY_MS = 250;
/** How long a user looks at a page before asking for the next one. */
const READING_MS = 1000;

/** The texts of the projects table's body rows in the window now, by position (a row's index: its text). */
const rowsInView = () => {
  const rows = [...document.querySelectorAll('table[aria-label="Projects"] tbody tr')];
  return Object.fromEntries(
    rows.flatMap((row, index) => {
      const { top, bottom } = row.getBoundingClientRect();
      return bottom > 0 && top < window.innerHeight ? [[index, row.textContent]] : [];
    }),
  );
};

/**
 * The projects table's page changes as a user waits for them: on the demo's own latency (the scale bench
 * otherwise answers at once), a click on "Next page" (or "Previous page") a second after the page
 * showed, until every row in the window shows the new page, painted. The page buttons are under the
 * table: the click scrolls them into view, so the rows in view are the page's last ones.
 */
async function tablePageChanges(page, base, pageSize) {
  const shown = [];
  const driver = [];
  await page.goto(`${base}/projects${pageSize === 25 ? '' : `?pageSize=${pageSize}`}`);
  await page.getByRole('row').nth(5).waitFor();
  await page.evaluate((ms) => window.__surveyorMock.setLatency(ms), DEMO_LATENCY_MS);
  await page.waitForTimeout(READING_MS);
  await installTimers(page);
  // Pages 1 → 5 and back, twice: 16 samples (a p95 of 8 would be their maximum).
  for (let round = 0; round < 16; round += 1) {
    const button = page.getByRole('button', { name: round % 8 < 4 ? 'Next page' : 'Previous page' });
    await button.scrollIntoViewIfNeeded();
    const before = await page.evaluate(rowsInView);
    const painted = await timeUntilPainted(
      page,
      () => button.click(),
      (inView) => {
        const rows = document.querySelectorAll('table[aria-label="Projects"] tbody tr');
        return Object.entries(inView).every(([index, text]) => {
          const row = rows[Number(index)];
          if (!row || row.textContent === text) return false;
          const style = getComputedStyle(row);
          return style.visibility !== 'hidden' && style.opacity !== '0';
        });
      },
      before,
    );
    if (Object.keys(before).length === 0) throw new Error('No row of the table was in view');
    shown.push(painted.ms);
    driver.push(painted.driverMs);
    await page.waitForTimeout(READING_MS);
  }
  await page.evaluate(() => window.__surveyorMock.setLatency(0));
  const rows = `${pageSize} rows`;
  return [
    report(`1,000 projects, ${rows}: page change, click → rows in view painted`, shown, 100),
    report(
      `1,000 projects, ${rows}: … as a browser driver sees it (its round trips included)`,
      driver,
      null,
      50,
    ),
  ];
}

/** A survey export of about 5 MB: 400 questions whose descriptions carry long help texts. */
function bigSurvey(name) {
  const help = 'Please answer as precisely as you can; this text explains the question in detail. '.repeat(
    150,
  );
  const questions = Array.from({ length: 400 }, (_, index) => ({
    type: index % 2 ? 'single_choice' : 'open',
    question: `Imported question ${index + 1}`,
    description: help,
    ...(index % 2 ? { choices: ['Yes', 'No', 'Not sure'] } : {}),
  }));
  return JSON.stringify({ name, description: 'A 5 MB import', type: 'popover', questions }, null, 2);
}

export async function importCases(page, base) {
  const totals = [];
  const gaps = [];
  let bytes = 0;
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(() => window.__surveyorMock?.reset());
    await page.goto(`${base}/projects/1/surveys`);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a survey' });
    await dialog.waitFor();
    const name = `Five megabytes ${round}`;
    const text = bigSurvey(name);
    bytes = Buffer.byteLength(text);
    await dialog
      .getByLabel('Survey JSON file')
      .setInputFiles({ name: 'big.survey.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await dialog.getByText(/is loaded/).waitFor();
    await installTimers(page);
    const { ms, longestGap } = await timeUntil(
      page,
      () => dialog.getByRole('button', { name: 'Import' }).click(),
      (want) => [...document.querySelectorAll('h1')].some((heading) => heading.textContent.includes(want)),
      name,
      30_000,
    );
    totals.push(ms);
    gaps.push(longestGap);
  }
  console.log(`(import file: ${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  return [
    report('5 MB import: Import → validated, created, its page shown', totals, 2000, 50),
    report('5 MB import: longest frame gap meanwhile (responsiveness)', gaps, 200, 50),
  ];
}
