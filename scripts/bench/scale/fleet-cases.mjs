// The survey fleet at scale (issues 27 and 28): a family of 50 copies in a 1,000-project organization —
// the Copies tab opened the first time, until the matrix shows its first copy (while the other projects
// are still looked in) and until the scan is complete (every project's survey activity read, every copy
// drawn), its matrix drawn again once read, and the "Copy to projects" picker's search per keystroke.
/* global document */
import { installTimers, report, takeTimings, timeUntil, timeUntilEach } from './measure.mjs';

const MATRIX = 'Where each copy differs from this survey';
const matrixShown = ([name, columns]) => {
  const table = document.querySelector(`table[aria-label="${name}"]`);
  return Boolean(table) && table.querySelectorAll('thead th').length >= columns;
};
/** The matrix shows its first copy (the part column, the checkbox column and one copy). */
const firstCopyShown = ([name]) => {
  const table = document.querySelector(`table[aria-label="${name}"]`);
  return Boolean(table) && table.querySelectorAll('thead th').length >= 3;
};
/** Every copy shown and every project looked in (the scan's progress bar gone). */
const scanComplete = ([name, columns]) => {
  const table = document.querySelector(`table[aria-label="${name}"]`);
  return (
    Boolean(table) &&
    table.querySelectorAll('thead th').length >= columns &&
    !document.querySelector('[role="progressbar"][aria-label="Projects looked in"]')
  );
};

export async function fleetCases(page, base, sourceId) {
  const first = [];
  const firstCopy = [];
  const again = [];
  const keystrokes = [];
  for (let round = 0; round < 3; round += 1) {
    await page.goto(`${base}/projects/1/surveys/${sourceId}`);
    const copies = page.getByRole('tab', { name: 'Copies' });
    await copies.waitFor();
    await page.waitForTimeout(300);
    await installTimers(page);
    // 50 copy columns, the part column and the checkbox column; the first copy, then every project read.
    const { ms } = await timeUntilEach(
      page,
      () => copies.click(),
      [firstCopyShown, scanComplete],
      [MATRIX, 52],
      60_000,
    );
    firstCopy.push(ms[0]);
    first.push(ms[1]);
    for (let visit = 0; visit < 3; visit += 1) {
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.waitForTimeout(200);
      again.push((await timeUntil(page, () => copies.click(), matrixShown, [MATRIX, 52])).ms);
    }
    await page.getByRole('button', { name: 'Copy to projects' }).click();
    const search = page.getByRole('dialog', { name: 'Copy to projects' }).getByLabel('Search projects');
    await search.waitFor();
    await takeTimings(page);
    await search.pressSequentially('Scale project 4', { delay: 60 });
    keystrokes.push(...(await takeTimings(page, 'key')).map((entry) => entry.ms));
    await page.keyboard.press('Escape');
  }
  return [
    report('Fleet of 50 copies, 1,000 projects: first copy shown', firstCopy, 1000, 50),
    report('Fleet of 50 copies, 1,000 projects: Copies tab found + drawn', first, 1000, 50),
    report('Fleet of 50 copies: Copies matrix drawn again (read)', again, 1000, 95),
    report('Copy to projects picker, 1,000 projects: keystroke → paint', keystrokes, 100),
  ];
}
