import { parseSearch } from '@/lib/url-state/use-search-state';
import { connectionProjectScope } from '@/entities/project/project-scope';
import { projectsPageReads } from '@/features/projects/model/projects-reads';
import { projectsSearch } from '@/features/projects/model/projects-search';
import { readsLoader } from './start-reads';

export const loader = readsLoader(({ request }) =>
  projectsPageReads(connectionProjectScope(), parseSearch(projectsSearch, new URL(request.url).searchParams)),
);
