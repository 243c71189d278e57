// The route table's shape: each mocked endpoint says its method and path, what a personal API key needs
// to call it, how its view resolves the organization and project, and the function that answers it.
import type { DemoKey } from './auth';
import type { ViewTargetFactory } from './reach';

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
  /**
   * Path pattern with :params, without trailing slash, e.g. /api/projects/:project_id/surveys. MSW
   * matches it with or without the trailing slash, as PostHog's router does (`/?`).
   */
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
  /**
   * Older PostHog servers declared this viewset's scope_object "INTERNAL", so APIScopePermission refused
   * every personal API key (scheduled changes before they moved to scope_object "feature_flag"). The demo
   * answers so to a key that models such a server (`olderServer` in src/contracts/demo-keys.ts).
   */
  internalOnOlderServers?: boolean;
  /**
   * The viewset is `scope_object = "INTERNAL"` and this action declares its own `required_scopes`: a key
   * must list the scope itself, since APIScopePermission does not let the `*` ("all access") scope
   * satisfy an INTERNAL viewset (TestOrganizationFeatureFlagCopyPersonalAPIKey, products/feature_flags/
   * backend/api/test/test_organization_feature_flag.py @ 02a2706b: `["*"]` gets 403 from copy_flags).
   */
  scopeOnInternalView?: boolean;
  /**
   * A POST that changes nothing the store keeps (PostHog's query API: a read sent as a POST). The browser
   * saves the whole store after every other non-GET request; after this one it would only spend the
   * page's main thread (ms per query on a store of the demo's size).
   */
  readsOnly?: boolean;
  /** How the real viewset resolves the request's organization and project, for scoped keys. */
  target?: ViewTargetFactory;
  handle: (context: RouteContext) => Response | Promise<Response>;
}
