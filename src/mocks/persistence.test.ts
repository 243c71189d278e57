// The browser's saving of the demo store after writes: off the request's path, batched, never lost to a
// reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredSaver, STORE_KEY } from './persistence';
import { mockControl } from './node';
import { call, ORG } from './test-api';

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

const stored = () => window.sessionStorage.getItem(STORE_KEY);

describe('deferredSaver', () => {
  it('saves once after a burst of writes, not during the request that made them', async () => {
    vi.useFakeTimers();
    const setItem = vi.spyOn(window.sessionStorage.__proto__ as Storage, 'setItem');
    const saver = deferredSaver(window, window.sessionStorage);
    saver.schedule();
    saver.schedule();
    expect(stored()).toBeNull();
    await vi.runAllTimersAsync();
    expect(stored()).not.toBeNull();
    expect(setItem.mock.calls.filter(([key]) => key === STORE_KEY)).toHaveLength(1);
    setItem.mockRestore();
    saver.dispose();
  });

  it('saves at once when the page goes away, so a reload finds the write', async () => {
    vi.useFakeTimers();
    const saver = deferredSaver(window, window.sessionStorage);
    await call('PATCH', `${ORG}1/`, { name: 'Before reload' });
    saver.schedule();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(stored()!).projects[0].name).toBe('Before reload');
    // Nothing left pending: the timer does not save a second time.
    window.sessionStorage.removeItem(STORE_KEY);
    await vi.runAllTimersAsync();
    expect(stored()).toBeNull();
    saver.dispose();
    mockControl.reset();
  });
});
