// Feature flags as FeatureFlagViewSet lists them: pages, search, scopes; the seed is deterministic.
import { describe, expect, it } from 'vitest';
import { featureFlag, featureFlagVariantKeys } from '@/contracts/feature-flag';
import { featureFlagList } from '../testing/strict-contracts';
import { buildSeed } from '../seed';
import { call, get, surveyId } from '../test-api';

const BASE = '/api/projects/1/feature_flags/';
const listOf = async (path: string, key?: string) => featureFlagList.parse((await get(path, key)).json);

describe('feature flags', () => {
  it('are seeded deterministically for projects 1 and 2, each parsing with its contract', () => {
    const seed = buildSeed();
    expect(seed.featureFlags).toEqual(buildSeed().featureFlags);
    for (const stored of seed.featureFlags) featureFlag.parse(stored.flag);
    const keys = (projectId: number) =>
      seed.featureFlags.filter((stored) => stored.projectId === projectId).map((stored) => stored.flag.key);
    expect(keys(1)).toEqual(
      expect.arrayContaining(['new-checkout', 'beta-program', 'pricing-page-experiment']),
    );
    expect(keys(2)).toContain('new-onboarding');
    const checkout = seed.featureFlags.find((stored) => stored.flag.key === 'new-checkout')!;
    expect(featureFlagVariantKeys(checkout.flag.filters)).toEqual(['control', 'test']);
  });

  it('lists newest first with limit/offset pages; other projects have their own flags', async () => {
    const all = await listOf(BASE);
    expect(all.count).toBe(6);
    expect(all.next).toBeNull();
    const created = all.results.map((flag) => flag.created_at!);
    expect(created).toEqual([...created].sort().reverse());
    const page = await listOf(`${BASE}?limit=2&offset=2`);
    expect(page.results.map((flag) => flag.id)).toEqual(all.results.slice(2, 4).map((flag) => flag.id));
    expect(new URL(page.next!).searchParams.get('offset')).toBe('4');
    expect((await listOf('/api/projects/2/feature_flags')).results.map((flag) => flag.key)).toContain(
      'offline-mode',
    );
    expect((await listOf('/api/projects/7/feature_flags/')).count).toBe(0);
    expect((await get('/api/projects/999/feature_flags/')).status).toBe(404);
  });

  it('searches key and name, case-insensitively', async () => {
    expect((await listOf(`${BASE}?search=CHECKOUT`)).results.map((flag) => flag.key)).toEqual([
      'new-checkout',
    ]);
    expect((await listOf(`${BASE}?search=sidebar`)).results.map((flag) => flag.key)).toEqual([
      'ai-assistant',
    ]);
    expect((await listOf(`${BASE}?search=nothing-like-this`)).count).toBe(0);
  });

  it('needs feature_flag:read (granted by *; refused to a key without it)', async () => {
    const refused = await get(BASE, 'phx_demo_read');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ detail: "API key missing required scope 'feature_flag:read'" });
    expect((await get(BASE, 'phx_demo_all')).status).toBe(200);
    expect((await get(BASE, null)).status).toBe(401);
  });
});

describe('feature flags: create, read, PATCH, DELETE', () => {
  const gate = (extra: Record<string, unknown> = {}) => ({
    key: 'surveyor-gate-abc',
    name: 'Surveyor schedule: NPS',
    active: false,
    filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
    ...extra,
  });

  it('creates a flag (201) with the model defaults, readable by id, listed with the others', async () => {
    const { status, json } = await call('POST', BASE, { key: 'plain', filters: gate().filters });
    expect(status).toBe(201);
    const created = featureFlag.parse(json);
    expect(created).toMatchObject({ key: 'plain', name: '', active: true, deleted: false });
    expect((await get(`${BASE}${created.id}/`)).json).toEqual(json);
    expect((await listOf(BASE)).results[0]!.key).toBe('plain');
    const off = featureFlag.parse((await call('POST', BASE, gate())).json);
    expect(off).toMatchObject({ key: 'surveyor-gate-abc', name: 'Surveyor schedule: NPS', active: false });
  });

  it("validates the key as the serializer words it: required, unique among the project's live flags, characters", async () => {
    const refusal = async (body: Record<string, unknown>, path = BASE) =>
      (await call('POST', path, body)).json;
    expect(await refusal({ filters: gate().filters })).toMatchObject({ code: 'required', attr: 'key' });
    expect(await refusal(gate({ key: '' }))).toMatchObject({ code: 'blank', attr: 'key' });
    expect(await refusal(gate({ key: 'beta-program' }))).toEqual({
      type: 'validation_error',
      code: 'unique',
      detail: 'There is already a feature flag with this key.',
      attr: 'key',
    });
    for (const key of ['has space', 'a.b', 'a/b', 'Ünïcode'])
      expect(await refusal(gate({ key })), key).toEqual({
        type: 'validation_error',
        code: 'invalid_key',
        detail: 'Only letters, numbers, hyphens (-) & underscores (_) are allowed.',
        attr: 'key',
      });
    expect(await refusal(gate({ filters: { groups: [] } }))).toMatchObject({
      detail: 'Feature flags must have at least one condition set (group).',
      attr: 'filters',
    });
    // Another project may use the same key (Acme Demo has no "beta-program"; Acme Mobile has its own).
    expect((await call('POST', '/api/projects/3/feature_flags/', gate({ key: 'beta-program' }))).status).toBe(
      201,
    );
  });

  it('PATCH switches active (and the surveys linked to it show it), keeps filters without groups', async () => {
    const survey = await surveyId('Onboarding feedback');
    await call('PATCH', `/api/projects/1/surveys/${survey}/`, { linked_flag_id: 1006 });
    const patched = await call('PATCH', `${BASE}1006/`, { active: true, filters: { payloads: {} } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ active: true, filters: { groups: [{ rollout_percentage: 100 }] } });
    expect((await get(`/api/projects/1/surveys/${survey}/`)).json).toMatchObject({
      linked_flag: { id: 1006, active: true },
    });
    expect((await call('PATCH', `${BASE}1006/`, { key: 'dark-mode' })).json).toMatchObject({
      code: 'unique',
    });
    expect((await call('PATCH', `${BASE}1006/`, { active: 'yes' })).json).toMatchObject({ attr: 'active' });
  });

  it('soft-deletes with PATCH deleted: true (still readable, no longer listed, key free); DELETE is a bare 405', async () => {
    const { id } = featureFlag.parse((await call('POST', BASE, gate())).json);
    const deleted = await call('DELETE', `${BASE}${id}/`);
    expect(deleted.status).toBe(405);
    expect(deleted.text).toBe('');
    expect((await call('PATCH', `${BASE}${id}/`, { deleted: true })).status).toBe(200);
    expect((await get(`${BASE}${id}/`)).json).toMatchObject({ id, deleted: true });
    expect((await listOf(BASE)).results.map((flag) => flag.id)).not.toContain(id);
    const again = await call('POST', BASE, gate());
    expect(again.status).toBe(201);
    // create() removed the soft-deleted flag of that key for good.
    expect((await get(`${BASE}${id}/`)).status).toBe(404);
    expect((await get(`${BASE}2001/`)).status).toBe(404);
  });

  it('needs feature_flag:write to write (a survey key with feature_flag:read only is refused)', async () => {
    const refused = await call('POST', BASE, gate(), 'phx_demo_surveys');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ detail: "API key missing required scope 'feature_flag:write'" });
    expect((await call('PATCH', `${BASE}1006/`, { active: true }, 'phx_demo_surveys')).status).toBe(403);
    expect((await get(`${BASE}1006/`, 'phx_demo_surveys')).status).toBe(200);
  });
});
