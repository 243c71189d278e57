// Saved insights (InsightViewSet, posthog/api/insight.py @ 00092d2b): scope_object "insight", so a
// personal API key needs insight:write to create one and insight:read to read them. The demo keeps the
// insight as PostHog stores it and answers InsightSerializer's fields; it never computes the insight's
// result (a create does not ask for a refresh, so PostHog answers `result: null` until it is viewed).
// - QuerySchemaParser: a `query` that is present and truthy must be a query node (an object with a
//   `kind`), else 400 parse_error before the serializer runs.
// - `dashboards` names dashboards of the project; the demo has none, so any id is refused as
//   PrimaryKeyRelatedField refuses an unknown one.
// - The representation's `filters` is `{}` for an insight made from a query
//   (test_insight_query.py::test_no_default_filters_on_insight_query), `dashboards` the tiles' ids.
import { mockNowIso } from '../clock';
import { onResetDb } from '../db';
import { errors, json } from '../http/errors';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { newUuid } from '../ids';
import { DEMO_USER } from '../models/demo-user';

/** A saved insight (posthog/models/insight.py): what InsightSerializer stores of a create. */
interface StoredInsight {
  id: number;
  projectId: number;
  short_id: string;
  name: string | null;
  derived_name: string | null;
  description: string | null;
  filters: Record<string, unknown>;
  query: Record<string, unknown> | null;
  saved: boolean;
  favorited: boolean;
  deleted: boolean;
  created_at: string;
  updated_at: string;
  last_modified_at: string;
}

const SHORT_ID = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** generate_short_id: eight letters and digits. */
function shortId(): string {
  const hex = newUuid().replace(/-/g, '');
  return Array.from(
    { length: 8 },
    (_, i) => SHORT_ID[parseInt(hex.slice(i * 4, i * 4 + 4), 16) % SHORT_ID.length],
  ).join('');
}

// Kept beside the store, for this page's life (like async queries): a reload forgets them.
let stored: StoredInsight[] = [];
const insights = () => stored;
onResetDb(() => {
  stored = [];
});

function isQueryNode(query: unknown): boolean {
  return (
    !!query &&
    typeof query === 'object' &&
    !Array.isArray(query) &&
    typeof (query as { kind?: unknown }).kind === 'string'
  );
}

function represent(insight: StoredInsight, timezone: string | null) {
  return {
    id: insight.id,
    short_id: insight.short_id,
    name: insight.name,
    derived_name: insight.derived_name,
    filters: insight.query ? {} : insight.filters,
    query: insight.query,
    order: null,
    deleted: insight.deleted,
    dashboards: [],
    dashboard_tiles: [],
    last_refresh: null,
    cache_target_age: null,
    next_allowed_client_refresh: null,
    result: null,
    hasMore: null,
    columns: null,
    created_at: insight.created_at,
    created_by: DEMO_USER,
    description: insight.description,
    updated_at: insight.updated_at,
    tags: [],
    favorited: insight.favorited,
    saved: insight.saved,
    last_modified_at: insight.last_modified_at,
    last_modified_by: DEMO_USER,
    is_sample: false,
    effective_restriction_level: 21,
    effective_privilege_level: 37,
    timezone,
    is_cached: false,
    query_status: null,
    hogql: null,
    types: null,
    filters_hash: null,
  };
}

const text = (value: unknown, field: string, max: number): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw errors.validation('invalid', 'Not a valid string.', field);
  if (value.length > max)
    throw errors.validation('max_length', `Ensure this field has no more than ${max} characters.`, field);
  return value;
};

function create({ params, body }: RouteContext): Response {
  const project = projectFromParent(params.project_id!);
  const data = body ?? {};
  if (data.query && !isQueryNode(data.query))
    throw errors.validation(
      'parse_error',
      `Invalid query: ${JSON.stringify(data.query).slice(0, 200)} is not a query node.`,
      null,
    );
  if (Array.isArray(data.dashboards) && data.dashboards.length)
    throw errors.validation(
      'does_not_exist',
      `Invalid pk "${String(data.dashboards[0])}" - object does not exist.`,
      'dashboards',
    );
  const now = mockNowIso();
  const list = insights();
  const insight: StoredInsight = {
    id: list.reduce((most, item) => Math.max(most, item.id), 0) + 1,
    projectId: project.id,
    short_id: shortId(),
    name: text(data.name, 'name', 400),
    derived_name: text(data.derived_name, 'derived_name', 400),
    description: text(data.description, 'description', 400),
    filters:
      data.filters && typeof data.filters === 'object' ? (data.filters as Record<string, unknown>) : {},
    query: isQueryNode(data.query) ? (data.query as Record<string, unknown>) : null,
    saved: data.saved === true,
    favorited: data.favorited === true,
    deleted: data.deleted === true,
    created_at: now,
    updated_at: now,
    last_modified_at: now,
  };
  list.push(insight);
  return json(represent(insight, project.timezone ?? null), 201);
}

function list({ params, url }: RouteContext): Response {
  const project = projectFromParent(params.project_id!);
  const mine = insights().filter((item) => item.projectId === project.id && !item.deleted);
  const shortIdFilter = url.searchParams.get('short_id');
  const results = shortIdFilter ? mine.filter((item) => item.short_id === shortIdFilter) : mine;
  return json({
    count: results.length,
    next: null,
    previous: null,
    results: results.map((item) => represent(item, project.timezone ?? null)),
  });
}

function retrieve({ params }: RouteContext): Response {
  const project = projectFromParent(params.project_id!);
  const insight = insights().find(
    (item) => item.projectId === project.id && !item.deleted && String(item.id) === params.id,
  );
  if (!insight) throw errors.notFound();
  return json(represent(insight, project.timezone ?? null));
}

const target = projectNestedView;

export const insightRoutes: Route[] = [
  '/api/projects/:project_id/insights',
  '/api/environments/:project_id/insights',
].flatMap((base): Route[] => [
  { method: 'POST', path: base, scope: 'insight:write', target, handle: create },
  { method: 'GET', path: base, scope: 'insight:read', target, handle: list },
  { method: 'GET', path: `${base}/:id`, scope: 'insight:read', target, handle: retrieve },
]);
