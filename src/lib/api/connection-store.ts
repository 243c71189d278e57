// The active connection (backend, API key, and what the key is used for), kept outside React so the API
// client can read it. The key lives in sessionStorage unless the user chose "Remember on this device"
// (localStorage); it never goes into a URL, a log line or a query key. The rest (backend, organization or
// project ids) is not secret and is kept in localStorage with the settings.
import { useSyncExternalStore } from 'react';
import {
  defaultConnection,
  parseSelfHostedUrl,
  proxyTarget,
  readAccess,
  type Access,
  type BackendKind,
  type Connection,
  type Transport,
} from './backend';

const SETTINGS_KEY = 'surveyor.connection';
const API_KEY_KEY = 'surveyor.apiKey';

type Listener = () => void;
const listeners = new Set<Listener>();

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
  const kinds: BackendKind[] = ['demo', 'us', 'eu', 'self-hosted', 'proxy'];
  const kind = kinds.includes(settings.kind as BackendKind) ? (settings.kind as BackendKind) : 'demo';
  const remember = settings.remember === true;
  if (kind === 'proxy' && !proxyTarget) return { ...defaultConnection, remember };
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

let current: Connection = typeof window === 'undefined' ? defaultConnection : loadConnection();
/** Bumped on every change so caches keyed by it can be dropped without ever seeing the key. */
let generation = 0;
/** Aborted when the active connection changes: what waits to be sent under it must not be sent at all. */
let lifetime = new AbortController();

function changed(next: Connection): void {
  current = { ...next };
  generation += 1;
  const ended = lifetime;
  lifetime = new AbortController();
  ended.abort();
}

export function getConnection(): Connection {
  return current;
}

export function getConnectionGeneration(): number {
  return generation;
}

/** A signal that aborts when the active connection changes; requests of this connection watch it. */
export function connectionLifetime(): AbortSignal {
  return lifetime.signal;
}

/**
 * Something that must run before a backend is used; main.tsx registers one that starts the
 * in-browser mock for the demo backend and stops it for every other backend.
 */
type BackendActivator = (connection: Connection) => Promise<void>;
let activator: BackendActivator = async () => {};

export function registerBackendActivator(fn: BackendActivator): void {
  activator = fn;
}

/**
 * How "Test connection" reaches a candidate backend while another one stays active: main.tsx registers
 * the demo mock's in-memory route table, so testing never starts or stops the mock for the whole tab.
 * `undefined` means plain `fetch`.
 */
type CandidateTransport = (candidate: Connection) => Transport | undefined;
let candidateTransport: CandidateTransport = () => undefined;

export function registerCandidateTransport(fn: CandidateTransport): void {
  candidateTransport = fn;
}

export function transportForCandidate(candidate: Connection): Transport | undefined {
  return candidateTransport(candidate);
}

/** Make `next` the active connection: activates its backend, persists it and notifies subscribers. */
export async function setConnection(next: Connection): Promise<void> {
  await activator(next);
  changed(next);
  persist(current);
  listeners.forEach((listener) => listener());
}

const forgetHandlers = new Set<Listener>();

/** Something else to wipe on "Forget key" (the app registers the editor's drafts of real backends). */
export function onForgetKey(handler: Listener): () => void {
  forgetHandlers.add(handler);
  return () => forgetHandlers.delete(handler);
}

/** Forget the stored key (both storages) and what was kept with it, and fall back to the demo backend. */
export async function disconnect(): Promise<void> {
  safeStorage('local')?.removeItem(API_KEY_KEY);
  safeStorage('session')?.removeItem(API_KEY_KEY);
  forgetHandlers.forEach((handler) => handler());
  await setConnection({ ...defaultConnection });
}

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, getConnection, getConnection);
}

/** Test helper: replace the connection without touching storage or the activator. */
export function resetConnectionForTests(connection: Connection = defaultConnection): void {
  changed(connection);
  listeners.forEach((listener) => listener());
}
