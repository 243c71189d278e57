// copy_flags on the newest server (organization_feature_flag.py @ e21f6113, tested @ 02a2706b) and on the
// older one the demo's `phx_demo_old_server` key models (@ 07434db5).
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { call } from '../test-api';

const COPY = '/api/organizations/@current/feature_flags/copy_flags/';
const NEWEST = 'phx_demo_explicit_scopes';
const OLDER = 'phx_demo_old_server';
const copy = (body: Record<string, unknown>, key = NEWEST) => call('POST', COPY, body, key);
const flagsOf = (projectId: number, key: string) =>
  db.featureFlags.filter((stored) => stored.projectId === projectId && stored.flag.key === key);

async function softDelete(projectId: number, key: string) {
  const live = flagsOf(projectId, key).find((stored) => !stored.flag.deleted)!;
  expect(
    (await call('PATCH', `/api/projects/${projectId}/feature_flags/${live.flag.id}/`, { deleted: true }))
      .status,
  ).toBe(200);
  return live.flag.id;
}

describe('copy_flags, newest server', () => {
  it('answers success items with team_id and updated_existing', async () => {
    const answer = await copy({
      feature_flag_key: 'beta-program',
      from_project: 1,
      target_project_ids: [3, 2],
    });
    expect(answer.json!.success).toEqual([
      expect.objectContaining({ key: 'beta-program', team_id: 3, updated_existing: false }),
      expect.objectContaining({ key: 'beta-program', team_id: 2, updated_existing: true }),
    ]);
  });

  it('checks targets against the URL\'s organization: a Northwind project is "Project not found."', async () => {
    const answer = await copy({
      feature_flag_key: 'beta-program',
      from_project: 1,
      target_project_ids: [121],
    });
    expect(answer.json).toEqual({
      success: [],
      failed: [{ project_id: 121, error_message: 'Project not found.' }],
    });
  });

  it('updates only a live flag of the key: a deleted one is replaced by a new flag', async () => {
    const deletedId = await softDelete(2, 'beta-program');
    const answer = await copy({ feature_flag_key: 'beta-program', from_project: 1, target_project_ids: [2] });
    const copied = (answer.json!.success as { id: number; updated_existing: boolean }[])[0]!;
    expect(copied.id).not.toBe(deletedId);
    expect(copied.updated_existing).toBe(false);
    expect(flagsOf(2, 'beta-program').map((stored) => stored.flag.id)).toEqual([copied.id]);
  });

  it('a live and a deleted source flag of one key is no 500: the live one is copied', async () => {
    await softDelete(1, 'dark-mode');
    const created = await call('POST', '/api/projects/1/feature_flags/', {
      key: 'dark-mode',
      filters: { groups: [{ properties: [], rollout_percentage: 30 }] },
    });
    expect(created.status).toBe(201);
    // Flag create removed the deleted one; put a deleted twin back as a row the server could still hold.
    db.featureFlags.push({
      projectId: 1,
      flag: { ...structuredClone(flagsOf(1, 'dark-mode')[0]!.flag), id: 1999, deleted: true },
    });
    const answer = await copy({ feature_flag_key: 'dark-mode', from_project: 1, target_project_ids: [2] });
    expect(answer.status).toBe(200);
    expect(answer.json!.success).toEqual([expect.objectContaining({ key: 'dark-mode' })]);
  });

  it('forces a copy whose flag dependency cannot be re-pointed to inactive, and says why', async () => {
    const parent = flagsOf(1, 'ai-assistant')[0]!.flag;
    const child = await call('POST', '/api/projects/1/feature_flags/', {
      key: 'needs-assistant',
      filters: {
        groups: [
          {
            properties: [
              { key: String(parent.id), type: 'flag', value: 'true', operator: 'flag_evaluates_to' },
            ],
            rollout_percentage: 100,
          },
        ],
      },
    });
    expect(child.status).toBe(201);
    const answer = await copy({
      feature_flag_key: 'needs-assistant',
      from_project: 1,
      target_project_ids: [2],
    });
    const item = (answer.json!.success as Record<string, unknown>[])[0]!;
    expect(item.active).toBe(false);
    expect(item.flag_dependency_warnings).toEqual(
      expect.arrayContaining([
        "Removed dependency on flag 'ai-assistant' because no flag with that key exists in the target project.",
      ]),
    );
  });

  it('copy_schedule keeps cron_expression and timezone', async () => {
    const source = flagsOf(1, 'dark-mode')[0]!.flag;
    const scheduled = await call('POST', '/api/projects/1/scheduled_changes/', {
      model_name: 'FeatureFlag',
      record_id: String(source.id),
      payload: { operation: 'update_status', value: true },
      scheduled_at: new Date(Date.now() + 86_400_000 * 400).toISOString(),
      is_recurring: true,
      cron_expression: '0 9 * * 1-5',
    });
    expect(scheduled.status).toBe(201);
    await copy({
      feature_flag_key: 'dark-mode',
      from_project: 1,
      target_project_ids: [2],
      copy_schedule: true,
    });
    const target = flagsOf(2, 'dark-mode')[0]!.flag;
    expect(db.scheduledChanges.find((change) => change.record_id === String(target.id))).toMatchObject({
      cron_expression: '0 9 * * 1-5',
      timezone: 'Europe/Berlin',
    });
  });

  it('a copy into a project that requires tags is exempt from the requirement', async () => {
    db.projects.find((project) => project.id === 3)!.feature_flag_policy = { require_tags: true };
    const answer = await copy({ feature_flag_key: 'beta-program', from_project: 1, target_project_ids: [3] });
    expect(answer.json).toMatchObject({ failed: [] });
  });
});

describe('copy_flags, older server (07434db5)', () => {
  it('answers success items without team_id', async () => {
    const answer = await copy(
      { feature_flag_key: 'beta-program', from_project: 1, target_project_ids: [3] },
      OLDER,
    );
    const item = (answer.json!.success as Record<string, unknown>[])[0]!;
    expect(item).toMatchObject({ key: 'beta-program' });
    expect(item).not.toHaveProperty('team_id');
    expect(item).not.toHaveProperty('updated_existing');
  });

  it('answers a bare {error} to a bad body, and lets "*" through', async () => {
    expect(await copy({ feature_flag_key: 'beta-program', from_project: 1 }, OLDER)).toMatchObject({
      status: 400,
      json: { error: 'Missing required fields' },
    });
  });

  it('a live and a deleted flag of the source key answer 500; a deleted target flag is updated', async () => {
    const deletedId = await softDelete(2, 'beta-program');
    const updated = await copy(
      { feature_flag_key: 'beta-program', from_project: 1, target_project_ids: [2] },
      OLDER,
    );
    expect((updated.json!.success as { id: number }[])[0]!.id).toBe(deletedId);
    db.featureFlags.push({
      projectId: 1,
      flag: { ...structuredClone(flagsOf(1, 'beta-program')[0]!.flag), id: 1999, deleted: true },
    });
    expect(
      (await copy({ feature_flag_key: 'beta-program', from_project: 1, target_project_ids: [3] }, OLDER))
        .status,
    ).toBe(500);
  });

  it('copies to a project of another organization', async () => {
    const answer = await copy(
      { feature_flag_key: 'beta-program', from_project: 1, target_project_ids: [121] },
      OLDER,
    );
    expect(answer.json).toMatchObject({ failed: [] });
  });
});
