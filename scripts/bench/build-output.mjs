// What a Vite build's index.html loads at once (its entry script, modulepreloads and stylesheets) and
// what it leaves to load on demand, with raw and gzip sizes. Vite preview serves files uncompressed, so
// gzip is computed here at level 9, as a production server would send them.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `vite build` in production mode with the given arguments; exits the process if the build fails. */
export function viteBuild(args) {
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--emptyOutDir', '--logLevel', 'warn', ...args],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 9 }).length;
}

function measure(outDir, path) {
  const bytes = readFileSync(join(outDir, path));
  return { path, raw: bytes.length, gzip: gzipSize(bytes) };
}

const indexHtml = (outDir) => readFileSync(join(outDir, 'index.html'), 'utf8');

/** The assets index.html references: `<script src>`, `<link rel="modulepreload">` and stylesheets. */
function initialPaths(html) {
  return new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
  );
}

const total = (files) =>
  files.reduce((acc, file) => ({ raw: acc.raw + file.raw, gzip: acc.gzip + file.gzip }), { raw: 0, gzip: 0 });

/**
 * The JS that index.html's inline scripts may preload (deploy/vite-plugin-demo-preload.ts: the demo's
 * chunk, on the demo backend only): paths named in a script's text rather than in an attribute.
 */
function inlinePreloadPaths(html) {
  return new Set(
    [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].flatMap(([, text]) =>
      [...text.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    ),
  );
}

/**
 * The initial route's JS and CSS, each summed, with the JS file count; `demoPreloadJs`: the JS an inline
 * script preloads when the demo backend is chosen (once the first paint is in).
 */
export function initialRoute(outDir) {
  const html = indexHtml(outDir);
  const files = [...initialPaths(html)].map((path) => measure(outDir, path));
  const js = files.filter((file) => file.path.endsWith('.js'));
  const preloaded = [...inlinePreloadPaths(html)].map((path) => measure(outDir, path));
  return {
    js: { ...total(js), count: js.length },
    css: total(files.filter((file) => file.path.endsWith('.css'))),
    demoPreloadJs: { ...total(preloaded), count: preloaded.length },
  };
}

/** JS and CSS chunks index.html does not load, largest first, and the raw size of every asset shipped (source maps are the bench's own). */
export function lazyChunks(outDir) {
  const initial = initialPaths(indexHtml(outDir));
  const names = readdirSync(join(outDir, 'assets'));
  const chunks = names
    .map((name) => `assets/${name}`)
    .filter((path) => !initial.has(path) && /\.(js|css)$/.test(path))
    .map((path) => measure(outDir, path))
    .sort((a, b) => b.raw - a.raw);
  const allAssetsRaw = names
    .filter((name) => !name.endsWith('.map'))
    .reduce((acc, name) => acc + statSync(join(outDir, 'assets', name)).size, 0);
  return { chunks, allAssetsRaw };
}
