// Fetchers for /api/projects/:project_id/actions/ (scope action:read): a project's actions, which a copied
// survey's action trigger is re-pointed to by name.
import { actionList, type Action } from '@/contracts/action';
import { isUnreadable } from '@/contracts/readable';
import { api, pathSegment } from '@/lib/api/client';

/** PostHog answers every action at once; a `next` (should a server page them) is followed this far. */
export const ACTION_PAGES = 20;

export const actionsApi = {
  /** Every live action of the project; rows Surveyor cannot read (no numeric id) are left out. */
  async all(projectId: number | string, signal?: AbortSignal): Promise<Action[]> {
    const actions: Action[] = [];
    let path: string | null = `/api/projects/${pathSegment(projectId)}/actions/`;
    let params: Record<string, string | number> | undefined = undefined;
    for (let page = 0; path && page < ACTION_PAGES; page += 1) {
      const data = await api.get(path, actionList, { params, signal });
      for (const row of data.results) if (!isUnreadable(row)) actions.push(row);
      path = nextPath(data.next);
      params = nextParams(data.next);
    }
    return actions;
  },
};

/** A `next` link as the client's path and query (the client adds the backend's base URL itself). */
function nextPath(next: string | null | undefined): string | null {
  return next ? new URL(next, 'http://next.invalid').pathname : null;
}

function nextParams(next: string | null | undefined): Record<string, string> | undefined {
  return next ? Object.fromEntries(new URL(next, 'http://next.invalid').searchParams) : undefined;
}
