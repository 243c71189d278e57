// The floor's demo backend: an MSW service worker started with Surveyor's options (src/mocks/browser.ts),
// answering one route with one static page of projects.
import { delay, http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { PAGE_SIZE, type FloorProject } from './projects-query';

// Surveyor's demo backend answers every request after DEFAULT_BROWSER_LATENCY_MS (src/mocks/persistence.ts);
// the floor waits as long, so Lighthouse compares the apps and not two backends' speeds.
const DEMO_LATENCY_MS = 250;

const projects: FloorProject[] = Array.from({ length: PAGE_SIZE }, (_, index) => ({
  id: index + 1,
  name: `Project ${index + 1}`,
  timezone: index % 2 ? 'Europe/Berlin' : 'UTC',
  created_at: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
}));

const worker = setupWorker(
  http.get('/api/organizations/:organizationId/projects/', async () => {
    await delay(DEMO_LATENCY_MS);
    return HttpResponse.json({ count: projects.length, next: null, previous: null, results: projects });
  }),
);

export async function startMockWorker(): Promise<void> {
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: import.meta.env.PROD,
  });
}
