import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { parseSearch } from '../../lib/url-state/use-search-state';
import { connectionProjectScope } from '../../entities/project/project-scope';
import { projectsPageReads } from '../../features/projects/model/projects-reads';
import { projectsSearch } from '../../features/projects/model/projects-search';
import { startReads } from './start-reads';

export const loader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    startReads(
      queryClient,
      projectsPageReads(
        connectionProjectScope(),
        parseSearch(projectsSearch, new URL(request.url).searchParams),
      ),
    );
