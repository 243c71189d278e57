// The flag look-up by key and copy_flags through the client, against the demo backend.
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { ApiError } from '@/lib/api/api-error';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { call } from '@/mocks/test-api';
import { featureFlagsApi } from './feature-flags.api';

describe('flags by key', () => {
  it('finds the exact key only, not a key or name that merely contains it', async () => {
    expect(await featureFlagsApi.byKey(2, 'beta-program')).toMatchObject({ key: 'beta-program', team_id: 2 });
    expect(await featureFlagsApi.byKey(3, 'beta-program')).toBeNull();
    // "dark" is in "dark-mode": a search match, not the key.
    expect(await featureFlagsApi.byKey(1, 'dark')).toBeNull();
    await call('POST', '/api/projects/3/feature_flags/', {
      key: 'beta-program-2',
      name: 'beta-program',
      filters: { groups: [{ properties: [], rollout_percentage: 10 }] },
    });
    expect(await featureFlagsApi.byKey(3, 'beta-program')).toBeNull();
  });
  it('does not find a soft-deleted flag', async () => {
    const flag = (await featureFlagsApi.byKey(1, 'dark-mode'))!;
    await featureFlagsApi.patch(1, flag.id, { deleted: true });
    expect(await featureFlagsApi.byKey(1, 'dark-mode')).toBeNull();
  });
});

describe('copy_flags', () => {
  it('copies a flag into the projects that lack it and reports the others', async () => {
    // copy_flags refuses an "All access" key (an INTERNAL view): this key lists feature_flag:write.
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_explicit_scopes' });
    const result = await featureFlagsApi.copyFlags('@current', {
      feature_flag_key: 'beta-program',
      from_project: 1,
      target_project_ids: [3, 4000],
    });
    expect(result.success).toEqual([expect.objectContaining({ key: 'beta-program', team_id: 3 })]);
    expect(result.failed).toEqual([{ project_id: 4000, error_message: 'Project not found.' }]);
    expect(await featureFlagsApi.byKey(3, 'beta-program')).not.toBeNull();
  });
  it("turns the server's bare {error} into an ApiError", async () => {
    // The bare {error} is the older server's (organization_feature_flag.py @ 07434db5).
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_old_server' });
    const error = await featureFlagsApi
      .copyFlags(DEMO_ORGANIZATION_IDS.acme, {
        feature_flag_key: 'nope',
        from_project: 1,
        target_project_ids: [2],
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'Feature flag to copy does not exist.' });
  });
  it('is refused to a key limited to projects', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_fleet_partial' });
    const error = await featureFlagsApi
      .copyFlags('@current', { feature_flag_key: 'beta-program', from_project: 1, target_project_ids: [2] })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 403,
      detail: 'API keys with scoped projects are only supported on project-based endpoints.',
    });
  });
});
