// The shapes real PostHog data has (the demo's "Legacy:" and "Edge:" surveys) open, render and save a
// change without changing anything else: checked on the request sent and on the survey as stored.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveSurvey } from './support/editor';
import { expect, mock, test } from './support/mock';

type Stored = Record<string, unknown> & { id: string; name: string; questions: Record<string, unknown>[] };

async function storedSurvey(page: Page, name: string): Promise<Stored> {
  const list = await mock.apiGet<{ results: Stored[] }>(
    page,
    `/api/projects/1/surveys/?search=${encodeURIComponent(name)}`,
  );
  const found = list.results.find((survey) => survey.name === name);
  if (!found) throw new Error(`No survey named ${name}`);
  return mock.apiGet<Stored>(page, `/api/projects/1/surveys/${found.id}/`);
}

/** Everything a user could have changed; what the server derives on every save is left out. */
const content = ({ name: _name, ...survey }: Stored) => {
  const { iteration_start_dates: _dates, current_iteration_start_date: _start, ...rest } = survey;
  return rest;
};

const LEGACY = [
  'Legacy: rating without scale',
  'Legacy: confirmation_message branching',
  'Legacy: 600 iterations',
  'Legacy: null appearance keys',
  'Edge: translated survey',
  'Edge: question of an unknown kind',
];

test('every legacy and edge survey opens, renders and saves a rename that changes nothing else', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/projects/1/surveys');
  for (const name of LEGACY) {
    const before = await storedSurvey(page, name);
    await page.goto(`/projects/1/surveys/${before.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Questions' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    const field = page.getByRole('textbox', { name: 'Survey name' });
    await expect(field).toHaveValue(name);
    await expect(page.getByRole('alert').filter({ hasText: 'not saved' })).toHaveCount(0);

    const sent = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().includes(`/surveys/${before.id}`),
    );
    await field.fill(`${name} (renamed)`);
    await saveSurvey(page);
    expect((await sent).postDataJSON(), name).toEqual({ name: `${name} (renamed)` });
    const after = await storedSurvey(page, `${name} (renamed)`);
    expect(content(after), name).toEqual(content(before));
  }
});

test('a question of an unknown kind is kept as stored and explained; its neighbours stay editable', async ({
  page,
}) => {
  const before = await (async () => {
    await page.goto('/projects/1/surveys');
    return storedSurvey(page, 'Edge: question of an unknown kind');
  })();
  await page.goto(`/projects/1/surveys/${before.id}/edit`);
  const card = page.getByRole('region', { name: 'Question 2', exact: true });
  await expect(card.getByText(/Q2 is a “matrix” question, a kind Surveyor does not know/)).toBeVisible();
  await expect(card.getByText(/kept exactly as it is stored/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, ['iframe']);

  await page
    .getByRole('region', { name: 'Question 1', exact: true })
    .getByRole('textbox', { name: 'Question 1 text' })
    .fill('Where did you hear about us?');
  await saveSurvey(page);
  const after = await storedSurvey(page, 'Edge: question of an unknown kind');
  expect(after.questions[0]).toEqual({ ...before.questions[0], question: 'Where did you hear about us?' });
  expect(after.questions[1]).toEqual(before.questions[1]);
});

test('adding a choice to a translated question keeps its translations as long as its choices', async ({
  page,
}) => {
  await page.goto('/projects/1/surveys');
  const before = await storedSurvey(page, 'Edge: translated survey');
  await page.goto(`/projects/1/surveys/${before.id}/edit`);
  const card = page.getByRole('region', { name: 'Question 1', exact: true });
  await expect(card.getByText(/This question is translated \(fr, de\)/)).toBeVisible();
  await card.getByRole('button', { name: 'Add choice' }).click();
  await card.getByRole('textbox', { name: 'Choice 4' }).fill('Enterprise plus');
  await saveSurvey(page);
  const after = await storedSurvey(page, 'Edge: translated survey');
  const translations = after.questions[0]!.translations as Record<string, { choices: string[] }>;
  expect(after.questions[0]!.choices).toEqual(['Free', 'Team', 'Enterprise', 'Enterprise plus']);
  expect(translations.fr!.choices).toEqual(['Gratuite', 'Équipe', 'Entreprise', 'Enterprise plus']);
  expect(translations.de!.choices).toEqual(['Kostenlos', 'Team', 'Enterprise', 'Enterprise plus']);
  expect(after.questions[1]).toEqual(before.questions[1]);
});
