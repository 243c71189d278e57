// /api/projects/:project_id/feature_flags/ as FeatureFlagViewSet answers it (products/feature_flags/backend/
// api/feature_flag.py): the list (LimitOffset pages, newest first, `search` over key and name, deleted
// flags hidden), create, retrieve (deleted flags too: only the list filters them), PATCH (soft delete is
// `deleted: true`) and DELETE, which ForbidDestroyModel answers 405 with no body.
import { HttpResponse } from 'msw';
import type { FeatureFlag } from '../../contracts/feature-flag';
import { mockNowIso } from '../clock';
import { db, nextFlagId } from '../db';
import { errors, json } from '../http/errors';
import { paginate } from '../http/pagination';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { refreshLinkedCopies, unlinkRemovedFlag } from '../models/flag-links';
import { featureFlagsOf } from '../queries';
import type { StoredFeatureFlag } from '../stored';
import { booleanField, isDict } from '../serializers/fields';

function list({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const search = url.searchParams.get('search')?.trim().toLowerCase();
  const flags = featureFlagsOf(project.id)
    .map((stored) => stored.flag)
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

/**
 * validate_key: unique among the project's live flags (a soft-deleted flag's key may be reused, and create
 * then removes the deleted flag for good), then the allowed characters.
 */
function cleanKey(value: unknown, projectId: number, self: StoredFeatureFlag | null): string {
  if (value === null) throw errors.validation('null', 'This field may not be null.', 'key');
  if (typeof value !== 'string' && typeof value !== 'number')
    throw errors.validation('invalid', 'Not a valid string.', 'key');
  const key = String(value).trim();
  if (!key) throw errors.validation('blank', 'This field may not be blank.', 'key');
  if (featureFlagsOf(projectId).some((stored) => stored !== self && stored.flag.key === key))
    throw errors.validation('unique', 'There is already a feature flag with this key.', 'key');
  if (!/^[a-zA-Z0-9_-]+$/.test(key))
    throw errors.validation(
      'invalid_key',
      'Only letters, numbers, hyphens (-) & underscores (_) are allowed.',
      'key',
    );
  return key;
}

/**
 * validate_filters, the part the demo models: a dict; a create needs at least one condition set; a PATCH
 * whose filters carry no `groups` keeps the flag's filters (the server's own workaround for partial updates).
 */
function cleanFilters(value: unknown, self: StoredFeatureFlag | null): FeatureFlag['filters'] {
  if (!isDict(value)) throw errors.validation('invalid', 'Value must be valid JSON.', 'filters');
  if (self && !('groups' in value)) return self.flag.filters;
  const groups = Array.isArray(value.groups) ? value.groups : [];
  if (!self && groups.length === 0)
    throw errors.invalid('Feature flags must have at least one condition set (group).', 'filters');
  return { ...value, groups };
}

/** The writable fields the demo keeps, cleaned; unknown fields are ignored as DRF ignores them. */
function cleanFlagBody(body: Record<string, unknown>, projectId: number, self: StoredFeatureFlag | null) {
  const fields: Partial<FeatureFlag> = {};
  if ('key' in body) fields.key = cleanKey(body.key, projectId, self);
  else if (!self) throw errors.validation('required', 'This field is required.', 'key');
  if ('name' in body) {
    if (typeof body.name !== 'string') throw errors.validation('invalid', 'Not a valid string.', 'name');
    fields.name = body.name;
  }
  if ('filters' in body) fields.filters = cleanFilters(body.filters, self);
  for (const field of ['active', 'deleted', 'ensure_experience_continuity'] as const)
    if (field in body) fields[field] = booleanField(body[field], field, false);
  return fields;
}

function create({ params, body }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const fields = cleanFlagBody(body ?? {}, project.id, null);
  // create() removes soft-deleted flags of the same key for good: their scheduled changes then fail.
  const replaced = db.featureFlags.filter(
    (stored) => stored.projectId === project.id && stored.flag.deleted && stored.flag.key === fields.key,
  );
  db.featureFlags = db.featureFlags.filter((stored) => !replaced.includes(stored));
  for (const gone of replaced) unlinkRemovedFlag(project.id, gone.flag.id);
  const flag: FeatureFlag = {
    id: nextFlagId(),
    team_id: project.id,
    key: fields.key!,
    name: fields.name ?? '',
    filters: fields.filters ?? { groups: [], multivariate: null, payloads: {} },
    // The model's defaults.
    active: fields.active ?? true,
    deleted: fields.deleted ?? false,
    ensure_experience_continuity: fields.ensure_experience_continuity ?? false,
    created_at: mockNowIso(),
    version: 1,
  };
  db.featureFlags.push({ projectId: project.id, flag });
  return json(flag, 201);
}

function update({ params, body }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const stored = flagOr404(project.id, params.id!);
  const fields = cleanFlagBody(body ?? {}, project.id, stored);
  Object.assign(stored.flag, fields, { version: (Number(stored.flag.version) || 1) + 1 });
  refreshLinkedCopies(stored);
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
