// React Query defaults: never retry a 4xx except 429 (honouring Retry-After); retry idempotent reads on
// network errors and 5xx with exponential backoff. Writes are never retried here: the API client resends
// a 429'd write itself, to the connection it started under (React Query cannot cancel a mutation's
// pending retry, so one retried here would go to whichever backend is active by then).
import { QueryClient } from '@tanstack/react-query';
import { isApiError, MAX_RETRY_AFTER_SECONDS } from '../api/api-error';
import { getConnectionGeneration } from '../api/connection-store';

export const MAX_QUERY_RETRIES = 3;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (!isApiError(error)) return false;
  // A read that failed under another connection belongs to a cache that has been dropped.
  if (error.generation !== null && error.generation !== getConnectionGeneration()) return false;
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  if (error.status === 429) return (error.retryAfterSeconds ?? 0) <= MAX_RETRY_AFTER_SECONDS;
  return error.status >= 500;
}

export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.status === 429 && error.retryAfterSeconds !== null) {
    return error.retryAfterSeconds * 1000;
  }
  return Math.min(1000 * 2 ** attempt, 8000);
}

export function createQueryClient(overrides: { retry?: boolean } = {}): QueryClient {
  const retries = overrides.retry ?? true;
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retries ? shouldRetryQuery : false,
        retryDelay,
        staleTime: 15_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
