// The query budgets behind the demo switch: off by default; regime A and B rates per personal key; at
// most 3 queries at once per organization in regime B; the REST throttles of the results endpoints.
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../node';
import { call, get } from '../../test-api';
import { MockHttpError } from '../../http/errors';
import {
  CONCURRENCY_LIMIT_USER_MESSAGE,
  QUERY_BUDGETS_KEY,
  queryBudgets,
  setQueryBudgets,
  throttleQuery,
  throttleRest,
} from './query-budget';

const query = (kind = 'EventsQuery', key?: string) =>
  call(
    'POST',
    '/api/projects/3/query/',
    { query: kind === 'EventsQuery' ? { kind, select: ['count()'] } : { kind, query: 'select 1' } },
    key,
  );

/** Spends `count` of a key's budget the way a request does, without the cost of `count` requests. */
function spend(count: number, request: () => void): number {
  let refused = 0;
  for (let n = 0; n < count; n += 1)
    try {
      request();
    } catch (error) {
      if (!(error instanceof MockHttpError) || error.status !== 429) throw error;
      refused += 1;
    }
  return refused;
}

async function burst(count: number, send: () => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) statuses.push((await send()).status);
  return statuses;
}

describe('query budgets', () => {
  it('are off by default: many queries in a row all answer', async () => {
    expect(queryBudgets().regime).toBe('off');
    expect(new Set(await burst(30, () => query()))).toEqual(new Set([200]));
    expect(spend(300, () => throttleQuery('phx_demo_all', 'EventsQuery'))).toBe(0);
  });

  it('regime A: 240 EventsQuery a minute, then 429 with the wait; the next minute answers again', async () => {
    setQueryBudgets({ regime: 'A' });
    expect(new Set(await burst(10, () => query()))).toEqual(new Set([200]));
    expect(spend(230, () => throttleQuery('phx_demo_all', 'EventsQuery'))).toBe(0);
    const refused = await query();
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ type: 'throttled_error', code: 'throttled' });
    const wait = Number(
      /^Request was throttled\. Expected available in (\d+) seconds?\.$/.exec(
        String(refused.json!.detail),
      )?.[1],
    );
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers.get('Retry-After')).toBe(String(wait));
    // Another personal key has its own budget.
    expect((await query('EventsQuery', 'phx_demo_strict')).status).toBe(200);
    mockControl.advanceClock(61_000);
    expect((await query()).status).toBe(200);
  });

  it('regime A: HogQLQuery has its own 120 an hour (the demo then refuses the kind itself)', async () => {
    setQueryBudgets({ regime: 'A' });
    expect(new Set(await burst(5, () => query('HogQLQuery')))).toEqual(new Set([400]));
    expect(spend(115, () => throttleQuery('phx_demo_all', 'HogQLQuery'))).toBe(0);
    const refused = await query('HogQLQuery');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect((await query()).status).toBe(200);
  });

  it('regime B: every kind shares 240 a minute (2,400 an hour)', async () => {
    setQueryBudgets({ regime: 'B' });
    expect(spend(240, () => throttleQuery('phx_demo_all', 'HogQLQuery'))).toBe(0);
    expect((await query()).status).toBe(429);
    mockControl.advanceClock(61_000);
    expect((await query()).status).toBe(200);
    // A full minute's budget ten minutes in a row is the hour's 2,400: the next is refused until the hour passes.
    for (let minute = 0; minute < 10; minute += 1) {
      expect(spend(240, () => throttleQuery('phx_demo_strict', 'EventsQuery'))).toBe(0);
      mockControl.advanceClock(61_000);
    }
    expect(spend(1, () => throttleQuery('phx_demo_strict', 'EventsQuery'))).toBe(1);
  });

  it('regime B: a fourth query at once waits for a slot, then 429 in the server words', async () => {
    setQueryBudgets({ regime: 'B', queryDurationMs: 400, concurrencyWaitMs: 100 });
    const answers = await Promise.all([query(), query(), query(), query()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.json).toMatchObject({ type: 'throttled_error', detail: CONCURRENCY_LIMIT_USER_MESSAGE });
    expect(refused.headers.get('Retry-After')).toBeNull();
    setQueryBudgets({ concurrencyWording: 'older' });
    const older = (await Promise.all([query(), query(), query(), query()])).find(
      (answer) => answer.status === 429,
    )!;
    expect(String(older.json!.detail)).toMatch(
      /^Exceeded maximum concurrency limit: 3 for key: api:query:per-org:[0-9a-f-]+ and task: /,
    );
  });

  it('regime B: a query that waits long enough gets the slot', async () => {
    setQueryBudgets({ regime: 'B', queryDurationMs: 150, concurrencyWaitMs: 5_000 });
    const answers = await Promise.all([query(), query(), query(), query(), query()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('the results REST endpoints get the default personal-key throttle (480 a minute) while on', async () => {
    const path = '/api/projects/1/surveys/stats/?date_from=2099-01-01T00:00:00Z';
    setQueryBudgets({ regime: 'B' });
    expect(new Set(await burst(5, () => get(path)))).toEqual(new Set([200]));
    expect(spend(475, () => throttleRest('phx_demo_all'))).toBe(0);
    expect((await get(path)).status).toBe(429);
    // 4,800 an hour as well: the minute's window passes, the hour's does not.
    mockControl.advanceClock(61_000);
    expect((await get(path)).status).toBe(200);
  });

  it('the demo reads the switch from sessionStorage; a reset turns it off', () => {
    setQueryBudgets({ regime: 'B' });
    expect(JSON.parse(window.sessionStorage.getItem(QUERY_BUDGETS_KEY)!)).toMatchObject({ regime: 'B' });
    mockControl.reset();
    expect(queryBudgets().regime).toBe('off');
    expect(window.sessionStorage.getItem(QUERY_BUDGETS_KEY)).toBeNull();
  });
});
