// The connection session: everything that starts and ends with a connection, in one place. app/ creates
// it (app/connection-session.ts hands in the parts that live above lib/) and gives it to the screens
// that change the connection; nothing here subscribes to anything or is registered from elsewhere.
import { createContext, useContext } from 'react';
import { defaultConnection, type Connection, type Transport } from './backend';
import { forgetStoredKey, getConnection, setConnection } from './connection-store';
import { forgetMissingScopes } from './scopes';

/** How "Test connection" reaches a candidate backend without switching the tab's; undefined: `fetch`. */
export type CandidateTransport = (candidate: Pick<Connection, 'kind'>) => Transport | undefined;

/** The in-browser demo backend (app/mock-worker.ts in the browser; always on under Vitest). */
export interface DemoBackend {
  /** Runs while the demo is the active backend, and only then: a proxy or a real host is never answered by it. */
  activate(connection: Pick<Connection, 'kind'>): Promise<void>;
  transportFor: CandidateTransport;
}

/** What lives with a connection above lib/: app/connection-session.ts gives each. */
export interface SessionParts {
  demoBackend: DemoBackend;
  /** The query cache: data of one backend must never show under another. */
  queryCache: { clear(): void };
  /** The projects this tab asked to delete (entities/project/pending-deletions.ts): ids of one backend. */
  forgetPendingDeletions(): void;
  /** The editor's drafts of real backends: they hold an organization's surveys, and go with its key. */
  forgetRealBackendDrafts(): void;
}

export interface ConnectionSession {
  /** Starts the connection kept from last time (before the first screen: its requests need its backend). */
  start(): Promise<void>;
  /** "Save and connect": `next` becomes the active connection. */
  switchTo(next: Connection): Promise<void>;
  /** "Forget key": the key and what was kept with it go, and the demo backend takes over. */
  forgetKey(): Promise<void>;
  transportFor: CandidateTransport;
}

export function createConnectionSession(parts: SessionParts): ConnectionSession {
  const switchTo = async (next: Connection) => {
    // Starts with it: the demo backend runs (or stops) before a request can go to (or past) it. If it
    // cannot start, nothing below happens and the old connection stays.
    await parts.demoBackend.activate(next);
    // The connection itself: its address worked out once, stored. The old one's lifetime ends, so
    // writes waiting to be resent under it are abandoned, never sent to this one, and listed to the
    // user until dismissed (client.ts → abandoned-writes.ts).
    setConnection(next);
    // Ends with the old one:
    parts.queryCache.clear();
    forgetMissingScopes();
    parts.forgetPendingDeletions();
  };
  return {
    start: () => parts.demoBackend.activate(getConnection()),
    switchTo,
    async forgetKey() {
      forgetStoredKey();
      parts.forgetRealBackendDrafts();
      await switchTo({ ...defaultConnection });
    },
    transportFor: (candidate) => parts.demoBackend.transportFor(candidate),
  };
}

export const ConnectionSessionContext = createContext<ConnectionSession | null>(null);

/** The session app/ provides (app/provider.tsx). */
export function useConnectionSession(): ConnectionSession {
  const session = useContext(ConnectionSessionContext);
  if (!session) throw new Error('The connection session is provided by AppProviders (app/provider.tsx).');
  return session;
}
