import { activitySearch } from '@/components/display/activity-list';
import { parseSearch } from '@/lib/url-state/use-search-state';
import { surveysActivityReads } from '@/features/surveys/model/surveys-reads';
import { parseProjectId } from './route-params';
import { readsLoader } from './start-reads';

export const loader = readsLoader(({ request, params }) => {
  const projectId = parseProjectId(params.projectId);
  if (projectId === null) return null;
  return surveysActivityReads(projectId, parseSearch(activitySearch, new URL(request.url).searchParams));
});
