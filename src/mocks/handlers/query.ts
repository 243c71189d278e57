// POST /api/projects/:project_id/query/ and GET …/query/:query_id/ (QueryViewSet, posthog/api/query.py
// @ 001cc8ab): scope query:read for both (scope_object "query"; a POST counts as a read). The demo answers
// EventsQuery (models/events-query.ts) and refuses every other kind with a 400. `refresh: "async"` (or
// "force_async", "lazy_async", legacy `async: true`) answers 202 with a query_status to poll; the poll
// answers 202 until the query is complete, then 200 with the response in `results`, or 400 with the
// query's error.
import { eventsQuery } from '@/contracts/query';
import { mockNow } from '../clock';
import { onResetDb } from '../db';
import { errors, json, MockHttpError } from '../http/errors';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { newUuid } from '../ids';
import { loadEvents, type EventsBackend } from '../models/events/load-events';
import { inQuerySlot, queryBudgets, throttleQuery } from '../models/events/query-budget';
import type { StoredProject } from '../stored';

interface AsyncQuery {
  projectId: number;
  id: string;
  startedAt: number;
  completeAt: number;
  results: Record<string, unknown> | null;
  error: string | null;
}

const ASYNC_MODES = new Set(['async', 'force_async', 'lazy_async']);
const asyncQueries = new Map<string, AsyncQuery>();
onResetDb(() => asyncQueries.clear());

/** What the runner cannot evaluate is a 400, as ExposedHogQLError is (ValidationError, code "invalid"). */
function run(events: EventsBackend, project: StoredProject, query: unknown): Record<string, unknown> {
  const parsed = eventsQuery.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw errors.invalid(
      `EventsQuery ${issue.path.join('.') || 'body'}: ${issue.message}. The demo backend reads select, where, properties, fixedProperties, filterTestAccounts, after, before, orderBy, limit, offset, event and events.`,
      null,
    );
  }
  try {
    return events.runEventsQuery(project, parsed.data, mockNow());
  } catch (error) {
    if (error instanceof events.HogqlError) throw errors.invalid(error.message, null);
    throw error;
  }
}

function queryStatus(entry: AsyncQuery, now: number) {
  const complete = now >= entry.completeAt;
  return {
    complete,
    end_time: complete ? new Date(entry.completeAt).toISOString() : null,
    error: complete && entry.error !== null,
    error_message: complete ? entry.error : null,
    expiration_time: new Date(entry.startedAt + 10 * 60_000).toISOString(),
    id: entry.id,
    query_async: true,
    query_progress: null,
    results: complete ? entry.results : null,
    start_time: new Date(entry.startedAt).toISOString(),
    task_id: entry.id,
    team_id: entry.projectId,
  };
}

async function create({ params, body, key }: RouteContext): Promise<Response> {
  const events = await loadEvents();
  const project = projectFromParent(params.project_id!);
  const query = body?.query;
  throttleQuery(key.name, query && typeof query === 'object' ? (query as { kind?: unknown }).kind : null);
  if (!query || typeof query !== 'object' || Array.isArray(query))
    throw errors.validation('required', 'query: Field required', 'query');
  const kind = (query as { kind?: unknown }).kind;
  if (kind !== 'EventsQuery')
    throw errors.invalid(
      `The demo backend answers EventsQuery only, not ${JSON.stringify(kind ?? null)}: use an EventsQuery (select, where, properties, …).`,
      null,
    );
  const id = typeof body?.client_query_id === 'string' ? body.client_query_id : newUuid().replaceAll('-', '');
  const refresh = body?.refresh;
  if ((typeof refresh === 'string' && ASYNC_MODES.has(refresh)) || body?.async === true) {
    const startedAt = Date.now();
    const entry: AsyncQuery = {
      projectId: project.id,
      id,
      startedAt,
      completeAt: startedAt + queryBudgets().asyncDelayMs,
      results: null,
      error: null,
    };
    try {
      entry.results = run(events, project, query);
    } catch (error) {
      if (!(error instanceof MockHttpError) || error.status !== 400) throw error;
      entry.error = error.message;
    }
    asyncQueries.set(`${project.id}:${id}`, entry);
    return json({ query_status: queryStatus(entry, startedAt - 1) }, 202);
  }
  return json(await inQuerySlot(project.organization, id, () => run(events, project, query)));
}

function retrieve({ params }: RouteContext): Response {
  const project = projectFromParent(params.project_id!);
  const entry = asyncQueries.get(`${project.id}:${params.query_id}`);
  if (!entry) throw errors.notFound('Query not found.');
  const status = queryStatus(entry, Date.now());
  const code = !status.complete ? 202 : status.error ? 400 : 200;
  return json({ query_status: status }, code);
}

const target = projectNestedView;

/** Under /api/projects/ and, as PostHog's own tests call it, /api/environments/ (the project's one environment). */
export const queryRoutes: Route[] = [
  '/api/projects/:project_id/query',
  '/api/environments/:project_id/query',
].flatMap((base): Route[] => [
  { method: 'POST', path: base, scope: 'query:read', target, readsOnly: true, handle: create },
  { method: 'GET', path: `${base}/:query_id`, scope: 'query:read', target, handle: retrieve },
]);
