// posthog/api/test/test_query.py: EventsQuery through the query API. Each test's events are sent through
// the capture API at the same minutes before "now" as the test's frozen clock places them before its query
// (12:00, 12:11, 12:12, 12:13, queried at 12:14); events of distinct ids with no person are sent with
// $process_person_profile: false, as the test writes them without one.
import type { CaseFile, ConformanceServer, Step } from '../conformance-case';

const FILE = 'posthog/api/test/test_query.py@00cc6947';
const QUERY = '/api/environments/{team}/query/';
const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The four events the file's tests create, as minutes before now: from persons 2, 3 and 4 (`withPath`), or
 * all from person 2 (test_select_hogql_expressions).
 */
function fourEvents(withPath: boolean, person: Record<string, unknown> = { email: 'tom@posthog.com' }) {
  return async (server: ConformanceServer) => {
    const now = Date.now();
    const token = server.db.projects.find((project) => project.id === server.team)!.api_token;
    const at = (minutes: number) => new Date(now - minutes * MINUTE).toISOString();
    const batch = [
      {
        event: 'sign up',
        distinct_id: '2',
        timestamp: at(14),
        properties: { key: 'test_val1', $set: person },
      },
      { event: 'sign out', distinct_id: '2', timestamp: at(3), properties: { key: 'test_val2' } },
      {
        event: 'sign out',
        distinct_id: withPath ? '3' : '2',
        timestamp: at(2),
        properties: withPath ? { key: 'test_val2', $process_person_profile: false } : { key: 'test_val2' },
      },
      {
        event: 'sign out',
        distinct_id: withPath ? '4' : '2',
        timestamp: at(1),
        properties: withPath
          ? { key: 'test_val3', path: 'a/b/c', $process_person_profile: false }
          : { key: 'test_val3' },
      },
    ];
    const answer = await server.call({
      method: 'POST',
      path: '/batch/',
      key: null,
      body: { api_key: token, batch },
    });
    if (answer.status !== 200) throw new Error(`capture refused the events: ${answer.text}`);
  };
}

const query = (body: Record<string, unknown>, expect: Step['expect']): Step => ({
  method: 'POST',
  path: QUERY,
  body: { query: { kind: 'EventsQuery', ...body } },
  expect,
});
const rows = (count: number) => ({
  status: 200,
  check: (json: unknown) => {
    const results = (json as { results: unknown[] }).results;
    if (results.length !== count) throw new Error(`expected ${count} rows, got ${JSON.stringify(results)}`);
  },
});

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestQuery::test_select_hogql_expressions`,
      area: 'query',
      title:
        'columns, types and rows of property, field and concat columns; *; count() grouped; where with or and like',
      given: fourEvents(false),
      steps: [
        query(
          { select: ['properties.key', 'event', 'distinct_id', "concat(event, ' ', properties.key)"] },
          {
            status: 200,
            body: {
              columns: ['properties.key', 'event', 'distinct_id', "concat(event, ' ', properties.key)"],
              hasMore: false,
              results: [
                ['test_val1', 'sign up', '2', 'sign up test_val1'],
                ['test_val2', 'sign out', '2', 'sign out test_val2'],
                ['test_val2', 'sign out', '2', 'sign out test_val2'],
                ['test_val3', 'sign out', '2', 'sign out test_val3'],
              ],
              types: ['Nullable(String)', 'String', 'String', 'String'],
            },
          },
        ),
        query(
          { select: ['*', 'event'] },
          {
            status: 200,
            body: { columns: ['*', 'event'] },
            check: (json) => {
              const { types, results } = json as { types: string[]; results: unknown[][] };
              if (!types[0]!.includes('Tuple(') || types[1] !== 'String')
                throw new Error(`types ${JSON.stringify(types)}`);
              if (
                results.length !== 4 ||
                typeof results[0]![0] !== 'object' ||
                typeof results[0]![1] !== 'string'
              )
                throw new Error(`results ${JSON.stringify(results)}`);
            },
          },
        ),
        query(
          { select: ['count()', 'event'] },
          {
            status: 200,
            body: {
              columns: ['count()', 'event'],
              hasMore: false,
              types: ['UInt64', 'String'],
              results: [
                [3, 'sign out'],
                [1, 'sign up'],
              ],
            },
          },
        ),
        query(
          {
            select: ['count()', 'event'],
            where: ["event == 'sign up' or like(properties.key, '%val2')"],
            orderBy: ['count() DESC', 'event'],
          },
          {
            status: 200,
            body: {
              columns: ['count()', 'event'],
              hasMore: false,
              types: ['UInt64', 'String'],
              results: [
                [2, 'sign out'],
                [1, 'sign up'],
              ],
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestQuery::test_hogql_property_filter`,
      area: 'query',
      title: 'hogql property filters narrow the rows',
      given: fourEvents(true),
      steps: [
        query(
          {
            select: [
              'event',
              'distinct_id',
              'properties.key',
              "'a%sd'",
              "concat(event, ' ', properties.key)",
            ],
          },
          rows(4),
        ),
        query(
          {
            select: ['event', 'distinct_id', 'properties.key'],
            properties: [{ type: 'hogql', key: "'a%sd' == 'foo'" }],
          },
          rows(0),
        ),
        query(
          {
            select: ['event', 'distinct_id', 'properties.key'],
            properties: [{ type: 'hogql', key: "'a%sd' == 'a%sd'" }],
          },
          rows(4),
        ),
        query(
          {
            select: ['event', 'distinct_id', 'properties.key'],
            properties: [{ type: 'hogql', key: "properties.key == 'test_val2'" }],
          },
          rows(2),
        ),
      ],
    },
    {
      source: `${FILE}::TestQuery::test_event_property_filter`,
      area: 'query',
      title: 'event property filters: exact and icontains',
      given: fourEvents(true),
      steps: [
        query({ select: ['event', 'distinct_id', 'properties.key'] }, rows(4)),
        query(
          {
            select: ['event'],
            properties: [{ type: 'event', key: 'key', value: 'test_val3', operator: 'exact' }],
          },
          rows(1),
        ),
        query(
          {
            select: ['event'],
            properties: [{ type: 'event', key: 'path', value: '/', operator: 'icontains' }],
          },
          rows(1),
        ),
      ],
    },
    {
      source: `${FILE}::TestQuery::test_person_property_filter`,
      area: 'query',
      title: 'a person property filter keeps the person’s events',
      given: fourEvents(true),
      steps: [
        query(
          {
            select: [
              'event',
              'distinct_id',
              'properties.key',
              "'a%sd'",
              "concat(event, ' ', properties.key)",
            ],
            properties: [{ type: 'person', key: 'email', value: 'tom@posthog.com', operator: 'exact' }],
          },
          rows(2),
        ),
      ],
    },
    {
      source: `${FILE}::TestQuery::test_property_filter_aggregations`,
      area: 'query',
      title: 'an aggregating where is a HAVING on the groups',
      given: fourEvents(true),
      steps: [
        query({ select: ['properties.key', 'count()'] }, rows(3)),
        query({ select: ['properties.key', 'count()'], where: ['count() > 1'] }, rows(1)),
      ],
    },
    {
      source: `${FILE}::TestQuery::test_select_event_person`,
      area: 'query',
      title:
        'a person column is the person (uuid, properties, distinct_id, created_at), or only the distinct_id',
      given: fourEvents(true, { name: 'Tom', email: 'tom@posthog.com' }),
      steps: [
        query(
          { select: ['event', 'person', 'person -- P'], orderBy: ['timestamp DESC'] },
          {
            status: 200,
            check: (json) => {
              const results = (json as { results: unknown[][] }).results;
              const person = results[2]![1] as Record<string, unknown>;
              const ok =
                results.length === 4 &&
                JSON.stringify(results[0]![1]) === '{"distinct_id":"4"}' &&
                JSON.stringify(results[1]![1]) === '{"distinct_id":"3"}' &&
                JSON.stringify(results[1]![2]) === '{"distinct_id":"3"}' &&
                typeof person.uuid === 'string' &&
                typeof person.created_at === 'string' &&
                person.distinct_id === '2' &&
                JSON.stringify(person.properties) === '{"name":"Tom","email":"tom@posthog.com"}' &&
                JSON.stringify(results[3]![1]) === JSON.stringify(person) &&
                JSON.stringify(results[3]![2]) === JSON.stringify(person);
              if (!ok) throw new Error(`persons ${JSON.stringify(results)}`);
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestQuery::test_events_query_all_time_date`,
      area: 'query',
      title: 'after "all", a relative before, and an absolute before with a relative after',
      given: async (server) => {
        const now = Date.now();
        const token = server.db.projects.find((project) => project.id === server.team)!.api_token;
        // 2020, 2021 and 2022 (each on 10 January) and 2023-01-10, queried on 2023-01-12.
        const at = (days: number) => new Date(now - days * DAY).toISOString();
        const batch = [
          { event: 'sign up', distinct_id: '2', timestamp: at(3 * 365 + 2) },
          { event: 'sign out', distinct_id: '2', timestamp: at(2 * 365 + 2) },
          { event: 'sign out', distinct_id: '3', timestamp: at(365 + 2) },
          { event: 'sign out', distinct_id: '4', timestamp: at(2) },
        ];
        await server.call({ method: 'POST', path: '/batch/', key: null, body: { api_key: token, batch } });
        // "2022-01-01" against a query made on 2023-01-12: 376 days back.
        server.saved.before = new Date(now - 376 * DAY).toISOString().slice(0, 10);
      },
      steps: [
        query({ select: ['event'], after: 'all' }, rows(4)),
        query({ select: ['event'], before: '-1y', after: 'all' }, rows(3)),
        query({ select: ['event'], before: '{before}', after: '-4y' }, rows(2)),
      ],
    },
  ],
  leftOut: [
    {
      source: `${FILE}::TestQuery::test_safe_clickhouse_error_passed_through`,
      area: 'query',
      reason:
        "ClickHouse's type errors (illegal_type_of_argument) are not modelled: the demo refuses arithmetic as syntax it does not evaluate",
    },
    {
      source: `${FILE}::TestQuery::test_hogql_error_is_enriched_with_metadata`,
      area: 'query',
      reason: 'HogQLQuery is not answered by the demo (EventsQuery only)',
    },
    {
      source: `${FILE}::TestQuery::test_full_hogql_query`,
      area: 'query',
      reason: 'HogQLQuery is not answered by the demo (EventsQuery only)',
    },
    {
      source: `${FILE}::TestQuery::test_unsafe_clickhouse_error_is_swallowed`,
      area: 'query',
      reason: 'patches the ClickHouse client; the demo has none',
    },
    {
      source: `${FILE}::TestQuery::test_concurrency_limit_returns_friendly_message_without_internal_key`,
      area: 'query',
      reason: 'needs queries in flight at once; the friendly 429 is tested in models/query-budget.test.ts',
    },
    {
      source: `${FILE}::TestQuery::test_hogql_autocomplete_bypasses_query_runner`,
      area: 'query',
      reason: 'HogQL autocomplete is not modelled',
    },
  ],
};
