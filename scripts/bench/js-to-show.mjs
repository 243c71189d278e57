// The JS a browser downloads before /projects shows its table: every JavaScript response of a fresh
// context (the page's, and the service worker's own script and fetches), each URL counted once, gzip
// computed here. Responses that arrive after the first row is shown are not counted. On the demo the
// API's answers are recorded; on a real backend they answer it (local-api.mjs).
import { gzipSize } from './build-output.mjs';
import { recordApiAnswers, serveRealApi } from './local-api.mjs';

/** Rows of a loaded table: Surveyor's skeleton rows sit in a `tbody aria-busy="true"` and do not count. */
const TABLE_ROWS = 'table tbody:not([aria-busy="true"]) tr';

/**
 * `backend`: 'demo' records the API's answers into `recording`; 'real' answers a real backend's host from
 * it (the paths it lacked go into `misses`).
 */
export async function jsToShowProjects(browser, baseUrl, { backend, recording, misses }) {
  const context = await browser.newContext();
  if (backend === 'demo') recordApiAnswers(context, recording);
  else await serveRealApi(context, recording, misses);
  const bodies = new Map();
  context.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().then(
        (body) => body,
        () => null,
      ),
    );
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/projects`);
    await page.locator(TABLE_ROWS).first().waitFor({ timeout: 60_000 });
    const fetched = new Map(bodies);
    const files = [];
    for (const [url, body] of fetched) {
      const bytes = await body;
      if (bytes === null) throw new Error(`Could not read the body of ${url}`);
      files.push({ path: new URL(url).pathname, raw: bytes.length, gzip: gzipSize(bytes) });
    }
    const sum = (key) => files.reduce((acc, file) => acc + file[key], 0);
    return { files, raw: sum('raw'), gzip: sum('gzip') };
  } finally {
    await context.close();
  }
}
