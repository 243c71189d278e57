#!/usr/bin/env node
// Size and speed figures (printed, never asserted). First Surveyor side by side with the floor app
// (scripts/floor-app: the bare stack with one table, issue 28): initial route JS, the JS fetched to show
// /projects on the demo backend and on a real backend answered locally (bench/local-api.mjs), and
// Lighthouse (SKIP_LIGHTHOUSE=1 skips it). Then Surveyor's initial
// route JS/CSS (raw and gzip), each lazy chunk, and the flow-graph and editor interaction benchmarks
// when their scripts are present.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { initialRoute, kib, lazyChunks, viteBuild } from './bench/build-output.mjs';
import { jsToShowProjects } from './bench/js-to-show.mjs';
import { CHROME_PATH, lighthouseMedians } from './bench/lighthouse-runs.mjs';
import { startPreview } from './bench/preview-server.mjs';
import { sideBySideTable } from './bench/side-by-side.mjs';

const LIGHTHOUSE_RUNS = 3;
const port = Number(process.env.BENCH_PORT ?? 4399);
const floorConfig = ['--config', 'scripts/floor-app/vite.config.ts'];
const apps = {
  floor: { outDir: 'dist-floor', build: floorConfig, preview: floorConfig, port: port - 1 },
  Surveyor: {
    outDir: 'dist-bench',
    build: ['--outDir', 'dist-bench'],
    preview: ['--outDir', 'dist-bench'],
    port,
  },
};

/** Both apps' median Lighthouse runs on /projects, by app name. */
async function lighthouseBoth() {
  console.log(`Lighthouse, ${LIGHTHOUSE_RUNS} runs per app (a few minutes)…`);
  const urls = Object.fromEntries(Object.entries(apps).map(([name, app]) => [name, `${app.url}/projects`]));
  return lighthouseMedians(urls, LIGHTHOUSE_RUNS);
}

console.log('Building Surveyor and the floor app…');
for (const app of Object.values(apps)) viteBuild(app.build);

const servers = [];
// The preview servers run detached (their own process group): Ctrl-C must not leave them behind.
process.on('SIGINT', () => {
  for (const server of servers) server.stop();
  process.exit(130);
});
try {
  for (const app of Object.values(apps)) {
    const server = await startPreview(app.preview, app.port);
    servers.push(server);
    app.url = server.url;
    app.initial = initialRoute(app.outDir);
  }

  console.log('Loading /projects in Chromium, on the demo, then on a real backend answered locally…');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  const recording = new Map();
  const misses = new Set();
  try {
    for (const app of Object.values(apps))
      app.shown = await jsToShowProjects(browser, app.url, { backend: 'demo', recording });
    for (const app of Object.values(apps))
      app.realShown = await jsToShowProjects(browser, app.url, { backend: 'real', recording, misses });
  } finally {
    await browser.close();
  }
  if (misses.size)
    console.log(`Real backend: not recorded on the demo, answered 404: ${[...misses].join(', ')}`);

  const lighthouse = process.env.SKIP_LIGHTHOUSE ? null : await lighthouseBoth();
  const figures = (name) => ({
    initialJsGzip: apps[name].initial.js.gzip,
    demoPreloadJsGzip: apps[name].initial.demoPreloadJs.gzip,
    shownJsGzip: apps[name].shown.gzip,
    realShownJsGzip: apps[name].realShown.gzip,
    lighthouse: lighthouse?.[name],
  });
  console.log('\n## Surveyor beside the floor app (the bare stack, one table, the same mock start)');
  console.log(sideBySideTable(figures('floor'), figures('Surveyor'), LIGHTHOUSE_RUNS));
  if (lighthouse)
    for (const [name, run] of Object.entries(lighthouse))
      console.log(`Lighthouse scores, ${name}: ${run.scores.map((score) => score.toFixed(2)).join(', ')}`);
  for (const [name, app] of Object.entries(apps))
    for (const [backend, shown] of [
      ['demo', app.shown],
      ['real backend', app.realShown],
    ])
      console.log(
        `JS fetched to show /projects on the ${backend}, ${name}: ${shown.files.length} files, ${kib(shown.raw)} raw`,
      );

  const { js, css } = apps.Surveyor.initial;
  console.log('\n## Initial route (what index.html loads)');
  console.log(`JS : ${kib(js.raw)} raw, ${kib(js.gzip)} gzip (${js.count} files)`);
  console.log(`CSS: ${kib(css.raw)} raw, ${kib(css.gzip)} gzip`);

  console.log('\n## Lazy chunks (loaded on demand)');
  const { chunks, allAssetsRaw } = lazyChunks(apps.Surveyor.outDir);
  for (const file of chunks)
    console.log(
      `${file.path.padEnd(60)} ${kib(file.raw).padStart(11)} raw ${kib(file.gzip).padStart(11)} gzip`,
    );
  console.log(`\nAll assets: ${kib(allAssetsRaw)} raw`);

  // Flow graph: build + layout timings for 50/200/500-question surveys.
  if (existsSync('src/features/survey-flow/flow.bench.ts')) {
    console.log('\n## Flow graph build + layout');
    spawnSync('npx', ['vitest', 'bench', '--run', 'src/features/survey-flow/flow.bench.ts'], {
      stdio: 'inherit',
    });
  }

  // Editor: keystroke→paint and drop→paint on a 100-question survey, driven by Playwright on the built app.
  if (existsSync('scripts/bench-editor.mjs')) {
    console.log('\n## Editor interactions (100-question survey)');
    spawnSync('node', ['scripts/bench-editor.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: apps.Surveyor.url },
    });
  }
  // Issue 28 part 2 (speed-scale): ten times today's data, scripts/bench-scale.mjs. One line, kept here on purpose.
  spawnSync('node', ['scripts/bench-scale.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_URL: apps.Surveyor.url },
  });
} finally {
  for (const server of servers) server.stop();
}
