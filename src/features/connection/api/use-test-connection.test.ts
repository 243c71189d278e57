import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConnection, type Connection } from '../../../lib/api/backend';
import {
  registerBackendActivator,
  registerCandidateTransport,
  resetConnectionForTests,
} from '../../../lib/api/connection-store';
import { testConnection } from './use-test-connection';

const proxy: Connection = { ...defaultConnection, kind: 'proxy', apiKey: 'phx_real' };

afterEach(() => {
  registerBackendActivator(async () => {});
  registerCandidateTransport(() => undefined);
});

describe('Test connection', () => {
  it('never switches the backend of the whole tab (the mock stays as it is)', async () => {
    resetConnectionForTests(proxy);
    const activator = vi.fn(async () => {});
    registerBackendActivator(activator);
    const org = await testConnection({ ...defaultConnection });
    expect(org.name).toBe('Acme Analytics');
    expect(activator).not.toHaveBeenCalled();
  });

  it("reaches a candidate through the transport the app registers for it (the demo's in-memory routes)", async () => {
    resetConnectionForTests(proxy);
    const seen: string[] = [];
    registerCandidateTransport((candidate) =>
      candidate.kind === 'demo'
        ? async (url: string, init: RequestInit) => {
            seen.push(`${init.method} ${url} ${new Headers(init.headers).get('Authorization')}`);
            return Response.json(
              { type: 'authentication_error', code: 'x', detail: 'Nope.', attr: null },
              { status: 401 },
            );
          }
        : undefined,
    );
    await expect(testConnection({ ...defaultConnection, apiKey: 'phx_demo_read' })).rejects.toMatchObject({
      status: 401,
    });
    expect(seen).toEqual(['GET /api/organizations/@current Bearer phx_demo_read']);
  });
});
