// The backend's "now": the demo's movable clock only while the demo backend is the one in use.
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserMockControl } from '@/mocks/browser';
import { defaultConnection } from './api/backend';
import { resetConnectionForTests, setConnection } from './api/connection-store';
import { backendNow } from './backend-now';

const DAY = 86_400_000;

afterEach(() => {
  delete window.__surveyorMock;
  resetConnectionForTests();
});

describe('backendNow', () => {
  it('reads the demo clock on the demo backend, and real time once another backend is in use', () => {
    window.__surveyorMock = { now: () => Date.now() + 3 * DAY } as unknown as BrowserMockControl;
    expect(backendNow().getTime() - Date.now()).toBeGreaterThan(2 * DAY);

    // The tab switches to PostHog Cloud; the demo's controls may still be on the page.
    setConnection({ ...defaultConnection, kind: 'us', apiKey: 'phx_real' });
    expect(Math.abs(backendNow().getTime() - Date.now())).toBeLessThan(60_000);
  });
});
