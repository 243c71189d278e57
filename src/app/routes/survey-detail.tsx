import { useParams } from 'react-router-dom';
import { SurveyDetailPage } from '../../features/surveys/components/survey-detail-page';
import { Component as NotFound } from './not-found';
import { parseProjectId, parseSurveyId } from './route-params';

export function Component() {
  const params = useParams();
  const projectId = parseProjectId(params.projectId);
  const surveyId = parseSurveyId(params.surveyId);
  if (projectId === null || surveyId === null) return <NotFound />;
  return <SurveyDetailPage key={surveyId} projectId={projectId} surveyId={surveyId} />;
}
