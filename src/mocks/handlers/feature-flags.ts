// GET /api/projects/:project_id/feature_flags/: the flags a survey may link to, as FeatureFlagViewSet
// lists them (LimitOffset pages, newest first, `search` over key and name, deleted flags hidden).
import { json } from '../http/errors';
import { paginate } from '../http/pagination';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { featureFlagsOf } from '../queries';

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

export const featureFlagRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/projects/:project_id/feature_flags',
    scope: 'feature_flag:read',
    target: projectNestedView,
    handle: list,
  },
];
