// One error type for everything that can go wrong talking to the API. No schemas here: the shell and the
// query client tell errors apart before any API code (or zod) has loaded; reading an error body is
// error-from-response.ts.

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

/** Longer waits than this are not worth holding a request for: the error (with the wait) goes to the user. */
export const MAX_RETRY_AFTER_SECONDS = 60;

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
