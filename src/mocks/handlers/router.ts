// One MSW handler for all of /api/*: faults, latency, auth, scopes and routing with an optional
// trailing slash (PostHog's router uses `/?`), then the matching route of a domain module.
import { http } from 'msw';
import { takeFault } from '../control';
import {
  authenticate,
  errorResponse,
  errors,
  faultResponse,
  MockHttpError,
  readBody,
  requireScope,
  simulateLatency,
  type DemoKey,
} from './utils';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  key: DemoKey;
  /** Parsed JSON object body (undefined when there is none); any other JSON is a 400. */
  body: Record<string, unknown> | undefined;
}

export interface Route {
  method: Method;
  /** Path pattern with :params, without trailing slash, e.g. /api/projects/:project_id/surveys */
  path: string;
  /** Scope a personal API key needs, or null. */
  scope: string | null;
  /** Real PostHog refuses personal API keys for this action (the strict demo key is refused too). */
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

let writeListener: (() => void) | null = null;

/** The browser persists the store (and consumed faults) after every change so a reload keeps it. */
export function onWrite(listener: (() => void) | null): void {
  writeListener = listener;
}

export function createApiHandler(routeTable: Route[]) {
  const compiled = routeTable.map(compile);
  return http.all('/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    await simulateLatency();

    const fault = takeFault(method, url.pathname);
    if (fault) {
      writeListener?.();
      return faultResponse(fault);
    }

    try {
      const key = authenticate(request);
      const candidates = compiled
        .map((route) => ({ route, match: route.regex.exec(url.pathname) }))
        .filter((candidate) => candidate.match !== null);
      if (candidates.length === 0) throw errors.notFound();
      // As in DRF's router, a literal action path (surveys/responses_count/) wins over a detail route (surveys/:id/).
      const fewestParams = Math.min(...candidates.map((candidate) => candidate.route.names.length));
      const owners = candidates.filter((candidate) => candidate.route.names.length === fewestParams);
      const found = owners.find((candidate) => candidate.route.method === method);
      if (!found) throw errors.methodNotAllowed(method);
      const { route, match } = found;
      if (route.personalKeyUnsupported && key.strict) throw errors.personalKeyUnsupported();
      if (route.scope) requireScope(key, route.scope);
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match![i + 1]!)]),
      );
      const body = method === 'GET' || method === 'DELETE' ? undefined : await readBody(request);
      const response = await route.handle({ request, url, params, key, body });
      if (method !== 'GET') writeListener?.();
      return response;
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error);
      console.error('[mock] handler crashed', error);
      return errorResponse(errors.server());
    }
  });
}
