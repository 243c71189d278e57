// posthog/api/test/test_insight_query.py: saving queries as insights (the demo's "Pin to a PostHog
// dashboard" endpoint). DashboardAPI.create_insight posts the body to /api/projects/{team}/insights/.
import type { CaseFile, Step } from '../conformance-case';

const FILE = 'posthog/api/test/test_insight_query.py@109f0841';
const INSIGHTS = '/api/projects/{team}/insights/';

const eventsQuery = {
  kind: 'EventsQuery',
  select: [
    '*',
    'event',
    'person',
    'coalesce(properties.$current_url, properties.$screen_name)',
    'properties.$lib',
    'timestamp',
  ],
  properties: [{ type: 'event', key: '$browser', operator: 'exact', value: 'Chrome' }],
  limit: 100,
};
const personsTable = {
  kind: 'DataTableNode',
  columns: ['person', 'id', 'created_at', 'person.$delete'],
  source: { kind: 'EventsQuery', select: ['*'] },
};

const create = (
  body: Record<string, unknown>,
  status: number,
  extra: Partial<NonNullable<Step['expect']>> = {},
): Step => ({
  method: 'POST',
  path: INSIGHTS,
  body,
  expect: { status, ...extra },
});

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestInsight::test_can_save_valid_events_query_to_an_insight`,
      area: 'insights',
      title: 'an EventsQuery is saved as an insight',
      steps: [create({ name: 'Insight with events query', query: eventsQuery }, 201)],
    },
    {
      source: `${FILE}::TestInsight::test_can_save_valid_events_table_query_to_an_insight`,
      area: 'insights',
      title: 'a DataTableNode over an EventsQuery is saved as an insight',
      steps: [
        create(
          { name: 'Insight with events table query', query: { kind: 'DataTableNode', source: eventsQuery } },
          201,
        ),
      ],
    },
    {
      source: `${FILE}::TestInsight::test_can_save_valid_persons_table_query_to_an_insight`,
      area: 'insights',
      title: 'a persons table query is saved as an insight',
      steps: [create({ name: 'Insight with persons table query', query: personsTable }, 201)],
    },
    {
      source: `${FILE}::TestInsight::test_no_default_filters_on_insight_query`,
      area: 'insights',
      title: 'an insight made from a query answers empty filters',
      steps: [
        create({ name: 'Insight with persons table query', query: personsTable }, 201, {
          body: { filters: {} },
        }),
      ],
    },
    {
      source: `${FILE}::TestInsight::test_can_save_insights_query_to_an_insight`,
      area: 'insights',
      title: 'a TrendsQuery is saved as an insight',
      steps: [
        create(
          {
            name: 'Insight with insights query',
            query: {
              kind: 'TrendsQuery',
              filterTestAccounts: false,
              interval: 'day',
              dateRange: { date_from: '-7d' },
              series: [{ kind: 'EventsNode', name: '$pageview', event: '$pageview' }],
            },
          },
          201,
        ),
      ],
    },
    {
      source: `${FILE}::TestInsight::test_cannot_save_a_completely_invalid_query_to_an_insight`,
      area: 'insights',
      title: 'a query that is not a query node is refused',
      steps: [create({ name: 'Insight with events query', query: 'not a valid query' }, 400)],
    },
    {
      source: `${FILE}::TestInsight::test_can_list_insights_including_those_with_only_queries`,
      area: 'insights',
      title: 'insights with filters and with queries are listed',
      steps: [
        create({ name: 'Insight with filters' }, 201),
        create({ name: 'Insight with persons table query', query: personsTable }, 201),
        { method: 'GET', path: INSIGHTS, expect: { status: 200, body: { count: 2 } } },
      ],
    },
  ],
  leftOut: [
    {
      source: `${FILE}::TestInsight::test_cannot_save_invalid_persons_table_query_to_an_insight`,
      area: 'insights',
      reason: 'the same request and answer as test_can_save_valid_persons_table_query_to_an_insight',
    },
  ],
};
