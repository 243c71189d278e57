// Starts the in-browser MSW mock while the demo backend is in use and stops it for any other backend,
// so that a same-origin proxy or a real host is never answered by the mock.
import type { Connection } from '../lib/api/backend';

let mock: ReturnType<typeof loadMock> | null = null;
const loadMock = () => import('../mocks/browser');
let running = false;

export async function syncMockWorker(connection: Pick<Connection, 'kind'>): Promise<void> {
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
