// Query keys and options for scheduled changes; the API key is never part of a key.
import { queryOptions } from '@tanstack/react-query';
import { probeScheduling, scheduledChangesApi } from './scheduled-changes.api';

export const scheduledChangeQueries = {
  all: (projectId: number | string) => ['scheduled-changes', String(projectId)] as const,
  /**
   * One flag's changes (a scheduled survey's gate), all of them (or the newest, past the cap): the list,
   * the survey page, the editor and the Timeline share it, each reading only the gates it shows.
   */
  byRecord: (projectId: number | string, recordId: number | string) =>
    queryOptions({
      queryKey: [...scheduledChangeQueries.all(projectId), 'record', String(recordId)] as const,
      queryFn: ({ signal }) => scheduledChangesApi.readByRecord(projectId, recordId, signal),
    }),
  /**
   * Whether the server lets a personal API key schedule changes: asked once per project and remembered
   * for the connection (a server does not change its mind; a backend switch clears the cache).
   */
  support: (projectId: number | string) =>
    queryOptions({
      queryKey: ['scheduling-support', String(projectId)] as const,
      queryFn: ({ signal }) => probeScheduling(projectId, 0, signal),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
};
