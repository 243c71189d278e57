// A real backend, answered locally: Playwright answers PostHog's US Cloud (https://us.posthog.com) in the
// browser context, from the demo backend's own answers recorded earlier in the same run (same paths, same
// data). Nothing leaves the machine, and the page runs as it would against PostHog: no service worker,
// no demo code, cross-origin requests with CORS.
export const REAL_API = 'https://us.posthog.com';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
};

const keyOf = (url) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** Records the body of every same-origin `/api/` answer the context's pages receive, by path and query. */
export function recordApiAnswers(context, recording) {
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.request().method() !== 'GET') return;
    response.body().then(
      (body) => recording.set(keyOf(response.url()), { status: response.status(), body }),
      () => {},
    );
  });
}

/**
 * Answers REAL_API from `recording` (a path asked that the demo never answered gets a 404, and is listed
 * in `misses`), and makes the context's apps connect to it: Surveyor through its stored connection, the
 * floor through `floor.api`.
 */
export async function serveRealApi(context, recording, misses) {
  await context.route(`${REAL_API}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const answer = recording.get(keyOf(request.url()));
    if (!answer) misses.add(`${request.method()} ${keyOf(request.url())}`);
    await route.fulfill({
      status: answer?.status ?? 404,
      headers: { ...CORS, 'Content-Type': 'application/json' },
      body: answer?.body ?? '{"detail":"Not found."}',
    });
  });
  // Runs in the page (globalThis is its window).
  await context.addInitScript((api) => {
    globalThis.localStorage.setItem(
      'surveyor.connection',
      JSON.stringify({ kind: 'us', selfHostedUrl: '', remember: false }),
    );
    globalThis.sessionStorage.setItem('surveyor.apiKey', 'phx_demo_all');
    globalThis.localStorage.setItem('floor.api', api);
  }, REAL_API);
}
