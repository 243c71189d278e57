// The one way the app talks to the API: JSON in and out, Bearer auth, every answer parsed by its contract.
import type { z } from 'zod';
import { reportAbandonedWrite } from './abandoned-writes';
import { formatBytes, MAX_REQUEST_BYTES } from '@/contracts/limits';
import { ApiError, isApiError, MAX_RETRY_AFTER_SECONDS } from './api-error';
import { errorFromResponse } from './error-from-response';
import { endpointOf, type Connection, type Transport } from './backend';
import {
  activeEndpoint,
  connectionLifetime,
  getConnection,
  getConnectionGeneration,
} from './connection-store';
import { recordMissingScope } from './scopes';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<S extends z.ZodType | undefined> {
  schema: S;
  body?: unknown;
  params?: QueryParams;
  signal?: AbortSignal;
  /** Use this connection instead of the active one (the connection screen's "Test connection"). */
  connection?: Connection;
  /** Send through this instead of `fetch` (a candidate backend answered without switching the tab's). */
  transport?: Transport;
  /** What the user asked for, in words: named to them if a backend switch stops this write being sent. */
  action?: string;
  /**
   * Whether a 403 naming a missing scope says the key lacks it everywhere (the default). An INTERNAL view
   * refuses an "All access" key with the same words although other views grant it the scope.
   */
  learnScopes?: boolean;
  /**
   * The caller waits out a 429 itself (the query runner, which shares out PostHog's query budget and
   * says what it waited): the answer is thrown at once, never resent here.
   */
  noResend?: boolean;
}

/** For the API modules' writes: what a hook may add to a request. */
export type WriteOptions = Pick<RequestOptions<undefined>, 'action'>;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A 429 says the write was not processed: it is resent, at most this often, after Retry-After. */
export const MAX_WRITE_RESENDS = 2;

type Result<S> = S extends z.ZodType ? z.infer<S> : undefined;

/**
 * One API path segment from an id (often from the address bar): percent-encoded so it cannot add
 * segments, a query or a fragment. `.`/`..` are refused outright, because URL parsers resolve them even
 * when percent-encoded (`%2e%2e`). `@` and `:` are legal in a segment and stay readable (`@current`).
 */
export function pathSegment(id: string | number): string {
  const value = String(id);
  if (value === '' || /^(?:\.|%2e){1,2}$/i.test(value)) throw new Error(`"${value}" is not a valid id.`);
  return encodeURIComponent(value).replace(/%40/g, '@').replace(/%3A/g, ':');
}

function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/** How long to wait before resending a write, or null when it must not be resent. */
export function writeResendDelay(error: unknown, resends: number): number | null {
  if (resends >= MAX_WRITE_RESENDS || !isApiError(error) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  if (seconds === null) return 1000 * 2 ** resends;
  return seconds <= MAX_RETRY_AFTER_SECONDS ? seconds * 1000 : null;
}

/**
 * Every request is tied to the connection it started under: each attempt goes to that backend with
 * that key. Writes waiting to be resent after a 429 are abandoned, never redirected, if the user
 * switches backend meanwhile; the user is told which (abandoned-writes). Reads are retried by React
 * Query, which drops them on a switch.
 */
export async function apiRequest<S extends z.ZodType | undefined>(
  method: Method,
  path: string,
  options: RequestOptions<S>,
): Promise<Result<S>> {
  // "Test connection" names its candidate: it is not the active connection and no switch concerns it.
  const lifetime = options.connection ? null : connectionLifetime();
  const connection = options.connection ?? getConnection();
  const endpoint = options.connection ? endpointOf(options.connection) : activeEndpoint();
  const where = { method, path, generation: options.connection ? null : getConnectionGeneration() };
  if (endpoint.problem !== null)
    throw new ApiError({ kind: 'connection', detail: endpoint.problem, ...where });
  const to = { apiKey: connection.apiKey, baseUrl: endpoint.baseUrl };

  for (let resends = 0; ; resends += 1) {
    try {
      return await sendOnce(to, method, path, options, where);
    } catch (error) {
      const delay = method === 'GET' || options.noResend ? null : writeResendDelay(error, resends);
      if (delay === null) throw error;
      await waitToResend(delay, lifetime, options, where);
    }
  }
}

/** Resolves after `delay`; rejects if the request is cancelled or its connection ends first. */
function waitToResend(
  delay: number,
  lifetime: AbortSignal | null,
  options: Pick<RequestOptions<undefined>, 'signal' | 'action'>,
  where: { method: string; path: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = (error: ApiError) => {
      clearTimeout(timer);
      lifetime?.removeEventListener('abort', onSwitch);
      options.signal?.removeEventListener('abort', onCancel);
      reject(error);
    };
    const onSwitch = () => {
      const action = options.action ?? `${where.method} ${where.path}`;
      reportAbandonedWrite(action);
      stop(
        new ApiError({
          kind: 'abandoned',
          detail: `Not sent: the backend changed while this waited to be sent again (${action}).`,
          ...where,
        }),
      );
    };
    const onCancel = () =>
      stop(new ApiError({ kind: 'aborted', detail: 'The request was cancelled.', ...where }));
    const timer = setTimeout(() => {
      lifetime?.removeEventListener('abort', onSwitch);
      options.signal?.removeEventListener('abort', onCancel);
      resolve();
    }, delay);
    if (lifetime?.aborted) return onSwitch();
    if (options.signal?.aborted) return onCancel();
    lifetime?.addEventListener('abort', onSwitch, { once: true });
    options.signal?.addEventListener('abort', onCancel, { once: true });
  });
}

/**
 * The UTF-8 size of `text` when it is over the request limit, else null. Each UTF-16 unit is 1 to 3
 * bytes, so a text short enough that even 3 bytes a unit stays under the limit is not encoded (a 5 MB
 * import would otherwise be encoded here and again by fetch; the body stays a string, which the
 * browser's network tools can show).
 */
function bytesOverLimit(text: string): number | null {
  if (text.length * 3 <= MAX_REQUEST_BYTES) return null;
  const bytes = new TextEncoder().encode(text).length;
  return bytes > MAX_REQUEST_BYTES ? bytes : null;
}

async function sendOnce<S extends z.ZodType | undefined>(
  to: { apiKey: string; baseUrl: string },
  method: Method,
  path: string,
  options: RequestOptions<S>,
  where: { method: string; path: string; generation: number | null },
): Promise<Result<S>> {
  const url = buildUrl(to.baseUrl, path, options.params);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  // The server refuses bodies past this before any view runs: say so here, without sending it.
  const bytes = body === undefined ? null : bytesOverLimit(body);
  if (bytes !== null)
    throw new ApiError({
      kind: 'too-large',
      detail: `This is ${formatBytes(bytes)} to send, and PostHog refuses requests over ${formatBytes(MAX_REQUEST_BYTES)}. Shorten the longest texts, then try again.`,
      ...where,
    });
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (to.apiKey) headers.Authorization = `Bearer ${to.apiKey}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (options.transport ?? fetch)(url, {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'omit',
      // The API never redirects; one that does (a compromised or misconfigured host) gets nothing followed.
      redirect: 'error',
    });
  } catch (cause) {
    if (options.signal?.aborted) {
      throw new ApiError({ kind: 'aborted', detail: 'The request was cancelled.', cause, ...where });
    }
    throw new ApiError({
      kind: 'network',
      detail: `Could not reach ${to.baseUrl || 'the server'}. Check the address and your network connection.`,
      cause,
      ...where,
    });
  }

  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const error = errorFromResponse(response, text, where);
    if (error.missingScope && !options.connection && options.learnScopes !== false)
      recordMissingScope(error.missingScope);
    throw error;
  }
  if (options.schema === undefined) return undefined as Result<S>;

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      kind: 'malformed',
      status: response.status,
      detail: 'The server answered with something that is not JSON. Is this the address of a PostHog API?',
      cause,
      ...where,
    });
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new ApiError({
      kind: 'contract',
      status: response.status,
      detail: `The server's answer did not have the expected shape${at}: ${issue?.message ?? 'unknown problem'}.`,
      cause: parsed.error,
      ...where,
    });
  }
  return parsed.data as Result<S>;
}

/**
 * The outcome of a write the server accepted (2xx). A write that succeeded is never reported as failed:
 * when its answer cannot be read (not JSON, or not the expected shape), `data` is null and `unreadable`
 * says why, so the caller still counts the action as done and reports the answer separately.
 */
export interface Written<T> {
  data: T | null;
  unreadable: ApiError | null;
}

async function write<S extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'PUT',
  path: string,
  options: RequestOptions<S>,
): Promise<Written<z.infer<S>>> {
  try {
    return { data: (await apiRequest(method, path, options)) as z.infer<S>, unreadable: null };
  } catch (error) {
    // Only a 2xx answer is ever "malformed" or "contract": the server did what was asked.
    if (error instanceof ApiError && (error.kind === 'malformed' || error.kind === 'contract'))
      return { data: null, unreadable: error };
    throw error;
  }
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options: Omit<RequestOptions<S>, 'schema'> = {}) =>
    apiRequest('GET', path, { ...options, schema }),
  post: <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options: Omit<RequestOptions<S>, 'schema' | 'body'> = {},
  ) => write('POST', path, { ...options, schema, body }),
  patch: <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options: Omit<RequestOptions<S>, 'schema' | 'body'> = {},
  ) => write('PATCH', path, { ...options, schema, body }),
  delete: (path: string, options: Omit<RequestOptions<undefined>, 'schema'> = {}) =>
    apiRequest('DELETE', path, { ...options, schema: undefined }),
};
