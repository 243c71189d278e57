// The cohorts and actions of a project, as the lists a copy maps references by name against:
// - /api/projects/:project_id/cohorts/ (CohortViewSet, posthog/api/cohort.py): scope_object "cohort"; the
//   list hides soft-deleted cohorts (`safely_get_queryset` filters `deleted=False` for `list`), is newest
//   first (`order_by("-created_at")`), narrows by `search` on the name (the server ranks by trigram
//   relevance; the demo keeps substring matches newest first) and pages with LimitOffsetPagination.
// - /api/projects/:project_id/actions/ (ActionViewSet, products/actions/backend/api/action.py @ 01f25007):
//   scope_object "action"; its `list` is overridden to answer every live action at once, `{results: [...]}`
//   with no count and no pages, ordered by `-last_calculated_at, name`.
import { MAX_SEARCH_LENGTH } from '@/contracts/survey-facts';
import { db } from '../db';
import { errors, json } from '../http/errors';
import { paginate } from '../http/pagination';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import type { StoredAction, StoredCohort } from '../stored';

/** CohortSerializer's fields a picker and a copy read (the demo has no persons, so no counts). */
function cohortBody({ projectId: _project, ...cohort }: StoredCohort) {
  return { ...cohort, groups: [], is_calculating: false, count: null, errors_calculating: 0 };
}

export function actionBody({ projectId: _project, ...action }: StoredAction) {
  return { ...action, tags: [], post_to_slack: false, pinned_at: null };
}

function cohorts({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const search = url.searchParams.get('search');
  if (search && search.length > MAX_SEARCH_LENGTH)
    throw errors.invalid(`Search query must be ${MAX_SEARCH_LENGTH} characters or fewer.`, 'search');
  const needle = search?.trim().toLowerCase();
  const rows = db.cohorts
    .filter((cohort) => cohort.projectId === project.id && !cohort.deleted)
    .filter((cohort) => !needle || (cohort.name ?? '').toLowerCase().includes(needle))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return json(paginate(rows.map(cohortBody), url));
}

function actions({ params }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const rows = db.actions
    .filter((action) => action.projectId === project.id && !action.deleted)
    .sort(
      (a, b) =>
        (b.last_calculated_at ?? '').localeCompare(a.last_calculated_at ?? '') ||
        (a.name ?? '').localeCompare(b.name ?? ''),
    );
  return json({ results: rows.map(actionBody) });
}

export const cohortActionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/api/projects/:project_id/cohorts',
    scope: 'cohort:read',
    target: projectNestedView,
    handle: cohorts,
  },
  {
    method: 'GET',
    path: '/api/projects/:project_id/actions',
    scope: 'action:read',
    target: projectNestedView,
    handle: actions,
  },
];
