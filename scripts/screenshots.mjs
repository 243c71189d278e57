#!/usr/bin/env node
// Screenshots of the main screens in light and dark mode, for review and the README.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';

const [base = 'http://127.0.0.1:4173', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/projects', '/settings'];
mkdirSync(outDir, { recursive: true });
const executablePath = process.env.CHROME_PATH ?? ['/usr/bin/chromium'].find((path) => existsSync(path));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
for (const mode of ['light', 'dark']) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((m) => {
    localStorage.setItem('surveyor.colorMode', m);
    sessionStorage.setItem('surveyor.mock.latency', '0');
  }, mode);
  const page = await context.newPage();
  for (const path of targets) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const name = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${mode}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
