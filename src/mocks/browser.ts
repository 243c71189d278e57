// The demo backend in the browser: an MSW service worker answering same-origin /api/* from the store.
// The store is saved to sessionStorage after every write so a reload keeps what the user did.
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { onWrite } from './handlers/router';
import { currentFaults, mockControl, restoreFaults, type MockFault } from './control';
import { db, type MockDb } from './db';

const STORE_KEY = 'surveyor.mock.db';
const FAULTS_KEY = 'surveyor.mock.faults';
const LATENCY_KEY = 'surveyor.mock.latency';
const DEFAULT_LATENCY_MS = 250;

declare global {
  interface Window {
    __surveyorMock?: typeof browserControl;
  }
}

const worker = setupWorker(...handlers);
let started = false;

function save(): void {
  try {
    window.sessionStorage.setItem(STORE_KEY, JSON.stringify(db));
    window.sessionStorage.setItem(FAULTS_KEY, JSON.stringify(currentFaults().map((fault) => ({ ...fault, times: fault.times === Infinity ? 1e9 : fault.times }))));
  } catch {
    /* storage full or unavailable: state lasts for this page only */
  }
}

function restore(): void {
  try {
    const stored = window.sessionStorage.getItem(STORE_KEY);
    if (stored) mockControl.load(JSON.parse(stored) as MockDb);
    const faults = window.sessionStorage.getItem(FAULTS_KEY);
    if (faults) restoreFaults(JSON.parse(faults) as MockFault[]);
  } catch {
    mockControl.reset();
  }
  const latency = Number(window.sessionStorage.getItem(LATENCY_KEY) ?? DEFAULT_LATENCY_MS);
  mockControl.setLatency(Number.isFinite(latency) ? latency : DEFAULT_LATENCY_MS);
}

/** What tests and demos can do from the page: `window.__surveyorMock`. */
const browserControl = {
  reset(): void {
    mockControl.reset();
    save();
  },
  injectFault(fault: MockFault): void {
    mockControl.injectFault(fault);
    save();
  },
  clearFaults(): void {
    mockControl.clearFaults();
    save();
  },
  setLatency(ms: number): void {
    mockControl.setLatency(ms);
    window.sessionStorage.setItem(LATENCY_KEY, String(ms));
  },
};

export async function startMockWorker(): Promise<void> {
  if (started) return;
  restore();
  onWrite(save);
  window.__surveyorMock = browserControl;
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: import.meta.env.PROD,
  });
  started = true;
}

export function stopMockWorker(): void {
  if (!started) return;
  worker.stop();
  onWrite(null);
  started = false;
}
