// Matching a request path against the route table's patterns (`/api/projects/:project_id/surveys`), the
// way PostHog's router does: each pattern compiled once, a trailing slash optional (posthog/api/routing.py
// sets `trailing_slash = r"/?"`), literal segments compared exactly (Django's URL resolver,
// django/urls/resolvers.py, compiles route regexes without IGNORECASE), a `:param` taking one non-empty
// segment, percent-decoded. (MSW's own matcher did this per handler and per request; see api-handlers.ts.
// Tests that override a route with `server.use` still write MSW paths: their handlers come before this.)

type Segment = { literal: string } | { param: string };

export interface PathPattern {
  /** How many `:param` segments it has: DRF's router tries literal action paths before detail routes. */
  readonly paramCount: number;
  /** Its params and literals, segment by segment. */
  readonly segments: readonly Segment[];
}

export function compilePath(path: string): PathPattern {
  const segments: Segment[] = path
    .split('/')
    .slice(1)
    .map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part }));
  return { paramCount: segments.filter((segment) => 'param' in segment).length, segments };
}

/** The params of `pathname` if it matches `pattern`, else null. */
export function matchPath(pattern: PathPattern, pathname: string): Record<string, string> | null {
  const parts = (pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).split('/').slice(1);
  if (parts.length !== pattern.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.segments.entries()) {
    const part = parts[index]!;
    if ('literal' in segment) {
      if (part !== segment.literal) return null;
      continue;
    }
    if (!part) return null;
    try {
      params[segment.param] = decodeURIComponent(part);
    } catch {
      return null; // a malformed escape names no resource
    }
  }
  return params;
}
