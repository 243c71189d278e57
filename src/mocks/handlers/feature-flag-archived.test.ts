// Archived flags (FeatureFlagSerializer.archived, exclude_archived_unless_requested and validate_key,
// products/feature_flags/backend/api/feature_flag.py @ 00611561): off for good, hidden from the list
// unless asked for, still holding their key.
import { describe, expect, it } from 'vitest';
import { call, get } from '../test-api';

const BASE = '/api/projects/1/feature_flags/';
const keysOf = async (path: string) =>
  ((await get(path)).json as { results: { key: string }[] }).results.map((flag) => flag.key);

describe('archived flags', () => {
  it('an archived gate leaves the default list and the search, but is found when archived is asked for', async () => {
    const archived = await call('PATCH', `${BASE}1006/`, { active: false, archived: true });
    expect(archived.status).toBe(200);
    expect(archived.json).toMatchObject({ key: 'legacy-reports', archived: true, active: false });
    expect(await keysOf(BASE)).not.toContain('legacy-reports');
    expect(await keysOf(`${BASE}?search=legacy`)).toEqual([]);
    expect(await keysOf(`${BASE}?search=legacy&archived=true`)).toEqual(['legacy-reports']);
    expect(await keysOf(`${BASE}?key=LEGACY-REPORTS&archived=true`)).toEqual(['legacy-reports']);
    expect(await keysOf(`${BASE}?archived=false`)).not.toContain('legacy-reports');
    expect((await get(`${BASE}1006/`)).json).toMatchObject({ archived: true });
  });

  it('the key filter is exact and case-insensitive', async () => {
    expect(await keysOf(`${BASE}?key=Dark-Mode`)).toEqual(['dark-mode']);
    expect(await keysOf(`${BASE}?key=dark`)).toEqual([]);
  });

  it('an archived flag still holds its key: re-creating it answers "There is already a feature flag with this key."', async () => {
    await call('PATCH', `${BASE}1006/`, { active: false, archived: true });
    const again = await call('POST', BASE, {
      key: 'legacy-reports',
      filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      type: 'validation_error',
      code: 'unique',
      detail: 'There is already a feature flag with this key.',
      attr: 'key',
    });
  });

  it('an archived flag is off: archiving an enabled one or enabling an archived one is refused', async () => {
    expect((await call('PATCH', `${BASE}1001/`, { archived: true })).json).toEqual({
      type: 'validation_error',
      code: 'invalid_input',
      detail:
        'Cannot archive an enabled feature flag. Disable it first, or send active: false in the same request.',
      attr: null,
    });
    await call('PATCH', `${BASE}1006/`, { archived: true });
    expect((await call('PATCH', `${BASE}1006/`, { active: true })).json).toMatchObject({
      detail: 'Cannot enable an archived feature flag. Unarchive it first.',
    });
    expect((await call('PATCH', `${BASE}1006/`, { active: true, archived: false })).status).toBe(200);
  });

  it('a new flag is not archived', async () => {
    const created = await call('POST', BASE, {
      key: 'fresh',
      filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
    });
    expect(created.json).toMatchObject({ archived: false });
  });
});
