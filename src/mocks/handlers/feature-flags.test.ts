// Feature flags as FeatureFlagViewSet lists them: pages, search, scopes; the seed is deterministic.
import { describe, expect, it } from 'vitest';
import { featureFlag, featureFlagVariantKeys } from '../../contracts/feature-flag';
import { featureFlagList } from '../testing/strict-contracts';
import { buildSeed } from '../seed';
import { get } from '../test-api';

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
