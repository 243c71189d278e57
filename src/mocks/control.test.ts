// Fault injection, reset and browser persistence: how tests and demos steer the mock.
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '@/contracts/common';
import { project } from './testing/strict-contracts';
import { db } from './db';
import { mockControl } from './node';
import { clockOffset } from './clock';
import {
  DEFAULT_BROWSER_LATENCY_MS,
  demoTabClock,
  demoTabStore,
  FAULTS_KEY,
  LATENCY_KEY,
  restoreTabState,
  saveTabFaults,
} from './persistence';
import { SAVED_KEY, shareAcrossTabs, STORE_KEY, VERSION_KEY, type SharedChannel } from './shared-state';
import { call, get, ORG, ORIGIN } from './test-api';

describe('fault injection', () => {
  it('500 with the server_error envelope, once by default, then normal again', async () => {
    mockControl.injectFault({ path: '/projects/', status: 500 });
    const failed = await get(ORG);
    expect(failed.status).toBe(500);
    expect(failed.json).toEqual({
      type: 'server_error',
      code: 'error',
      detail: 'A server error occurred.',
      attr: null,
    });
    expect((await get(ORG)).status).toBe(200);
  });
  it('429 with Retry-After and the throttled envelope', async () => {
    mockControl.injectFault({ method: 'GET', path: '/projects/', status: 429, retryAfter: 7 });
    const throttled = await get(ORG);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('7');
    expect(throttled.json).toEqual({
      type: 'throttled_error',
      code: 'throttled',
      detail: 'Request was throttled. Expected available in 7 seconds.',
      attr: null,
    });
    mockControl.injectFault({ path: '/projects/', status: 429, retryAfter: 1 });
    expect((await get(ORG)).json?.detail).toBe('Request was throttled. Expected available in 1 second.');
  });
  it('malformed JSON: a 200 whose body does not parse', async () => {
    mockControl.injectFault({ path: '^/api/organizations/@current/?$', kind: 'malformed-json' });
    const response = await fetch(`${ORIGIN}/api/organizations/@current`, {
      headers: { Authorization: 'Bearer phx_demo_all' },
    });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });
  it('network error, `times` counts uses, Infinity keeps failing until cleared', async () => {
    mockControl.injectFault({ path: '/projects/', kind: 'network', times: 2 });
    await expect(fetch(`${ORIGIN}${ORG}`)).rejects.toThrow();
    await expect(fetch(`${ORIGIN}${ORG}`)).rejects.toThrow();
    expect((await get(ORG)).status).toBe(200);
    mockControl.injectFault({ path: '/surveys/', status: 503, times: Infinity });
    for (let i = 0; i < 3; i += 1) expect((await get('/api/projects/1/surveys/')).status).toBe(503);
    mockControl.clearFaults();
    expect((await get('/api/projects/1/surveys/')).status).toBe(200);
  });
  it('matches on method, path substring or ^regex, and answers before auth and validation', async () => {
    mockControl.injectFault({
      method: 'PATCH',
      path: '^/api/organizations/[^/]+/projects/\\d+/?$',
      status: 500,
    });
    expect((await get(`${ORG}1/`)).status).toBe(200);
    expect((await call('PATCH', `${ORG}1/reset_token/`)).status).toBe(200);
    expect((await call('PATCH', `${ORG}1/`, { timezone: 'Mars/Base' }, null)).status).toBe(500);
  });
  it('other statuses get the matching real envelope, or the body given', async () => {
    mockControl.injectFault({ path: '/projects/', status: 404 });
    expect(apiErrorBody.parse((await get(ORG)).json)).toMatchObject({ code: 'not_found' });
    mockControl.injectFault({ path: '/projects/', status: 403 });
    expect((await get(ORG)).json).toMatchObject({ type: 'authentication_error', code: 'permission_denied' });
    mockControl.injectFault({
      path: '/projects/',
      status: 400,
      body: { type: 'validation_error', code: 'invalid_input', detail: 'Nope.', attr: 'name' },
    });
    const custom = await call('POST', ORG, { name: 'x' });
    expect(custom.status).toBe(400);
    expect(custom.json).toMatchObject({ detail: 'Nope.', attr: 'name' });
  });
  it('a faulted write changes nothing', async () => {
    mockControl.injectFault({ method: 'POST', path: '/projects/', status: 500 });
    await call('POST', ORG, { name: 'Never stored' });
    expect((await get(`${ORG}?search=never`)).json?.count).toBe(0);
  });
});

describe('reset and persistence', () => {
  it('reset() brings back the seed and drops faults', async () => {
    await call('PATCH', `${ORG}1/`, { name: 'Changed' });
    mockControl.injectFault({ path: '/projects/', status: 500, times: Infinity });
    mockControl.reset();
    expect(project.parse((await get(`${ORG}1/`)).json).name).toBe('Acme Web');
  });
  it("keeps a tab's pending faults, Infinity included, and its latency", async () => {
    mockControl.injectFault({ path: '/surveys/', status: 500, times: Infinity });
    saveTabFaults(window.sessionStorage);
    expect(JSON.parse(window.sessionStorage.getItem(FAULTS_KEY)!)[0].times).toBe(1e9);
    mockControl.reset();
    window.sessionStorage.setItem(LATENCY_KEY, '0');
    expect(restoreTabState(window.sessionStorage)).toBe(0);
    expect((await get('/api/projects/1/surveys/')).status).toBe(500);
    mockControl.clearFaults();
    window.sessionStorage.setItem(LATENCY_KEY, 'soon');
    expect(restoreTabState(window.sessionStorage)).toBe(DEFAULT_BROWSER_LATENCY_MS);
    window.sessionStorage.removeItem(LATENCY_KEY);
    expect(restoreTabState(window.sessionStorage)).toBe(DEFAULT_BROWSER_LATENCY_MS);
  });
});

describe('the demo store shared by tabs', () => {
  const share = () =>
    shareAcrossTabs({
      store: demoTabStore,
      clock: demoTabClock,
      storage: window.localStorage,
      channel: new BroadcastChannel('control-test') as unknown as SharedChannel,
      target: window,
    });

  it('a write, the clock and a reload: the store comes back as it was', async () => {
    const before = share();
    await before.sync();
    await call('PATCH', `${ORG}1/`, { name: 'Persisted' });
    before.wrote();
    mockControl.advanceClock(3 * 86_400_000);
    before.clockMoved();
    window.dispatchEvent(new Event('pagehide'));
    before.dispose();

    mockControl.reset();
    expect(clockOffset()).toBe(0);
    const after = share();
    await after.sync();
    expect(project.parse((await get(`${ORG}1/`)).json).name).toBe('Persisted');
    expect(clockOffset()).toBe(3 * 86_400_000);
    after.dispose();
  });
  it('a damaged copy in storage gives the seed', async () => {
    window.localStorage.setItem(STORE_KEY, '{not json');
    window.localStorage.setItem(SAVED_KEY, '3');
    window.localStorage.setItem(VERSION_KEY, '3');
    const state = share();
    await state.sync();
    expect(db.projects).toHaveLength(123);
    expect(state.version()).toBe(3);
    state.dispose();
  });
});
