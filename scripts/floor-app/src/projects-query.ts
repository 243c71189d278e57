// The one read of the floor app: the first page of the current organization's projects, as Surveyor's
// projects page reads it (same path, same default page size).
import { queryOptions } from '@tanstack/react-query';

export const PAGE_SIZE = 25;

// The bench's real-backend run names a host here (localStorage `floor.api`, e.g. https://us.posthog.com)
// and answers it in Playwright; otherwise the demo's worker answers same-origin /api/*.
const realApi = window.localStorage.getItem('floor.api');
export const onRealBackend = realApi !== null;

export interface FloorProject {
  id: number;
  name: string;
  timezone: string;
  created_at: string;
}

interface ProjectPage {
  count: number;
  results: FloorProject[];
}

export const projectsQuery = queryOptions({
  queryKey: ['projects', PAGE_SIZE],
  queryFn: async ({ signal }): Promise<ProjectPage> => {
    const response = await fetch(
      `${realApi ?? ''}/api/organizations/@current/projects/?limit=${PAGE_SIZE}&offset=0`,
      { signal },
    );
    if (!response.ok) throw new Error(`Projects: HTTP ${response.status}`);
    return (await response.json()) as ProjectPage;
  },
});
