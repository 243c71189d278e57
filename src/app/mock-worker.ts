// Starts the in-browser MSW mock while the demo backend is in use and stops it for any other backend,
// so that a same-origin proxy or a real host is never answered by the mock. "Test connection" goes
// through `candidateTransport` instead, and never starts or stops the mock for the whole tab. The
// connection session does both (lib/api/session.ts); app/connection-session.ts hands it this.
import { BACKENDS, type Connection, type Transport } from '@/lib/api/backend';
import type { DemoBackend } from '@/lib/api/session';

let mock: ReturnType<typeof loadMock> | null = null;
const loadMock = () => import('@/mocks/browser');
let running = false;

async function syncMockWorker(connection: Pick<Connection, 'kind'>): Promise<void> {
  if (connection.kind === 'demo') {
    mock ??= loadMock();
    const module = await mock;
    if (!running) {
      await module.startMockWorker();
      running = true;
    }
  } else if (running && mock) {
    (await mock).stopMockWorker();
    running = false;
  }
}

/** The demo candidate is answered by the mock's route table in this page, whether its worker runs or not. */
const answerFromMock: Transport = async (url, init) => {
  mock ??= loadMock();
  return (await mock).answerInMemory(new Request(new URL(url, window.location.href), init));
};

/** A same-origin proxy shares the mock's paths: while the worker runs, it must let these requests by. */
const pastTheMock: Transport = async (url, init) => {
  if (!running || !mock) return fetch(url, init);
  return fetch((await mock).bypassMock(new Request(new URL(url, window.location.href), init)));
};

/** How "Test connection" reaches a candidate without switching the active backend. */
function candidateTransport(candidate: Pick<Connection, 'kind'>): Transport | undefined {
  if (candidate.kind === 'demo') return answerFromMock;
  // A same-origin backend (the proxy) shares the mock's paths. Other hosts are cross-origin: the mock
  // only ever answers same-origin /api/*.
  return BACKENDS[candidate.kind].api === '' ? pastTheMock : undefined;
}

export const browserDemoBackend: DemoBackend = {
  activate: syncMockWorker,
  transportFor: candidateTransport,
};
