// Launching and stopping a survey at a date and time (see
// docs/decisions/0010-schedule-through-a-gate-flag.md): the editor's Schedule tab arms a gate flag and its
// scheduled changes, which the demo backend runs on its clock; a server that refuses scheduled changes to
// personal API keys gets the calendar file instead, and nothing is written.
import type { Page as PwPage } from '@playwright/test';
import { utcToZoned } from '../src/entities/survey/schedule/zoned-time';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

const HOUR = 3_600_000;
const ZONE = 'Europe/Berlin'; // the demo project's
const DRAFT = 'Legacy: null appearance keys';

interface Flag {
  id: number;
  key: string;
  active: boolean;
  deleted: boolean;
}
interface Page<T> {
  results: T[];
}

const local = (hours: number) => utcToZoned(new Date(Date.now() + hours * HOUR), ZONE);

async function draftId(page: PwPage): Promise<string> {
  const list = await mock.apiGet<Page<{ id: string; name: string }>>(
    page,
    `/api/projects/1/surveys/?search=${encodeURIComponent(DRAFT)}`,
  );
  const found = list.results.find((survey) => survey.name === DRAFT);
  if (!found) throw new Error(`No survey named ${DRAFT}`);
  return found.id;
}

async function gateOf(page: PwPage, surveyId: string): Promise<Flag | undefined> {
  const key = `surveyor-gate-${surveyId.toLowerCase()}`;
  const flags = await mock.apiGet<Page<Flag>>(page, `/api/projects/1/feature_flags/?search=${key}`);
  return flags.results.find((flag) => flag.key === key && !flag.deleted);
}

async function chooseWindow(page: PwPage) {
  await page
    .getByRole('radiogroup', { name: 'Launch' })
    .getByRole('radio', { name: 'At a date and time' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Stop' })
    .getByRole('radio', { name: 'At a date and time' })
    .check();
  await page.getByLabel('Launch at').fill(local(1));
  await page.getByLabel('Stop at').fill(local(2));
}

test('schedules a launch and a stop that the demo runs on its clock', async ({ page }) => {
  await page.goto('/projects');
  await mock.reset(page);
  const id = await draftId(page);
  await page.goto(`/projects/1/surveys/${id}/edit?tab=schedule`);
  await chooseWindow(page);
  await expect(page.getByText(/^Shown from .* Europe\/Berlin\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Survey saved with its schedule')).toBeVisible();

  const gate = await gateOf(page, id);
  expect(gate).toMatchObject({ active: false });
  const changes = await mock.apiGet<Page<{ payload: { value: boolean } }>>(
    page,
    `/api/projects/1/scheduled_changes/?model_name=FeatureFlag&record_id=${gate!.id}`,
  );
  expect(changes.results.map((change) => change.payload.value).sort()).toEqual([false, true]);
  const survey = await mock.apiGet<{ linked_flag_id: number; start_date: string | null }>(
    page,
    `/api/projects/1/surveys/${id}/`,
  );
  expect(survey.linked_flag_id).toBe(gate!.id);
  expect(survey.start_date).not.toBeNull();

  // What a user sees: the survey's status in the list follows the gate and its schedule.
  const status = () =>
    page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: DRAFT, exact: true }) })
      .locator('td')
      .nth(3);
  await page.goto(`/projects/1/surveys?search=${encodeURIComponent(DRAFT)}`);
  await expect(status()).toHaveText(/^Scheduled · /);

  await mock.advanceClock(page, 1.5 * HOUR);
  expect((await mock.apiGet<Flag>(page, `/api/projects/1/feature_flags/${gate!.id}/`)).active).toBe(true);
  await page.reload();
  await expect(status()).toHaveText(/^Running until /);

  await mock.advanceClock(page, HOUR);
  expect((await mock.apiGet<Flag>(page, `/api/projects/1/feature_flags/${gate!.id}/`)).active).toBe(false);
  await page.reload();
  await expect(status()).toHaveText('Stopped');

  await page.getByRole('link', { name: 'Timeline' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Scheduled surveys' }).getByRole('listitem');
  await expect(row.getByRole('link', { name: DRAFT })).toBeVisible();
});

test.describe('a PostHog that refuses scheduled changes to personal API keys', () => {
  test.use({ apiKey: 'phx_demo_old_server' });

  test('offers the calendar file and saves nothing else', async ({ page }) => {
    await page.goto('/projects');
    await mock.reset(page);
    const id = await draftId(page);
    await page.goto(`/projects/1/surveys/${id}/edit?tab=schedule`);
    await chooseWindow(page);
    await expect(page.getByText(/refuses scheduled changes to personal API keys/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/problem to fix before saving/)).toBeVisible();
    expect(await gateOf(page, id)).toBeUndefined();
    const survey = await mock.apiGet<{ start_date: string | null }>(page, `/api/projects/1/surveys/${id}/`);
    expect(survey.start_date).toBeNull();
  });
});
