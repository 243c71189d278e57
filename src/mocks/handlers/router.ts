// One MSW handler for all of /api/*: auth, scopes, faults, latency and routing with an optional
// trailing slash, as PostHog's router does (`/?`).
import { delay, http, HttpResponse } from 'msw';
import { db } from '../db';
import { mockLatency, takeFault } from '../control';
import { errors, MockHttpError } from '../http';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  key: DemoKey;
  /** Parsed JSON body (undefined when there is none); a non-object body is a 400. */
  body: Record<string, unknown> | undefined;
}

export interface DemoKey {
  scopes: readonly string[];
  /** Behave as real PostHog for actions that refuse personal API keys. */
  strict: boolean;
}

/** The demo personal API keys; documented in the README and mirrored in src/lib/api/scopes.ts. */
export const DEMO_KEYS: Record<string, DemoKey> = {
  phx_demo_all: { scopes: ['*'], strict: false },
  phx_demo_read: { scopes: ['project:read', 'survey:read', 'activity_log:read', 'organization:read'], strict: false },
  phx_demo_projects: { scopes: ['project:read', 'project:write', 'organization:read'], strict: false },
  phx_demo_strict: { scopes: ['*'], strict: true },
};

export function hasScope(key: DemoKey, needed: string): boolean {
  if (key.scopes.includes('*') || key.scopes.includes(needed)) return true;
  const [object, action] = needed.split(':');
  return action === 'read' && key.scopes.includes(`${object}:write`);
}

export function requireScope(key: DemoKey, scope: string): void {
  if (!hasScope(key, scope)) throw errors.missingScope(scope);
}

export interface Route {
  method: Method;
  /** Path pattern with :params, without trailing slash, e.g. /api/projects/:project_id/surveys */
  path: string;
  /** Scope needed; a function when it depends on the key (strict keys refuse some actions). */
  scope: string | null;
  /** Real PostHog refuses personal API keys for this action. */
  personalKeyUnsupported?: boolean;
  handle: (context: RouteContext) => Response | Promise<Response>;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { ...route, regex: new RegExp(`^${source}/?$`), names };
}

function errorResponse(error: MockHttpError): Response {
  return HttpResponse.json(error.body as Record<string, unknown>, { status: error.status, headers: error.headers });
}

function authenticate(request: Request): DemoKey {
  const header = request.headers.get('Authorization');
  if (!header) throw errors.notAuthenticated();
  const match = /^Bearer\s+(\S+)$/.exec(header);
  const key = match ? DEMO_KEYS[match[1]!] : undefined;
  if (!key) throw errors.authenticationFailed();
  return key;
}

async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw errors.validation('parse_error', 'JSON parse error - Expecting value', null);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw errors.validation('invalid_input', 'Invalid data. Expected a dictionary, but got list.', 'non_field_errors');
  }
  return json as Record<string, unknown>;
}

export function createApiHandler(routeTable: Route[]) {
  const compiled = routeTable.map(compile);
  return http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const latency = mockLatency();
    if (latency > 0) await delay(latency);

    const fault = takeFault(method, url.pathname);
    if (fault) {
      writeListener?.();
      if (fault.kind === 'network') return HttpResponse.error();
      if (fault.kind === 'malformed-json') {
        return new HttpResponse('<html><body>Gateway says hi</body></html>', {
          status: fault.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const status = fault.status ?? 500;
      if (fault.body !== undefined) return HttpResponse.json(fault.body as Record<string, unknown>, { status });
      if (status === 429) return errorResponse(errors.throttled(fault.retryAfter ?? 1));
      if (status >= 500) return errorResponse(new MockHttpError(status, { type: 'server_error', code: 'error', detail: 'A server error occurred.', attr: null }));
      return errorResponse(new MockHttpError(status, { type: 'invalid_request', code: `http_${status}`, detail: `Injected ${status}.`, attr: null }));
    }

    const candidates = compiled
      .map((route) => ({ route, match: route.regex.exec(url.pathname) }))
      .filter((candidate) => candidate.match !== null);
    try {
      const key = authenticate(request);
      if (candidates.length === 0) throw errors.notFound();
      const found = candidates.find((candidate) => candidate.route.method === method);
      if (!found) throw errors.methodNotAllowed(method);
      const { route, match } = found;
      if (route.personalKeyUnsupported && key.strict) throw errors.personalKeyUnsupported();
      if (route.scope) requireScope(key, route.scope);
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match![i + 1]!)]));
      const body = method === 'GET' || method === 'DELETE' ? undefined : await readBody(request);
      const response = await route.handle({ request, url, params, key, body });
      afterWrite(method);
      return response;
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error);
      console.error('[mock] handler crashed', error);
      return errorResponse(errors.server());
    }
  });
}

let writeListener: (() => void) | null = null;

/** The browser persists the store after every write so a reload keeps it. */
export function onWrite(listener: (() => void) | null): void {
  writeListener = listener;
}

function afterWrite(method: string): void {
  if (method !== 'GET') writeListener?.();
}

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

export { db };
