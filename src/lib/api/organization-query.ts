// The current organization is shared by the shell, the connection screen and the projects pages.
import { queryOptions } from '@tanstack/react-query';
import { organization } from '../../contracts/organization';
import { api } from './client';

export const organizationQueries = {
  all: () => ['organization'] as const,
  current: () =>
    queryOptions({
      queryKey: [...organizationQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => api.get('/api/organizations/@current', organization, { signal }),
      staleTime: 5 * 60_000,
    }),
};
