// The survey actions launch/ and stop/: they write only start_date or end_date, at the demo's "now".
import { describe, expect, it } from 'vitest';
import { mockNow } from '../clock';
import { mockControl } from '../node';
import { call, get } from '../test-api';

const BASE = '/api/projects/1/surveys/';
const DAY = 86_400_000;

async function draft(extra: Record<string, unknown> = {}): Promise<string> {
  const { json } = await call('POST', BASE, { name: 'Lifecycle', type: 'popover', questions: [], ...extra });
  return json!.id as string;
}

const near = (value: unknown) => Math.abs(Date.parse(String(value)) - mockNow()) < 5_000;

describe('launch and stop actions', () => {
  it('launch sets start_date to now (the demo clock), once; stop sets end_date, once; both logged', async () => {
    mockControl.advanceClock(2 * DAY);
    const id = await draft();
    const launched = await call('POST', `${BASE}${id}/launch/`);
    expect(launched.status).toBe(200);
    expect(near(launched.json!.start_date)).toBe(true);
    expect(launched.json!.end_date).toBeNull();
    mockControl.advanceClock(DAY);
    // Already launched: unchanged.
    expect((await call('POST', `${BASE}${id}/launch/`)).json!.start_date).toBe(launched.json!.start_date);
    const stopped = await call('POST', `${BASE}${id}/stop/`);
    expect(near(stopped.json!.end_date)).toBe(true);
    mockControl.advanceClock(DAY);
    expect((await call('POST', `${BASE}${id}/stop/`)).json!.end_date).toBe(stopped.json!.end_date);
    const log = (await get(`${BASE}${id}/activity/`)).json!.results as { activity: string }[];
    expect(log.map((entry) => entry.activity).slice(0, 2)).toEqual(['stopped', 'launched']);
    expect((await call('POST', `${BASE}${id}/launch/`)).json).toMatchObject({
      detail: 'Cannot launch a survey with end_date in the past. Extend the end_date first.',
    });
  });

  it('refuses an archived survey, and needs survey:write', async () => {
    const id = await draft({ archived: true });
    expect((await call('POST', `${BASE}${id}/launch/`)).json).toMatchObject({
      code: 'invalid_input',
      detail: 'Cannot launch an archived survey. Unarchive it first.',
    });
    expect((await call('POST', `${BASE}${id}/stop/`)).json).toMatchObject({
      detail: 'Cannot stop an archived survey. Unarchive it first if needed.',
    });
    const other = await draft();
    expect((await call('POST', `${BASE}${other}/launch/`, undefined, 'phx_demo_read')).status).toBe(403);
    expect((await call('GET', `${BASE}${other}/launch/`)).status).toBe(405);
  });
});
