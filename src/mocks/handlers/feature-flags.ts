// /api/projects/:project_id/feature_flags/ as FeatureFlagViewSet answers it (products/feature_flags/backend/
// api/feature_flag.py): the list (LimitOffset pages, newest first, deleted and archived flags hidden),
// create, retrieve (deleted flags too: only the list filters them), PATCH (soft delete is `deleted: true`)
// and DELETE, which ForbidDestroyModel answers 405 with no body. Create and update pass the approval gate
// of FeatureFlagSerializer (`@approval_gate`, models/approval-gates.ts) before they save.
import { HttpResponse } from 'msw';
import { db } from '../db';
import { errors, json } from '../http/errors';
import { paginate } from '../http/pagination';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { gateFlagWrite } from '../models/flags/approval-gates';
import { insertFlag, updateFlag } from '../models/flags/flag-write';
import { featureFlagsOf } from '../queries';
import type { StoredFeatureFlag } from '../stored';
import { cleanFlagBody } from '../serializers/feature-flag';

/** str_to_bool (posthog/utils.py): the query-string booleans the list filters read. */
const truthyParam = (value: string) => ['true', '1', 'yes', 'y', 'on'].includes(value.trim().toLowerCase());

/**
 * The list: live flags only; archived ones only when the request names `archived` at all
 * (exclude_archived_unless_requested, products/feature_flags/backend/flag_status.py), and then filtered
 * by its value; `key` is an exact, case-insensitive match and `search` looks in key and name
 * (_apply_filters, feature_flag.py @ 00611561).
 */
function list({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const query = url.searchParams;
  const search = query.get('search')?.trim().toLowerCase();
  const key = query.get('key')?.trim().toLowerCase();
  const archived = query.get('archived');
  const flags = featureFlagsOf(project.id)
    .map((stored) => stored.flag)
    .filter((flag) => (archived === null ? !flag.archived : Boolean(flag.archived) === truthyParam(archived)))
    .filter((flag) => !key || flag.key.toLowerCase() === key)
    .filter(
      (flag) =>
        !search ||
        flag.key.toLowerCase().includes(search) ||
        (flag.name ?? '').toLowerCase().includes(search),
    )
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id);
  return json(paginate(flags, url));
}

/** get_object: any flag of the project, soft-deleted ones included, or DRF's 404. */
function flagOr404(projectId: number, rawId: string): StoredFeatureFlag {
  const id = Number(rawId);
  const stored = db.featureFlags.find(
    (candidate) => candidate.projectId === projectId && candidate.flag.id === id,
  );
  if (!/^\d+$/.test(rawId) || !stored) throw errors.notFound();
  return stored;
}

function create({ params, body, key }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const fields = cleanFlagBody(body ?? {}, { project, self: null, projectRequirements: true });
  gateFlagWrite(project, key, null, fields, body ?? {});
  return json(insertFlag(project.id, fields).flag, 201);
}

function update({ params, body, key }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const stored = flagOr404(project.id, params.id!);
  const fields = cleanFlagBody(body ?? {}, { project, self: stored, projectRequirements: true });
  gateFlagWrite(project, key, stored, fields, body ?? {});
  updateFlag(stored, fields);
  return json(stored.flag);
}

const BASE = '/api/projects/:project_id/feature_flags';
const target = projectNestedView;

export const featureFlagRoutes: Route[] = [
  { method: 'GET', path: BASE, scope: 'feature_flag:read', target, handle: list },
  { method: 'POST', path: BASE, scope: 'feature_flag:write', target, handle: create },
  {
    method: 'GET',
    path: `${BASE}/:id`,
    scope: 'feature_flag:read',
    target,
    handle: ({ params }) => json(flagOr404(projectFromParent(params.project_id!).id, params.id!).flag),
  },
  { method: 'PATCH', path: `${BASE}/:id`, scope: 'feature_flag:write', target, handle: update },
  {
    method: 'DELETE',
    path: `${BASE}/:id`,
    scope: 'feature_flag:write',
    target,
    // ForbidDestroyModel.destroy: a bare 405, before any lookup ("Use a patch API call to set deleted").
    handle: () => new HttpResponse(null, { status: 405 }),
  },
];
