// Personal API keys as PostHog checks them: the Authorization header (PersonalAPIKeyAuthentication) and
// the key's scopes (APIScopePermission, posthog/permissions.py). The keys and the scope rule come from
// the one table the app reads too (src/contracts/demo-keys.ts).
import { demoKey, scopesGrant, type DemoKeyFacts } from '@/contracts/demo-keys';
import { errors } from './errors';

/** A demo personal API key: its facts (src/contracts/demo-keys.ts, shared with the app) and its name. */
export interface DemoKey extends DemoKeyFacts {
  name: string;
}

/** PostHog matches `Bearer` case-sensitively and tries the header first. */
export function authenticate(request: Request): DemoKey {
  const header = request.headers.get('Authorization');
  if (!header) throw errors.notAuthenticated();
  const match = /^Bearer\s+(\S+)$/.exec(header);
  const name = match?.[1];
  const facts = name ? demoKey(name) : undefined;
  if (!name || !facts) throw errors.authenticationFailed();
  return { ...facts, name };
}

/**
 * The key's scopes must grant `scope`. On an INTERNAL viewset whose action names its own scope
 * (`explicitOnly`), `*` grants nothing: only the scope itself (or its `:write` for a `:read`) does.
 */
export function requireScope(key: DemoKey, scope: string, explicitOnly = false): void {
  const scopes = explicitOnly ? key.scopes.filter((granted) => granted !== '*') : key.scopes;
  if (!scopesGrant(scopes, scope)) throw errors.missingScope(scope);
}

/**
 * assert_feature_flag_write_scope (products/feature_flags/backend/api/feature_flag.py): a survey write
 * that also writes a feature flag needs `feature_flag:write` (or `*`) besides `survey:write`. The demo
 * behaves as an organization with the rollout gate on. Session auth has no scopes; every demo request
 * uses a personal API key.
 */
export function assertFeatureFlagWrite(key: DemoKey, origin: string): void {
  if (key.scopes.includes('*') || key.scopes.includes('feature_flag:write')) return;
  throw errors.permissionDenied(
    'This action also modifies a feature flag, which requires the `feature_flag:write` scope in addition to ' +
      `\`survey:write\`. Add \`feature_flag:write\` to your personal API key at ${origin}/settings/user-api-keys ` +
      '(editing its scopes keeps the same key value), or use a key with the `*` scope.',
  );
}
