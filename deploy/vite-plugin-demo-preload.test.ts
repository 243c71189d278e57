// The built page's demo preload (vite-plugin-demo-preload.ts): the demo's code is preloaded exactly when the
// app will start on the demo backend with nothing chosen or the demo chosen, and never for a real backend.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConnection, SETTINGS_KEY } from '../src/lib/api/connection-store';
import { CONNECTION_SETTINGS_KEY, demoPreloadScript } from './vite-plugin-demo-preload';

const HREF = '/assets/demo-backend-test.js';

/** Runs the inline script as the page would and returns the preloads it added. */
function preloadsAfterScript(): string[] {
  new Function(demoPreloadScript(HREF))();
  return preloaded();
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href')!,
  );

afterEach(() => {
  vi.unstubAllGlobals();
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

  it('waits for the first contentful paint where the browser reports paints', () => {
    const observers: FakePaintObserver[] = [];
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'longtask'];
      observed: unknown = null;
      disconnected = false;
      constructor(readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        observers.push(this);
      }
      observe(options: unknown) {
        this.observed = options;
      }
      disconnect() {
        this.disconnected = true;
      }
      report(...names: string[]) {
        this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    expect(preloadsAfterScript()).toEqual([]);
    const observer = observers[0]!;
    expect(observer.observed).toEqual({ type: 'paint', buffered: true });
    observer.report('first-paint');
    expect(preloaded()).toEqual([]);
    observer.report('first-contentful-paint');
    expect(preloaded()).toEqual([HREF]);
    expect(observer.disconnected).toBe(true);
  });

  it('adds nothing, and throws nothing, when the stored settings are unreadable', () => {
    window.localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(preloadsAfterScript()).toEqual([]);
  });
});
