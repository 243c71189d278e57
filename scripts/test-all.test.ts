// `npm test` (scripts/test-all.mjs) on a fresh machine: the tools the suite needs (nginx, Chromium) are
// found or installed before the first test runs, since the unit tests check the nginx configuration with
// nginx itself and skipped them when it came only with the end-to-end step.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Vitest runs from the repository's root.
const SCRIPT = path.resolve('scripts/test-all.mjs');

describe('scripts/test-all.mjs', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'surveyor-test-all-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** An executable that records how it was called, in order, into calls.log. */
  function fakeTool(name: string, script = '') {
    const file = path.join(dir, 'bin', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `#!/bin/sh\necho "${name} $*" >> "${dir}/calls.log"\n${script}\nexit 0\n`);
    chmodSync(file, 0o755);
    return file;
  }

  function runSuite(env: Record<string, string>) {
    // The steps' tools are stand-ins: `npx vitest` reports 3 passed, `npx playwright` 2, none skipped.
    fakeTool(
      'npx',
      [
        `[ "$1" = vitest ] && echo '{"numPassedTests":3,"numPendingTests":0}' > reports/vitest.json`,
        `[ "$1" = playwright ] && echo '{"stats":{"expected":2,"skipped":0}}' > reports/e2e-results.json`,
      ].join('\n'),
    );
    const result = spawnSync(process.execPath, [SCRIPT], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${dir}/bin:${process.env.PATH}`, ...env },
    });
    return { ...result, calls: readFileSync(path.join(dir, 'calls.log'), 'utf8').trim().split('\n') };
  }

  it('finds nginx and Chromium before the unit tests, not only for the end-to-end step', () => {
    const nginx = fakeTool('nginx');
    const chromium = fakeTool('chromium');
    const { stdout, calls } = runSuite({ NGINX: nginx, CHROME_PATH: chromium, SKIP_E2E: '' });
    const unit = stdout.indexOf('=== unit:');
    expect(unit).toBeGreaterThan(-1);
    expect(stdout.indexOf(`nginx: ${nginx}`)).toBeGreaterThan(-1);
    expect(stdout.indexOf(`nginx: ${nginx}`)).toBeLessThan(unit);
    expect(stdout.indexOf(`Chromium: ${chromium}`)).toBeGreaterThan(-1);
    expect(stdout.indexOf(`Chromium: ${chromium}`)).toBeLessThan(unit);
    expect(calls.map((call) => call.split(' ').slice(0, 2).join(' '))).toEqual([
      'npx tsc',
      'npx eslint',
      'npx prettier',
      'npx knip',
      'npx vitest',
      'npx playwright',
    ]);
    expect(stdout).toContain('9 passed, 0 failed, 0 flaky, 0 skipped');
  });

  it('finds nginx for the unit tests even when the end-to-end tests are skipped', () => {
    const nginx = fakeTool('nginx');
    const { stdout, calls } = runSuite({ NGINX: nginx, CHROME_PATH: fakeTool('chromium'), SKIP_E2E: '1' });
    expect(stdout.indexOf(`nginx: ${nginx}`)).toBeGreaterThan(-1);
    expect(stdout.indexOf(`nginx: ${nginx}`)).toBeLessThan(stdout.indexOf('=== unit:'));
    expect(calls.at(-1)).toMatch(/^npx vitest /);
  });

  it('says so, before any test runs, when nginx is missing and cannot be installed', () => {
    const { stdout } = runSuite({
      NGINX: path.join(dir, 'no-nginx-here'),
      CHROME_PATH: fakeTool('chromium'),
      SKIP_E2E: '1',
    });
    const missing = stdout.indexOf('No nginx found');
    expect(missing).toBeGreaterThan(-1);
    expect(missing).toBeLessThan(stdout.indexOf('=== unit:'));
  });
});
