import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialRoute, kib, lazyChunks } from './build-output.mjs';

let outDir: string;

const files: Record<string, string> = {
  'assets/index-a.js': 'console.log("entry");'.repeat(40),
  'assets/vendor-b.js': 'export const vendor = 1;'.repeat(30),
  'assets/index-c.css': 'body { margin: 0 }'.repeat(20),
  'assets/editor-d.js': 'export const editor = 2;'.repeat(50),
  'assets/editor-e.css': '.editor { color: red }',
  'assets/font.woff2': 'binary',
  'assets/demo-f.js': 'export const demo = 3;'.repeat(25),
};
/** The bench builds with source maps beside the files, for its profile: they are not shipped assets. */
const sourceMap = { 'assets/editor-d.js.map': '{"version":3}'.repeat(10) };

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  mkdirSync(path.join(outDir, 'assets'));
  for (const [name, text] of Object.entries({ ...files, ...sourceMap }))
    writeFileSync(path.join(outDir, name), text);
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<html><head>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <link rel="icon" href="/favicon.svg">
      <script>if (demo) preload("/assets/demo-f.js");</script>
    </head></html>`,
  );
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const gzip = (name: string) => gzipSync(files[name]!, { level: 9 }).length;

describe('initialRoute', () => {
  it('sums the entry script and its modulepreloads, and the stylesheets apart', () => {
    const { js, css } = initialRoute(outDir);
    expect(js.count).toBe(2);
    expect(js.raw).toBe(files['assets/index-a.js']!.length + files['assets/vendor-b.js']!.length);
    expect(js.gzip).toBe(gzip('assets/index-a.js') + gzip('assets/vendor-b.js'));
    expect(css).toEqual({ raw: files['assets/index-c.css']!.length, gzip: gzip('assets/index-c.css') });
  });

  it('reports apart the JS an inline script preloads on the demo backend', () => {
    const { demoPreloadJs } = initialRoute(outDir);
    expect(demoPreloadJs).toEqual({
      raw: files['assets/demo-f.js']!.length,
      gzip: gzip('assets/demo-f.js'),
      count: 1,
    });
  });
});

describe('lazyChunks', () => {
  it('lists the JS and CSS index.html does not load, largest first', () => {
    const { chunks } = lazyChunks(outDir);
    expect(chunks.map((chunk) => chunk.path)).toEqual([
      'assets/editor-d.js',
      'assets/demo-f.js',
      'assets/editor-e.css',
    ]);
    expect(chunks[0]).toEqual({
      path: 'assets/editor-d.js',
      raw: files['assets/editor-d.js']!.length,
      gzip: gzip('assets/editor-d.js'),
    });
  });

  it('counts every asset, fonts included, in the raw total, and no source map', () => {
    const total = Object.values(files).reduce((sum, text) => sum + text.length, 0);
    expect(lazyChunks(outDir).allAssetsRaw).toBe(total);
  });
});

it('kib prints one decimal', () => {
  expect(kib(1536)).toBe('1.5 KiB');
});
