// Test helper: a scheduled change written straight into the demo's store as the server keeps it (a
// one-time launch that ran thirty days ago on the demo's clock), for reads that must page past many rows
// without making each through the API.
import { mockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import type { StoredScheduledChange } from '@/mocks/stored';

const DAY = 24 * 3_600_000;

/** A change of `recordId` in project 1, with `fields` over a one-time launch that ran long ago. */
export function storeScheduledChange(
  recordId: number | string,
  fields: Partial<StoredScheduledChange> = {},
): StoredScheduledChange {
  db.nextScheduledChangeId += 1;
  const at = new Date(mockNow() - 30 * DAY).toISOString();
  const change: StoredScheduledChange = {
    projectId: 1,
    id: db.nextScheduledChangeId,
    record_id: String(recordId),
    model_name: 'FeatureFlag',
    payload: { operation: 'update_status', value: true },
    scheduled_at: at,
    executed_at: at,
    failure_reason: null,
    failure_count: 0,
    is_recurring: false,
    recurrence_interval: null,
    cron_expression: null,
    last_executed_at: null,
    end_date: null,
    timezone: 'Europe/Berlin',
    created_at: at,
    updated_at: at,
    ...fields,
  };
  db.scheduledChanges.push(change);
  return change;
}
