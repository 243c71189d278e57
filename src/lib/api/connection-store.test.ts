import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { organization } from '@/contracts/organization';
import { DEMO_API_KEY, defaultConnection } from './backend';
import { activeEndpoint, loadConnection, resetConnectionForTests, setConnection } from './connection-store';

function store(settings: object, key: string) {
  localStorage.setItem('surveyor.connection', JSON.stringify(settings));
  sessionStorage.setItem('surveyor.apiKey', key);
}

afterEach(() => vi.restoreAllMocks());

describe('a stored connection, re-checked when loaded', () => {
  it('uses the normalised self-hosted address', () => {
    store(
      { kind: 'self-hosted', selfHostedUrl: 'https://PostHog.example.com/', remember: false },
      'phx_real',
    );
    expect(loadConnection()).toMatchObject({
      kind: 'self-hosted',
      selfHostedUrl: 'https://posthog.example.com',
      apiKey: 'phx_real',
    });
  });

  it('keeps an unusable address for the settings form, but no request is sent with it', async () => {
    store(
      { kind: 'self-hosted', selfHostedUrl: 'https://admin:hunter2@posthog.example.com', remember: false },
      'phx_real',
    );
    const loaded = loadConnection();
    expect(loaded.selfHostedUrl).toBe('https://admin:hunter2@posthog.example.com');
    resetConnectionForTests(loaded);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const failure = await api
      .get('/api/organizations/@current', organization)
      .catch((error: unknown) => error);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(failure).toMatchObject({ kind: 'connection' });
    expect(String((failure as Error).message)).toMatch(/user name or password/);
    expect(String((failure as Error).message)).not.toContain('hunter2');
  });

  it('works out where requests go once, as the connection becomes active', async () => {
    resetConnectionForTests({
      ...defaultConnection,
      kind: 'self-hosted',
      selfHostedUrl: 'https://posthog.example.com/base/',
      apiKey: 'phx_real',
    });
    expect(activeEndpoint()).toEqual({ baseUrl: 'https://posthog.example.com/base', problem: null });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}, { status: 500 }));
    await api.get('/api/organizations/@current', organization).catch(() => null);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://posthog.example.com/base/api/organizations/@current');
  });

  it('keeps the chosen organization or projects with the settings, re-checked', () => {
    const northwind = '0190a1b2-0000-7000-8000-0000000b0a7d';
    store(
      { kind: 'demo', remember: false, access: { mode: 'organization', organizationId: northwind } },
      'k',
    );
    expect(loadConnection().access).toEqual({ mode: 'organization', organizationId: northwind });
    store({ kind: 'demo', remember: false, access: { mode: 'projects', projectIds: [2, 1, 2] } }, 'k');
    expect(loadConnection().access).toEqual({ mode: 'projects', projectIds: [2, 1] });
    // Anything that is not what this app writes means the user's current organization.
    for (const access of [
      { mode: 'organization', organizationId: '../../projects' },
      { mode: 'projects', projectIds: [] },
      { mode: 'projects', projectIds: [1, '2'] },
      { mode: 'projects', projectIds: [1.5] },
      { mode: 'projects', projectIds: Array.from({ length: 51 }, (_, index) => index + 1) },
      { mode: 'teams' },
      'organization',
    ]) {
      store({ kind: 'demo', remember: false, access }, 'k');
      expect(loadConnection().access, JSON.stringify(access)).toEqual({
        mode: 'organization',
        organizationId: null,
      });
    }
  });

  it('stores the access with the settings, never with the key', async () => {
    await setConnection({
      ...defaultConnection,
      apiKey: 'phx_demo_project_scoped',
      access: { mode: 'projects', projectIds: [1, 2] },
    });
    expect(JSON.parse(localStorage.getItem('surveyor.connection') ?? '{}')).toEqual({
      kind: 'demo',
      selfHostedUrl: '',
      remember: false,
      access: { mode: 'projects', projectIds: [1, 2] },
    });
    expect(sessionStorage.getItem('surveyor.apiKey')).toBe('phx_demo_project_scoped');
  });

  it('falls back to the demo backend and its key when the stored proxy does not exist in this build', () => {
    store({ kind: 'proxy', selfHostedUrl: '', remember: false }, 'phx_real');
    expect(loadConnection()).toMatchObject({ kind: 'demo', apiKey: DEMO_API_KEY });
  });
});
