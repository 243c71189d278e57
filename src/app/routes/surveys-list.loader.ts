import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { parseSearch } from '../../lib/url-state/use-search-state';
import { surveysListReads } from '../../features/surveys/model/surveys-reads';
import { surveysSearch } from '../../features/surveys/model/surveys-search';
import { parseProjectId } from './route-params';
import { startReads } from './start-reads';

export const loader =
  (queryClient: QueryClient) =>
  ({ request, params }: LoaderFunctionArgs) => {
    const projectId = parseProjectId(params.projectId);
    // An id that is not a plain id is the not-found page's: nothing is read for it.
    if (projectId === null) return null;
    const search = parseSearch(surveysSearch, new URL(request.url).searchParams);
    return startReads(queryClient, surveysListReads(projectId, search));
  };
