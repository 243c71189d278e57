// Saving in the survey editor: a survey that is running or has responses is reviewed before it is saved
// ("Review changes"); drafts and new surveys save at once.
import type { Page } from '@playwright/test';
import { expect } from './mock';

/**
 * How long a screen's first showing may take in a test's fresh browser context: the app, the route's code
 * and the demo backend all load then, seconds on a machine busy with other work (CI machines are shared).
 * Later steps on the same screen keep the usual bound.
 */
export const FIRST_SCREEN_MS = 30_000;

/** Waits until the editor of the survey named `name` is shown (its first showing in this context). */
export async function expectEditorOpen(page: Page, name: string | RegExp = /^Edit “/) {
  const heading = typeof name === 'string' ? `Edit “${name}”` : name;
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: FIRST_SCREEN_MS,
  });
}

export const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review changes' });

/** Clicks Save and confirms the review, for a survey known to get one; waits for nothing after. */
export async function saveThroughReview(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await reviewDialog(page).getByRole('button', { name: 'Save changes' }).click();
}

/** Saves and waits until everything is saved, confirming the review when the survey gets one. */
export async function saveSurvey(page: Page) {
  await page.getByRole('button', { name: /^(Save|Create survey)$/ }).click();
  const saved = page.getByRole('status').filter({ hasText: 'All changes saved' });
  const review = reviewDialog(page);
  await expect(review.or(saved)).toBeVisible();
  if (await review.isVisible()) await review.getByRole('button', { name: 'Save changes' }).click();
  await expect(saved).toBeVisible();
}
