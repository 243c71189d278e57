// Playwright fixtures for the demo backend: no artificial latency, and a handle on the in-page mock.
import { test as base, expect, type Page } from '@playwright/test';
import type { MockFault } from '../../src/mocks/control';

export type { MockFault };

interface Options {
  /** Milliseconds of simulated latency (0 unless a test wants to see loading states). */
  mockLatency: number;
  /** The demo API key the page starts with. */
  apiKey: string | null;
  colorMode: 'light' | 'dark' | null;
}

export const test = base.extend<Options>({
  mockLatency: [0, { option: true }],
  apiKey: [null, { option: true }],
  colorMode: [null, { option: true }],
  page: async ({ page, mockLatency, apiKey, colorMode }, use) => {
    await page.addInitScript(
      ([latency, key, mode]) => {
        if (window.sessionStorage.getItem('surveyor.mock.latency') === null) {
          window.sessionStorage.setItem('surveyor.mock.latency', String(latency));
        }
        if (key && window.sessionStorage.getItem('surveyor.apiKey') === null)
          window.sessionStorage.setItem('surveyor.apiKey', key);
        if (mode) window.localStorage.setItem('surveyor.colorMode', mode);
      },
      [mockLatency, apiKey, colorMode] as const,
    );
    // E2E_CPU_THROTTLE=4 makes Chromium run four times slower, to shake out timing assumptions that a
    // slow CI machine would expose.
    const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 0);
    if (throttle > 1) {
      const session = await page.context().newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    await use(page);
  },
});

async function waitForMock(page: Page) {
  await page.waitForFunction(() => Boolean(window.__surveyorMock));
}

export const mock = {
  async injectFault(page: Page, fault: MockFault) {
    await waitForMock(page);
    await page.evaluate((f) => window.__surveyorMock!.injectFault({ ...f, times: f.times ?? 1 }), fault);
  },
  async reset(page: Page) {
    await waitForMock(page);
    await page.evaluate(() => window.__surveyorMock!.reset());
  },
  async clearFaults(page: Page) {
    await waitForMock(page);
    await page.evaluate(() => window.__surveyorMock!.clearFaults());
  },
  /** Simulated latency for the rest of the session (kept across reloads). */
  async setLatency(page: Page, ms: number) {
    await waitForMock(page);
    await page.evaluate((value) => window.__surveyorMock!.setLatency(value), ms);
  },
  /** Moves the demo's clock forward; every scheduled change that came due has then run (kept across reloads). */
  async advanceClock(page: Page, ms: number) {
    await waitForMock(page);
    await page.evaluate((value) => window.__surveyorMock!.advanceClock(value), ms);
  },
  /** Reads from the demo API as a client would (e.g. to check what a save stored). */
  async apiGet<T = unknown>(page: Page, path: string, key = 'phx_demo_all'): Promise<T> {
    await waitForMock(page);
    return page.evaluate(
      async ([p, k]) => (await fetch(p, { headers: { Authorization: `Bearer ${k}` } })).json(),
      [path, key] as const,
    ) as Promise<T>;
  },
  /** Writes to the demo API as a client would (e.g. to set up a survey a test then edits). */
  async apiPost<T = unknown>(page: Page, path: string, body: unknown, key = 'phx_demo_all'): Promise<T> {
    return apiWrite<T>(page, 'POST', path, body, key);
  },
  /** Changes a record through the demo API, as another person or another tab would. */
  async apiPatch<T = unknown>(page: Page, path: string, body: unknown, key = 'phx_demo_all'): Promise<T> {
    return apiWrite<T>(page, 'PATCH', path, body, key);
  },
};

async function apiWrite<T>(page: Page, method: string, path: string, body: unknown, key: string): Promise<T> {
  await waitForMock(page);
  return page.evaluate(
    async ([m, p, b, k]) => {
      const response = await fetch(p, {
        method: m,
        headers: { Authorization: `Bearer ${k}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(b),
      });
      if (!response.ok) throw new Error(`${m} ${p}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    [method, path, body, key] as const,
  ) as Promise<T>;
}

export { expect };
