// The query API's EventsQuery over the demo's events: columns, grouping, filters, test accounts, order,
// pages, async, and the refusals (scope, other kinds, what the demo cannot evaluate).
import { describe, expect, it } from 'vitest';
import { eventsQueryResponse, queryStatusResponse } from '@/contracts/query';
import { mockNow } from '../clock';
import { setQueryBudgets } from '../models/events/query-budget';
import { at, captureEvents, eventsQuery } from '../testing/capture-events';
import { get } from '../test-api';

/** Project 3 (Acme Demo, UTC) has no seeded answers: each test sends its own. */
const P = 3;

async function fourEvents() {
  const now = mockNow();
  await captureEvents(P, [
    {
      event: '$identify',
      distinct_id: '2',
      timestamp: at(now, 30),
      properties: { $set: { email: 'tom@posthog.com' } },
    },
    { event: 'sign up', distinct_id: '2', timestamp: at(now, 14), properties: { key: 'test_val1' } },
    { event: 'sign out', distinct_id: '2', timestamp: at(now, 3), properties: { key: 'test_val2' } },
    {
      event: 'sign out',
      distinct_id: '3',
      timestamp: at(now, 2),
      properties: { key: 'test_val2', $process_person_profile: false },
    },
    {
      event: 'sign out',
      distinct_id: '4',
      timestamp: at(now, 1),
      properties: { key: 'test_val3', path: 'a/b/c', $process_person_profile: false },
    },
  ]);
}

const read = (json: unknown) => eventsQueryResponse.parse(json);

describe('EventsQuery', () => {
  it('answers columns, ClickHouse types, rows and the page in EventsQueryResponse shape', async () => {
    await fourEvents();
    const answer = await eventsQuery(P, {
      select: ['properties.key', 'event', 'distinct_id', 'timestamp'],
      where: ["event != '$identify'"],
    });
    expect(answer.status).toBe(200);
    const body = read(answer.json);
    expect(body.columns).toEqual(['properties.key', 'event', 'distinct_id', 'timestamp']);
    expect(body.types).toEqual(['Nullable(String)', 'String', 'String', "DateTime64(6, 'UTC')"]);
    // timestamp selected, no orderBy: newest first.
    expect(body.results.map((row) => row[0])).toEqual(['test_val3', 'test_val2', 'test_val2', 'test_val1']);
    expect(body).toMatchObject({ hasMore: false, limit: 100, offset: 0, timezone: 'UTC' });
    expect(String(body.results[0]![3])).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/);
  });

  it('groups by the columns that do not aggregate; count() DESC by default; where with an aggregate is HAVING', async () => {
    await fourEvents();
    const grouped = read((await eventsQuery(P, { select: ['count()', 'event'] })).json);
    expect(grouped.types).toEqual(['UInt64', 'String']);
    expect(grouped.results[0]).toEqual([3, 'sign out']);
    const having = read(
      (await eventsQuery(P, { select: ['properties.key', 'count()'], where: ['count() > 1'] })).json,
    );
    expect(having.results).toEqual([['test_val2', 2]]);
    const unique = read(
      (
        await eventsQuery(P, {
          select: ['event', 'uniqExact(distinct_id)', 'min(timestamp)', 'max(timestamp)'],
          where: ["event = 'sign out'"],
        })
      ).json,
    );
    expect(unique.results[0]!.slice(0, 2)).toEqual(['sign out', 3]);
  });

  it('where: =, ==, !=, IN, NOT IN, AND, OR, isNotNull, like; a NULL property is never equal and always unequal', async () => {
    await fourEvents();
    const count = async (where: string[]) =>
      read((await eventsQuery(P, { select: ['count()'], where })).json).results[0]![0];
    expect(await count(["event == 'sign up' or properties.key = 'test_val3'"])).toBe(2);
    expect(await count(["properties.key IN ('test_val1', 'test_val3')"])).toBe(2);
    expect(await count(["properties.key NOT IN ('test_val1', 'test_val3')"])).toBe(3);
    expect(await count(["properties.key != 'test_val2'"])).toBe(3);
    expect(await count(["properties.path = 'nothing'"])).toBe(0);
    expect(await count(['isNotNull(properties.path)', "event = 'sign out'"])).toBe(1);
    expect(await count(["properties.key like '%val2'"])).toBe(2);
  });

  it('properties filters (event, person, hogql) and person.properties columns', async () => {
    await fourEvents();
    const rows = async (properties: unknown[]) =>
      read((await eventsQuery(P, { select: ['event', 'distinct_id'], properties })).json).results;
    expect(await rows([{ type: 'event', key: 'key', value: 'test_val3', operator: 'exact' }])).toHaveLength(
      1,
    );
    expect(await rows([{ type: 'event', key: 'path', value: '/', operator: 'icontains' }])).toHaveLength(1);
    expect(
      await rows([{ type: 'person', key: 'email', value: 'tom@posthog.com', operator: 'exact' }]),
    ).toHaveLength(3);
    expect(await rows([{ type: 'hogql', key: "properties.key == 'test_val2'" }])).toHaveLength(2);
    const emails = read(
      (await eventsQuery(P, { select: ['person.properties.email', 'count()'] })).json,
    ).results;
    expect(emails).toContainEqual(['tom@posthog.com', 3]);
    expect(emails).toContainEqual([null, 2]);
  });

  it('reads survey answers: a quoted property key with dashes, getSurveyResponse over both key schemes', async () => {
    const now = mockNow();
    const id = '0190a1b2-0000-4000-8000-00000000abcd';
    await captureEvents(P, [
      {
        event: 'survey sent',
        distinct_id: 'a',
        timestamp: at(now, 3),
        properties: { $survey_id: 's', [`$survey_response_${id}`]: 'By id' },
      },
      {
        event: 'survey sent',
        distinct_id: 'b',
        timestamp: at(now, 2),
        properties: { $survey_id: 's', $survey_response: 'By index' },
      },
      {
        event: 'survey sent',
        distinct_id: 'c',
        timestamp: at(now, 1),
        properties: { $survey_id: 's', [`$survey_response_${id}`]: ['x', 'y'] },
      },
    ]);
    const body = read(
      (
        await eventsQuery(P, {
          select: [
            'distinct_id',
            `properties.\`$survey_response_${id}\``,
            `getSurveyResponse(0, '${id}')`,
            `getSurveyResponse(0, '${id}', true)`,
          ],
          where: ["properties.$survey_id = 's'"],
          orderBy: ['distinct_id'],
        })
      ).json,
    );
    expect(body.types.slice(1)).toEqual(['Nullable(String)', 'Nullable(String)', 'Array(String)']);
    expect(body.results).toEqual([
      ['a', 'By id', 'By id', []],
      ['b', null, 'By index', []],
      ['c', '["x","y"]', null, ['x', 'y']],
    ]);
    // Unquoted, the dashes are minus signs: the demo refuses the arithmetic.
    expect((await eventsQuery(P, { select: [`properties.$survey_response_${id}`] })).status).toBe(400);
  });

  it('orderBy, limit and offset page the rows; hasMore says there is another page', async () => {
    await fourEvents();
    const first = read(
      (await eventsQuery(P, { select: ['event', 'timestamp'], orderBy: ['timestamp ASC'], limit: 2 })).json,
    );
    expect(first.results.map((row) => row[0])).toEqual(['$identify', 'sign up']);
    expect(first).toMatchObject({ hasMore: true, limit: 2, offset: 0 });
    const last = read(
      (
        await eventsQuery(P, {
          select: ['event', 'timestamp'],
          orderBy: ['timestamp ASC'],
          limit: 2,
          offset: 4,
        })
      ).json,
    );
    expect(last.results.map((row) => row[0])).toEqual(['sign out']);
    expect(last.hasMore).toBe(false);
  });

  it('after defaults to the last 24 hours; "all" and relative or absolute dates move it', async () => {
    const now = mockNow();
    await captureEvents(P, [
      { event: 'old', distinct_id: 'x', timestamp: at(now, 60 * 24 * 3) },
      { event: 'recent', distinct_id: 'x', timestamp: at(now, 5) },
      { event: 'future', distinct_id: 'x', timestamp: at(now, -60) },
    ]);
    const names = async (query: Record<string, unknown>) =>
      read((await eventsQuery(P, { select: ['event'], orderBy: ['event'], ...query })).json).results.map(
        (row) => row[0],
      );
    expect(await names({})).toEqual(['recent']);
    expect(await names({ after: 'all' })).toEqual(['old', 'recent']);
    expect(await names({ after: '-7d', before: '-1d' })).toEqual(['old']);
    expect(await names({ after: new Date(now - 4 * 86_400_000).toISOString().slice(0, 10) })).toEqual([
      'old',
      'recent',
    ]);
  });

  it('toStartOfWeek and toStartOfMonth in the project time zone (Acme Web is Europe/Berlin)', async () => {
    // Sunday 1 Nov 2026 23:30 UTC is Monday 2 Nov 00:30 in Berlin: its Monday-start week begins that day
    // in Berlin (it would be 26 Oct in UTC).
    const start = Date.UTC(2026, 10, 1, 23, 30);
    await captureEvents(1, [
      { event: 'tz check', distinct_id: 'z', timestamp: new Date(start).toISOString() },
    ]);
    const body = read(
      (
        await eventsQuery(1, {
          select: [
            'toStartOfWeek(timestamp)',
            'toStartOfWeek(timestamp, 1)',
            'toStartOfMonth(timestamp)',
            'count()',
          ],
          where: ["event = 'tz check'"],
          after: 'all',
        })
      ).json,
    );
    expect(body.types.slice(0, 3)).toEqual(['Date', 'Date', 'Date']);
    expect(body.results).toEqual([['2026-11-01', '2026-11-02', '2026-11-01', 1]]);
  });

  it('toUnixTimestamp64Milli(timestamp): the instant in ms as an Int64, whatever the zone; a text is refused', async () => {
    const start = Date.UTC(2026, 10, 1, 23, 30, 12, 345);
    await captureEvents(1, [
      { event: 'ms check', distinct_id: 'z', timestamp: new Date(start).toISOString() },
    ]);
    const body = read(
      (
        await eventsQuery(1, {
          select: ['toUnixTimestamp64Milli(timestamp)', 'timestamp'],
          where: ["event = 'ms check'"],
          after: 'all',
        })
      ).json,
    );
    expect(body.types[0]).toBe('Int64');
    expect(body.results).toEqual([[start, '2026-11-02T00:30:12.345+01:00']]);
    const refused = await eventsQuery(1, {
      select: ['toUnixTimestamp64Milli(event)'],
      where: ["event = 'ms check'"],
      after: 'all',
    });
    expect(refused.status).toBe(400);
  });

  it('needs query:read: a read-only survey key is refused', async () => {
    const answer = await eventsQuery(P, { select: ['event'] }, 'phx_demo_read');
    expect(answer.status).toBe(403);
    expect(answer.json!.detail).toBe("API key missing required scope 'query:read'");
  });

  it('refuses other query kinds, unknown fields and what the demo cannot evaluate with a 400 envelope', async () => {
    const hogql = await get('/api/projects/3/query/');
    expect(hogql.status).toBe(405);
    const kinds = await eventsQuery(P, { kind: 'HogQLQuery', query: 'select 1' });
    expect(kinds.status).toBe(400);
    expect(kinds.json).toMatchObject({ type: 'validation_error', code: 'invalid_input' });
    expect(String(kinds.json!.detail)).toContain('EventsQuery');
    for (const query of [
      { select: ['arrayJoin(properties.x)'] },
      { select: ['event'], where: ['timestamp + 1 > 0'] },
      { select: ['event'], actionId: 3 },
      { select: ['event'], properties: [{ type: 'element', key: 'tag_name', value: 'a' }] },
    ]) {
      const answer = await eventsQuery(P, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.json).toMatchObject({ type: 'validation_error' });
    }
  });

  it('refresh "async" answers 202 with a query_status; polling answers 200 with the results once complete', async () => {
    await fourEvents();
    setQueryBudgets({ asyncDelayMs: 60_000 });
    const started = await fetchQuery({ refresh: 'async', client_query_id: 'q-1' });
    expect(started.status).toBe(202);
    expect(queryStatusResponse.parse(started.json).query_status).toMatchObject({
      id: 'q-1',
      complete: false,
      query_async: true,
      team_id: P,
    });
    const pending = await get(`/api/projects/${P}/query/q-1/`);
    expect(pending.status).toBe(202);
    setQueryBudgets({ asyncDelayMs: 0 });
    const second = await fetchQuery({ refresh: 'async', client_query_id: 'q-2' });
    expect(second.status).toBe(202);
    const done = await get(`/api/projects/${P}/query/q-2/`);
    expect(done.status).toBe(200);
    const status = queryStatusResponse.parse(done.json).query_status;
    expect(status.complete).toBe(true);
    expect(read(status.results).results).toEqual([[3]]);
    expect((await get(`/api/projects/${P}/query/nope/`)).status).toBe(404);
  });
});

describe('a query saves nothing', () => {
  it('is a read for the tab that keeps the store: no save after it, as after a write', async () => {
    const { onWrite } = await import('../http/with-api');
    const { call } = await import('../test-api');
    let saves = 0;
    onWrite(() => (saves += 1));
    try {
      expect((await fetchQuery({})).status).toBe(200);
      expect((await fetchQuery({ refresh: 'async', client_query_id: 'q-read' })).status).toBe(202);
      expect(saves).toBe(0);
      const written = await call('PATCH', `/api/projects/${P}/`, { name: 'Renamed' });
      expect(written.status).toBe(200);
      expect(saves).toBe(1);
    } finally {
      onWrite(null);
    }
  });
});

async function fetchQuery(extra: Record<string, unknown>) {
  const { call } = await import('../test-api');
  return call('POST', `/api/projects/${P}/query/`, {
    query: { kind: 'EventsQuery', select: ['count()'], where: ["event = 'sign out'"], after: '-1d' },
    ...extra,
  });
}
