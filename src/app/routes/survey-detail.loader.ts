import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { activitySearch } from '../../components/activity-list';
import { parseSearch } from '../../lib/url-state/use-search-state';
import { surveyDetailReads } from '../../features/surveys/model/surveys-reads';
import { surveyDetailSearch } from '../../features/surveys/model/surveys-search';
import { parseProjectId, parseSurveyId } from './route-params';
import { startReads } from './start-reads';

export const loader =
  (queryClient: QueryClient) =>
  ({ request, params }: LoaderFunctionArgs) => {
    const projectId = parseProjectId(params.projectId);
    const surveyId = parseSurveyId(params.surveyId);
    // Ids that are not plain ids are the not-found page's: nothing is read for them.
    if (projectId === null || surveyId === null) return null;
    const { searchParams } = new URL(request.url);
    const search = {
      ...parseSearch(surveyDetailSearch, searchParams),
      ...parseSearch(activitySearch, searchParams),
    };
    return startReads(queryClient, surveyDetailReads(projectId, surveyId, search));
  };
