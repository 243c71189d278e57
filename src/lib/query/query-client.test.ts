import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { writeResendDelay } from '../api/client';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client';

const http = (status: number, retryAfterSeconds: number | null = null) =>
  new ApiError({ kind: 'http', status, detail: 'x', retryAfterSeconds });
const network = new ApiError({ kind: 'network', detail: 'offline' });

describe('retry policy', () => {
  it('never retries a 4xx other than 429', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetryQuery(0, http(status))).toBe(false);
  });
  it('retries reads on 5xx and network errors, up to a limit', () => {
    expect(shouldRetryQuery(0, http(500))).toBe(true);
    expect(shouldRetryQuery(0, http(503))).toBe(true);
    expect(shouldRetryQuery(0, network)).toBe(true);
    expect(shouldRetryQuery(3, network)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ kind: 'malformed', detail: 'x' }))).toBe(false);
  });
  it('retries 429 only when Retry-After is reasonable', () => {
    expect(shouldRetryQuery(0, http(429, 5))).toBe(true);
    expect(shouldRetryQuery(0, http(429, 3600))).toBe(false);
  });
  it('resends writes only on 429, after Retry-After, twice at most; React Query never retries them', () => {
    expect(writeResendDelay(http(429, 1), 0)).toBe(1000);
    expect(writeResendDelay(http(429), 1)).toBe(2000);
    expect(writeResendDelay(http(429, 1), 2)).toBeNull();
    expect(writeResendDelay(http(429, 3600), 0)).toBeNull();
    expect(writeResendDelay(http(500), 0)).toBeNull();
    expect(writeResendDelay(network, 0)).toBeNull();
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
  it('waits Retry-After for a 429, else backs off exponentially', () => {
    expect(retryDelay(0, http(429, 7))).toBe(7000);
    expect(retryDelay(0, http(500))).toBe(1000);
    expect(retryDelay(2, http(500))).toBe(4000);
    expect(retryDelay(10, network)).toBe(8000);
  });
});
