// The answers of every mocked endpoint: DRF-style error envelopes (exceptions-hog's `type`, `code`,
// `detail`, `attr`), thrown as MockHttpError and turned into responses by withApi, and JSON bodies.
import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@/contracts/common';

export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${status}`);
  }
}

export function envelope(
  type: string,
  code: string,
  detail: string,
  attr: string | null = null,
): ApiErrorBody {
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
  /**
   * The same refusal in the wording of older servers' APIScopePermission (posthog/permissions.py before
   * the message was lower-cased), which raised it for every `scope_object = "INTERNAL"` view.
   */
  internalViewRefused: () => errors.permissionDenied('This action does not support Personal API Key access'),
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

/**
 * A JSON answer, serialised and encoded once. MSW's `HttpResponse.json` encodes the text twice (a Blob
 * only to count its bytes, then the body): with a 5 MB survey in the answer each pass is a long task on
 * the page's main thread, where the demo backend runs. Same status and headers.
 */
export function json(body: unknown, status = 200): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return new HttpResponse(bytes, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) },
  });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}
