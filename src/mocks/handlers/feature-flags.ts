// GET /api/projects/:project_id/feature_flags/: the flags a survey may link to, as FeatureFlagViewSet
// lists them (LimitOffset pages, newest first, `search` over key and name, deleted flags hidden).
import { db, type StoredFeatureFlag } from '../db';
import { projectFromParent, projectNestedView } from './reach';
import type { Route, RouteContext } from './router';
import { json, paginate } from './utils';

/** A live (not deleted) flag of the project, or undefined. */
export function findFeatureFlag(projectId: number, id: number): StoredFeatureFlag | undefined {
  return db.featureFlags.find(
    (stored) => stored.projectId === projectId && stored.flag.id === id && !stored.flag.deleted,
  );
}

function list({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const search = url.searchParams.get('search')?.trim().toLowerCase();
  const flags = db.featureFlags
    .filter((stored) => stored.projectId === project.id && !stored.flag.deleted)
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

export const featureFlagRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/projects/:project_id/feature_flags',
    scope: 'feature_flag:read',
    target: projectNestedView,
    handle: list,
  },
];
