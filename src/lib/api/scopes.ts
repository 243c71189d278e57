// What the current key may do: scopes known up front (demo keys) plus scopes learnt from 403s.
import { useSyncExternalStore } from 'react';
import { demoKey, scopesGrant } from '../../contracts/demo-keys';
import { getConnection, subscribeConnection } from './connection-store';

export type Scope =
  | 'project:read'
  | 'project:write'
  | 'survey:read'
  | 'survey:write'
  | 'activity_log:read'
  | 'organization:read'
  | (string & {});

const learntMissing = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function notify() {
  version += 1;
  listeners.forEach((listener) => listener());
}

subscribeConnection(() => {
  learntMissing.clear();
  notify();
});

/** Called by the API client when the server says a scope is missing. */
export function recordMissingScope(scope: string): void {
  if (learntMissing.has(scope)) return;
  learntMissing.add(scope);
  notify();
}

/** A demo key's scopes, read from the table the mock enforces (src/contracts/demo-keys.ts). */
function knownScopes(): readonly string[] | null {
  const { kind, apiKey } = getConnection();
  return kind === 'demo' ? (demoKey(apiKey)?.scopes ?? null) : null;
}

/** null when the scope is (as far as we know) granted, else the reason to show next to a disabled control. */
export function missingScopeReason(scope: string): string | null {
  const known = knownScopes();
  const missing = learntMissing.has(scope) || (known !== null && !scopesGrant(known, scope));
  return missing ? `Your API key is missing the '${scope}' scope.` : null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the reason a control needing `scope` is disabled, or null when it is allowed. */
export function useMissingScope(scope: Scope): string | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return missingScopeReason(scope);
}
