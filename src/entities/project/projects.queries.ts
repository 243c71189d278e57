// The one place project query keys and fetchers meet. Every key carries the project scope (where the
// project was read), never the API key.
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { projectsApi, type ProjectListParams } from './projects.api';
import type { KeyProjectsScope, OrganizationScope, ProjectScope } from './project-scope';

type ListRead = ReturnType<typeof projectQueries.list>;
type DetailRead = ReturnType<typeof projectQueries.detail>;

/**
 * The reads behind one page of the scope's projects (use-project-page.ts shows them, route loaders start
 * them): the organization's list page, or each of the key's projects on the page, read by id (none off it).
 */
function page(scope: OrganizationScope, params: ProjectListParams): [ListRead];
function page(scope: KeyProjectsScope, params: ProjectListParams): DetailRead[];
function page(scope: ProjectScope, params: ProjectListParams): [ListRead] | DetailRead[];
function page(scope: ProjectScope, params: ProjectListParams): [ListRead] | DetailRead[] {
  if (scope.kind === 'organization') return [projectQueries.list(scope, params)];
  const { limit, offset } = params;
  return scope.projectIds.slice(offset, offset + limit).map((id) => projectQueries.detail(scope, id));
}

export const projectQueries = {
  all: () => ['projects'] as const,
  lists: () => [...projectQueries.all(), 'list'] as const,
  /** An organization's list; a key limited to projects has none (PostHog refuses it): idle for it. */
  list: (scope: ProjectScope, params: ProjectListParams) =>
    queryOptions({
      queryKey: [...projectQueries.lists(), scope, params] as const,
      queryFn:
        scope.kind === 'organization' ? ({ signal }) => projectsApi.list(scope, params, signal) : skipToken,
      placeholderData: keepPreviousData,
    }),
  details: () => [...projectQueries.all(), 'detail'] as const,
  detail: (scope: ProjectScope, id: number) =>
    queryOptions({
      queryKey: [...projectQueries.details(), scope, id] as const,
      queryFn: ({ signal }) => projectsApi.get(scope, id, signal),
    }),
  page,
  activity: (scope: ProjectScope, id: number, page: number) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'activity', scope, id, page] as const,
      queryFn: ({ signal }) => projectsApi.activity(scope, id, page, signal),
      placeholderData: keepPreviousData,
    }),
  demoData: (scope: ProjectScope, id: number) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'demo-data', scope, id] as const,
      queryFn: ({ signal }) => projectsApi.demoData(scope, id, signal),
      // Poll only while the server says it is still generating.
      refetchInterval: (query) => (query.state.data?.is_generating_demo_data ? 2000 : false),
      retry: false,
      staleTime: 0,
    }),
};
