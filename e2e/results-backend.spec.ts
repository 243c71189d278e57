// The results backend in a real browser: the service worker takes capture requests at the host root with
// the project token, a query reads them back, and they survive a reload (their own sessionStorage key)
// while the seeded answers are rebuilt.
import type { Page } from '@playwright/test';
import { expect, mock, test } from './support/mock';

async function send(page: Page, method: string, path: string, body: unknown, key: string | null) {
  return page.evaluate(
    async ([m, p, b, k]) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (k) headers.Authorization = `Bearer ${k}`;
      const response = await fetch(p, { method: m, headers, body: JSON.stringify(b) });
      return { status: response.status, text: await response.text() };
    },
    [method, path, body, key] as const,
  );
}

const countQuery = (surveyId: string) => ({
  query: {
    kind: 'EventsQuery',
    select: ['count()'],
    where: [`properties.$survey_id = '${surveyId}'`],
    after: 'all',
  },
});

test('capture at /batch/ with the project token, query it back, keep it across a reload', async ({
  page,
}) => {
  await page.goto('/');
  await mock.reset(page);
  const project = await mock.apiGet<{ api_token: string }>(page, '/api/projects/1/');
  const refused = await send(
    page,
    'POST',
    '/batch/',
    { api_key: 'phx_demo_all', batch: [{ event: 'e', distinct_id: 'd' }] },
    null,
  );
  expect(refused).toEqual({ status: 401, text: 'API key is not valid: personal_api_key' });
  const batch = [
    {
      event: 'survey sent',
      distinct_id: 'browser',
      properties: { $survey_id: 'browser-survey', $survey_response: 'Hi' },
    },
  ];
  const taken = await send(page, 'POST', '/batch/', { api_key: project.api_token, batch }, null);
  expect(taken).toEqual({ status: 200, text: '{"status":"Ok"}' });
  const counted = await send(
    page,
    'POST',
    '/api/projects/1/query/',
    countQuery('browser-survey'),
    'phx_demo_all',
  );
  expect(JSON.parse(counted.text).results).toEqual([[1]]);
  await page.reload();
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  const again = await send(
    page,
    'POST',
    '/api/projects/1/query/',
    countQuery('browser-survey'),
    'phx_demo_all',
  );
  expect(JSON.parse(again.text).results).toEqual([[1]]);
  await mock.reset(page);
  const reset = await send(
    page,
    'POST',
    '/api/projects/1/query/',
    countQuery('browser-survey'),
    'phx_demo_all',
  );
  expect(JSON.parse(reset.text).results).toEqual([[0]]);
});
