// The demo backend in the browser: an MSW service worker answering same-origin /api/* from the store.
// The store is saved to sessionStorage after writes (when the page is next idle, and at once when it goes
// away) so a reload keeps what the user did.
import { bypass, getResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { mockNow } from './clock';
import { mockControl, type MockFault } from './control';
import { handlers } from './handlers';
import { onWrite } from './http/with-api';
import { deferredSaver, LATENCY_KEY, restoreMockState, saveMockState } from './persistence';

/** Set while the bench's data at scale is in the store (seedScale). */
const SCALE_KEY = 'surveyor.mock.scale';

/** What tests and demos can do from the page: `window.__surveyorMock`. */
const browserControl = {
  reset(): void {
    window.sessionStorage.removeItem(SCALE_KEY);
    mockControl.reset();
    saveMockState(window.sessionStorage);
  },
  injectFault(fault: MockFault): void {
    mockControl.injectFault(fault);
    saveMockState(window.sessionStorage);
  },
  clearFaults(): void {
    mockControl.clearFaults();
    saveMockState(window.sessionStorage);
  },
  setLatency(ms: number): void {
    mockControl.setLatency(ms);
    window.sessionStorage.setItem(LATENCY_KEY, String(ms));
  },
  /** Moves the demo's clock forward by `ms` and runs every scheduled change that came due. */
  advanceClock(ms: number): void {
    mockControl.advanceClock(ms);
    saveMockState(window.sessionStorage);
  },
  /** The demo's "now" (epoch ms): real time plus how far the clock has been moved. */
  now(): number {
    return mockNow();
  },
  /**
   * Bench and demo only: adds ten times the seed's data (scale-seed.ts, loaded on this call). About 5 MB
   * of JSON, more than sessionStorage holds beside the rest, so a reload adds it again (deterministic: the
   * same ids) instead of reading it back; writes made to it last for the page only. Answers the
   * 200-question survey's id, the survey family's source and the organization's project count.
   */
  async seedScale(): Promise<{ surveyId: string; fleetSourceId: string; projectCount: number }> {
    window.sessionStorage.setItem(SCALE_KEY, '1');
    const { seedScale } = await import('./scale-seed');
    const seeded = seedScale();
    saveMockState(window.sessionStorage);
    return seeded;
  },
};

export type BrowserMockControl = typeof browserControl;

declare global {
  interface Window {
    __surveyorMock?: BrowserMockControl;
  }
}

const worker = setupWorker(...handlers);
let started = false;
let saver: ReturnType<typeof deferredSaver> | null = null;

export async function startMockWorker(): Promise<void> {
  if (started) return;
  restoreMockState(window.sessionStorage);
  if (window.sessionStorage.getItem(SCALE_KEY)) (await import('./scale-seed')).seedScale();
  saver = deferredSaver(window, window.sessionStorage);
  const saving = saver;
  onWrite(() => saving.schedule());
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: import.meta.env.PROD,
  });
  started = true;
  // Published only once the worker intercepts, so tests that wait for it never race a pass-through request.
  window.__surveyorMock = browserControl;
}

export function stopMockWorker(): void {
  if (!started) return;
  worker.stop();
  onWrite(null);
  saver?.dispose();
  saver = null;
  started = false;
}

/**
 * Answers one request from the route table in this page, without the service worker ("Test connection"
 * of the demo backend while another backend is active). The stored demo state is loaded first when the
 * worker is not running, so the answer is the one the demo backend would give.
 */
export async function answerInMemory(request: Request): Promise<Response> {
  if (!started) restoreMockState(window.sessionStorage);
  return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
}

/** The same request, marked so the running worker passes it to the network unanswered. */
export function bypassMock(request: Request): Request {
  return bypass(request);
}
