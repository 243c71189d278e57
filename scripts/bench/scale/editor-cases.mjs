// The editor at 200 questions: keystroke → paint, keyboard drop → paint, and on the flow graph, by keyboard,
// a route's list of targets opened, then a target picked until the graph's live region and the form's
// question both show it.
/* global document */
import { installTimers, report, takeTimings, timeUntil } from './measure.mjs';

/** Scrolls the question list until question `number`'s card is rendered (only cards near the screen are). */
async function reveal(page, number) {
  const handle = page.getByRole('button', { name: `Move question ${number}`, exact: true });
  for (let attempt = 0; attempt < 200 && (await handle.count()) === 0; attempt += 1) {
    const shown = await page
      .getByRole('button', { name: /^Move question \d+$/ })
      .evaluateAll((buttons) =>
        buttons.map((button) => Number(button.getAttribute('aria-label').split(' ')[2])),
      );
    await page.mouse.wheel(0, number > Math.max(...shown) ? 600 : -600);
    await page.waitForTimeout(40);
  }
  await handle.scrollIntoViewIfNeeded();
  return handle;
}

/** A person's pause between two steps of one task (reaching a control, then pressing it). */
const PAUSE_MS = 250;

export async function editorCases(page, base, surveyId) {
  const results = [];
  await page.goto(`${base}/projects/1/surveys/${surveyId}/edit`);
  await page.getByRole('region', { name: 'Question 1', exact: true }).waitFor();
  await page
    .frameLocator('iframe[title="Survey preview"]')
    .getByText('Question 1 of a long survey')
    .waitFor();
  await page.waitForTimeout(500);
  await installTimers(page);

  const text = page.getByRole('textbox', { name: 'Question 1 text' });
  await text.click();
  await text.press('End');
  await takeTimings(page);
  await page.keyboard.type(' typing into a survey of two hundred questions', { delay: 40 });
  await page.waitForTimeout(300);
  const typing = (await takeTimings(page, 'key')).map((entry) => entry.ms);
  results.push(report('Editor, 200 questions: keystroke → paint', typing, 50));

  const drops = [];
  for (let round = 0; round < 20; round += 1) {
    await (await reveal(page, 60 + round)).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(120);
    await page.keyboard.press(round % 2 ? 'ArrowUp' : 'ArrowDown');
    await page.waitForTimeout(250);
    await takeTimings(page);
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    drops.push(...(await takeTimings(page, 'key')).map((entry) => entry.ms));
  }
  results.push(report('Editor, 200 questions: keyboard drop → paint', drops, 50));

  // A route changed on the graph: Q1's "any answer" route to the end, then back to Q3, and so on.
  await reveal(page, 1);
  await page.getByRole('tab', { name: 'Flow' }).click();
  const graph = page.getByRole('figure', { name: 'Survey flow graph' });
  await graph.waitFor();
  await page.waitForTimeout(800);
  const control = graph.getByRole('button', { name: 'Route any answer of Q1', exact: true });
  const opens = [];
  const routes = [];
  for (let round = 0; round < 12; round += 1) {
    const toEnd = round % 2 === 0;
    await control.focus();
    // Two interactions, each timed alone: Enter opens the route list, and Enter on a target picks it. Each
    // key is pressed after a person's pause (as the keyboard drop above waits before its Space), so one
    // step's frames are not counted in the next: focusing the control may scroll the page to it, and the
    // list's own paint is the opening's time, not the pick's.
    await page.waitForTimeout(PAUSE_MS);
    const opened = await timeUntil(
      page,
      () => page.keyboard.press('Enter'),
      // Open: the list has the focus (a closed list's items may still be in the page).
      () => Boolean(document.activeElement?.closest('[role="menu"]')),
      null,
      5000,
    );
    // Below 0 when the list was in the frame already under way as the key came (a frame's time is its start).
    opens.push(Math.max(0, opened.ms));
    const item = page.getByRole('menuitemradio', { name: toEnd ? 'End of survey' : /^Q3 / });
    await item.waitFor();
    await item.focus();
    await page.waitForTimeout(PAUSE_MS);
    const { ms } = await timeUntil(
      page,
      () => page.keyboard.press('Enter'),
      // The Flow tab shows the graph and its live region; the form's state is what the graph draws.
      ({ target, other }) => {
        const said = [...document.querySelectorAll('[role="status"]')].some((element) =>
          element.textContent.includes('of Q1 now goes to'),
        );
        const row = document.querySelector('[aria-label="Route any answer of Q1"]')?.parentElement;
        const text = row?.textContent ?? '';
        return said && text.includes(target) && !text.includes(other);
      },
      toEnd ? { target: 'end', other: 'Q3' } : { target: 'Q3', other: 'end' },
      5000,
    );
    routes.push(ms);
    await page.waitForTimeout(300);
  }
  results.push(
    report('Editor, 200 questions: graph route list opens', opens.filter(Number.isFinite), 100),
    report('Editor, 200 questions: graph route change → graph shows it', routes.filter(Number.isFinite), 100),
  );
  return results;
}
