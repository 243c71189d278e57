// The route table as one MSW handler, shared by the dev server's worker, Vitest and Playwright: it finds
// the route the way DRF's router would and answers through withApi. One handler, not one per route: MSW
// tries its handlers in turn and compiles each one's path for every request, which cost the demo tens of
// milliseconds per request on a slow phone.
import { http, type HttpHandler } from 'msw';
import { errors } from './errors';
import type { Route } from './route';
import { compilePath, matchPath, type PathPattern } from './route-paths';
import { withApi } from './with-api';

type Resolver = ReturnType<typeof withApi>;

interface KnownPath {
  pattern: PathPattern;
  byMethod: Map<string, Resolver>;
  /** DRF's 405 for the path's other methods. */
  otherMethods: Resolver;
}

/**
 * The first known path that matches answers, so:
 * - paths with fewer params come first: as in DRF's router, a literal action path
 *   (surveys/responses_count/) wins over a detail route (surveys/:id/);
 * - a known path answers its other methods with DRF's 405, never with a later route with more params
 *   (DELETE surveys/responses_count/ is a 405, not a delete of a survey "responses_count");
 * - any other `/api/` path gets DRF's 404.
 * Auth still comes first for the 404 and 405: withApi authenticates before it refuses.
 */
export function apiHandlers(routes: readonly Route[]): HttpHandler[] {
  const paths = new Map<string, KnownPath>();
  for (const route of routes) {
    let known = paths.get(route.path);
    if (!known) {
      known = {
        pattern: compilePath(route.path),
        byMethod: new Map(),
        otherMethods: withApi({ refuse: (method) => errors.methodNotAllowed(method) }),
      };
      paths.set(route.path, known);
    }
    known.byMethod.set(route.method, withApi(route));
  }
  const ordered = [...paths.values()].sort((a, b) => a.pattern.paramCount - b.pattern.paramCount);
  const unknownPath = withApi({ refuse: () => errors.notFound() });

  return [
    http.all('/api/*', ({ request }) => {
      const { pathname } = new URL(request.url);
      for (const known of ordered) {
        const params = matchPath(known.pattern, pathname);
        if (!params) continue;
        const resolver = known.byMethod.get(request.method.toUpperCase()) ?? known.otherMethods;
        return resolver({ request, params });
      }
      return unknownPath({ request, params: {} });
    }),
  ];
}
