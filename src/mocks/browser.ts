// The demo backend in the browser: an MSW service worker answering same-origin /api/* from the store.
// Every tab of the origin is a client of one server: the store and its clock are shared through
// localStorage and a BroadcastChannel (shared-state.ts), so a survey opened in a new tab exists there and
// a colleague's change made in another tab is seen on this tab's next request. The faults and the latency
// a test sets stay with its tab (persistence.ts).
import { bypass, delay, getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { advanceClock, mockNow } from './clock';
import { mockControl, type MockFault } from './control';
import { handlers } from './handlers';
import { onWrite } from './http/with-api';
import { runDueScheduledChanges } from './models/flags/scheduled-change-runner';
import {
  DEFAULT_BROWSER_LATENCY_MS,
  demoTabClock,
  demoTabStore,
  faultsJson,
  LATENCY_KEY,
  restoreTabState,
  saveTabFaults,
} from './persistence';
import { CHANNEL_NAME, shareAcrossTabs, type SharedChannel, type SharedState } from './shared-state';

/** Set while the bench's data at scale is in this tab's store (seedScale). */
const SCALE_KEY = 'surveyor.mock.scale';

let shared: SharedState | null = null;
/** This tab's simulated latency, waited before the tab's copy is brought up to date. */
let latencyMs = DEFAULT_BROWSER_LATENCY_MS;
/** The pending faults as last saved, to tell a consumed fault from a write to the store. */
let savedFaults = '[]';

function sharedState(): SharedState {
  shared ??= shareAcrossTabs({
    store: demoTabStore,
    clock: demoTabClock,
    storage: window.localStorage,
    channel: new BroadcastChannel(CHANNEL_NAME) as unknown as SharedChannel,
    target: window,
  });
  return shared;
}

function saveFaults(): void {
  savedFaults = faultsJson();
  saveTabFaults(window.sessionStorage, savedFaults);
}

/** What tests and demos can do from the page: `window.__surveyorMock`. */
const browserControl = {
  /** Back to the seed and the real clock, for every tab; this tab's faults are dropped too. */
  reset(): void {
    window.sessionStorage.removeItem(SCALE_KEY);
    mockControl.clearFaults();
    saveFaults();
    sharedState().reset();
  },
  /** A fault for this tab's requests (kept across its reloads, not seen by other tabs). */
  injectFault(fault: MockFault): void {
    mockControl.injectFault(fault);
    saveFaults();
  },
  clearFaults(): void {
    mockControl.clearFaults();
    saveFaults();
  },
  /** This tab's simulated latency (kept across its reloads). */
  setLatency(ms: number): void {
    latencyMs = Math.max(0, ms);
    window.sessionStorage.setItem(LATENCY_KEY, String(latencyMs));
  },
  /**
   * Moves the demo's clock forward by `ms` for every tab, then runs every scheduled change that came due
   * (once this tab's copy is the newest: the promise settles then). The clock itself moves at once.
   */
  async advanceClock(ms: number): Promise<void> {
    const state = sharedState();
    advanceClock(ms);
    state.clockMoved();
    await state.sync();
    if (runDueScheduledChanges(mockNow())) state.wrote();
  },
  /** The demo's "now" (epoch ms): real time plus how far the clock has been moved. */
  now(): number {
    return mockNow();
  },
  /**
   * Bench and demo only: adds ten times the seed's data (scale-seed.ts, loaded on this call). About 5 MB
   * of JSON, more than storage holds beside the rest, so a reload adds it again (deterministic: the same
   * ids) instead of reading it back; another tab receives it from this one while this one is open.
   * Answers the 200-question survey's id, the survey family's source and the organization's project count.
   */
  async seedScale(): Promise<{ surveyId: string; fleetSourceId: string; projectCount: number }> {
    window.sessionStorage.setItem(SCALE_KEY, '1');
    const [{ seedScale }] = await Promise.all([import('./scale-seed'), sharedState().sync()]);
    const seeded = seedScale();
    sharedState().wrote();
    return seeded;
  },
};

export type BrowserMockControl = typeof browserControl;

declare global {
  interface Window {
    __surveyorMock?: BrowserMockControl;
  }
}

/** Before the route table: this tab's latency, then its copy brought to the server's newest state. */
const shareFirst = http.all('/api/*', async () => {
  if (latencyMs > 0) await delay(latencyMs);
  await sharedState().sync();
  // Nothing answered: the route table does.
});

const worker = setupWorker(shareFirst, ...handlers);
let started = false;

export async function startMockWorker(): Promise<void> {
  if (started) return;
  latencyMs = restoreTabState(window.sessionStorage);
  savedFaults = faultsJson();
  await sharedState().sync();
  if (window.sessionStorage.getItem(SCALE_KEY)) {
    (await import('./scale-seed')).seedScale();
    sharedState().wrote();
  }
  onWrite(() => {
    const faults = faultsJson();
    if (faults !== savedFaults) saveFaults();
    else sharedState().wrote();
  });
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
  // The controls go with the worker: a tab that now talks to another backend must not read the demo's
  // clock (backend-now.ts) or steer a demo that no longer answers.
  if (window.__surveyorMock === browserControl) delete window.__surveyorMock;
  worker.stop();
  onWrite(null);
  shared?.dispose();
  shared = null;
  started = false;
}

/**
 * Answers one request from the route table in this page, without the service worker ("Test connection"
 * of the demo backend while another backend is active): with the demo's newest state, as the demo
 * backend would answer.
 */
export async function answerInMemory(request: Request): Promise<Response> {
  await sharedState().sync();
  return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
}

/** The same request, marked so the running worker passes it to the network unanswered. */
export function bypassMock(request: Request): Request {
  return bypass(request);
}
