import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test on any serious or critical WCAG 2.1 A/AA violation on the current page. */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []): Promise<void> {
  // Tooltips fading in or out are measured mid-animation; check the settled page instead.
  await page.mouse.move(1, 1);
  await page
    .locator('.MuiTooltip-popper')
    .waitFor({ state: 'detached', timeout: 2000 })
    .catch(() => {});
  // Colours in transition (a theme switch fades buttons from one palette to the other) would be measured
  // half-way: wait for every animation that ends (not progress bars or skeletons, which never do).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
