import { afterEach, describe, expect, it } from 'vitest';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { connectionProjectScope, projectScopeOf } from './project-scope';
import { projectQueries } from './projects.queries';

afterEach(() => resetConnectionForTests());

describe('the project scope', () => {
  it('comes from the access alone: an organization by id or @current, or the key’s projects', () => {
    expect(projectScopeOf({ mode: 'organization', organizationId: null })).toEqual({
      kind: 'organization',
      organization: '@current',
    });
    expect(projectScopeOf({ mode: 'organization', organizationId: 'org-1' })).toEqual({
      kind: 'organization',
      organization: 'org-1',
    });
    expect(projectScopeOf({ mode: 'projects', projectIds: [4, 9] })).toEqual({
      kind: 'projects',
      projectIds: [4, 9],
    });
  });

  it('is one object per access, so that it can serve as a dependency', () => {
    const access = { mode: 'projects', projectIds: [4, 9] } as const;
    expect(projectScopeOf(access)).toBe(projectScopeOf(access));
  });

  it('pages an organization as one list read, and a key’s projects as one read per id on the page', () => {
    const organization = projectScopeOf({ mode: 'organization', organizationId: null });
    expect(projectQueries.page(organization, { limit: 10, offset: 0 }).map((read) => read.queryKey)).toEqual([
      projectQueries.list(organization, { limit: 10, offset: 0 }).queryKey,
    ]);
    const key = projectScopeOf({ mode: 'projects', projectIds: [4, 9, 12, 15] });
    expect(projectQueries.page(key, { limit: 2, offset: 2 }).map((read) => read.queryKey)).toEqual([
      projectQueries.detail(key, 12).queryKey,
      projectQueries.detail(key, 15).queryKey,
    ]);
  });

  it('puts the scope in query keys, never the API key', () => {
    resetConnectionForTests({
      ...defaultConnection,
      apiKey: 'phx_demo_all',
      access: { mode: 'projects', projectIds: [1, 2] },
    });
    const scope = connectionProjectScope();
    const keys = [
      ...projectQueries.page(scope, { limit: 10, offset: 0 }).map((read) => read.queryKey),
      projectQueries.activity(scope, 1, 1).queryKey,
      projectQueries.demoData(scope, 1).queryKey,
    ];
    for (const queryKey of keys) {
      expect(queryKey).toContainEqual(scope);
      expect(JSON.stringify(queryKey)).not.toContain('phx_');
    }
  });
});
