// Building blocks shared by every mocked endpoint: DRF-style error envelopes, personal-API-key auth and
// scopes, request bodies, LimitOffset and activity pagination, injected faults and JSON responses.
import { delay, HttpResponse } from 'msw';
import type { ApiErrorBody } from '../../contracts/common';
import { demoKey, type DemoKeyFacts } from '../../contracts/demo-keys';
import { mockLatency, type MockFault } from '../control';

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
  /** Custom serializer messages: DRF's `invalid` code is renamed `invalid_input` by exceptions-hog. */
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
  permissionDenied: (detail = 'You do not have permission to perform this action.') =>
    new MockHttpError(403, envelope('authentication_error', 'permission_denied', detail)),
  missingScope: (scope: string) => errors.permissionDenied(`API key missing required scope '${scope}'`),
  personalKeyUnsupported: () =>
    errors.permissionDenied('This action does not support personal API key access'),
  /** Routing's `project` / `parents_query_dict` for an unknown or non-numeric project id (routing.py). */
  projectNotFound: () => errors.notFound('Project not found.'),
  notFound: (detail = 'Not found.') =>
    new MockHttpError(404, envelope('invalid_request', 'not_found', detail)),
  methodNotAllowed: (method: string) =>
    new MockHttpError(
      405,
      envelope('invalid_request', 'method_not_allowed', `Method "${method}" not allowed.`),
    ),
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
  server: (status = 500) =>
    new MockHttpError(status, envelope('server_error', 'error', 'A server error occurred.')),
  /** complete_product_onboarding answers with a bare `{error}` body, not the envelope. */
  legacy: (status: number, message: string) => new MockHttpError(status, { error: message }),
};

export function errorResponse(error: MockHttpError): Response {
  return HttpResponse.json(error.body as Record<string, unknown>, {
    status: error.status,
    headers: error.headers,
  });
}

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

// ---- auth and scopes -------------------------------------------------------------------------

/** A demo personal API key: its facts (src/contracts/demo-keys.ts, shared with the app) and its name. */
export interface DemoKey extends DemoKeyFacts {
  name: string;
}

/**
 * APIScopePermission (posthog/permissions.py): `*` grants everything, and a `:read` scope is also
 * satisfied by the same object's `:write`.
 */
export function hasScope(key: DemoKey, needed: string): boolean {
  if (key.scopes.includes('*') || key.scopes.includes(needed)) return true;
  const [object, action] = needed.split(':');
  return action === 'read' && key.scopes.includes(`${object}:write`);
}

export function requireScope(key: DemoKey, scope: string): void {
  if (!hasScope(key, scope)) throw errors.missingScope(scope);
}

/** PostHog matches `Bearer` case-sensitively and tries the header first. */
export function authenticate(request: Request): DemoKey {
  const header = request.headers.get('Authorization');
  if (!header) throw errors.notAuthenticated();
  const match = /^Bearer\s+(\S+)$/.exec(header);
  const name = match?.[1];
  const facts = name ? demoKey(name) : undefined;
  if (!name || !facts) throw errors.authenticationFailed();
  return { ...facts, name };
}

// ---- bodies ----------------------------------------------------------------------------------

export async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw errors.validation(
      'parse_error',
      'JSON parse error - Expecting value: line 1 column 1 (char 0)',
      null,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    const got = Array.isArray(parsed)
      ? 'list'
      : parsed === null
        ? 'NoneType'
        : typeof parsed === 'string'
          ? 'str'
          : typeof parsed;
    throw errors.invalid(`Invalid data. Expected a dictionary, but got ${got}.`, null);
  }
  return parsed as Record<string, unknown>;
}

// ---- pagination ------------------------------------------------------------------------------

/** DRF's `_positive_int(strict=True)`: anything but a positive integer falls back to the default. */
function positiveInt(value: string | null, fallback: number, strict: boolean): number {
  if (value === null || !/^\s*\+?\d+\s*$/.test(value)) return fallback;
  const number = Number(value);
  if (strict && number === 0) return fallback;
  return number;
}

/** DRF LimitOffsetPagination: bad values fall back to the defaults; next/previous are absolute URLs. */
export function paginate<T>(items: readonly T[], url: URL, defaultLimit = 100) {
  const limit = positiveInt(url.searchParams.get('limit'), defaultLimit, true);
  const offset = positiveInt(url.searchParams.get('offset'), 0, false);
  const link = (target: number) => {
    const next = new URL(url.toString());
    next.searchParams.set('limit', String(limit));
    if (target <= 0) next.searchParams.delete('offset');
    else next.searchParams.set('offset', String(target));
    return next.toString();
  };
  return {
    count: items.length,
    next: offset + limit < items.length ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: items.slice(offset, offset + limit),
  };
}

/** Activity endpoints paginate with a 1-based `page` and `limit` (default 10) and count `total_count`. */
export function paginateByPage<T>(items: readonly T[], url: URL) {
  const limit = positiveInt(url.searchParams.get('limit'), 10, true);
  const page = positiveInt(url.searchParams.get('page'), 1, true);
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

// ---- latency and faults ----------------------------------------------------------------------

export async function simulateLatency(): Promise<void> {
  const ms = mockLatency();
  if (ms > 0) await delay(ms);
}

/** The envelope the real server would send with that status, so injected faults look genuine. */
function faultError(status: number, retryAfter: number | undefined): MockHttpError {
  switch (status) {
    case 400:
      return errors.invalid('Injected bad request.', null);
    case 401:
      return errors.authenticationFailed();
    case 403:
      return errors.permissionDenied();
    case 404:
      return errors.notFound();
    case 405:
      return errors.methodNotAllowed('GET');
    case 429:
      return errors.throttled(retryAfter ?? 1);
    default: {
      if (status >= 500) {
        const error = errors.server(status);
        return retryAfter === undefined
          ? error
          : new MockHttpError(status, error.body, { 'Retry-After': String(retryAfter) });
      }
      return new MockHttpError(
        status,
        envelope('invalid_request', `http_${status}`, `Injected HTTP ${status}.`),
      );
    }
  }
}

export function faultResponse(fault: MockFault): Response {
  if (fault.kind === 'network') return HttpResponse.error();
  if (fault.kind === 'malformed-json') {
    // What a misconfigured proxy or gateway typically answers: HTML labelled as JSON.
    return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: fault.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  const status = fault.status ?? 500;
  const error = faultError(status, fault.retryAfter);
  if (fault.body !== undefined) {
    return new HttpResponse(JSON.stringify(fault.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...error.headers },
    });
  }
  return errorResponse(error);
}
