#!/usr/bin/env node
// Editor interaction timings on the seeded 100-question survey, driven by Playwright on the built app
// (BENCH_URL). Prints p50/p95 of keystroke→paint and drop→paint; never asserts (targets in docs/speed.md).
/* global window, document, requestAnimationFrame -- page.evaluate callbacks run in the browser */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:4173';
const executablePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find((path) => existsSync(path));
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.addInitScript(() => sessionStorage.setItem('surveyor.mock.latency', '0'));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const report = (label, values) =>
  console.log(
    `${label.padEnd(34)} n=${String(values.length).padStart(3)}  p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms  max ${Math.max(
      ...values,
    )
      .toFixed(1)
      .padStart(6)} ms  (target p95 ≤ 50 ms)`,
  );

try {
  await page.goto(`${base}/projects/1/surveys`);
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  const id = await page.evaluate(async () => {
    const response = await fetch('/api/projects/1/surveys/?search=Stress%20test&limit=5', {
      headers: { Authorization: 'Bearer phx_demo_all' },
    });
    const body = await response.json();
    return body.results.find((survey) => survey.questions.length >= 100)?.id;
  });
  if (!id) throw new Error('The seeded 100-question survey was not found');

  const started = Date.now();
  await page.goto(`${base}/projects/1/surveys/${id}/edit`);
  await page.getByRole('region', { name: 'Question 1', exact: true }).waitFor();
  console.log(`Editor ready with 100 questions in ${Date.now() - started} ms (navigation to interactive)`);
  // Measure a settled editor: the preview renderer loads lazily into its frame just after the editor opens.
  await page.frameLocator('iframe[title="Survey preview"]').getByText('Question 1: How was step 1').waitFor();
  await page.waitForTimeout(500);
  const rendered = await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('region') })
    .count();
  console.log(`Question cards in the page: ${rendered} of 100 (a long survey renders those near the screen)`);

  /** Scrolls until question `number`'s card is rendered (a long list renders only the cards near the screen). */
  const reveal = async (number) => {
    const handle = page.getByRole('button', { name: `Move question ${number}`, exact: true });
    for (let attempt = 0; attempt < 100 && (await handle.count()) === 0; attempt += 1) {
      const shown = await page
        .getByRole('button', { name: /^Move question \d+$/ })
        .evaluateAll((buttons) =>
          buttons.map((button) => Number(button.getAttribute('aria-label').split(' ')[2])),
        );
      await page.mouse.wheel(0, number > Math.max(...shown) ? 500 : -500);
      await page.waitForTimeout(50);
    }
    await handle.scrollIntoViewIfNeeded();
    return handle;
  };

  // Every keydown/pointerup records the time from the event to the frame after it (≈ next paint).
  await page.evaluate(() => {
    window.__timings = [];
    const measure = (kind) => (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() =>
        setTimeout(() => window.__timings.push({ kind, key: event.key, ms: performance.now() - start }), 0),
      );
    };
    document.addEventListener('keydown', measure('key'), true);
    document.addEventListener('pointerup', measure('pointer'), true);
  });
  const take = async () => page.evaluate(() => window.__timings.splice(0));

  // 1. Typing in a question's text.
  const text = page.getByRole('textbox', { name: 'Question 1 text' });
  await text.click();
  await text.press('End');
  await take();
  await page.keyboard.type(' typing into a long survey stays fluid', { delay: 40 });
  await page.waitForTimeout(300);
  const typing = (await take()).filter((entry) => entry.kind === 'key').map((entry) => entry.ms);
  report('keystroke → paint', typing);

  // 2. Keyboard drag and drop: pick up, move one place, drop; measure the drop.
  const drops = [];
  for (let round = 0; round < 30; round += 1) {
    const number = 30 + round;
    await (await reveal(number)).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(120);
    await page.keyboard.press(round % 2 ? 'ArrowUp' : 'ArrowDown');
    await page.waitForTimeout(250);
    await take();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    drops.push(...(await take()).filter((entry) => entry.kind === 'key').map((entry) => entry.ms));
  }
  report('keyboard drop → paint', drops);

  // 3. Pointer drag and drop of a card by its handle.
  const pointerDrops = [];
  for (let round = 0; round < 20; round += 1) {
    const handle = await reveal(3 + round);
    const box = await handle.boundingBox();
    if (!box) continue;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 12, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 70, { steps: 6 });
    await page.waitForTimeout(150);
    await take();
    await page.mouse.up();
    await page.waitForTimeout(250);
    pointerDrops.push(...(await take()).filter((entry) => entry.kind === 'pointer').map((entry) => entry.ms));
  }
  report('pointer drop → paint', pointerDrops);
} finally {
  await browser.close();
}
