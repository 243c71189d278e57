// The cohort and action lists a copy maps references against: paged (cohorts) or whole (actions), deleted
// rows hidden, scoped by cohort:read and action:read.
import { describe, expect, it } from 'vitest';
import { get } from '../test-api';

const names = (json: Record<string, unknown> | null) =>
  (json!.results as { name: string }[]).map((row) => row.name);

describe('cohorts list', () => {
  it('pages newest first and hides deleted cohorts', async () => {
    const all = (await get('/api/projects/3/cohorts/')).json!;
    expect(all).toMatchObject({ count: 1, next: null, previous: null });
    expect(names(all)).toEqual(['Beta testers']);
    const web = (await get('/api/projects/1/cohorts/?limit=2')).json!;
    expect(web.count).toBe(3);
    expect(names(web)).toEqual(['Churn risk', 'Beta testers']);
    expect(new URL(web.next as string).searchParams.get('offset')).toBe('2');
    expect(names((await get('/api/projects/1/cohorts/?search=power')).json)).toEqual(['Power users']);
  });
  it('needs cohort:read', async () => {
    expect((await get('/api/projects/1/cohorts/', 'phx_demo_read')).json).toMatchObject({
      detail: "API key missing required scope 'cohort:read'",
    });
  });
});

describe('actions list', () => {
  it('answers every live action at once, without pages', async () => {
    const body = (await get('/api/projects/3/actions/')).json!;
    expect(Object.keys(body)).toEqual(['results']);
    expect(names(body)).toEqual(['Signed up']);
    expect(names((await get('/api/projects/2/actions/')).json)).toEqual(['Completed checkout', 'Opened app']);
  });
  it('needs action:read', async () => {
    expect((await get('/api/projects/1/actions/', 'phx_demo_read')).json).toMatchObject({
      detail: "API key missing required scope 'action:read'",
    });
  });
});
