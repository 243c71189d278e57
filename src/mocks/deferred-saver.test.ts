// The browser's saving of the demo store after writes: off the request's path, batched, never lost to a
// reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredSaver } from './deferred-saver';

afterEach(() => {
  vi.useRealTimers();
});

function counting() {
  const saves = { whole: 0, sliced: 0 };
  const saver = deferredSaver(window, {
    whole: () => void (saves.whole += 1),
    inSlices: async (pause, stillWanted) => {
      await pause();
      if (stillWanted()) saves.sliced += 1;
    },
  });
  return { saver, saves };
}

describe('deferredSaver', () => {
  it('saves once after a burst of writes, not during the request that made them', async () => {
    vi.useFakeTimers();
    const { saver, saves } = counting();
    saver.schedule();
    saver.schedule();
    expect(saves).toEqual({ whole: 0, sliced: 0 });
    await vi.runAllTimersAsync();
    expect(saves).toEqual({ whole: 0, sliced: 1 });
    saver.dispose();
  });

  it('saves at once when the page goes away, so a reload finds the write', async () => {
    vi.useFakeTimers();
    const { saver, saves } = counting();
    saver.schedule();
    window.dispatchEvent(new Event('pagehide'));
    expect(saves).toEqual({ whole: 1, sliced: 0 });
    // Nothing left pending: the timer does not save a second time.
    await vi.runAllTimersAsync();
    expect(saves).toEqual({ whole: 1, sliced: 0 });
    saver.dispose();
  });

  it('a save in slices that a new write overtakes gives up; the new one saves', async () => {
    vi.useFakeTimers();
    const { saver, saves } = counting();
    saver.schedule();
    await vi.advanceTimersByTimeAsync(2000);
    saver.schedule();
    await vi.runAllTimersAsync();
    expect(saves).toEqual({ whole: 0, sliced: 1 });
    saver.cancel();
    saver.dispose();
    expect(saves.whole).toBe(0);
  });
});
