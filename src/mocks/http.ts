// Building blocks of the mock's answers: DRF-style error envelopes, pagination and JSON responses.
import type { ApiErrorBody } from '../contracts/common';

export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${status}`);
  }
}

function envelope(type: string, code: string, detail: string, attr: string | null = null): ApiErrorBody {
  return { type, code, detail, attr };
}

export const errors = {
  validation: (code: string, detail: string, attr: string | null) =>
    new MockHttpError(400, envelope('validation_error', code, detail, attr)),
  invalid: (detail: string, attr: string | null) =>
    new MockHttpError(400, envelope('validation_error', 'invalid_input', detail, attr)),
  notAuthenticated: () =>
    new MockHttpError(
      401,
      envelope('authentication_error', 'not_authenticated', 'Authentication credentials were not provided.'),
    ),
  authenticationFailed: () =>
    new MockHttpError(
      401,
      envelope(
        'authentication_error',
        'authentication_failed',
        'Personal API key found in request Authorization header is invalid.',
      ),
    ),
  missingScope: (scope: string) =>
    new MockHttpError(
      403,
      envelope('authentication_error', 'permission_denied', `API key missing required scope '${scope}'`),
    ),
  personalKeyUnsupported: () =>
    new MockHttpError(
      403,
      envelope('authentication_error', 'permission_denied', 'This action does not support personal API key access'),
    ),
  notFound: (detail = 'Not found.') => new MockHttpError(404, envelope('invalid_request', 'not_found', detail)),
  methodNotAllowed: (method: string) =>
    new MockHttpError(405, envelope('invalid_request', 'method_not_allowed', `Method "${method}" not allowed.`)),
  conflict: (detail: string) => new MockHttpError(409, envelope('server_error', 'conflict', detail)),
  throttled: (seconds: number) =>
    new MockHttpError(
      429,
      envelope(
        'throttled_error',
        'throttled',
        `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      ),
      { 'Retry-After': String(seconds) },
    ),
  server: () => new MockHttpError(500, envelope('server_error', 'error', 'A server error occurred.')),
  /** complete_product_onboarding answers with a bare `{error}` body, not the envelope. */
  legacy: (status: number, message: string) => new MockHttpError(status, { error: message }),
};

/** DRF LimitOffsetPagination: bad values fall back to the defaults; next/previous are absolute URLs. */
export function paginate<T>(items: readonly T[], url: URL, defaultLimit = 100) {
  const parse = (value: string | null, fallback: number) => {
    if (value === null || !/^\d+$/.test(value)) return fallback;
    return Number(value);
  };
  const limit = Math.max(1, parse(url.searchParams.get('limit'), defaultLimit)) || defaultLimit;
  const offset = parse(url.searchParams.get('offset'), 0);
  const link = (nextOffset: number) => {
    const target = new URL(url.toString());
    target.searchParams.set('limit', String(limit));
    if (nextOffset <= 0) target.searchParams.delete('offset');
    else target.searchParams.set('offset', String(nextOffset));
    return target.toString();
  };
  return {
    count: items.length,
    next: offset + limit < items.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: items.slice(offset, offset + limit),
  };
}

/** Activity endpoints paginate with 1-based `page` and `limit` (default 10). */
export function paginateByPage<T>(items: readonly T[], url: URL) {
  const limitRaw = Number(url.searchParams.get('limit') ?? 10);
  const pageRaw = Number(url.searchParams.get('page') ?? 1);
  const limit = Number.isInteger(limitRaw) && limitRaw > 0 ? limitRaw : 10;
  const page = Number.isInteger(pageRaw) && pageRaw > 0 ? pageRaw : 1;
  const start = (page - 1) * limit;
  const link = (target: number) => {
    const next = new URL(url.toString());
    next.searchParams.set('page', String(target));
    next.searchParams.set('limit', String(limit));
    return next.toString();
  };
  return {
    results: items.slice(start, start + limit),
    next: start + limit < items.length ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    total_count: items.length,
  };
}
