// The demo backend's controls on the page exist while the demo backend runs in it, and only then: once the
// tab switches to another backend, nothing reads the demo's clock or store through them.
import { afterEach, describe, expect, it, vi } from 'vitest';

// jsdom has no service worker: the worker is a stand-in that starts and stops.
vi.mock('msw/browser', () => ({
  setupWorker: () => ({ start: async () => undefined, stop: () => undefined }),
}));

const { startMockWorker, stopMockWorker } = await import('./browser');

afterEach(() => {
  stopMockWorker();
  delete window.__surveyorMock;
});

describe('the demo backend in a page', () => {
  it('publishes its controls when it starts and takes them away when it stops', async () => {
    await startMockWorker();
    await window.__surveyorMock!.advanceClock(86_400_000);
    expect(window.__surveyorMock!.now() - Date.now()).toBeGreaterThan(86_000_000);
    stopMockWorker();
    expect(window.__surveyorMock).toBeUndefined();
  });
});
