#!/usr/bin/env node
// Size and speed figures (printed, never asserted): the initial route's JS/CSS (raw and gzip), each
// lazy chunk, then the flow-graph and editor interaction benchmarks when their scripts are present.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = 'dist-bench';
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('Building the app…');
const build = spawnSync(
  'node_modules/.bin/vite',
  ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
);
const assets = readdirSync(join(outDir, 'assets')).map((name) => `assets/${name}`);

function measure(path) {
  const bytes = readFileSync(join(outDir, path));
  return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const initialFiles = [...initial].map(measure);
const sum = (files, ext) =>
  files
    .filter((file) => file.path.endsWith(ext))
    .reduce((acc, file) => ({ raw: acc.raw + file.raw, gzip: acc.gzip + file.gzip }), { raw: 0, gzip: 0 });
const js = sum(initialFiles, '.js');
const css = sum(initialFiles, '.css');
console.log('\n## Initial route (what index.html loads)');
console.log(
  `JS : ${kib(js.raw)} raw, ${kib(js.gzip)} gzip (${initialFiles.filter((f) => f.path.endsWith('.js')).length} files)`,
);
console.log(`CSS: ${kib(css.raw)} raw, ${kib(css.gzip)} gzip`);

console.log('\n## Lazy chunks (loaded on demand)');
const lazy = assets
  .filter((path) => !initial.has(path) && /\.(js|css)$/.test(path))
  .map(measure)
  .sort((a, b) => b.raw - a.raw);
for (const file of lazy)
  console.log(
    `${file.path.padEnd(60)} ${kib(file.raw).padStart(11)} raw ${kib(file.gzip).padStart(11)} gzip`,
  );
const total = readdirSync(join(outDir, 'assets')).reduce(
  (acc, name) => acc + statSync(join(outDir, 'assets', name)).size,
  0,
);
console.log(`\nAll assets: ${kib(total)} raw`);

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
  const port = 4399;
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    spawnSync('node', ['scripts/bench-editor.mjs'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: `http://127.0.0.1:${port}` },
    });
  } finally {
    process.kill(-server.pid);
  }
}
