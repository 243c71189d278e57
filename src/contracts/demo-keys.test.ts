// The demo keys' table and the scope rule the app and the mock both read.
import { describe, expect, it } from 'vitest';
import { DEMO_KEYS, demoKey, scopesGrant } from './demo-keys';

describe('demo keys', () => {
  it('finds a key of the table and nothing else, prototype names included', () => {
    expect(demoKey('phx_demo_read')).toBe(DEMO_KEYS.phx_demo_read);
    expect(demoKey('phx_unknown')).toBeUndefined();
    expect(demoKey('toString')).toBeUndefined();
  });
  it('grants a scope as APIScopePermission does: * grants all, write implies read', () => {
    expect(scopesGrant(['*'], 'survey:write')).toBe(true);
    expect(scopesGrant(['survey:write'], 'survey:read')).toBe(true);
    expect(scopesGrant(['survey:read'], 'survey:write')).toBe(false);
    expect(scopesGrant(['project:write'], 'survey:read')).toBe(false);
    expect(scopesGrant(DEMO_KEYS.phx_demo_read.scopes, 'activity_log:read')).toBe(true);
  });
});
