// One error type for everything that can go wrong talking to the API.
import { apiErrorBody, legacyErrorBody } from '../../contracts/common';

export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** The request never got an answer (offline, DNS, CORS, refused). */
  | 'network'
  /** The body was not JSON (e.g. an HTML page from a host that is not a PostHog API). */
  | 'malformed'
  /** The body was JSON but did not match the contract. */
  | 'contract'
  /** The request was not sent: its body is larger than the server accepts. */
  | 'too-large'
  /** Nothing was sent: the connection settings cannot be used as they are (e.g. from old storage). */
  | 'connection'
  /** Not sent (again): the user switched backend while this write waited to be resent. */
  | 'abandoned'
  | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  type?: string;
  code?: string;
  detail: string;
  attr?: string | null;
  retryAfterSeconds?: number | null;
  method?: string;
  path?: string;
  /** The connection generation the request was made under (see connection-store). */
  generation?: number | null;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly type: string;
  readonly code: string;
  readonly detail: string;
  readonly attr: string | null;
  readonly retryAfterSeconds: number | null;
  readonly method: string;
  readonly path: string;
  readonly generation: number | null;

  constructor(init: ApiErrorInit) {
    super(init.detail, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.type = init.type ?? init.kind;
    this.code = init.code ?? init.kind;
    this.detail = init.detail;
    this.attr = init.attr ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.method = init.method ?? 'GET';
    this.path = init.path ?? '';
    this.generation = init.generation ?? null;
  }

  /**
   * The scope a 403 says is missing: "API key missing required scope 'x:y'" (APIScopePermission), or
   * the `feature_flag:write` a survey write needs when it also changes the survey's targeting flag
   * (assert_feature_flag_write_scope).
   */
  get missingScope(): string | null {
    if (this.status !== 403) return null;
    const match = /missing required scope '([^']+)'/.exec(this.detail);
    if (match) return match[1] ?? null;
    return /requires the `feature_flag:write` scope/.test(this.detail) ? 'feature_flag:write' : null;
  }

  /** Real PostHog refuses some actions (reset_token, activity) to personal API keys altogether. */
  get personalKeyUnsupported(): boolean {
    return this.status === 403 && /does not support personal API key/i.test(this.detail);
  }

  get isClientError(): boolean {
    return this.kind === 'http' && this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const STATUS_FALLBACK: Record<number, string> = {
  400: 'The server rejected the request.',
  401: 'The API key was not accepted.',
  403: 'This API key is not allowed to do that.',
  404: 'Not found.',
  405: 'The server does not allow this method here.',
  409: 'That conflicts with something that already exists.',
  429: 'Too many requests. Try again shortly.',
  500: 'The server failed to handle the request.',
  502: 'The server is unreachable (bad gateway).',
  503: 'The server is temporarily unavailable.',
};

/** Build an ApiError from a failed response's status, headers and (possibly non-JSON) body text. */
export function errorFromResponse(
  response: { status: number; headers: Headers },
  bodyText: string,
  request: { method: string; path: string; generation?: number | null },
): ApiError {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  let json: unknown;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const envelope = apiErrorBody.safeParse(json);
  if (envelope.success) {
    return new ApiError({
      kind: 'http',
      status: response.status,
      ...envelope.data,
      retryAfterSeconds,
      ...request,
    });
  }
  const legacy = legacyErrorBody.safeParse(json);
  const detailOnly =
    json && typeof json === 'object' && 'detail' in json && typeof json.detail === 'string'
      ? json.detail
      : null;
  return new ApiError({
    kind: 'http',
    status: response.status,
    type: response.status >= 500 ? 'server_error' : 'invalid_request',
    code: `http_${response.status}`,
    detail: legacy.success
      ? legacy.data.error
      : (detailOnly ?? STATUS_FALLBACK[response.status] ?? `The server answered ${response.status}.`),
    retryAfterSeconds,
    ...request,
  });
}
