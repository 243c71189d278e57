// The survey fleet at scale (issues 27 and 28): a family of 50 copies in a 1,000-project organization —
// the Copies tab found and drawn the first time (every project's survey activity read), its matrix drawn
// again once read, and the "Copy to projects" picker's search per keystroke.
/* global document */
import { installTimers, report, takeTimings, timeUntil } from './measure.mjs';

const MATRIX = 'Where each copy differs from this survey';
const matrixShown = ([name, columns]) => {
  const table = document.querySelector(`table[aria-label="${name}"]`);
  return Boolean(table) && table.querySelectorAll('thead th').length >= columns;
};

export async function fleetCases(page, base, sourceId) {
  const first = [];
  const again = [];
  const keystrokes = [];
  for (let round = 0; round < 3; round += 1) {
    await page.goto(`${base}/projects/1/surveys/${sourceId}`);
    const copies = page.getByRole('tab', { name: 'Copies' });
    await copies.waitFor();
    await page.waitForTimeout(300);
    await installTimers(page);
    // 50 copy columns, the part column and the checkbox column.
    first.push((await timeUntil(page, () => copies.click(), matrixShown, [MATRIX, 52], 60_000)).ms);
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
    report('Fleet of 50 copies, 1,000 projects: Copies tab found + drawn', first, 1000, 50),
    report('Fleet of 50 copies: Copies matrix drawn again (read)', again, 1000, 95),
    report('Copy to projects picker, 1,000 projects: keystroke → paint', keystrokes, 100),
  ];
}
