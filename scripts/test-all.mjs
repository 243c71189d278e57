#!/usr/bin/env node
// The whole suite, as CI runs it: typecheck, lint, formatting, unit/component tests (Vitest), end-to-end tests
// (Playwright on the built app with the demo backend, and smoke journeys on the production server, nginx).
// Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureNginx } from '../deploy/nginx/find-nginx.mjs';

const results = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
/** End-to-end tests that failed and then passed on their retry: reported as flaky, never as passed. */
const flakyTests = [];
const steps = [];
mkdirSync('reports', { recursive: true });

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = outcome.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** "file:line › title" of every test Playwright's JSON report marks flaky (failed, then passed on retry). */
function flakyTitles(report) {
  const titles = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky')
          titles.push(
            `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`,
          );
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  // Top-level suites are the spec files, already named by `file:line`.
  for (const suite of report.suites ?? []) visit(suite, []);
  return titles;
}

function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find((path) => existsSync(path));
}

/**
 * Playwright cannot download its browsers here: use Debian's Chromium, installing it when we may.
 * Returns the browser's path, Playwright's own when it had to download one, or null.
 */
function ensureChromium() {
  if (findChromium()) return findChromium();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (findChromium()) return findChromium();
  }
  console.log('No Chromium found: trying `npx playwright install chromium`…');
  const installed = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  return installed.status === 0 ? "Playwright's own" : null;
}

// The tools the suite needs, found or installed before any test runs: the unit tests check the rendered
// nginx configuration with nginx itself (deploy/nginx/render-config.test.ts), so nginx coming only with the
// end-to-end step left them skipped on a fresh machine; the prod-nginx project serves the build with it.
console.log('\n=== tools: nginx (unit tests, the prod-nginx project) and Chromium (Playwright)');
const nginx = ensureNginx();
console.log(nginx ? `nginx: ${nginx}` : 'No nginx found (apt-get install nginx, or NGINX=/path/to/nginx).');
const skipE2e = process.env.SKIP_E2E === '1';
const chromium = skipE2e ? null : ensureChromium();
if (!skipE2e) console.log(chromium ? `Chromium: ${chromium}` : 'No browser available for Playwright.');

const typecheckOk = run('typecheck', 'npx', ['tsc', '-b']);
const lintOk = run('lint', 'npx', ['eslint', '.']);
const formatOk = run('format', 'npx', ['prettier', '--check', '.']);
const deadCodeOk = run('dead code', 'npx', ['knip']);
for (const ok of [typecheckOk, lintOk, formatOk, deadCodeOk]) {
  if (ok) results.passed += 1;
  else results.failed += 1;
}

rmSync('reports/vitest.json', { force: true });
run('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
]);
if (existsSync('reports/vitest.json')) {
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  results.passed += report.numPassedTests ?? 0;
  results.failed +=
    (report.numFailedTests ?? 0) +
    (report.numFailedTestSuites && !report.numFailedTests ? report.numFailedTestSuites : 0);
  results.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else {
  results.failed += 1;
}

rmSync('reports/e2e-results.json', { force: true });
if (skipE2e) {
  console.log('\nSKIP_E2E=1: end-to-end tests skipped.');
} else if (chromium) {
  run('e2e', 'npx', ['playwright', 'test'], { CI: '1' });
  if (existsSync('reports/e2e-results.json')) {
    const report = JSON.parse(readFileSync('reports/e2e-results.json', 'utf8'));
    const stats = report.stats ?? {};
    results.passed += stats.expected ?? 0;
    results.flaky += stats.flaky ?? 0;
    results.failed += stats.unexpected ?? 0;
    flakyTests.push(...flakyTitles(report));
    results.skipped += stats.skipped ?? 0;
    if ((report.errors ?? []).length > 0 && !stats.unexpected) results.failed += 1;
  } else {
    results.failed += 1;
  }
} else {
  results.failed += 1;
}

console.log('\nSteps:');
for (const step of steps) console.log(`  ${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds}s)`);
if (flakyTests.length > 0) {
  console.log('\nFlaky (failed, then passed on retry; not counted as passed):');
  for (const title of flakyTests) console.log(`  ${title}`);
}
console.log(
  `\n${results.passed} passed, ${results.failed} failed, ${results.flaky} flaky, ${results.skipped} skipped`,
);
process.exit(results.failed > 0 || steps.some((step) => !step.ok) ? 1 : 0);
