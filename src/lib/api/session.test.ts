// The connection session lists what starts and ends with a connection: each item is checked here.
import { describe, expect, it, vi } from 'vitest';
import { CURRENT_ORGANIZATION, defaultConnection, type Connection } from './backend';
import { connectionLifetime, getConnection, getConnectionGeneration } from './connection-store';
import { missingScopeReason, recordMissingScope } from './scopes';
import { createConnectionSession, type SessionParts } from './session';

const US: Connection = {
  kind: 'us',
  selfHostedUrl: '',
  apiKey: 'phx_real_key',
  remember: true,
  access: CURRENT_ORGANIZATION,
};

/** Every part, recording the order things happen in. */
function fakeParts(events: string[] = []) {
  const parts = {
    demoBackend: {
      activate: vi.fn(async (connection: Pick<Connection, 'kind'>) => {
        events.push(`activate ${connection.kind} (active: ${getConnection().kind})`);
      }),
      transportFor: vi.fn(() => undefined),
    },
    queryCache: { clear: vi.fn(() => events.push('cache cleared')) },
    forgetPendingDeletions: vi.fn(() => events.push('pending deletions forgotten')),
    forgetRealBackendDrafts: vi.fn(() => events.push('drafts forgotten')),
  } satisfies SessionParts;
  return { parts, events };
}

describe('a connection session', () => {
  it('starts the saved connection: its backend is activated before the first request', async () => {
    const { parts } = fakeParts();
    await createConnectionSession(parts).start();
    expect(parts.demoBackend.activate).toHaveBeenCalledWith(getConnection());
  });

  it('a switch activates the new backend first, then makes it active and ends what belonged to the old one', async () => {
    const { parts, events } = fakeParts();
    const session = createConnectionSession(parts);
    recordMissingScope('survey:write');
    const generation = getConnectionGeneration();
    const oldLifetime = connectionLifetime();

    await session.switchTo(US);

    expect(events).toEqual(['activate us (active: demo)', 'cache cleared', 'pending deletions forgotten']);
    expect(getConnection()).toEqual(US);
    // Stored: the key where the user asked, the rest with the settings.
    expect(localStorage.getItem('surveyor.apiKey')).toBe('phx_real_key');
    expect(JSON.parse(localStorage.getItem('surveyor.connection') ?? '{}')).toMatchObject({ kind: 'us' });
    // Caches keyed by the generation are dropped; writes waiting under the old connection are abandoned.
    expect(getConnectionGeneration()).toBe(generation + 1);
    expect(oldLifetime.aborted).toBe(true);
    expect(connectionLifetime().aborted).toBe(false);
    // What the server said of the old key is not said of the new one.
    expect(missingScopeReason('survey:write')).toBeNull();
  });

  it('a backend that cannot be activated leaves the active connection as it was', async () => {
    const { parts } = fakeParts();
    parts.demoBackend.activate.mockRejectedValueOnce(new Error('no service worker'));
    const session = createConnectionSession(parts);
    await expect(session.switchTo(US)).rejects.toThrow('no service worker');
    expect(getConnection()).toEqual(defaultConnection);
    expect(parts.queryCache.clear).not.toHaveBeenCalled();
  });

  it('Forget key removes the stored key and the drafts of real backends, then switches to the demo', async () => {
    const { parts, events } = fakeParts();
    const session = createConnectionSession(parts);
    await session.switchTo(US);
    events.length = 0;

    await session.forgetKey();

    expect(events).toEqual([
      'drafts forgotten',
      'activate demo (active: us)',
      'cache cleared',
      'pending deletions forgotten',
    ]);
    expect(getConnection()).toEqual(defaultConnection);
    expect(localStorage.getItem('surveyor.apiKey')).toBeNull();
    expect(sessionStorage.getItem('surveyor.apiKey')).toBe(defaultConnection.apiKey);
  });

  it('reaches a candidate the way the demo backend says, without activating anything', () => {
    const { parts } = fakeParts();
    createConnectionSession(parts).transportFor({ kind: 'demo' });
    expect(parts.demoBackend.transportFor).toHaveBeenCalledWith({ kind: 'demo' });
    expect(parts.demoBackend.activate).not.toHaveBeenCalled();
  });
});
