// The one place project query keys and fetchers meet.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { projectsApi, type ProjectListParams } from './projects.api';

export const projectQueries = {
  all: () => ['projects'] as const,
  lists: () => [...projectQueries.all(), 'list'] as const,
  list: (orgId: string, params: ProjectListParams) =>
    queryOptions({
      queryKey: [...projectQueries.lists(), orgId, params] as const,
      queryFn: ({ signal }) => projectsApi.list(orgId, params, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...projectQueries.all(), 'detail'] as const,
  detail: (orgId: string | null, id: number) =>
    queryOptions({
      queryKey: [...projectQueries.details(), orgId, id] as const,
      queryFn: ({ signal }) => projectsApi.get(orgId, id, signal),
    }),
  activity: (orgId: string | null, id: number, page: number) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'activity', orgId, id, page] as const,
      queryFn: ({ signal }) => projectsApi.activity(orgId, id, page, signal),
      placeholderData: keepPreviousData,
    }),
  demoData: (orgId: string | null, id: number) =>
    queryOptions({
      queryKey: [...projectQueries.all(), 'demo-data', orgId, id] as const,
      queryFn: ({ signal }) => projectsApi.demoData(orgId, id, signal),
      // Poll only while the server says it is still generating.
      refetchInterval: (query) => (query.state.data?.is_generating_demo_data ? 2000 : false),
      retry: false,
      staleTime: 0,
    }),
};
