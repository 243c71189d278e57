// The query API (POST /api/projects/:project_id/query/, GET …/query/:query_id/) for survey results:
// the EventsQuery Surveyor sends (strict: only what PostHog's EventsQuery schema names) and what comes
// back, read leniently (posthog/api/query.py @ 001cc8ab, posthog/hogql_queries/events_query_runner.py
// @ 03cab37b, EventsQueryResponse and QueryStatus in posthog/schema.py).
import { z } from 'zod';

/** A property filter as PostHog's schema types it (EventPropertyFilter, PersonPropertyFilter, …). */
export const propertyFilter = z.looseObject({
  key: z.union([z.string(), z.number()]),
  type: z.string().optional(),
  operator: z.string().nullish(),
  value: z.unknown().optional(),
});
export type PropertyFilter = z.infer<typeof propertyFilter>;

/** An EventsQuery as sent: each field one PostHog's EventsQuery knows. */
export const eventsQuery = z.strictObject({
  kind: z.literal('EventsQuery'),
  select: z.array(z.string()),
  where: z.array(z.string()).optional(),
  properties: z.array(propertyFilter).optional(),
  fixedProperties: z.array(propertyFilter).optional(),
  filterTestAccounts: z.boolean().optional(),
  /** Relative ("-7d", "all") or ISO; the server's default is "-24h". */
  after: z.string().optional(),
  before: z.string().optional(),
  orderBy: z.array(z.string()).optional(),
  limit: z.number().int().positive().optional(),
  offset: z.number().int().nonnegative().optional(),
  event: z.string().nullish(),
  events: z.array(z.string()).optional(),
});
export type EventsQuery = z.infer<typeof eventsQuery>;

/** `refresh` values of QueryRequest; "async" (or "force_async") answers a query_status to poll. */
export const REFRESH_MODES = [
  'async',
  'async_except_on_cache_miss',
  'blocking',
  'force_async',
  'force_blocking',
  'force_cache',
  'lazy_async',
] as const;

export const queryRequest = z.strictObject({
  query: eventsQuery,
  refresh: z.union([z.enum(REFRESH_MODES), z.boolean()]).optional(),
  client_query_id: z.string().optional(),
  name: z.string().optional(),
});
export type QueryRequest = z.infer<typeof queryRequest>;

/** EventsQueryResponse (and its cached form): rows of the select's columns. */
export const eventsQueryResponse = z.looseObject({
  columns: z.array(z.unknown()),
  types: z.array(z.string()).catch([]),
  results: z.array(z.array(z.unknown())),
  hasMore: z.boolean().nullish(),
  limit: z.number().nullish(),
  offset: z.number().nullish(),
  hogql: z.string().nullish(),
  timezone: z.string().nullish(),
  is_cached: z.boolean().nullish(),
  last_refresh: z.string().nullish(),
});
export type EventsQueryResponse = z.infer<typeof eventsQueryResponse>;

/** QueryStatus: an async query's state; `results` holds the whole response once `complete`. */
export const queryStatus = z.looseObject({
  id: z.string(),
  team_id: z.number().nullish(),
  query_async: z.boolean().nullish(),
  complete: z.boolean().nullish(),
  error: z.boolean().nullish(),
  error_message: z.string().nullish(),
  results: z.unknown().optional(),
  start_time: z.string().nullish(),
  end_time: z.string().nullish(),
  expiration_time: z.string().nullish(),
});

/** What `refresh: "async"` answers (202), and what polling GET …/query/:id/ answers. */
export const queryStatusResponse = z.looseObject({ query_status: queryStatus });
