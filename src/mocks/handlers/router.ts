// One MSW handler for all of /api/*: faults, latency, auth, routing with an optional trailing slash
// (PostHog's router uses `/?`), then APIScopePermission's checks in the server's order (actions without
// scopes, the key's scoped projects and organizations, the scope), then the matching route's handler.
import { http } from 'msw';
import { takeFault } from '../control';
import { checkKeyReach, type ViewTargetFactory } from './reach';
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
  /** Scope a personal API key needs (`required_scopes`, or derived from the viewset's scope_object). */
  scope: string | null;
  /**
   * The action declares no `required_scopes` and its scope cannot be derived, so APIScopePermission
   * refuses every personal API key, `*` included, before any other check: 403 "This action does not
   * support personal API key access" (posthog/permissions.py). Only a demo key with
   * `demoOnlyProjectActions` (phx_demo_all) gets an answer, as a demo convenience.
   */
  personalKeyUnsupported?: boolean;
  /** How the real viewset resolves the request's organization and project, for scoped keys. */
  target?: ViewTargetFactory;
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
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match![i + 1]!)]),
      );
      if (route.personalKeyUnsupported) {
        if (!key.demoOnlyProjectActions) throw errors.personalKeyUnsupported();
      } else {
        if (route.target) checkKeyReach(route.target(params, key), key);
        if (route.scope) requireScope(key, route.scope);
      }
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
