// React Query defaults: never retry a 4xx except 429 (honouring Retry-After); retry idempotent reads on
// network errors and 5xx with exponential backoff.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

export const MAX_QUERY_RETRIES = 3;
export const MAX_RETRY_AFTER_SECONDS = 60;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  if (error.status === 429) return (error.retryAfterSeconds ?? 0) <= MAX_RETRY_AFTER_SECONDS;
  return error.status >= 500;
}

/** Writes are retried only when the server said it did not process them (429). */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !isApiError(error)) return false;
  return error.status === 429 && (error.retryAfterSeconds ?? 0) <= MAX_RETRY_AFTER_SECONDS;
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
      mutations: {
        retry: retries ? shouldRetryMutation : false,
        retryDelay,
      },
    },
  });
}
