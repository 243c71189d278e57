import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { activitySearch } from '../../components/activity-list';
import { parseSearch } from '../../lib/url-state/use-search-state';
import { surveysActivityReads } from '../../features/surveys/model/surveys-reads';
import { parseProjectId } from './route-params';
import { startReads } from './start-reads';

export const loader =
  (queryClient: QueryClient) =>
  ({ request, params }: LoaderFunctionArgs) => {
    const projectId = parseProjectId(params.projectId);
    // An id that is not a plain id is the not-found page's: nothing is read for it.
    if (projectId === null) return null;
    const search = parseSearch(activitySearch, new URL(request.url).searchParams);
    return startReads(queryClient, surveysActivityReads(projectId, search));
  };
