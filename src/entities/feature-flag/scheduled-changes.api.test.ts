// The client API of flags and scheduled changes against the demo backend's handlers: what the schedule of
// a survey needs (a gate flag, its changes, the probe of an older server) and what each call answers.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isUnreadable } from '@/contracts/readable';
import { ApiError } from '@/lib/api/api-error';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { mockControl } from '@/mocks/node';
import { apiRequests } from '@/testing/api-requests';
import { storeScheduledChange } from '@/testing/stored-scheduled-change';
import { featureFlagsApi } from './feature-flags.api';
import { featureFlagQueries } from './feature-flags.queries';
import { MAX_RECORD_CHANGES, probeScheduling, scheduledChangesApi } from './scheduled-changes.api';
import { scheduledChangeQueries } from './scheduled-changes.queries';

const HOUR = 3_600_000;
const useKey = (apiKey: string) => resetConnectionForTests({ ...defaultConnection, apiKey });
const gateBody = {
  key: 'surveyor-gate-0190abcd',
  name: 'Surveyor schedule: NPS',
  active: false,
  filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
};

async function createGate() {
  const { data } = await featureFlagsApi.create(1, gateBody);
  return data!;
}

describe('feature flags client', () => {
  it('creates a gate flag, reads it, switches it, soft-deletes it', async () => {
    const gate = await createGate();
    expect(gate).toMatchObject({ key: gateBody.key, active: false, deleted: false });
    expect(await featureFlagsApi.get(1, gate.id)).toMatchObject({ id: gate.id, name: gateBody.name });
    expect((await featureFlagsApi.patch(1, gate.id, { active: true })).data).toMatchObject({ active: true });
    await featureFlagsApi.patch(1, gate.id, { deleted: true });
    expect(await featureFlagsApi.get(1, gate.id)).toMatchObject({ deleted: true });
    const queried = await new QueryClient().fetchQuery(featureFlagQueries.detail(1, gate.id));
    expect(queried.deleted).toBe(true);
  });

  it("reports the server's refusal of a key that is taken, as an ApiError on the field", async () => {
    await createGate();
    const error = await featureFlagsApi.create(1, gateBody).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      attr: 'key',
      detail: 'There is already a feature flag with this key.',
    });
  });
});

describe('scheduled changes client', () => {
  it('creates the on and off of a window, lists them by record, edits and deletes one', async () => {
    const gate = await createGate();
    const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
    const change = (value: boolean, hours: number) => ({
      model_name: 'FeatureFlag' as const,
      record_id: String(gate.id),
      payload: { operation: 'update_status' as const, value },
      scheduled_at: at(hours),
    });
    const on = (await scheduledChangesApi.create(1, change(true, 1))).data!;
    const off = (await scheduledChangesApi.create(1, change(false, 2))).data!;
    expect(on).toMatchObject({ record_id: String(gate.id), timezone: 'Europe/Berlin', executed_at: null });
    const listed = await scheduledChangesApi.listByRecord(1, gate.id);
    expect(listed.map((item) => (isUnreadable(item) ? null : item.id))).toEqual([on.id, off.id]);
    expect(await scheduledChangesApi.listByRecord(1, 1002)).toEqual([]);

    const moved = (await scheduledChangesApi.patch(1, off.id, { scheduled_at: at(3) })).data!;
    expect(Date.parse(moved.scheduled_at)).toBeGreaterThan(Date.parse(off.scheduled_at));
    await scheduledChangesApi.remove(1, off.id);
    const client = new QueryClient();
    const remaining = await client.fetchQuery(scheduledChangeQueries.byRecord(1, gate.id));
    expect(remaining).toMatchObject({ complete: true, count: 1 });
    expect(remaining.changes).toHaveLength(1);

    // The demo clock passes the launch: the change has run and the gate is on.
    mockControl.advanceClock(2 * HOUR);
    expect(await scheduledChangesApi.get(1, on.id)).toMatchObject({ failure_reason: null });
    expect((await scheduledChangesApi.get(1, on.id)).executed_at).toBeTruthy();
    expect((await featureFlagsApi.get(1, gate.id)).active).toBe(true);
  });

  it('states validation errors as ApiErrors naming the field', async () => {
    const gate = await createGate();
    const error = await scheduledChangesApi
      .create(1, {
        model_name: 'FeatureFlag',
        record_id: String(gate.id),
        payload: { operation: 'update_status', value: true },
        scheduled_at: new Date(Date.now() + HOUR).toISOString(),
        is_recurring: true,
        cron_expression: '0 9 * *',
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, attr: 'cron_expression' });
  });
});

/** `count` one-time changes of one flag that ran long ago, stored as the server keeps them. */
function storeRan(recordId: number, count: number): number[] {
  return Array.from(
    { length: count },
    (_, index) =>
      storeScheduledChange(recordId, { payload: { operation: 'update_status', value: index % 2 === 0 } }).id,
  );
}

const idsOf = (changes: readonly unknown[]) =>
  changes.map((change) => (isUnreadable(change) ? null : (change as { id: number }).id));

describe('reading one flag’s scheduled changes', () => {
  it('reads every page of them, filtered by the flag, whatever the rest of the project holds', async () => {
    const gate = await createGate();
    storeRan(gate.id + 1000, 1000);
    const ids = storeRan(gate.id, 250);
    const requests = apiRequests();
    const read = await scheduledChangesApi.readByRecord(1, gate.id);
    expect(read).toMatchObject({ complete: true, count: 250 });
    expect(idsOf(read.changes)).toEqual(ids);
    expect(requests).toEqual(
      [0, 100, 200].map(
        (offset) =>
          `GET /api/projects/1/scheduled_changes/?model_name=FeatureFlag&record_id=${gate.id}&limit=100&offset=${offset}`,
      ),
    );
  });

  it('past the cap, reads the newest and says it did not read them all', async () => {
    const gate = await createGate();
    const ids = storeRan(gate.id, MAX_RECORD_CHANGES + 50);
    const read = await scheduledChangesApi.readByRecord(1, gate.id);
    expect(read).toMatchObject({ complete: false, count: MAX_RECORD_CHANGES + 50 });
    expect(idsOf(read.changes)).toEqual(ids.slice(50));
    expect(idsOf(await scheduledChangesApi.listByRecord(1, gate.id))).toEqual(ids.slice(50));
  });
});

describe('probeScheduling', () => {
  it("is 'supported' where scheduled changes answer a personal API key", async () => {
    expect(await probeScheduling(1)).toBe('supported');
    expect(await new QueryClient().fetchQuery(scheduledChangeQueries.support(1))).toBe('supported');
  });

  it("is 'refused' on an older server, which answers every personal API key 403", async () => {
    useKey('phx_demo_old_server');
    expect(await probeScheduling(1, 1002)).toBe('refused');
  });

  it('throws any other failure: a key without feature_flag:read is a missing scope, not an older server', async () => {
    useKey('phx_demo_read');
    const error = await probeScheduling(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      detail: "API key missing required scope 'feature_flag:read'",
    });
    mockControl.injectFault({ path: '/scheduled_changes/', status: 500 });
    useKey('phx_demo_all');
    await expect(probeScheduling(1)).rejects.toMatchObject({ status: 500 });
  });
});
