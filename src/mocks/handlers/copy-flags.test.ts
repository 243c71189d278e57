// copy_flags as PostHog answers it: per-target success and failure lists, cohorts re-pointed by name or
// created, an existing flag of the key updated, the scope and the refusals.
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { ACME_WEB_POWER_USERS } from '../seed/fleet';
import { call } from '../test-api';

const COPY = '/api/organizations/@current/feature_flags/copy_flags/';
// copy_flags wants feature_flag:write listed on the key itself: `*` does not satisfy its INTERNAL view.
const copy = (body: Record<string, unknown>, key = 'phx_demo_explicit_scopes') =>
  call('POST', COPY, body, key);
const flagIn = (projectId: number, key: string) =>
  db.featureFlags.find(
    (stored) => stored.projectId === projectId && stored.flag.key === key && !stored.flag.deleted,
  );
const cohortValue = (projectId: number, key: string) =>
  (flagIn(projectId, key)!.flag.filters!.groups![0]!.properties as { value: unknown }[])[0]!.value;

/** A flag of Acme Web targeting its "Power users" cohort. */
async function cohortFlag() {
  const filters = {
    groups: [
      {
        properties: [{ key: 'id', type: 'cohort', value: ACME_WEB_POWER_USERS, operator: 'in' }],
        rollout_percentage: 50,
      },
    ],
  };
  const created = await call('POST', '/api/projects/1/feature_flags/', {
    key: 'power-nps',
    name: 'Power',
    filters,
  });
  expect(created.status).toBe(201);
}

describe('copy_flags', () => {
  it('copies into each target and reports the ones it could not, with 200', async () => {
    const answer = await copy({
      feature_flag_key: 'beta-program',
      from_project: 1,
      target_project_ids: [3, 999],
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      success: [expect.objectContaining({ key: 'beta-program', team_id: 3, active: true, deleted: false })],
      failed: [{ project_id: 999, error_message: 'Project not found.' }],
    });
    expect(flagIn(3, 'beta-program')!.flag).toMatchObject({
      name: 'Customers in the beta program',
      filters: flagIn(1, 'beta-program')!.flag.filters,
    });
  });

  it('maps cohorts by name: found in one target, created in the other', async () => {
    await cohortFlag();
    const mobilePowerUsers = db.cohorts.find(
      (cohort) => cohort.projectId === 2 && cohort.name === 'Power users' && !cohort.deleted,
    )!;
    const answer = await copy({ feature_flag_key: 'power-nps', from_project: 1, target_project_ids: [2, 3] });
    expect(answer.json!.failed).toEqual([]);
    expect(cohortValue(2, 'power-nps')).toBe(mobilePowerUsers.id);
    // Acme Demo's "Power users" is deleted: a new one is created from Acme Web's.
    const created = db.cohorts.find(
      (cohort) => cohort.projectId === 3 && cohort.name === 'Power users' && !cohort.deleted,
    )!;
    expect(created).toMatchObject({ description: 'Used Acme on 20+ days last month', is_static: false });
    expect(cohortValue(3, 'power-nps')).toBe(created.id);
  });

  it('updates a flag the target already has, and disables copies when asked', async () => {
    const existing = flagIn(2, 'beta-program')!.flag;
    const answer = await copy({
      feature_flag_key: 'beta-program',
      from_project: 1,
      target_project_ids: [2],
      disable_copied_flag: true,
    });
    expect(answer.json!.success).toEqual([expect.objectContaining({ id: existing.id, active: false })]);
    expect(existing).toMatchObject({ name: 'Customers in the beta program', active: false });
  });

  it('copies pending scheduled changes with copy_schedule', async () => {
    const source = flagIn(1, 'dark-mode')!.flag;
    const scheduled = await call('POST', '/api/projects/1/scheduled_changes/', {
      model_name: 'FeatureFlag',
      record_id: String(source.id),
      payload: { operation: 'update_status', value: false },
      scheduled_at: new Date(Date.now() + 86_400_000 * 400).toISOString(),
    });
    expect(scheduled.status).toBe(201);
    await copy({
      feature_flag_key: 'dark-mode',
      from_project: 1,
      target_project_ids: [2],
      copy_schedule: true,
    });
    const target = flagIn(2, 'dark-mode')!.flag;
    expect(db.scheduledChanges.filter((change) => change.record_id === String(target.id))).toEqual([
      expect.objectContaining({ projectId: 2, payload: { operation: 'update_status', value: false } }),
    ]);
  });

  it("refuses an unknown key with a bare {error}; a bad body gets the serializer's 400 on the field", async () => {
    expect(await copy({ feature_flag_key: 'beta-program', from_project: 1 })).toMatchObject({
      status: 400,
      json: {
        type: 'validation_error',
        code: 'required',
        detail: 'This field is required.',
        attr: 'target_project_ids',
      },
    });
    expect(
      (await copy({ feature_flag_key: 'beta-program', from_project: 1, target_project_ids: [] })).json,
    ).toMatchObject({ code: 'min_length', attr: 'target_project_ids' });
    expect(
      (await copy({ feature_flag_key: 'beta-program', from_project: 'one', target_project_ids: [2] })).json,
    ).toMatchObject({ code: 'invalid', detail: 'A valid integer is required.', attr: 'from_project' });
    expect(
      (await copy({ feature_flag_key: 'no-such-flag', from_project: 1, target_project_ids: [2] })).json,
    ).toEqual({ error: 'Feature flag to copy does not exist.' });
    // A flag of another organization's project is not found through this organization.
    expect(
      (await copy({ feature_flag_key: 'beta-program', from_project: 121, target_project_ids: [2] })).json,
    ).toEqual({ error: 'Feature flag to copy does not exist.' });
  });

  it('needs feature_flag:write listed on the key: "*" is refused, as is a key limited to projects', async () => {
    const body = { feature_flag_key: 'beta-program', from_project: 1, target_project_ids: [3] };
    for (const starKey of ['phx_demo_all', 'phx_demo_strict'])
      expect(await copy(body, starKey)).toMatchObject({
        status: 403,
        json: { code: 'permission_denied', detail: "API key missing required scope 'feature_flag:write'" },
      });
    expect((await copy(body, 'phx_demo_explicit_scopes')).status).toBe(200);
    expect((await copy(body, 'phx_demo_surveys')).json).toMatchObject({
      detail: "API key missing required scope 'feature_flag:write'",
    });
    expect((await copy(body, 'phx_demo_fleet_partial')).json).toMatchObject({
      detail: 'API keys with scoped projects are only supported on project-based endpoints.',
    });
  });
});
