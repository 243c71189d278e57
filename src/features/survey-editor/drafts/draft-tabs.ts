// Which browser tab this is, and which tabs are open: drafts are kept per tab, so two tabs editing one
// survey never overwrite or delete each other's draft, and the draft of a tab that was closed can be
// offered in another one without taking it from a tab still at work on it.
//
// The tab's id lives in sessionStorage, which a reload keeps (the tab finds its own draft again) and a
// new tab does not share. While the page is open it holds a Web Lock named after its id: the lock is
// released by the browser when the tab closes or crashes, so `openTabs()` tells live tabs from gone
// ones. A duplicated tab inherits a copy of sessionStorage, and so the id: it finds the lock taken and
// takes a new id.

const TAB_KEY = 'surveyor.tab';
const LOCK_PREFIX = 'surveyor.tab:';
const TAB_ID = /^[a-z0-9]{6,40}$/;

function newTabId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('');
}

/** sessionStorage, or null where the browser refuses it (access itself can throw). */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function renewTabId(storage: Storage | null): string {
  const id = newTabId();
  try {
    storage?.setItem(TAB_KEY, id);
  } catch {
    // Without sessionStorage the id lasts as long as the page (fallback below).
  }
  fallbackId = id;
  return id;
}

/** The id when sessionStorage is unavailable: this page's own. */
let fallbackId: string | null = null;

function storedTabId(storage: Storage | null): string | null {
  try {
    return storage?.getItem(TAB_KEY) ?? null;
  } catch {
    return null;
  }
}

/** This tab's id (created on first use). Ids are short lower-case words: they end a storage key. */
export function tabId(storage: Storage | null = session()): string {
  const stored = storedTabId(storage) ?? fallbackId;
  return stored !== null && TAB_ID.test(stored) ? stored : renewTabId(storage);
}

export const isTabId = (value: string) => TAB_ID.test(value);

const webLocks = (): LockManager | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? navigator.locks : null;

/** Takes `name` for the rest of the page's life, unless another tab holds it. */
function hold(locks: LockManager, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        // Never settles: the browser releases the lock when the page goes away.
        return lock ? new Promise<void>(() => {}) : undefined;
      })
      .catch(() => resolve(false));
  });
}

let claimed: Promise<string> | null = null;

/**
 * This tab's id once it is known to be this tab's alone (a duplicated tab gets a new one). Without Web
 * Locks it is the id as stored.
 */
export function claimTab(
  locks: LockManager | null = webLocks(),
  storage: Storage | null = session(),
): Promise<string> {
  claimed ??= (async () => {
    if (!locks) return tabId(storage);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const id = tabId(storage);
      if (await hold(locks, `${LOCK_PREFIX}${id}`)) return id;
      renewTabId(storage);
    }
    return tabId(storage);
  })();
  return claimed;
}

/** The ids of the tabs open now (this one included), or null when the browser cannot tell. */
export async function openTabs(locks: LockManager | null = webLocks()): Promise<ReadonlySet<string> | null> {
  if (!locks) return null;
  try {
    const { held = [] } = await locks.query();
    return new Set(
      held.flatMap((lock) =>
        lock.name?.startsWith(LOCK_PREFIX) ? [lock.name.slice(LOCK_PREFIX.length)] : [],
      ),
    );
  } catch {
    return null;
  }
}

/** Tests: forget this page's claim, as a new page would. */
export function forgetTabClaimForTests(): void {
  claimed = null;
  fallbackId = null;
}
