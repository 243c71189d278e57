// What the current key may do: scopes known up front (demo keys) plus scopes learnt from 403s.
import { demoKey, scopesGrant } from '@/contracts/demo-keys';
import { createStore, useStore } from '../react/external-store';
import type { Connection } from './backend';
import { getConnection, useConnection } from './connection-store';

export type Scope =
  | 'project:read'
  | 'project:write'
  | 'survey:read'
  | 'survey:write'
  | 'activity_log:read'
  | 'organization:read'
  | (string & {});

/** Scopes the server said the current key is missing: they belong to that key (the session forgets them). */
const learntMissing = createStore<ReadonlySet<string>>(new Set());

/** Called by the API client when the server says a scope is missing. */
export function recordMissingScope(scope: string): void {
  if (!learntMissing.get().has(scope)) learntMissing.set(new Set([...learntMissing.get(), scope]));
}

/** What was learnt of the old key goes with it (session.ts). */
export function forgetMissingScopes(): void {
  if (learntMissing.get().size) learntMissing.set(new Set());
}

/** A demo key's scopes, read from the table the mock enforces (src/contracts/demo-keys.ts). */
function knownScopes({ kind, apiKey }: Connection): readonly string[] | null {
  return kind === 'demo' ? (demoKey(apiKey)?.scopes ?? null) : null;
}

function reasonFor(connection: Connection, learnt: ReadonlySet<string>, scope: string): string | null {
  const known = knownScopes(connection);
  const missing = learnt.has(scope) || (known !== null && !scopesGrant(known, scope));
  return missing ? `Your API key is missing the '${scope}' scope.` : null;
}

/** null when the scope is (as far as we know) granted, else the reason to show next to a disabled control. */
export function missingScopeReason(scope: string): string | null {
  return reasonFor(getConnection(), learntMissing.get(), scope);
}

/** React hook: the reason a control needing `scope` is disabled, or null when it is allowed. */
export function useMissingScope(scope: Scope): string | null {
  return reasonFor(useConnection(), useStore(learntMissing), scope);
}

/** React hook: the current key's scopes when they are known up front (a demo key's), else null. */
export function useKnownScopes(): readonly string[] | null {
  return knownScopes(useConnection());
}
