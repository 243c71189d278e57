import { activitySearch } from '@/components/display/activity-list';
import { parseSearch } from '@/lib/url-state/use-search-state';
import { surveyDetailReads } from '@/features/surveys/model/surveys-reads';
import { surveyDetailSearch } from '@/features/surveys/model/surveys-search';
import { parseProjectId, parseSurveyId } from './route-params';
import { readsLoader } from './start-reads';

export const loader = readsLoader(({ request, params }) => {
  const projectId = parseProjectId(params.projectId);
  const surveyId = parseSurveyId(params.surveyId);
  if (projectId === null || surveyId === null) return null;
  const { searchParams } = new URL(request.url);
  return surveyDetailReads(projectId, surveyId, {
    ...parseSearch(surveyDetailSearch, searchParams),
    ...parseSearch(activitySearch, searchParams),
  });
});
