// Branching built on the flow graph alone: the "NPS with follow-ups" routing (detractors, passives and
// promoters each to their own follow-up, the follow-ups to the end) from a blank survey, once by pointer
// and once by keyboard, saved and read back through the demo API; a route removed falls back to "next".
import type { Locator, Page } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectEditorOpen } from './support/editor';
import { expect, mock, test } from './support/mock';

const Q1 = 'How likely are you to recommend Acme to a friend?';
const Q2 = 'Sorry to hear that. What should we fix first?';
const Q3 = 'What would make Acme a 10 for you?';
const Q4 = 'Thanks! Would you leave us a review?';

const question = (page: Page, number: number) =>
  page.getByRole('region', { name: `Question ${number}`, exact: true });
const graph = (page: Page) => page.getByRole('figure', { name: 'Survey flow graph' });
const routeControl = (page: Page, name: string) => graph(page).getByRole('button', { name, exact: true });
/** What the graph says after each change (its live region). */
const said = (page: Page) => page.getByRole('status').filter({ hasText: /goes to|not routed|Added a/ });

async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  const listbox = page.getByRole('listbox');
  const item = page.getByRole('option', { name: option });
  // Twice in full CI runs (never in 48 runs alone) the Scale select's list stayed closed after its click,
  // right after the question became a rating; the cause is not found. A person clicks again: so does this.
  await expect(async () => {
    if (!(await listbox.isVisible())) await combobox.click();
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
  await expect(listbox).toHaveCount(0);
}

async function savedQuestions(page: Page) {
  const id = /surveys\/([^/?]+)\/edit/.exec(page.url())![1]!;
  return (await mock.apiGet<Survey>(page, `/api/projects/1/surveys/${id}/`)).questions ?? [];
}

/** A blank survey whose first question is the NPS rating, the flow beside the questions. */
async function startBlank(page: Page, name: string) {
  await page.goto('/projects/1/surveys/new');
  await page.getByRole('textbox', { name: 'Survey name' }).fill(name);
  const q1 = question(page, 1);
  await choose(page, q1.getByRole('combobox', { name: 'Question type' }), 'Rating');
  await q1.getByRole('textbox', { name: 'Question 1 text' }).fill(Q1);
  await choose(page, q1.getByRole('combobox', { name: 'Scale' }), /0–10/);
  await page.getByRole('button', { name: 'Flow', exact: true }).click();
  await expect(graph(page)).toBeVisible();
}

/** The editor's Flow tab of a seeded survey (straight to its address: the survey page is not under test). */
async function openFlowTab(page: Page, name: string) {
  await page.goto('/projects/1/surveys');
  const list = await mock.apiGet<{ results: Survey[] }>(
    page,
    `/api/projects/1/surveys/?search=${encodeURIComponent(name)}`,
  );
  const survey = list.results.find((candidate) => candidate.name === name)!;
  await page.goto(`/projects/1/surveys/${survey.id}/edit?tab=flow`);
  await expectEditorOpen(page, name);
  await expect(graph(page)).toBeVisible();
}

/** The centre of an element, in page coordinates, once it has stopped moving (nodes glide to new places). */
async function centre(locator: Locator) {
  let box = (await locator.boundingBox())!;
  for (let tries = 0; tries < 20; tries += 1) {
    await locator.page().waitForTimeout(60);
    const next = (await locator.boundingBox())!;
    if (next.x === box.x && next.y === box.y) break;
    box = next;
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Starts dragging the handle of a route (the dot at the end of its row) and moves over `onto`. The whole
 * graph in view first: nodes keep their places around each edit, so others may have left the view, and a
 * pointer near the graph's edge while dragging pans it.
 */
async function dragRoute(page: Page, route: string, onto: Locator) {
  await graph(page).getByRole('button', { name: 'Fit View' }).click();
  const handle = routeControl(page, route).locator('xpath=..').locator('.react-flow__handle');
  const from = await centre(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
  const to = await centre(onto);
  await page.mouse.move(to.x, to.y, { steps: 12 });
}

async function dropRoute(page: Page, route: string, onto: Locator) {
  await dragRoute(page, route, onto);
  await page.mouse.up();
}

const node = (page: Page, number: number, text: string) =>
  graph(page).getByLabel(`Question ${number}: ${text}`, { exact: true });
const endNode = (page: Page) => graph(page).getByLabel('End of survey', { exact: true });

const NPS_ROUTES = {
  // Detractors go on to Q2, the next question: no rule of their own.
  q1: { type: 'response_based', responseValues: { passives: 2, promoters: 3 } },
  end: { type: 'end' },
};

test('builds the NPS routing by pointer on the graph, refuses loops, and saves it as the form would', async ({
  page,
}) => {
  await startBlank(page, 'NPS built by pointer');

  // Three follow-ups, each added with a node's "+" and typed in the form it opens in.
  const add = async (after: number, kind: string, text: string) => {
    const plus = graph(page).getByRole('button', { name: `Add a question after Q${after}` });
    // The nodes glide to their places as the graph opens and after each insertion: a click while the node
    // still moves can land beside it, so it is clicked once it has stopped, as a person would.
    const at = await centre(plus);
    await page.mouse.click(at.x, at.y);
    await page.getByRole('menuitem', { name: kind }).click();
    const textbox = question(page, after + 1).getByRole('textbox', { name: `Question ${after + 1} text` });
    await expect(textbox).toBeFocused();
    await textbox.fill(text);
  };
  await add(1, 'Open text', Q2);
  await add(2, 'Open text', Q3);
  await add(3, 'Link', Q4);
  await question(page, 4).getByRole('textbox', { name: 'Link' }).fill('https://example.com/review');

  // The Flow tab opens on the question selected last (Q4): the whole survey in view first.
  await page.getByRole('tab', { name: 'Flow' }).click();
  await graph(page).getByRole('button', { name: 'Fit View' }).click();
  await expect(routeControl(page, 'Route 0–6 (Detractors) of Q1')).toBeInViewport();

  await dropRoute(page, 'Route 7–8 (Passives) of Q1', node(page, 3, Q3));
  await expect(said(page)).toHaveText(`7–8 (Passives) of Q1 now goes to Q3 “${Q3}”.`);
  await dropRoute(page, 'Route 9–10 (Promoters) of Q1', node(page, 4, Q4));
  await expect(said(page)).toHaveText(`9–10 (Promoters) of Q1 now goes to Q4 “${Q4}”.`);
  // Dropped on the next question: that is where it goes already.
  await dropRoute(page, 'Route 0–6 (Detractors) of Q1', node(page, 2, Q2));
  await expect(said(page)).toContainText('0–6 (Detractors) of Q1 already goes to the next question');
  await dropRoute(page, 'Route any answer of Q2', endNode(page));
  await expect(said(page)).toHaveText('Any answer of Q2 now goes to the end of the survey.');
  await dropRoute(page, 'Route any answer of Q3', endNode(page));

  // Refused while dragging, with the reason: a question cannot route to itself, nor back into a loop.
  await dragRoute(page, 'Route any answer of Q4', node(page, 4, Q4));
  await expect(page.getByText('Q4 cannot route to itself.')).toBeVisible();
  await page.mouse.up();
  await expect(said(page)).toHaveText('Any answer of Q4 was not routed. Q4 cannot route to itself.');
  await dragRoute(page, 'Route any answer of Q3', node(page, 1, Q1));
  const loop = 'That would make a loop, Q3 → Q1 → Q3: PostHog refuses to save a survey with a loop.';
  await expect(page.getByText(loop)).toBeVisible();
  await page.mouse.up();
  await expect(said(page)).toHaveText(`Any answer of Q3 was not routed. ${loop}`);

  // The rows of the graph and the form say the same.
  await expect(routeControl(page, 'Route any answer of Q3')).toContainText('→ End');
  await expect(
    page.getByText('Every question is reachable, there are no loops and every route ends properly.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Create survey' }).click();
  await expect(page).toHaveURL(/\/surveys\/[^/]+\/edit/);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const saved = await savedQuestions(page);
  expect(saved.map((q) => q.question)).toEqual([Q1, Q2, Q3, Q4]);
  expect(saved.map((q) => q.branching ?? null)).toEqual([
    NPS_ROUTES.q1,
    NPS_ROUTES.end,
    NPS_ROUTES.end,
    null,
  ]);

  // A route removed falls back to the next question: select it (Enter on it, or a click), press Delete.
  await page.getByRole('tab', { name: 'Flow' }).click();
  const q3ToEnd = graph(page).getByRole('group', { name: /^Route of any answer of Q3, to the end/ });
  await q3ToEnd.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Delete');
  await expect(said(page)).toHaveText(`Any answer of Q3 now goes to the next question, Q4 “${Q4}”.`);
  await expect(routeControl(page, 'Route any answer of Q3')).toContainText('→ next (Q4)');
  // …or from its menu.
  await graph(page)
    .getByRole('group', { name: /^Route of 9–10 \(Promoters\) of Q1/ })
    .focus();
  await page.keyboard.press('Enter');
  await graph(page)
    .getByRole('button', { name: 'Reset 9–10 (Promoters) of Q1 to the next question' })
    .click();
  await expect(routeControl(page, 'Route 9–10 (Promoters) of Q1')).toContainText('→ next (Q2)');
  // The form shows it at once, and one undo brings the route back.
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(question(page, 3).getByRole('combobox', { name: 'After this question' })).toContainText(
    'Go to the next question',
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    question(page, 1).getByRole('combobox', { name: 'If the answer is 9–10 (Promoters)' }),
  ).toContainText(`Q4 “${Q4}”`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  expect((await savedQuestions(page)).map((q) => q.branching ?? null)).toEqual([
    NPS_ROUTES.q1,
    NPS_ROUTES.end,
    null,
    null,
  ]);
});

test('builds the NPS routing by keyboard on the graph, and the form and the saved JSON follow', async ({
  page,
}) => {
  await startBlank(page, 'NPS built by keyboard');

  // A new question after a node: Tab to its "+", Enter, pick the kind; it opens in the form.
  const add = async (after: number, kind: string, text: string) => {
    await graph(page)
      .getByRole('button', { name: `Add a question after Q${after}` })
      .focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: kind });
    while (!(await item.evaluate((element) => element === document.activeElement)))
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(
      question(page, after + 1).getByRole('textbox', { name: `Question ${after + 1} text` }),
    ).toBeFocused();
    await page.keyboard.type(text);
  };
  await add(1, 'Open text', Q2);
  await add(2, 'Open text', Q3);
  await add(3, 'Link', Q4);

  /** Enter on a route's control, arrows to the target, Enter. */
  const route = async (control: string, target: string) => {
    await routeControl(page, control).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitemradio', { name: target, exact: true });
    await expect(item).toBeVisible();
    while (!(await item.evaluate((element) => element === document.activeElement)))
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(routeControl(page, control)).toBeFocused();
  };
  await route('Route 0–6 (Detractors) of Q1', `Q2 “${Q2}”`);
  await expect(said(page)).toHaveText(`0–6 (Detractors) of Q1 now goes to Q2 “${Q2}”.`);
  await route('Route 7–8 (Passives) of Q1', `Q3 “${Q3}”`);
  await route('Route 9–10 (Promoters) of Q1', `Q4 “${Q4}”`);
  await route('Route any answer of Q2', 'End of survey');
  await route('Route any answer of Q3', 'End of survey');

  // A target that would make a loop is listed, dimmed, with the reason.
  await routeControl(page, 'Route any answer of Q2').focus();
  await page.keyboard.press('Enter');
  const back = page.getByRole('menuitemradio', { name: `Q1 “${Q1}”`, exact: true });
  await expect(back).toHaveAttribute('aria-disabled', 'true');
  await expect(back).toHaveAccessibleDescription(/That would make a loop, Q2 → Q1 → Q2/);
  await page.keyboard.press('Escape');
  await expect(routeControl(page, 'Route any answer of Q2')).toBeFocused();

  // The form beside the graph shows each rule at once.
  await expect(
    question(page, 1).getByRole('combobox', { name: 'If the answer is 0–6 (Detractors)' }),
  ).toContainText(`Q2 “${Q2}”`);
  await expect(question(page, 2).getByRole('combobox', { name: 'After this question' })).toContainText(
    'End the survey',
  );

  await question(page, 4).getByRole('textbox', { name: 'Link' }).fill('https://example.com/review');
  await page.keyboard.press('Control+s');
  await expect(page).toHaveURL(/\/surveys\/[^/]+\/edit/);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  const saved = await savedQuestions(page);
  // Each answer group was sent to a question by name, as the form's "Go to Q2" does: the seeded survey's JSON.
  expect(saved.map((q) => [q.question, q.branching ?? null])).toEqual([
    [Q1, { type: 'response_based', responseValues: { detractors: 1, passives: 2, promoters: 3 } }],
    [Q2, { type: 'end' }],
    [Q3, { type: 'end' }],
    [Q4, null],
  ]);
});

test('a question inserted on a route takes only that route, and opens in the form', async ({ page }) => {
  await openFlowTab(page, 'Product-market fit');
  // Select the route of one choice (Enter on it), then its "+".
  await graph(page)
    .getByRole('group', { name: /^Route of “Not disappointed” of Q1/ })
    .focus();
  await page.keyboard.press('Enter');
  await graph(page)
    .getByRole('button', { name: 'Insert a question on the route “Not disappointed” of Q1' })
    .click();
  await page
    .getByRole('menu', { name: 'New question on the route “Not disappointed” of Q1' })
    .getByRole('menuitem', { name: 'Open text' })
    .click();

  // The form, on the new question, ready for its text.
  const text = question(page, 2).getByRole('textbox', { name: 'Question 2 text' });
  await expect(text).toBeFocused();
  await text.fill('What is missing?');
  const q1 = question(page, 1);
  await expect(q1.getByRole('combobox', { name: 'If the answer is “Not disappointed”' })).toContainText(
    'Go to the next question (Q2 “What is missing?”)',
  );
  // The other choices still go where they went (the one that went on to the next question is pinned to it).
  await expect(q1.getByRole('combobox', { name: 'If the answer is “Somewhat disappointed”' })).toContainText(
    'Q3 “What is the main benefit you get from Acme?”',
  );
  await expect(question(page, 2).getByRole('combobox', { name: 'After this question' })).toContainText(
    'Q4 “What would you use instead?”',
  );
});

test('a route control focused outside the graph’s view is brought into the window, not only the graph', async ({
  page,
}) => {
  await openFlowTab(page, 'Stress test: 100 questions');
  // The graph opens on a question far down (Q31, selected in the form by its finding), the page at its
  // top: Q1's node is above the graph's view, and the graph's lower part below the window.
  await page.getByRole('button', { name: /^Q31 .* can never be reached/ }).click();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await expect(question(page, 31)).toBeInViewport();
  await page.getByRole('tab', { name: 'Flow' }).click();
  // The tab draws the graph of 100 questions again (laid out anew): seconds on a busy machine, past the
  // usual bound once in a run beside another CPU-heavy job. What is tested starts once it is drawn.
  await expect(graph(page)).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const first = routeControl(page, 'Route any answer of Q1');
  await centre(first); // the graph has settled (nodes glide to their places once laid out)
  await expect(first).not.toBeInViewport();
  // Focus from the keyboard's side (no pointer): the graph pans to the node, and the page scrolls as it
  // does for any focused control, so the control is in view before its list opens.
  await first.focus();
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport({ ratio: 1 });
  // Opening and closing its list (focus returns to it) leaves the page where it is.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Where any answer of Q1 goes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(first).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(first).toBeInViewport({ ratio: 1 });
});

test('the Flow tab with its route controls passes axe, in light and dark', async ({ page }) => {
  await openFlowTab(page, 'NPS with follow-ups');
  await expect(routeControl(page, 'Route 0–6 (Detractors) of Q1')).toBeInViewport();
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
  // With a route's list of targets open.
  await routeControl(page, 'Route 7–8 (Passives) of Q1').click();
  await expect(page.getByRole('menuitemradio', { name: /^Q3 / })).toHaveAttribute('aria-checked', 'true');
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
});
