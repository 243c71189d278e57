// The active connection (backend, API key, and what the key is used for), kept outside React so the API
// client can read it. The key lives in sessionStorage unless the user chose "Remember on this device"
// (localStorage); it never goes into a URL, a log line or a query key. The rest (backend, organization or
// project ids) is not secret and is kept in localStorage with the settings.
// Only the connection session (session.ts) makes a connection active; everything else reads it.
import { createStore, useStore } from '../react/external-store';
import {
  BACKEND_KINDS,
  BACKENDS,
  defaultConnection,
  endpointOf,
  parseSelfHostedUrl,
  readAccess,
  type Access,
  type BackendKind,
  type Connection,
  type Endpoint,
} from './backend';

/** Where the connection's settings are kept (the build's demo preload reads it too: deploy/vite-plugin-demo-preload.ts). */
export const SETTINGS_KEY = 'surveyor.connection';
const API_KEY_KEY = 'surveyor.apiKey';

interface StoredSettings {
  kind: BackendKind;
  selfHostedUrl: string;
  remember: boolean;
  access: Access;
}

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The connection kept in storage, re-checked as if it had just been typed: storage outlives versions of
 * this app and anyone at the keyboard can edit it. A self-hosted address is normalised; one that is not
 * usable is kept for the settings form to show, and the client refuses to send anything with it. A
 * proxy this build does not have falls back to the demo backend and its key.
 */
export function loadConnection(): Connection {
  const local = safeStorage('local');
  const session = safeStorage('session');
  let settings: Partial<StoredSettings>;
  try {
    settings = JSON.parse(local?.getItem(SETTINGS_KEY) ?? '{}') as Partial<StoredSettings>;
  } catch {
    settings = {};
  }
  const kind = BACKEND_KINDS.includes(settings.kind as BackendKind) ? (settings.kind as BackendKind) : 'demo';
  const remember = settings.remember === true;
  if (!BACKENDS[kind].offered) return { ...defaultConnection, remember };
  const apiKey =
    (remember ? local?.getItem(API_KEY_KEY) : session?.getItem(API_KEY_KEY)) ??
    (kind === 'demo' ? defaultConnection.apiKey : '');
  const storedUrl = typeof settings.selfHostedUrl === 'string' ? settings.selfHostedUrl : '';
  return {
    kind,
    selfHostedUrl: kind === 'self-hosted' ? (parseSelfHostedUrl(storedUrl).url ?? storedUrl) : storedUrl,
    apiKey,
    remember,
    access: readAccess(settings.access),
  };
}

function persist(connection: Connection): void {
  const local = safeStorage('local');
  const session = safeStorage('session');
  const settings: StoredSettings = {
    kind: connection.kind,
    selfHostedUrl: connection.selfHostedUrl,
    remember: connection.remember,
    access: connection.access,
  };
  local?.setItem(SETTINGS_KEY, JSON.stringify(settings));
  // Exactly one place holds the key: never both.
  if (connection.remember) {
    local?.setItem(API_KEY_KEY, connection.apiKey);
    session?.removeItem(API_KEY_KEY);
  } else {
    session?.setItem(API_KEY_KEY, connection.apiKey);
    local?.removeItem(API_KEY_KEY);
  }
}

interface Active {
  connection: Connection;
  /** Where its requests go: worked out once, as it became active, never again per request. */
  endpoint: Endpoint;
  /** Bumped on every change so caches keyed by it can be dropped without ever seeing the key. */
  generation: number;
}

function activeOf(connection: Connection, generation: number): Active {
  return { connection: { ...connection }, endpoint: endpointOf(connection), generation };
}

const active = createStore<Active>(
  activeOf(typeof window === 'undefined' ? defaultConnection : loadConnection(), 0),
);
/** Aborted when the active connection changes: what waits to be sent under it must not be sent at all. */
let lifetime = new AbortController();

function changed(next: Connection): void {
  const ended = lifetime;
  lifetime = new AbortController();
  active.set(activeOf(next, active.get().generation + 1));
  ended.abort();
}

export function getConnection(): Connection {
  return active.get().connection;
}

/** Where the active connection's requests go, or why none may be sent. */
export function activeEndpoint(): Endpoint {
  return active.get().endpoint;
}

export function getConnectionGeneration(): number {
  return active.get().generation;
}

/** A signal that aborts when the active connection changes; requests of this connection watch it. */
export function connectionLifetime(): AbortSignal {
  return lifetime.signal;
}

/**
 * Make `next` the active connection: its endpoint is worked out, the old one's lifetime ends (writes
 * waiting to be resent under it are abandoned, see client.ts), it is persisted and readers re-render.
 * The connection session calls it, with everything else a switch starts and ends (session.ts).
 */
export function setConnection(next: Connection): void {
  changed(next);
  persist(next);
}

/** Forget the stored key, in both storages (the session's "Forget key"). */
export function forgetStoredKey(): void {
  safeStorage('local')?.removeItem(API_KEY_KEY);
  safeStorage('session')?.removeItem(API_KEY_KEY);
}

export function useConnection(): Connection {
  return useStore(active, (state) => state.connection);
}

/** Test helper: replace the connection without touching storage. */
export function resetConnectionForTests(connection: Connection = defaultConnection): void {
  changed(connection);
}
