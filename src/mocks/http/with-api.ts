// withApi: the one higher-order resolver around every mocked endpoint. It does what PostHog's middleware
// and DRF do around a view, in the server's order: latency, the scheduled changes that came due, and
// injected faults (the mock's own), auth,
// then APIScopePermission's checks (actions without scopes, the key's scoped projects and
// organizations, the scope), the request body, and finally the route's handler; any MockHttpError
// becomes its DRF envelope.
import { mockNow } from '../clock';
import { takeFault } from '../control';
import { runDueScheduledChanges } from '../models/flags/scheduled-change-runner';
import { authenticate, requireScope } from './auth';
import { errorResponse, errors, MockHttpError } from './errors';
import { faultResponse, simulateLatency } from './faults';
import { checkKeyReach } from './reach';
import { readBody } from './request-body';
import type { Route } from './route';

/** What answers a request no route takes: 404 for an unknown path, 405 for another method of a known one. */
export interface Refusal {
  refuse: (method: string) => MockHttpError;
}

let writeListener: (() => void) | null = null;

/** The browser persists the store (and consumed faults) after every change so a reload keeps it. */
export function onWrite(listener: (() => void) | null): void {
  writeListener = listener;
}

export function withApi(answer: Route | Refusal) {
  return async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string>;
  }): Promise<Response> => {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    await simulateLatency();
    // PostHog's task runs due scheduled changes every two minutes whether anyone asks or not; the demo runs
    // the task runs its clock has passed before it answers anything, so every answer already shows them.
    if (runDueScheduledChanges(mockNow())) writeListener?.();

    const fault = takeFault(method, url.pathname);
    if (fault) {
      writeListener?.();
      return faultResponse(fault);
    }

    try {
      const key = authenticate(request);
      if ('refuse' in answer) throw answer.refuse(method);
      const route = answer;
      if (route.internalOnOlderServers && key.olderServer) throw errors.internalViewRefused();
      if (route.personalKeyUnsupported) {
        if (!key.demoOnlyProjectActions) throw errors.personalKeyUnsupported();
      } else {
        if (route.target) checkKeyReach(route.target(params, key), key);
        if (route.scope) requireScope(key, route.scope, route.scopeOnInternalView && !key.olderServer);
      }
      const body = method === 'GET' || method === 'DELETE' ? undefined : await readBody(request);
      const response = await route.handle({ request, url, params, key, body });
      if (method !== 'GET' && !route.readsOnly) writeListener?.();
      return response;
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error);
      console.error('[mock] handler crashed', error);
      return errorResponse(errors.server());
    }
  };
}
