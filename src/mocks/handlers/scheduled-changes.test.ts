// Scheduled changes as ScheduledChangeViewSet answers them: scopes, the older server's refusal, the
// serializer's validation, list filters, PATCH and DELETE. Running them on time: scheduled-change-runner.test.ts.
import { describe, expect, it } from 'vitest';
import { scheduledChange } from '@/contracts/scheduled-change';
import { db } from '../db';
import { scheduledChangeList } from '../testing/strict-contracts';
import { call, get } from '../test-api';

const BASE = '/api/projects/1/scheduled_changes/';
const FLAG = '1002'; // beta-program, project 1
const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const gateOn = (extra: Record<string, unknown> = {}) => ({
  model_name: 'FeatureFlag',
  record_id: FLAG,
  payload: { operation: 'update_status', value: true },
  scheduled_at: later(1),
  ...extra,
});

async function refused(body: Record<string, unknown>) {
  const { status, json } = await call('POST', BASE, body);
  expect(status).toBe(400);
  return json as { code: string; detail: string; attr: string | null };
}

describe('scheduled changes: access', () => {
  it('need feature_flag:read to list and feature_flag:write to create', async () => {
    expect((await get(BASE, 'phx_demo_read')).json).toMatchObject({
      detail: "API key missing required scope 'feature_flag:read'",
    });
    expect((await get(BASE, 'phx_demo_surveys')).status).toBe(200);
    const write = await call('POST', BASE, gateOn(), 'phx_demo_surveys');
    expect(write.status).toBe(403);
    expect(write.json).toMatchObject({ detail: "API key missing required scope 'feature_flag:write'" });
    expect((await get(BASE, null)).status).toBe(401);
  });

  it('are refused to every personal API key by an older server (INTERNAL), everything else answers', async () => {
    for (const [method, path] of [
      ['GET', `${BASE}?record_id=${FLAG}`],
      ['POST', BASE],
      ['DELETE', `${BASE}1/`],
    ] as const) {
      const answer = await call(
        method,
        path,
        method === 'POST' ? gateOn() : undefined,
        'phx_demo_old_server',
      );
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.json).toEqual({
        type: 'authentication_error',
        code: 'permission_denied',
        detail: 'This action does not support Personal API Key access',
        attr: null,
      });
    }
    expect((await get('/api/projects/1/feature_flags/', 'phx_demo_old_server')).status).toBe(200);
    expect((await get('/api/projects/1/surveys/', 'phx_demo_old_server')).status).toBe(200);
    expect(db.scheduledChanges).toEqual([]);
  });
});

describe('scheduled changes: create', () => {
  it('stores the change with the project time zone, the canonical flag id and nothing run yet', async () => {
    const { status, json } = await call('POST', BASE, gateOn({ record_id: '001002' }));
    expect(status).toBe(201);
    const change = scheduledChange.parse(json);
    expect(change).toMatchObject({
      record_id: FLAG,
      model_name: 'FeatureFlag',
      payload: { operation: 'update_status', value: true },
      executed_at: null,
      failure_reason: null,
      is_recurring: false,
      recurrence_interval: null,
      cron_expression: null,
      last_executed_at: null,
      end_date: null,
      timezone: 'Europe/Berlin',
    });
    expect(json).toMatchObject({ team_id: 1, created_by: { email: 'demo@acme.test' } });
    expect((await get(`${BASE}${change.id}/`)).json).toEqual(json);
    // Project 2 (America/New_York) captures its own zone.
    const other = await call('POST', '/api/projects/2/scheduled_changes/', gateOn({ record_id: '2003' }));
    expect(other.json).toMatchObject({ timezone: 'America/New_York' });
  });

  it('refuses missing fields and unknown models as DRF does', async () => {
    expect(await refused({ ...gateOn(), record_id: undefined })).toMatchObject({
      code: 'required',
      attr: 'record_id',
    });
    const { scheduled_at: _s, ...noDate } = gateOn();
    expect(await refused(noDate)).toMatchObject({ code: 'required', attr: 'scheduled_at' });
    expect(await refused(gateOn({ scheduled_at: 'tomorrow' }))).toMatchObject({
      code: 'invalid',
      attr: 'scheduled_at',
    });
    expect(await refused(gateOn({ model_name: 'Survey' }))).toEqual({
      type: 'validation_error',
      code: 'invalid_choice',
      detail: '"Survey" is not a valid choice.',
      attr: 'model_name',
    });
    expect(await refused(gateOn({ recurrence_interval: 'hourly', is_recurring: true }))).toMatchObject({
      code: 'invalid_choice',
      attr: 'recurrence_interval',
    });
  });

  it("applies validate()'s rules with the server's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { is_recurring: true, recurrence_interval: 'daily', cron_expression: '0 9 * * *' },
        'cron_expression',
        'Cannot set both cron_expression and recurrence_interval. Use one or the other.',
      ],
      [
        { is_recurring: true, cron_expression: '0 9 * *' },
        'cron_expression',
        "Only standard 5-field cron expressions are supported (minute hour day month weekday). Example: '0 9 * * 1-5'.",
      ],
      [
        { is_recurring: true, cron_expression: '0 25 * * *' },
        'cron_expression',
        "Invalid cron expression. Use standard 5-field cron syntax (e.g., '0 9 * * 1-5').",
      ],
      [
        { is_recurring: true },
        'recurrence_interval',
        'Either recurrence_interval or cron_expression is required when is_recurring is true.',
      ],
      [
        {
          is_recurring: true,
          recurrence_interval: 'weekly',
          payload: { operation: 'add_release_condition', value: {} },
        },
        'payload',
        'Recurring schedules are not supported for add_release_condition because it appends conditions on each run, creating duplicates.',
      ],
      [
        { recurrence_interval: 'daily' },
        'recurrence_interval',
        'Cannot set recurrence_interval when is_recurring is false for new schedules.',
      ],
      [
        { cron_expression: '0 9 * * *' },
        'cron_expression',
        'Cannot set cron_expression when is_recurring is false for new schedules.',
      ],
      [{ end_date: later(1) }, 'end_date', 'End date must be after the scheduled start date.'],
    ];
    for (const [extra, attr, detail] of cases)
      expect(await refused(gateOn(extra)), detail).toEqual({
        type: 'validation_error',
        code: 'invalid_input',
        detail,
        attr,
      });
  });

  it('needs a flag of the project (another project\'s flag, or no number, is "not found")', async () => {
    for (const recordId of ['2001', '999999', 'beta-program'])
      expect(await refused(gateOn({ record_id: recordId })), recordId).toEqual({
        type: 'validation_error',
        code: 'invalid_input',
        detail: 'Feature flag not found',
        attr: null,
      });
    expect(db.scheduledChanges).toEqual([]);
  });
});

describe('scheduled changes: list, PATCH, DELETE', () => {
  it("lists a project's changes in creation order, filtered by model_name and record_id, in pages", async () => {
    const first = (await call('POST', BASE, gateOn())).json!;
    const second = (await call('POST', BASE, gateOn({ record_id: '1003', scheduled_at: later(0.5) }))).json!;
    await call('POST', '/api/projects/2/scheduled_changes/', gateOn({ record_id: '2003' }));
    const all = scheduledChangeList.parse((await get(BASE)).json);
    expect(all.results.map((change) => change.id)).toEqual([first.id, second.id]);
    const byRecord = scheduledChangeList.parse((await get(`${BASE}?record_id=${FLAG}`)).json);
    expect(byRecord.results.map((change) => change.id)).toEqual([first.id]);
    expect(scheduledChangeList.parse((await get(`${BASE}?model_name=Survey`)).json).count).toBe(0);
    const page = scheduledChangeList.parse((await get(`${BASE}?limit=1`)).json);
    expect(page.results.map((change) => change.id)).toEqual([first.id]);
    expect(new URL(page.next!).searchParams.get('offset')).toBe('1');
    expect((await get(`/api/projects/2/scheduled_changes/${String(first.id)}/`)).status).toBe(404);
  });

  it('PATCH moves a change; its target is fixed; a change that ran is frozen', async () => {
    const { id } = (await call('POST', BASE, gateOn())).json as { id: number };
    const moved = await call('PATCH', `${BASE}${id}/`, { scheduled_at: later(3) });
    expect(moved.status).toBe(200);
    expect(Date.parse(String(moved.json!.scheduled_at))).toBeGreaterThan(Date.now() + 2 * HOUR);
    expect((await call('PATCH', `${BASE}${id}/`, { record_id: '1003' })).json).toMatchObject({
      detail: 'Cannot change the target record of an existing scheduled change.',
      attr: 'record_id',
    });
    db.scheduledChanges[0]!.executed_at = new Date().toISOString();
    expect((await call('PATCH', `${BASE}${id}/`, { scheduled_at: later(5) })).json).toMatchObject({
      detail: 'Cannot modify a scheduled change that has already executed.',
      attr: null,
    });
  });

  it('DELETE answers 204, then the change is gone', async () => {
    const { id } = (await call('POST', BASE, gateOn())).json as { id: number };
    const deleted = await call('DELETE', `${BASE}${id}/`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await get(`${BASE}${id}/`)).status).toBe(404);
    expect((await call('DELETE', `${BASE}${id}/`)).status).toBe(404);
  });
});
