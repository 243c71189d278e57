import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { FAKE_POSTHOG_ORIGIN, PLAIN_PORT, PROD_PORT } from './e2e/support/prod-servers';

// The e2e suite runs against the built app (vite build + vite preview) on the built-in mock; the
// prod-nginx project runs smoke journeys against the production server (nginx, `npm run serve:prod`).
// E2E_PORT lets several runs live side by side; CHROME_PATH overrides the browser.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = port === 4173 ? 'dist-e2e' : `dist-e2e-${port}`;
const debianChromium = ['/usr/bin/chromium', '/usr/lib/chromium/chromium'].find((path) => existsSync(path));
const executablePath = process.env.CHROME_PATH ?? debianChromium;
// E2E_PROD=0 leaves out the prod-nginx project and its servers (which need nginx), for quick local runs.
const withProduction = process.env.E2E_PROD !== '0';

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1400, height: 900 },
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

/** `npm run serve:prod` on its own port and build directory (it installs nginx when missing, as root). */
function productionServer(serverPort: number, env: Record<string, string>) {
  return {
    command: `node scripts/serve-prod.mjs --out-dir dist-prod-${serverPort}`,
    url: `http://127.0.0.1:${serverPort}/`,
    env: { PORT: String(serverPort), HOST: '127.0.0.1', SURVEYOR_ACCESS_LOG: 'off', ...env },
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // The specs import some of src/, whose modules address each other as `@/…` (the paths of this tsconfig).
  tsconfig: './tsconfig.node.json',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Bounds for a state that never comes, not speed goals (those are in `npm run bench`). CI machines are
  // shared: at a load average of 13 on 2 cores, a screen's first showing (the app, the route's code, the
  // demo backend) has taken over 10 s, and a journey through two tabs over 90 s.
  timeout: 150_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e-results.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: 'prod/**', use: chromium },
    ...(withProduction
      ? [
          {
            name: 'prod-nginx',
            testDir: 'e2e/prod',
            use: { ...chromium, baseURL: `http://127.0.0.1:${PROD_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node_modules/.bin/vite build --outDir ${outDir} --emptyOutDir && node_modules/.bin/vite preview --outDir ${outDir} --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(withProduction
      ? [
          // The production server with the same-origin API proxy, to a fake PostHog the proxy spec starts.
          productionServer(PROD_PORT, { SURVEYOR_API_PROXY: FAKE_POSTHOG_ORIGIN, SURVEYOR_CONNECT_SRC: '' }),
          // And as the README's third command runs it: no proxy, no extra connect-src.
          productionServer(PLAIN_PORT, { SURVEYOR_API_PROXY: '', SURVEYOR_CONNECT_SRC: '' }),
        ]
      : []),
  ],
});
