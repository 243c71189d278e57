import { parseSearch } from '@/lib/url-state/use-search-state';
import { surveysListReads } from '@/features/surveys/model/surveys-reads';
import { surveysSearch } from '@/features/surveys/model/surveys-search';
import { parseProjectId } from './route-params';
import { readsLoader } from './start-reads';

export const loader = readsLoader(({ request, params }) => {
  const projectId = parseProjectId(params.projectId);
  if (projectId === null) return null;
  return surveysListReads(projectId, parseSearch(surveysSearch, new URL(request.url).searchParams));
});
