// The built page's demo preload (vite-plugin-demo-preload.ts): the demo's code is preloaded exactly when the
// app will start on the demo backend with nothing chosen or the demo chosen, and never for a real backend.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConnection, SETTINGS_KEY } from '../src/lib/api/connection-store';
import { CONNECTION_SETTINGS_KEY, demoPreloadScript } from './vite-plugin-demo-preload';

const HREF = '/assets/demo-backend-test.js';

/** Runs the inline script as the page would and returns the preloads it added. */
function preloadsAfterScript(): string[] {
  new Function(demoPreloadScript(HREF))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href')!,
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the demo preload script', () => {
  it('reads the settings the connection store keeps', () => {
    expect(CONNECTION_SETTINGS_KEY).toBe(SETTINGS_KEY);
  });

  it('preloads the demo when no backend has been chosen yet', () => {
    expect(loadConnection().kind).toBe('demo');
    expect(preloadsAfterScript()).toEqual([HREF]);
  });

  it('preloads the demo when the demo is the chosen backend', () => {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ kind: 'demo', remember: false }));
    expect(loadConnection().kind).toBe('demo');
    expect(preloadsAfterScript()).toEqual([HREF]);
  });

  it.each(['us', 'eu', 'self-hosted', 'proxy'])('never preloads the demo for the %s backend', (kind) => {
    window.localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ kind, selfHostedUrl: 'https://posthog.example.com', remember: false }),
    );
    expect(preloadsAfterScript()).toEqual([]);
  });

  it('adds nothing, and throws nothing, when the stored settings are unreadable', () => {
    window.localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(preloadsAfterScript()).toEqual([]);
  });
});
