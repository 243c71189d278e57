// Every request belongs to the connection it started under: a write waiting out a 429 must never be
// sent to the backend the user switched to (with its key), and the user must learn it was not sent.
import { http, HttpResponse } from 'msw';
import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentFaults } from '@/mocks/control';
import { mockControl, server } from '@/mocks/node';
import { surveyId } from '@/mocks/test-api';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { ApiError } from '@/lib/api/api-error';
import { abandonedWrites, dismissAbandonedWrites } from '@/lib/api/abandoned-writes';
import { getConnectionGeneration } from '@/lib/api/connection-store';
import { CURRENT_ORGANIZATION, type Connection } from '@/lib/api/backend';
import type { ConnectionSession } from '@/lib/api/session';
import { createQueryClient, shouldRetryQuery } from '@/lib/query/query-client';
import { createTestSession } from '@/testing/render';

const SELF_HOSTED: Connection = {
  kind: 'self-hosted',
  selfHostedUrl: 'https://posthog.internal.example',
  apiKey: 'phx_SELFHOSTED_real_key_999',
  remember: false,
  access: CURRENT_ORGANIZATION,
};

let newHost: string[];
let session: ConnectionSession;

beforeEach(() => {
  newHost = [];
  server.use(
    http.all('https://posthog.internal.example/*', ({ request }) => {
      newHost.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json({}, { status: 200 });
    }),
  );
});

afterEach(() => {
  dismissAbandonedWrites();
});

/** The app's query client, with the session that switches backend (and drops the client's cache). */
function appClient() {
  const client = createQueryClient();
  session = createTestSession(client);
  return client;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a backend switch', () => {
  it('abandons a write waiting out a 429: nothing reaches the new host, and it is reported', async () => {
    const id = await surveyId('Onboarding feedback');
    mockControl.injectFault({ method: 'PATCH', path: `/surveys/${id}`, status: 429, retryAfter: 1 });
    const client = appClient();
    const archive = new MutationObserver(client, {
      mutationFn: () =>
        surveysApi.update(1, id, { archived: true }, { action: 'archive survey “Onboarding feedback”' }),
    });
    const result = archive.mutate().catch((error: unknown) => error);
    await expect.poll(() => currentFaults().length).toBe(0); // the 429 was answered
    await wait(100); // and has come back: the write now waits for Retry-After

    await session.switchTo(SELF_HOSTED);
    await wait(1500); // past Retry-After

    expect(newHost.filter((request) => request.startsWith('PATCH'))).toEqual([]);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'abandoned' });
    expect(abandonedWrites().map((write) => write.action)).toEqual(['archive survey “Onboarding feedback”']);
  });

  it('does not resend a write whose 429 arrives after the switch', async () => {
    mockControl.injectFault({ method: 'POST', path: '/api/projects/1/surveys', status: 429, retryAfter: 0 });
    mockControl.setLatency(300);
    const client = appClient();
    const duplicate = new MutationObserver(client, {
      mutationFn: () => surveysApi.create(1, { name: 'Copy', type: 'popover', questions: [] }),
    });
    const result = duplicate.mutate().catch((error: unknown) => error);
    await wait(50); // in flight to the demo backend
    await session.switchTo(SELF_HOSTED);
    expect(await result).toMatchObject({ kind: 'abandoned' });
    await wait(100);
    expect(newHost).toEqual([]);
    expect(abandonedWrites()).toHaveLength(1);
  });

  it('leaves a write alone when nothing changed: it is resent after Retry-After to the same backend', async () => {
    const id = await surveyId('Onboarding feedback');
    mockControl.injectFault({ method: 'PATCH', path: `/surveys/${id}`, status: 429, retryAfter: 0 });
    const saved = await surveysApi.update(1, id, { archived: true });
    expect(saved.data?.survey.archived).toBe(true);
    expect(abandonedWrites()).toEqual([]);
  });

  it('cancels a read waiting out a 429: nothing reaches the new host', async () => {
    mockControl.injectFault({ method: 'GET', path: '/api/projects/1/surveys', status: 429, retryAfter: 1 });
    const client = appClient();
    const list = client
      .fetchQuery({
        queryKey: ['surveys'],
        queryFn: ({ signal }) => surveysApi.list(1, { limit: 10, offset: 0 }, signal),
      })
      .catch((error: unknown) => error);
    await expect.poll(() => currentFaults().length).toBe(0);
    await wait(100);
    await session.switchTo(SELF_HOSTED);
    await list;
    await wait(1500);
    expect(newHost).toEqual([]);
  });

  it('never retries a read that failed under another connection', () => {
    const stale = new ApiError({
      kind: 'http',
      status: 503,
      detail: 'x',
      generation: getConnectionGeneration() - 1,
    });
    expect(shouldRetryQuery(0, stale)).toBe(false);
  });
});
