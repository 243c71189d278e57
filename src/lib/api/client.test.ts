import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { organization } from '@/contracts/organization';
import { mockControl, server } from '@/mocks/node';
import { ApiError, parseRetryAfter } from './api-error';
import { api } from './client';
import { resetConnectionForTests } from './connection-store';
import { missingScopeReason } from './scopes';
import { defaultConnection } from './backend';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  it('sends the Bearer key and parses the answer with its contract', async () => {
    let auth: string | null = null;
    server.events.on('request:start', ({ request }) => {
      auth ??= request.headers.get('Authorization');
    });
    const org = await api.get('/api/organizations/@current', organization);
    server.events.removeAllListeners();
    expect(org.name).toBe('Acme Analytics');
    expect(auth).toBe('Bearer phx_demo_all');
  });

  it('turns the error envelope into an ApiError with attr', async () => {
    const error = await failure(
      api.patch('/api/organizations/@current/projects/1/', { timezone: 'Mars/Base' }, organization),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      type: 'validation_error',
      code: 'invalid_choice',
      attr: 'timezone',
    });
  });

  it('reads the bare {error} body some actions use', async () => {
    const error = await failure(
      api.patch('/api/organizations/@current/projects/1/complete_product_onboarding/', {}, organization),
    );
    expect(error.detail).toBe('product_type is required');
    expect(error.status).toBe(400);
  });

  it('names a missing scope and remembers it for the UI', async () => {
    // A same-origin proxy: scopes are not known up front, so the reason must come from the 403.
    resetConnectionForTests({ ...defaultConnection, kind: 'proxy', apiKey: 'phx_demo_read' });
    expect(missingScopeReason('project:write')).toBeNull();
    const error = await failure(
      api.post('/api/organizations/@current/projects/', { name: 'x' }, organization),
    );
    expect(error.missingScope).toBe('project:write');
    expect(missingScopeReason('project:write')).toBe("Your API key is missing the 'project:write' scope.");
  });

  it('says when the body is not JSON', async () => {
    mockControl.injectFault({ path: '/api/organizations/@current', kind: 'malformed-json' });
    const error = await failure(api.get('/api/organizations/@current', organization));
    expect(error.kind).toBe('malformed');
  });

  it('says when JSON does not match the contract', async () => {
    server.use(http.get('/api/organizations/@current', () => HttpResponse.json({ hello: 'world' })));
    const error = await failure(api.get('/api/organizations/@current', organization));
    expect(error.kind).toBe('contract');
    expect(error.detail).toMatch(/expected shape/);
  });

  it('reports network failures', async () => {
    mockControl.injectFault({ path: '/api/organizations/@current', kind: 'network' });
    expect((await failure(api.get('/api/organizations/@current', organization))).kind).toBe('network');
  });

  it('never follows a redirect: the key must not travel to wherever it points', async () => {
    const collected: string[] = [];
    server.use(
      http.get('/api/organizations/@current', () =>
        HttpResponse.redirect('https://collector.evil.example/steal', 302),
      ),
      http.get('https://collector.evil.example/*', ({ request }) => {
        collected.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json({ id: 'x', name: 'Evil', projects: [] });
      }),
    );
    const error = await failure(api.get('/api/organizations/@current', organization));
    expect(error.kind).toBe('network');
    expect(collected).toEqual([]);
  });

  it('keeps Retry-After of a 429', async () => {
    mockControl.injectFault({ path: '/api/organizations/@current', status: 429, retryAfter: 12 });
    const error = await failure(api.get('/api/organizations/@current', organization));
    expect(error).toMatchObject({ status: 429, code: 'throttled', retryAfterSeconds: 12 });
  });

  it('handles 204 without a body', async () => {
    await expect(api.delete('/api/projects/1/surveys/not-there/')).rejects.toMatchObject({ status: 404 });
    const created = await api.post(
      '/api/projects/1/surveys/',
      { name: 'Tmp', type: 'api' },
      z.object({ id: z.string() }),
    );
    await expect(api.delete(`/api/projects/1/surveys/${created.data!.id}/`)).resolves.toBeUndefined();
  });

  it('counts a write as done when its 2xx answer cannot be read, and says why separately', async () => {
    mockControl.injectFault({
      method: 'POST',
      path: '/api/projects/1/surveys',
      status: 201,
      kind: 'malformed-json',
    });
    const notJson = await api.post(
      '/api/projects/1/surveys/',
      { name: 'Tmp', type: 'api' },
      z.object({ id: z.string() }),
    );
    expect(notJson.data).toBeNull();
    expect(notJson.unreadable).toMatchObject({ kind: 'malformed', status: 201 });

    const wrongShape = await api.post(
      '/api/projects/1/surveys/',
      { name: 'Tmp 2', type: 'api' },
      z.object({ id: z.number() }),
    );
    expect(wrongShape.data).toBeNull();
    expect(wrongShape.unreadable).toMatchObject({ kind: 'contract', status: 201 });
    expect(wrongShape.unreadable?.detail).toMatch(/at id/);
  });

  it('still throws for a write the server refused', async () => {
    await expect(api.post('/api/projects/1/surveys/', { type: 'api' }, z.object({}))).rejects.toMatchObject({
      status: 400,
      attr: 'name',
    });
  });

  it('parses Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(Date.now() + 5000).toUTCString(), Date.now())).toBeGreaterThanOrEqual(4);
    expect(parseRetryAfter(null)).toBeNull();
  });
});

describe('request size', () => {
  it('refuses to send a body the server would refuse (over 20 MB), without sending it', async () => {
    let sent = 0;
    server.events.on('request:start', () => (sent += 1));
    const huge = { name: 'Big', type: 'api', description: 'x'.repeat(21 * 1024 * 1024) };
    await expect(api.post('/api/projects/1/surveys/', huge, z.object({}))).rejects.toMatchObject({
      kind: 'too-large',
      detail: expect.stringMatching(/is 21\.0 MB to send, and PostHog refuses requests over 20\.0 MB/),
    });
    expect(sent).toBe(0);
    server.events.removeAllListeners();
  });

  it('counts the bytes of the encoded text, not its characters', async () => {
    let sent = 0;
    server.events.on('request:start', () => (sent += 1));
    // 11 M characters, 22 MB in UTF-8: over the limit although the text is shorter than it.
    const accented = { name: 'Big', type: 'api', description: 'é'.repeat(11 * 1024 * 1024) };
    await expect(api.post('/api/projects/1/surveys/', accented, z.object({}))).rejects.toMatchObject({
      kind: 'too-large',
      detail: expect.stringMatching(/is 22\.0 MB to send/),
    });
    expect(sent).toBe(0);
    server.events.removeAllListeners();
  });
});
