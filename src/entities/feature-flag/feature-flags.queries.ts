// Query keys and options for feature flags; the API key is never part of a key.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { featureFlagsApi } from './feature-flags.api';

export const featureFlagQueries = {
  all: (projectId: number | string) => ['feature-flags', String(projectId)] as const,
  list: (projectId: number | string, search: string) =>
    queryOptions({
      queryKey: [...featureFlagQueries.all(projectId), 'list', { search }] as const,
      queryFn: ({ signal }) => featureFlagsApi.list(projectId, { search: search || undefined }, signal),
      staleTime: 60_000,
      // Keep the previous options on screen while the next search loads.
      placeholderData: keepPreviousData,
    }),
  /** One flag by id (a scheduled survey's gate: whether it is on now). */
  detail: (projectId: number | string, flagId: number) =>
    queryOptions({
      queryKey: [...featureFlagQueries.all(projectId), 'detail', flagId] as const,
      queryFn: ({ signal }) => featureFlagsApi.get(projectId, flagId, signal),
    }),
};
