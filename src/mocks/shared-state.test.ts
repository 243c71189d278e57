// One demo backend for all of a browser's tabs: two tabs simulated in one page, each with its own copy of
// a store, sharing storage and a channel as the origin's tabs do.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLOCK_KEY,
  SAVED_KEY,
  shareAcrossTabs,
  STORE_KEY,
  VERSION_KEY,
  type SharedChannel,
  type SharedMessage,
  type SharedState,
} from './shared-state';

type Listener = (event: { data: SharedMessage }) => void;

/** BroadcastChannel's behaviour: a message reaches every other member, a task later, as a copy. */
function channelHub() {
  const members = new Set<{ listeners: Set<Listener> }>();
  return (): SharedChannel => {
    const me = { listeners: new Set<Listener>() };
    members.add(me);
    return {
      postMessage(message) {
        for (const other of members)
          if (other !== me)
            setTimeout(() => {
              for (const listener of other.listeners) listener({ data: structuredClone(message) });
            }, 0);
      },
      addEventListener: (_, listener) => void me.listeners.add(listener),
      removeEventListener: (_, listener) => void me.listeners.delete(listener),
      close: () => void members.delete(me),
    };
  };
}

const SEED = { surveys: ['seeded'] };

/** A tab: its own copy of the store and clock, counting how often the whole copy is written as JSON. */
function tab(join: () => SharedChannel, storage: Storage, handoverWaitMs = 1000) {
  let copy = structuredClone(SEED);
  let offset = 0;
  const counts = { whole: 0, sliced: 0, loads: 0 };
  const state: SharedState = shareAcrossTabs({
    store: {
      toJson: () => {
        counts.whole += 1;
        return JSON.stringify(copy);
      },
      toJsonInSlices: async (pause, stillWanted) => {
        counts.sliced += 1;
        await pause();
        return stillWanted() ? JSON.stringify(copy) : null;
      },
      load: (json) => {
        counts.loads += 1;
        copy = JSON.parse(json) as typeof SEED;
      },
      reset: () => {
        copy = structuredClone(SEED);
      },
    },
    clock: { offset: () => offset, setOffset: (ms) => (offset = ms) },
    storage,
    channel: join(),
    target: window,
    handoverWaitMs,
  });
  return {
    state,
    counts,
    surveys: () => copy.surveys,
    /** A request that writes: the copy is brought up to date first, as the worker does. */
    async add(name: string) {
      await state.sync();
      copy.surveys.push(name);
      state.wrote();
    },
    moveClock(ms: number) {
      offset += ms;
      state.clockMoved();
    },
    clock: () => offset,
  };
}

const tabs: ReturnType<typeof tab>[] = [];
function open(join: () => SharedChannel, handoverWaitMs?: number) {
  const opened = tab(join, window.localStorage, handoverWaitMs);
  tabs.push(opened);
  return opened;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  vi.useRealTimers();
  for (const opened of tabs.splice(0)) opened.state.dispose();
  window.localStorage.clear();
});

describe('tabs of one demo backend', () => {
  it("a write in one tab is in the other's next request, and no write serialises the store", async () => {
    const join = channelHub();
    const a = open(join);
    const b = open(join);
    await a.add('made in A');
    await a.add('made in A too');
    expect(a.counts).toEqual({ whole: 0, sliced: 0, loads: 0 });

    await b.state.sync();
    expect(b.surveys()).toEqual(['seeded', 'made in A', 'made in A too']);
    // Handed over once, on B's request, and saved for the tabs that come later.
    expect(a.counts.whole).toBe(1);
    expect(JSON.parse(window.localStorage.getItem(STORE_KEY)!).surveys).toHaveLength(3);

    await b.add('made in B');
    await settle();
    await a.state.sync();
    expect(a.surveys()).toEqual(['seeded', 'made in A', 'made in A too', 'made in B']);
    expect(a.state.version()).toBe(b.state.version());
  });

  it('a tab opened later, or after a reload, finds what the others did', async () => {
    const join = channelHub();
    const a = open(join);
    await a.add('made in A');
    const later = open(join);
    await later.state.sync();
    expect(later.surveys()).toEqual(['seeded', 'made in A']);
  });

  it('once a tab has saved when idle, the others read storage and it is not asked again', async () => {
    vi.useFakeTimers();
    const join = channelHub();
    const a = open(join);
    const b = open(join);
    await a.add('made in A');
    await vi.advanceTimersByTimeAsync(5000);
    expect(a.counts).toEqual({ whole: 0, sliced: 1, loads: 0 });
    expect(Number(window.localStorage.getItem(SAVED_KEY))).toBe(a.state.version());
    await b.state.sync();
    expect(b.surveys()).toEqual(['seeded', 'made in A']);
    expect(a.counts.whole).toBe(0);
  });

  it('a tab that answers nothing any more: after the wait, what storage has', async () => {
    const join = channelHub();
    const gone = open(join);
    await gone.add('never saved');
    gone.state.dispose = () => {};
    // The tab crashed: it neither saved nor answers.
    window.localStorage.setItem(SAVED_KEY, '0');
    const b = open(() => channelHub()(), 50);
    await b.state.sync();
    expect(b.surveys()).toEqual(['seeded']);
    expect(b.state.version()).toBe(Number(window.localStorage.getItem(VERSION_KEY)));
  });

  it('a page going away saves what it holds at once', async () => {
    const join = channelHub();
    const a = open(join);
    await a.add('before leaving');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.localStorage.getItem(STORE_KEY)!).surveys).toEqual(['seeded', 'before leaving']);
  });

  it('when storage is full the newest state is still handed over', async () => {
    const join = channelHub();
    const a = open(join);
    const b = open(join);
    await a.add('too big to keep');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
    ) {
      if (key === STORE_KEY) throw new DOMException('full', 'QuotaExceededError');
    });
    await b.state.sync();
    setItem.mockRestore();
    expect(b.surveys()).toEqual(['seeded', 'too big to keep']);
  });

  it('a reset in one tab resets all of them, clock included', async () => {
    const join = channelHub();
    const a = open(join);
    const b = open(join);
    await a.add('made in A');
    a.moveClock(3_600_000);
    await b.state.sync();
    expect(b.clock()).toBe(3_600_000);
    b.state.reset();
    expect(b.surveys()).toEqual(['seeded']);
    await settle();
    expect(a.clock()).toBe(0);
    await a.state.sync();
    expect(a.surveys()).toEqual(['seeded']);
    expect(window.localStorage.getItem(STORE_KEY)).toBeNull();
  });

  it('the demo clock is the server\'s: a move in one tab is every tab\'s "now"', async () => {
    const join = channelHub();
    const a = open(join);
    const b = open(join);
    a.moveClock(86_400_000);
    await settle();
    expect(b.clock()).toBe(86_400_000);
    // A tab that missed the message reads it from storage before its next request.
    const c = open(() => channelHub()());
    await c.state.sync();
    expect(c.clock()).toBe(86_400_000);
    expect(JSON.parse(window.localStorage.getItem(CLOCK_KEY)!)).toMatchObject({ offset: 86_400_000 });
  });

  it('a copy of storage that lags behind the channel never takes back a reset clock', async () => {
    // Between processes a tab may see a message before storage shows the write made just before it.
    const join = channelHub();
    const lagging = laggingView(window.localStorage);
    const a = tab(join, lagging.storage);
    tabs.push(a);
    const b = open(join);
    b.moveClock(7_200_000);
    await a.state.sync();
    expect(a.clock()).toBe(7_200_000);

    lagging.freeze();
    b.state.reset();
    await settle();
    setTimeout(lagging.thaw, 30);
    await a.state.sync();
    expect(a.surveys()).toEqual(['seeded']);
    expect(a.clock()).toBe(0);
  });
});

/** A view of storage whose reads stay as they were at `freeze` until `thaw`; writes pass through. */
function laggingView(real: Storage) {
  let frozen: Map<string, string> | null = null;
  const storage = {
    getItem: (key: string) => (frozen ? (frozen.get(key) ?? null) : real.getItem(key)),
    setItem: (key: string, value: string) => real.setItem(key, value),
    removeItem: (key: string) => real.removeItem(key),
    clear: () => real.clear(),
    key: (index: number) => real.key(index),
    get length() {
      return real.length;
    },
  } as Storage;
  return {
    storage,
    freeze() {
      frozen = new Map(Object.keys(real).map((key) => [key, real.getItem(key)!]));
    },
    thaw() {
      frozen = null;
    },
  };
}
