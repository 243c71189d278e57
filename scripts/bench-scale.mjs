#!/usr/bin/env node
// The app at ten times today's data, driven by Playwright on the built app: the editor
// at 200 questions, the History tab at 2,000 log entries, the save dialogs between 200-question versions,
// a 1,000-project organization, a survey family of 50 copies and a 5 MB import. The data goes into the demo backend through its bench
// hook (`window.__surveyorMock.seedScale()`, src/mocks/scale-seed.ts). Prints figures beside their goals;
// never asserts. Run by `npm run bench` with BENCH_URL set, or alone (it builds and serves the app on
// BENCH_SCALE_PORT, 4641 by default).
/* global window */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { viteBuild } from './bench/build-output.mjs';
import { startPreview } from './bench/preview-server.mjs';
import { editorCases } from './bench/scale/editor-cases.mjs';
import { fleetCases } from './bench/scale/fleet-cases.mjs';
import { resultsCases } from './bench/scale/results-cases.mjs';
import {
  dialogCases,
  historyCases,
  importCases,
  projectCases,
  tableCases,
} from './bench/scale/page-cases.mjs';

const only = process.env.BENCH_SCALE_ONLY?.split(',');
const wanted = (name) => !only || only.includes(name);

let server = null;
let base = process.env.BENCH_URL;
if (!base) {
  console.log('Building Surveyor into dist-scale…');
  viteBuild(['--outDir', 'dist-scale']);
  server = await startPreview(['--outDir', 'dist-scale'], Number(process.env.BENCH_SCALE_PORT ?? 4641));
  base = server.url;
}
process.on('SIGINT', () => {
  server?.stop();
  process.exit(130);
});

const executablePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find((path) => existsSync(path));
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
// The timers evaluate the bench's own predicates in the page; the app's CSP would refuse them.
const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
const page = await context.newPage();
await page.addInitScript(() => window.sessionStorage.setItem('surveyor.mock.latency', '0'));

/** PATCHes the survey's questions through the demo API, as a colleague's client would. */
const apiPatch = (target, surveyId, change) =>
  target.evaluate(
    async ([id, source]) => {
      const headers = { Authorization: 'Bearer phx_demo_all', 'Content-Type': 'application/json' };
      const url = `/api/projects/1/surveys/${id}/`;
      const survey = await (await fetch(url, { headers })).json();
      const questions = new Function('q', `return (${source})(q)`)(survey.questions);
      const response = await fetch(url, { method: 'PATCH', headers, body: JSON.stringify({ questions }) });
      return response.ok ? response.json() : null;
    },
    [surveyId, change.toString()],
  );

const results = [];
try {
  await page.goto(`${base}/projects`);
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
  const seeded = await page.evaluate(() => window.__surveyorMock.seedScale());
  console.log(
    `Seeded: ${seeded.projectCount} projects in the organization, a 200-question survey with 2,000 log entries (machine load ${loadavg()[0].toFixed(1)})`,
  );
  const run = async (name, cases) => {
    if (!wanted(name)) return;
    try {
      results.push(...(await cases()));
    } catch (error) {
      console.log(`${name}: the case failed: ${error.message.split('\n')[0]}`);
    }
  };
  await run('editor', () => editorCases(page, base, seeded.surveyId));
  await run('history', () => historyCases(page, base, seeded.surveyId));
  await run('dialogs', () => dialogCases(page, base, seeded.surveyId, apiPatch));
  await run('projects', () => projectCases(page, base));
  await run('table', () => tableCases(page, base));
  await run('fleet', () => fleetCases(page, base, seeded.fleetSourceId));
  await run('results', () => resultsCases(page, base, seeded.resultsSourceId));
  // Last: it resets the demo store.
  await run('import', () => importCases(page, base));
  console.log(`Machine load at the end (1-minute average): ${loadavg()[0].toFixed(1)}`);
  const missed = results.filter((result) => !result.met).map((result) => result.label);
  console.log(missed.length ? `Goals missed: ${missed.join('; ')}` : 'Every scale goal met.');
} finally {
  await browser.close();
  server?.stop();
}
