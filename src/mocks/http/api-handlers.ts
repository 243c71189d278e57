// The route table as MSW handlers, shared by the dev server's worker, Vitest and Playwright: one handler
// per route, each wrapped in withApi, in an order that gives DRF's answers.
import { http, type HttpHandler } from 'msw';
import { errors } from './errors';
import type { Method, Route } from './route';
import { withApi } from './with-api';

const METHOD = {
  GET: 'get',
  POST: 'post',
  PATCH: 'patch',
  PUT: 'put',
  DELETE: 'delete',
} as const satisfies Record<Method, keyof typeof http>;

const paramCount = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/**
 * MSW answers with the first handler whose method and path match, so:
 * - paths with fewer params come first: as in DRF's router, a literal action path
 *   (surveys/responses_count/) wins over a detail route (surveys/:id/);
 * - each path ends with a catch-all for its other methods: DRF's 405, never a later route with more
 *   params (DELETE surveys/responses_count/ is a 405, not a delete of a survey "responses_count");
 * - a last `/api/*` catch-all answers every unknown path with DRF's 404.
 * Auth still comes first for the 404 and 405: withApi authenticates before it refuses.
 */
export function apiHandlers(routes: readonly Route[]): HttpHandler[] {
  const paths = [...new Set(routes.map((route) => route.path))].sort((a, b) => paramCount(a) - paramCount(b));
  return [
    ...paths.flatMap((path) => [
      ...routes
        .filter((route) => route.path === path)
        .map((route) => http[METHOD[route.method]](path, withApi(route))),
      http.all(path, withApi({ refuse: (method) => errors.methodNotAllowed(method) })),
    ]),
    http.all('/api/*', withApi({ refuse: () => errors.notFound() })),
  ];
}
