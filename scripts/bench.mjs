#!/usr/bin/env node
// Size and speed figures (printed, never asserted). First Surveyor side by side with the floor app
// (scripts/floor-app: the barest app on the same stack that shows the same /projects): initial route JS,
// the JS fetched to show /projects on the demo backend and on a real backend answered locally
// (bench/local-api.mjs), Lighthouse (SKIP_LIGHTHOUSE=1 skips it) and where each app's first screen
// spends its main thread (bench/first-screen-profile.mjs). Then Surveyor's initial route JS/CSS (raw and
// gzip), each lazy chunk, and the flow-graph, editor and scale benchmarks. BENCH_ONLY=first-screen (or
// editor, flow, scale; comma-separated) runs only those parts. Every timing is printed with the
// machine's load (1-minute average): on a shared machine, figures taken under load are not quiet ones.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { initialRoute, kib, lazyChunks, viteBuild } from './bench/build-output.mjs';
import { profileFirstScreen, profileLines } from './bench/first-screen-profile.mjs';
import { jsToShowProjects } from './bench/js-to-show.mjs';
import { CHROME_PATH, lighthouseMedians } from './bench/lighthouse-runs.mjs';
import { startPreview } from './bench/preview-server.mjs';
import { sideBySideTable } from './bench/side-by-side.mjs';

const only = process.env.BENCH_ONLY?.split(',');
const wanted = (part) => !only || only.includes(part);
/** The machine's 1-minute load average, as printed beside timings. */
const load = () => loadavg()[0].toFixed(1);

const LIGHTHOUSE_RUNS = 3;
const port = Number(process.env.BENCH_PORT ?? 4399);
const floorConfig = ['--config', 'scripts/floor-app/vite.config.ts'];
// Source maps beside the files (not referenced from them: the JS is byte for byte what ships), for the
// profile to name the code it samples.
const maps = ['--sourcemap', 'hidden'];
const apps = {
  floor: { outDir: 'dist-floor', build: [...floorConfig, ...maps], preview: floorConfig, port: port - 1 },
  Surveyor: {
    outDir: 'dist-bench',
    build: ['--outDir', 'dist-bench', ...maps],
    preview: ['--outDir', 'dist-bench'],
    port,
  },
};

/** Both apps' median Lighthouse runs on /projects, by app name, and the load before and after. */
async function lighthouseBoth() {
  console.log(`Lighthouse, ${LIGHTHOUSE_RUNS} runs per app (a few minutes), load ${load()}…`);
  const before = load();
  const urls = Object.fromEntries(Object.entries(apps).map(([name, app]) => [name, `${app.url}/projects`]));
  const runs = await lighthouseMedians(urls, LIGHTHOUSE_RUNS);
  return { runs, load: `${before} before, ${load()} after` };
}

/** Where each app's first screen spends its main thread (a Chrome trace of one load, 4x slower CPU). */
async function profileBoth() {
  console.log(
    `\n## Where the first screen's main-thread time goes (one load each, 4x slower CPU, load ${load()})`,
  );
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    for (const [name, app] of Object.entries(apps))
      console.log(
        profileLines(name, await profileFirstScreen(browser, `${app.url}/projects`, app.outDir)).join('\n'),
      );
  } finally {
    await browser.close();
  }
}

/** Surveyor beside the floor: bytes, Lighthouse, the profile; then Surveyor's own chunks. */
async function firstScreen() {
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

  const measured = process.env.SKIP_LIGHTHOUSE ? null : await lighthouseBoth();
  const lighthouse = measured?.runs;
  const figures = (name) => ({
    initialJsGzip: apps[name].initial.js.gzip,
    demoPreloadJsGzip: apps[name].initial.demoPreloadJs.gzip,
    shownJsGzip: apps[name].shown.gzip,
    realShownJsGzip: apps[name].realShown.gzip,
    lighthouse: lighthouse?.[name],
  });
  console.log('\n## Surveyor beside the floor app (the barest app on the same stack, the same mock start)');
  console.log(sideBySideTable(figures('floor'), figures('Surveyor'), LIGHTHOUSE_RUNS));
  if (lighthouse) {
    for (const [name, run] of Object.entries(lighthouse))
      console.log(
        `Lighthouse scores, ${name}: ${run.scores.map((score) => score.toFixed(2)).join(', ')}; longest tasks ${run.longestTasks.map((ms) => Math.round(ms)).join(', ')} ms`,
      );
    console.log(`Machine load during the Lighthouse runs (1-minute average): ${measured.load}`);
  }
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
  if (!process.env.SKIP_PROFILE) await profileBoth();
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

  if (wanted('first-screen')) await firstScreen();

  // Flow graph: build + layout timings for 50/200/500-question surveys.
  if (wanted('flow') && existsSync('src/features/survey-flow/model/flow.bench.ts')) {
    console.log('\n## Flow graph build + layout');
    spawnSync('npx', ['vitest', 'bench', '--run', 'src/features/survey-flow/model/flow.bench.ts'], {
      stdio: 'inherit',
    });
  }

  // Editor: keystroke→paint and drop→paint on a 100-question survey, driven by Playwright on the built app.
  if (wanted('editor') && existsSync('scripts/bench-editor.mjs')) {
    console.log(`\n## Editor interactions (100-question survey), load ${load()}`);
    spawnSync('node', ['scripts/bench-editor.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: apps.Surveyor.url },
    });
  }
  // Ten times today's data: scripts/bench-scale.mjs.
  if (wanted('scale'))
    spawnSync('node', ['scripts/bench-scale.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: apps.Surveyor.url },
    });
} finally {
  for (const server of servers) server.stop();
}
