// The one way the app talks to the API: JSON in and out, Bearer auth, every answer parsed by its contract.
import type { z } from 'zod';
import { ApiError, errorFromResponse } from './api-error';
import { baseUrlFor, connectionProblem, type Connection, type Transport } from './backend';
import { getConnection } from './connection-store';
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
}

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

export function buildUrl(connection: Connection, path: string, params?: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return `${baseUrlFor(connection)}${path}${search ? `?${search}` : ''}`;
}

export async function apiRequest<S extends z.ZodType | undefined>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions<S>,
): Promise<Result<S>> {
  const connection = options.connection ?? getConnection();
  const where = { method, path };
  const problem = connectionProblem(connection);
  if (problem) throw new ApiError({ kind: 'connection', detail: problem, ...where });
  const url = buildUrl(connection, path, options.params);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (connection.apiKey) headers.Authorization = `Bearer ${connection.apiKey}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (options.transport ?? fetch)(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'omit',
    });
  } catch (cause) {
    if (options.signal?.aborted) {
      throw new ApiError({ kind: 'aborted', detail: 'The request was cancelled.', cause, ...where });
    }
    throw new ApiError({
      kind: 'network',
      detail: `Could not reach ${baseUrlFor(connection) || 'the server'}. Check the address and your network connection.`,
      cause,
      ...where,
    });
  }

  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const error = errorFromResponse(response, text, where);
    if (error.missingScope && !options.connection) recordMissingScope(error.missingScope);
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

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options: Omit<RequestOptions<S>, 'schema'> = {}) =>
    apiRequest('GET', path, { ...options, schema }),
  post: <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options: Omit<RequestOptions<S>, 'schema' | 'body'> = {},
  ) => apiRequest('POST', path, { ...options, schema, body }),
  patch: <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    options: Omit<RequestOptions<S>, 'schema' | 'body'> = {},
  ) => apiRequest('PATCH', path, { ...options, schema, body }),
  delete: (path: string, options: Omit<RequestOptions<undefined>, 'schema'> = {}) =>
    apiRequest('DELETE', path, { ...options, schema: undefined }),
};
