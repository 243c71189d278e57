// The query runner against the demo backend: at most 3 queries in flight however many are asked for, a
// 429 waited out as long as it says (fake timers), async queries polled, and every page read.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventsQuery } from '@/contracts/query';
import { server } from '@/mocks/node';
import { setQueryBudgets } from '@/mocks/models/events/query-budget';
import {
  MAX_QUERIES_IN_FLIGHT,
  querySpend,
  readEventsAnswer,
  resetQuerySpend,
  runEventsQuery,
  runEveryPage,
} from './query-runner';

const SENT_PER_SURVEY: EventsQuery = {
  kind: 'EventsQuery',
  select: ['properties.$survey_id', 'count()'],
  where: ["event = 'survey sent'"],
  after: 'all',
};

/** Counts the query POSTs the server is answering at once. */
function watchInFlight() {
  const seen = { now: 0, most: 0, sent: 0 };
  const isQuery = (request: Request) =>
    request.method === 'POST' && /\/query\/?$/.test(new URL(request.url).pathname);
  server.events.on('request:start', ({ request }) => {
    if (!isQuery(request)) return;
    seen.sent += 1;
    seen.now += 1;
    seen.most = Math.max(seen.most, seen.now);
  });
  server.events.on('response:mocked', ({ request }) => {
    if (isQuery(request)) seen.now -= 1;
  });
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  resetQuerySpend();
});

describe('the query runner', () => {
  it('never has more than 3 queries in flight, and every query is answered', async () => {
    // Newer Cloud teams: a 4th query waits for a slot, then 429 (the demo holds each query 40 ms).
    setQueryBudgets({ regime: 'B', queryDurationMs: 40, concurrencyWaitMs: 10 });
    const seen = watchInFlight();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => runEventsQuery(1 + (n % 2), SENT_PER_SURVEY)),
    );
    expect(answers.every((answer) => answer.results.length > 0)).toBe(true);
    expect(seen.sent).toBe(10);
    expect(seen.most).toBeLessThanOrEqual(MAX_QUERIES_IN_FLIGHT);
    expect(seen.most).toBe(3);
    expect(querySpend.get()).toMatchObject({ queriesRun: 10, throttled: 0, peakInFlight: 3 });
  });

  it('gives the next free slot to a query the first chart waits on, ahead of those asked before it', async () => {
    setQueryBudgets({ regime: 'B', queryDurationMs: 40, concurrencyWaitMs: 10 });
    const seen = watchInFlight();
    const order: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'POST' || !/\/query\/?$/.test(new URL(request.url).pathname)) return;
      // Its place is taken when it starts; the body is read after.
      const at = order.push(0) - 1;
      void request
        .clone()
        .json()
        .then((body: { query: { limit: number } }) => (order[at] = body.query.limit));
    });
    // Six queries asked for (three in flight, three waiting), then the first chart's own two.
    const asked = (limit: number, first = false) =>
      runEventsQuery(1, { ...SENT_PER_SURVEY, limit }, { first });
    const queued = [1, 2, 3, 4, 5, 6].map((limit) => asked(limit));
    const lead = [asked(101, true), asked(102, true)];
    await Promise.all([...queued, ...lead]);
    expect(order).toEqual([1, 2, 3, 101, 102, 4, 5, 6]);
    expect(seen.most).toBe(MAX_QUERIES_IN_FLIGHT);
  });

  it('the same ten queries sent all at once are refused by the server beyond 3', async () => {
    // What the runner prevents: without it the demo (as PostHog) answers 429 past the third.
    setQueryBudgets({ regime: 'B', queryDurationMs: 40, concurrencyWaitMs: 10 });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch('http://localhost:3000/api/projects/1/query/', {
          method: 'POST',
          headers: { Authorization: 'Bearer phx_demo_all', 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: SENT_PER_SURVEY }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('waits as long as the 429 says ("Expected available in 7 seconds"), then sends it again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let tries = 0;
    server.use(
      http.post('*/api/projects/:projectId/query/', () => {
        tries += 1;
        if (tries > 1) return undefined;
        return HttpResponse.json(
          {
            type: 'throttled_error',
            code: 'throttled',
            detail: 'Request was throttled. Expected available in 7 seconds.',
            attr: null,
          },
          { status: 429 },
        );
      }),
    );
    let done = false;
    const answer = runEventsQuery(1, SENT_PER_SURVEY).then((result) => {
      done = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(6_900);
    expect(tries).toBe(1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(done).toBe(true));
    expect(tries).toBe(2);
    expect((await answer).results.length).toBeGreaterThan(0);
    expect(querySpend.get()).toMatchObject({ throttled: 1, queriesRun: 1 });
    expect(querySpend.get().waitedMs).toBeGreaterThanOrEqual(7_000);
  });

  it('backs off on the concurrency 429, which names no wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let tries = 0;
    server.use(
      http.post('*/api/projects/:projectId/query/', () => {
        tries += 1;
        if (tries > 2) return undefined;
        return HttpResponse.json(
          {
            type: 'throttled_error',
            code: 'throttled',
            detail: 'Too many queries are running right now — please try again in a moment.',
            attr: null,
          },
          { status: 429 },
        );
      }),
    );
    const answer = runEventsQuery(1, SENT_PER_SURVEY);
    await vi.advanceTimersByTimeAsync(999);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(tries).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(tries).toBe(3);
    expect((await answer).results.length).toBeGreaterThan(0);
    expect(querySpend.get().waitedMs).toBeGreaterThanOrEqual(3_000);
  });

  it('polls an async query until it is complete', async () => {
    setQueryBudgets({ asyncDelayMs: 120 });
    const direct = await runEventsQuery(1, SENT_PER_SURVEY);
    const polled = await runEventsQuery(1, SENT_PER_SURVEY, { async: true });
    expect(polled.results).toEqual(direct.results);
    expect(querySpend.get().polls).toBeGreaterThan(0);
  });

  it('reads every page of a long answer', async () => {
    const query: EventsQuery = {
      kind: 'EventsQuery',
      select: ['uuid'],
      where: ["event = 'survey sent'"],
      after: 'all',
      orderBy: ['timestamp ASC'],
    };
    const whole = await runEventsQuery(1, { ...query, limit: 5000 });
    const paged = await runEveryPage(1, query, { pageSize: 200 });
    expect(whole.hasMore).toBe(false);
    expect(paged.pages).toBeGreaterThan(2);
    expect(paged.results).toEqual(whole.results);
  });

  it('keeps the rows of an answer as they came (ten thousand of them are not copied cell by cell)', () => {
    const rows = [
      ['survey sent', 's1', 1],
      ['survey shown', 's1', null],
    ];
    const read = readEventsAnswer({ columns: ['event'], types: 'not a list', results: rows, hasMore: false });
    expect(read.results).toBe(rows);
    expect(read.results[1]).toBe(rows[1]);
    // The envelope is read by the schema as before: a bad `types` falls back to none.
    expect(read).toMatchObject({ columns: ['event'], types: [], hasMore: false });
  });

  it('still refuses an answer whose rows are not lists, or that has none, as the schema says', () => {
    expect(() => readEventsAnswer({ columns: [], results: [['ok'], 'not a row'] })).toThrow(/array/i);
    expect(() => readEventsAnswer({ columns: [] })).toThrow(/results/);
    expect(() => readEventsAnswer(null)).toThrow();
  });
});
