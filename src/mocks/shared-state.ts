// One demo backend for every tab of the origin. Each tab runs the handlers on its own copy of the store
// (MSW's service worker sends a request back to the page that made it), so the copies are kept as one
// server's state: a write bumps a shared version number, and a tab answers its next request only once its
// copy is at the newest version. Nothing is serialised per write: the store's JSON is written when the tab
// is idle (as before), when the page goes away, and when another tab asks for a version that is not saved
// yet (then it is handed over on the channel as well, so the asking tab does not wait for storage to
// propagate between processes). A copy is read again only when another tab has written.
//
// localStorage (shared by the origin's tabs, kept by a reload, separate per Playwright browser context):
//   STORE_KEY      the store's JSON as of SAVED_KEY's version; absent: the seed
//   SAVED_KEY      the version STORE_KEY holds
//   VERSION_KEY    the newest version any tab has made
//   CLOCK_KEY      the demo clock: the server's clock, one for all tabs, as `{ offset, moves }` (`moves`
//                  counts the clock's moves and resets, so a late copy never undoes a newer one)
// BroadcastChannel CHANNEL_NAME: 'wrote' (a newer version exists), 'want' (send me this version),
// 'state' (here it is), 'clock' (the clock moved).
//
// Storage and the channel are not ordered with each other: between processes, storage may show a write
// after the channel has said so (or before). A tab takes the clock from whichever is newest by `moves`.
import { deferredSaver } from './deferred-saver';

export const STORE_KEY = 'surveyor.mock.db';
export const SAVED_KEY = 'surveyor.mock.saved-version';
export const VERSION_KEY = 'surveyor.mock.version';
export const CLOCK_KEY = 'surveyor.mock.clock-offset';
export const CHANNEL_NAME = 'surveyor.mock';

/** How long a tab waits for the tab holding the newest version to hand it over (it may have gone away). */
export const HANDOVER_WAIT_MS = 5000;
const HANDOVER_POLL_MS = 100;

/** What sharing needs of a tab's in-memory store. */
export interface TabStore {
  /** The whole store as JSON, at once (for a page going away, or a tab waiting for it). */
  toJson(): string;
  /** The same, a few records at a time between tasks; null when `stillWanted` says no after a pause. */
  toJsonInSlices(pause: () => Promise<void>, stillWanted: () => boolean): Promise<string | null>;
  load(json: string): void;
  /** Back to the seed. */
  reset(): void;
}

export interface TabClock {
  offset(): number;
  setOffset(ms: number): void;
}

export type SharedMessage =
  | { type: 'wrote'; version: number }
  | { type: 'want'; version: number }
  | { type: 'state'; version: number; json: string }
  | { type: 'clock'; clock: SharedClock };

/** The demo clock as shared: its offset, and how many times it has been moved or reset. */
export interface SharedClock {
  offset: number;
  moves: number;
}

/** The part of BroadcastChannel used here (a fake in tests). */
export interface SharedChannel {
  postMessage(message: SharedMessage): void;
  addEventListener(type: 'message', listener: (event: { data: SharedMessage }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: SharedMessage }) => void): void;
  close(): void;
}

/** The part of the page used here: timers, idle callbacks and the page going away. */
export type SharedTarget = Pick<
  Window,
  'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'
> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

export interface SharedState {
  /** Brings this tab's copy (and clock) to the newest version; call before answering a request. */
  sync(): Promise<void>;
  /** This tab changed its copy: a new version, saved when the page is idle. */
  wrote(): void;
  /** Back to the seed and the real clock, for every tab. */
  reset(): void;
  /** This tab moved the demo clock: every tab's clock follows. */
  clockMoved(): void;
  /** The version this tab's copy is at. */
  version(): number;
  /** Saves what this tab holds, and stops listening. */
  dispose(): void;
}

const numberAt = (storage: Storage, key: string): number => {
  const value = Number(storage.getItem(key) ?? 0);
  return Number.isFinite(value) ? value : 0;
};

/** The clock storage holds; anything unreadable is the real clock, never moved. */
const storedClock = (storage: Storage): SharedClock => {
  try {
    const { offset, moves } = JSON.parse(storage.getItem(CLOCK_KEY) ?? '{}') as Partial<SharedClock>;
    if (Number.isFinite(offset) && Number.isFinite(moves)) return { offset: offset!, moves: moves! };
  } catch {
    // Fall through: not ours.
  }
  return { offset: 0, moves: 0 };
};

export function shareAcrossTabs({
  store,
  clock,
  storage,
  channel,
  target,
  handoverWaitMs = HANDOVER_WAIT_MS,
}: {
  store: TabStore;
  clock: TabClock;
  storage: Storage;
  channel: SharedChannel;
  target: SharedTarget;
  handoverWaitMs?: number;
}): SharedState {
  /** The version this tab's copy is at (-1: nothing read yet). */
  let seen = -1;
  /** The newest version another tab has announced on the channel (storage may lag behind it). */
  let announced = 0;
  /** This tab's copy has writes (version `seen`) that are not in storage yet. */
  let holding = false;
  let syncing: Promise<void> | null = null;
  const waiting = new Set<() => void>();
  /** How many moves of the clock this tab's clock reflects. */
  let clockMoves = 0;

  /** Takes a shared clock when it is newer than the one this tab has. */
  const takeClock = (shared: SharedClock) => {
    if (shared.moves <= clockMoves) return;
    clockMoves = shared.moves;
    clock.setOffset(shared.offset);
  };

  const newest = () => Math.max(announced, numberAt(storage, VERSION_KEY));
  const isNewest = () => holding && newest() <= seen;

  /** Writes this tab's copy to storage; false when it does not fit (it stays held, handed over on request). */
  const persist = (json: string): boolean => {
    try {
      storage.setItem(STORE_KEY, json);
      storage.setItem(SAVED_KEY, String(seen));
      holding = false;
      return true;
    } catch {
      return false;
    }
  };

  const saver = deferredSaver(target, {
    whole: () => {
      if (isNewest()) persist(store.toJson());
      else holding = false;
    },
    inSlices: async (pause, stillWanted) => {
      if (!isNewest()) {
        holding = false;
        return;
      }
      const version = seen;
      const current = () => stillWanted() && seen === version && isNewest();
      const json = await store.toJsonInSlices(pause, current);
      if (json !== null && current()) persist(json);
    },
  });

  const readStored = () => {
    const json = storage.getItem(STORE_KEY);
    try {
      if (json) store.load(json);
      else store.reset();
    } catch {
      // A damaged copy in storage: the seed rather than a broken server.
      store.reset();
    }
    seen = Math.max(seen, numberAt(storage, SAVED_KEY));
  };

  const adopt = (version: number, json: string) => {
    try {
      store.load(json);
      seen = version;
    } catch {
      readStored();
    }
  };

  const onMessage = ({ data }: { data: SharedMessage }) => {
    switch (data.type) {
      case 'wrote':
        announced = Math.max(announced, data.version);
        // Another tab wrote after reading this tab's version: what this tab held is in theirs now.
        if (data.version > seen && holding) {
          holding = false;
          saver.cancel();
        }
        for (const wake of waiting) wake();
        return;
      case 'want':
        if (holding && seen >= data.version) {
          const json = store.toJson();
          saver.cancel();
          persist(json);
          channel.postMessage({ type: 'state', version: seen, json });
        } else if (seen >= data.version) {
          // Saved since the asking tab looked: a nudge to read storage again.
          channel.postMessage({ type: 'wrote', version: seen });
        }
        return;
      case 'state':
        announced = Math.max(announced, data.version);
        // Only a tab waiting for it reads it; the others read storage on their next request.
        if (waiting.size > 0 && data.version > seen) adopt(data.version, data.json);
        for (const wake of waiting) wake();
        return;
      case 'clock':
        takeClock(data.clock);
        return;
    }
  };
  channel.addEventListener('message', onMessage);

  /** Waits until this tab's copy is at `version` or storage has it; false after `handoverWaitMs`. */
  const handover = (version: number) =>
    new Promise<boolean>((resolve) => {
      const done = (got: boolean) => {
        waiting.delete(check);
        target.clearTimeout(timer);
        resolve(got);
      };
      const check = () => {
        if (seen >= version) done(true);
        else if (numberAt(storage, SAVED_KEY) >= version) {
          readStored();
          done(true);
        }
      };
      const started = Date.now();
      let timer = 0;
      // Storage is checked again now and then too: between processes it may show a save after the
      // channel has said so.
      const poll = () => {
        check();
        if (!waiting.has(check)) return;
        if (Date.now() - started >= handoverWaitMs) done(false);
        else timer = target.setTimeout(poll, HANDOVER_POLL_MS);
      };
      waiting.add(check);
      channel.postMessage({ type: 'want', version });
      poll();
    });

  const syncStore = async () => {
    const version = newest();
    if (version <= seen) return;
    if (numberAt(storage, SAVED_KEY) >= version) return readStored();
    // Another tab holds the newest version unsaved: it hands it over. If it went away without saving,
    // what storage has is the newest there is.
    if (!(await handover(version))) {
      readStored();
      seen = Math.max(seen, version);
    }
  };

  const syncNow = async () => {
    takeClock(storedClock(storage));
    await syncStore();
    // A reset's clock is written before its version, so storage that shows the version shows it too.
    takeClock(storedClock(storage));
  };

  const announce = (version: number) => {
    seen = version;
    storage.setItem(VERSION_KEY, String(version));
    channel.postMessage({ type: 'wrote', version });
  };

  /** This tab's clock, as the newest move: in storage and to every tab. */
  const shareClock = () => {
    clockMoves = Math.max(clockMoves, storedClock(storage).moves) + 1;
    const shared: SharedClock = { offset: clock.offset(), moves: clockMoves };
    storage.setItem(CLOCK_KEY, JSON.stringify(shared));
    channel.postMessage({ type: 'clock', clock: shared });
  };

  return {
    sync() {
      syncing ??= syncNow().finally(() => {
        syncing = null;
      });
      return syncing;
    },
    wrote() {
      announce(Math.max(seen, newest()) + 1);
      holding = true;
      saver.schedule();
    },
    reset() {
      store.reset();
      clock.setOffset(0);
      // The clock first: a tab that sees the reset's version (in storage or on the channel) has its clock.
      shareClock();
      saver.cancel();
      holding = false;
      const version = Math.max(seen, newest()) + 1;
      storage.removeItem(STORE_KEY);
      storage.setItem(SAVED_KEY, String(version));
      announce(version);
    },
    clockMoved: shareClock,
    version: () => seen,
    dispose() {
      saver.dispose();
      channel.removeEventListener('message', onMessage);
      channel.close();
      for (const wake of waiting) wake();
    },
  };
}
