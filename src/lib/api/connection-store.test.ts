import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { organization } from '../../contracts/organization';
import { DEMO_API_KEY } from './backend';
import { loadConnection, resetConnectionForTests } from './connection-store';

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

  it('falls back to the demo backend and its key when the stored proxy does not exist in this build', () => {
    store({ kind: 'proxy', selfHostedUrl: '', remember: false }, 'phx_real');
    expect(loadConnection()).toMatchObject({ kind: 'demo', apiKey: DEMO_API_KEY });
  });
});
