import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, mock, test } from './support/mock';

const FRAME = 'iframe[title="Survey preview"]';

async function openPreview(page: Page, name: string) {
  await page.goto('/projects/1/surveys');
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/tab=preview/);
  await expect(page.getByRole('region', { name: 'Live preview' })).toBeVisible();
}

async function choosePage(page: Page, option: string | RegExp) {
  await page.getByRole('combobox', { name: 'Previewing' }).click();
  await page.getByRole('option', { name: option }).click();
}

test('the preview shows the survey as respondents see it and follows its branching', async ({ page }) => {
  await openPreview(page, 'NPS with follow-ups');
  const frame = page.frameLocator(FRAME);
  const previewing = page.getByRole('combobox', { name: 'Previewing' });
  await expect(frame.getByText('How likely are you to recommend Acme to a friend?')).toBeVisible();
  await expect(previewing).toHaveText(/Q1 “How likely/);

  await choosePage(page, /^Q3 /);
  await expect(frame.getByText('What would make Acme a 10 for you?')).toBeVisible();
  await choosePage(page, 'Thank-you message');
  await expect(frame.getByText('Your feedback shapes what we build next.')).toBeVisible();
  await choosePage(page, /^Q1 /);

  // A detractor's answer goes to Q2, whose rule ends the survey on the thank-you message.
  await frame.getByRole('button', { name: 'Rate 3', exact: true }).click();
  await frame.getByRole('button', { name: 'Submit survey' }).click();
  await expect(frame.getByText('Sorry to hear that. What should we fix first?')).toBeVisible();
  await expect(previewing).toHaveText(/^Q2 /);
  await frame.getByRole('textbox').fill('Speed');
  await frame.getByRole('button', { name: 'Submit survey' }).click();
  await expect(frame.getByText('Thank you!')).toBeVisible();
  await expect(previewing).toHaveText('Thank-you message');

  // A promoter goes to Q4.
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(previewing).toHaveText(/^Q1 /);
  await frame.getByRole('button', { name: 'Rate 10', exact: true }).click();
  await frame.getByRole('button', { name: 'Submit survey' }).click();
  await expect(frame.getByText('Thanks! Would you leave us a review?')).toBeVisible();

  await expectNoSeriousA11yViolations(page);
});

test('a survey without a thank-you message ends with a note and a restart', async ({ page }) => {
  await page.goto('/projects/1/surveys');
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  const id = await page.evaluate(async () => {
    const response = await fetch('/api/projects/1/surveys/', {
      method: 'POST',
      headers: { Authorization: 'Bearer phx_demo_all', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Quiet thumbs',
        type: 'popover',
        appearance: { displayThankYouMessage: false },
        questions: [
          {
            type: 'rating',
            question: 'Was this page helpful?',
            display: 'emoji',
            scale: 2,
            lowerBoundLabel: '',
            upperBoundLabel: '',
            branching: { type: 'response_based', responseValues: { negative: 1, positive: 'end' } },
          },
          { type: 'open', question: 'How can we improve this page?' },
        ],
      }),
    });
    return ((await response.json()) as { id: string }).id;
  });
  await page.goto(`/projects/1/surveys/${id}?tab=preview`);
  const frame = page.frameLocator(FRAME);
  await expect(frame.getByText('Was this page helpful?')).toBeVisible();
  await page.getByRole('combobox', { name: 'Previewing' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Q1 “Was this page helpful?”',
    'Q2 “How can we improve this page?”',
  ]);
  await page.keyboard.press('Escape');

  // Thumbs up (1) is the positive answer, which ends the survey.
  await frame.getByRole('button', { name: 'Rate 1', exact: true }).click();
  await frame.getByRole('button', { name: 'Submit survey' }).click();
  const end = page.getByRole('alert').filter({ hasText: 'End of survey' });
  await expect(end).toBeVisible();
  await end.getByRole('button', { name: 'Restart' }).click();
  await expect(end).toHaveCount(0);
  await expect(frame.getByText('Was this page helpful?')).toBeVisible();

  // Thumbs down goes on to Q2.
  await frame.getByRole('button', { name: 'Rate 2', exact: true }).click();
  await frame.getByRole('button', { name: 'Submit survey' }).click();
  await expect(frame.getByText('How can we improve this page?')).toBeVisible();
});

test('a renderer that cannot load says so, and Retry brings it back', async ({ page }) => {
  // The renderer's source is its own lazy chunk (surveys-preview-<hash>.js).
  await page.context().route(/\/surveys-preview-[^/]*\.js$/, (route) => route.abort());
  await openPreview(page, 'NPS with follow-ups');
  const failure = page.getByRole('alert').filter({ hasText: 'The preview could not load' });
  await expect(failure).toBeVisible();
  await page.context().unrouteAll();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(
    page.frameLocator(FRAME).getByText('How likely are you to recommend Acme to a friend?'),
  ).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test.describe('dark mode', () => {
  test.use({ colorMode: 'dark' });
  test('the preview renders and passes axe', async ({ page }) => {
    await openPreview(page, 'NPS with follow-ups');
    await expect(
      page.frameLocator(FRAME).getByText('How likely are you to recommend Acme to a friend?'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('choice questions render with their "other" field', async ({ page }) => {
    await openPreview(page, 'Product-market fit');
    const frame = page.frameLocator(FRAME);
    await expect(frame.getByText('How would you feel if you could no longer use Acme?')).toBeVisible();
    await expect(frame.getByRole('radio', { name: 'Very disappointed' })).toBeVisible();
    await expect(frame.getByRole('textbox', { name: 'Other - please specify' })).toBeVisible();
    // No axe run here: posthog-js 1.449.2 gives every choice aria-controls="…Open", an id only the
    // "other" choice has (aria-valid-attr-value). That markup is the SDK's, shown as respondents get it.
  });
});

test.describe('untrusted survey content', () => {
  // Each payload tries to leave a mark where the app keeps its key.
  const mark = (via: string) =>
    [
      `try { window.__xss = '${via}' } catch (e) {}`,
      `try { parent.__xss = '${via}' } catch (e) {}`,
      `try { top.__xss = '${via}' } catch (e) {}`,
      `try { localStorage.setItem('xss', '${via}') } catch (e) {}`,
      `try { sessionStorage.setItem('xss', '${via}') } catch (e) {}`,
      `try { parent.localStorage.setItem('xss', '${via}') } catch (e) {}`,
      `console.log('xss ran: ${via}')`,
    ].join('; ');
  const maliciousDescription = [
    '<p>Benign description text</p>',
    `<img src="x" onerror="${mark('img onerror')}">`,
    `<script>${mark('script')}</script>`,
    `<a href="javascript:${mark('link')}">a link</a>`,
    `<svg><script>${mark('svg script')}</script></svg>`,
  ].join('');

  async function noMarks(page: Page) {
    const inPage = await page.evaluate(() => ({
      window: (window as unknown as { __xss?: unknown }).__xss ?? null,
      local: localStorage.getItem('xss'),
      session: sessionStorage.getItem('xss'),
    }));
    expect(inPage).toEqual({ window: null, local: null, session: null });
  }

  async function previewFrame(page: Page) {
    const frame = await (await page.locator(FRAME).elementHandle())?.contentFrame();
    if (!frame) throw new Error('no preview frame');
    return frame;
  }

  test('HTML that reaches the client unsanitised cannot run script in the page or the frame', async ({
    page,
  }) => {
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));

    await page.goto('/projects/1/surveys');
    await page.waitForFunction(() => Boolean(window.__surveyorMock));
    const created = await page.evaluate(async (description) => {
      const response = await fetch('/api/projects/1/surveys/', {
        method: 'POST',
        headers: { Authorization: 'Bearer phx_demo_all', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'XSS probe',
          type: 'popover',
          questions: [
            { type: 'open', question: 'XSS probe question', description, descriptionContentType: 'html' },
          ],
        }),
      });
      return (await response.json()) as { id: string; questions: { description: string }[] } & Record<
        string,
        unknown
      >;
    }, maliciousDescription);
    // The demo server cleans HTML on save, as PostHog does…
    expect(created.questions[0]!.description).not.toContain('<script');

    // …so the survey's GET is made to answer with the raw HTML, as a server that did not clean it would.
    const raw = {
      ...created,
      questions: [
        { ...created.questions[0], question: 'XSS probe, as served', description: maliciousDescription },
      ],
    };
    await mock.injectFault(page, {
      method: 'GET',
      path: `^/api/projects/1/surveys/${created.id}/?$`,
      status: 200,
      body: raw,
      times: Infinity,
    });
    const served = await mock.apiGet<{ questions: { description: string }[] }>(
      page,
      `/api/projects/1/surveys/${created.id}/`,
    );
    expect(served.questions[0]!.description).toContain('onerror=');
    expect(served.questions[0]!.description).toContain('<script>');

    await page.goto(`/projects/1/surveys/${created.id}?tab=preview`);
    const frame = page.frameLocator(FRAME);
    // The text only the raw answer has: the page rendered what the intercepted GET returned.
    await expect(frame.getByText('XSS probe, as served')).toBeVisible();
    await expect(frame.getByText('Benign description text')).toBeVisible();
    await expect(frame.getByText('a link')).toBeVisible();
    await frame.getByText('a link').click();
    // Give a load error, a late handler or a navigation the time to happen.
    await page.waitForTimeout(750);

    const sandbox = await page.locator(FRAME).getAttribute('sandbox');
    expect(sandbox?.split(/\s+/)).toEqual(['allow-scripts']);
    await noMarks(page);
    const inFrame = await previewFrame(page);
    expect(await inFrame.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null)).toBeNull();
    expect(await inFrame.locator('[onerror], script:not([nonce]), a[href^="javascript"]').count()).toBe(0);
    expect(inFrame.url()).toBe('about:srcdoc'); // the link click did not navigate the frame
    expect(consoleLines.filter((line) => /xss/i.test(line))).toEqual([]);
  });

  test('even markup that skipped sanitising is stopped by the frame: CSP and an opaque origin', async ({
    page,
  }) => {
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    await openPreview(page, 'NPS with follow-ups');
    await expect(
      page.frameLocator(FRAME).getByText('How likely are you to recommend Acme to a friend?'),
    ).toBeVisible();
    const frame = await previewFrame(page);

    // Plant the payload straight into the frame's DOM, as if the sanitiser had missed it.
    await frame.evaluate((payload) => {
      const box = document.createElement('div');
      box.innerHTML = payload;
      document.body.append(box);
      const script = document.createElement('script');
      script.textContent = "window.__xss = 'created script'";
      document.body.append(script);
    }, maliciousDescription);
    await page.waitForTimeout(750);

    expect(await frame.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null)).toBeNull();
    // The frame's origin is opaque: its storage and its parent are out of reach.
    const reach = await frame.evaluate(() => {
      const attempt = (action: () => unknown) => {
        try {
          action();
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        origin: window.origin,
        localStorage: attempt(() => localStorage.length),
        sessionStorage: attempt(() => sessionStorage.length),
        parentStorage: attempt(() => parent.localStorage.length),
        parentDocument: attempt(() => parent.document.title),
      };
    });
    expect(reach).toEqual({
      origin: 'null',
      localStorage: 'SecurityError',
      sessionStorage: 'SecurityError',
      parentStorage: 'SecurityError',
      parentDocument: 'SecurityError',
    });
    await noMarks(page);
    expect(consoleLines.filter((line) => /xss ran/i.test(line))).toEqual([]);
    // The browser says why: the CSP refused the inline handler.
    expect(consoleLines.some((line) => /Content Security Policy/.test(line))).toBe(true);
  });
});
