// Saving in the survey editor: a survey that is running or has responses is reviewed before it is saved
// ("Review changes"); drafts and new surveys save at once.
import type { Page } from '@playwright/test';
import { expect } from './mock';

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
