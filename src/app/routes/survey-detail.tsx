import { useParams } from 'react-router-dom';
import { SurveyDetailPage } from '../../features/surveys/components/survey-detail-page';
import { Component as NotFound } from './not-found';

export function Component() {
  const params = useParams();
  const projectId = Number(params.projectId);
  if (!Number.isInteger(projectId) || projectId <= 0 || !params.surveyId) return <NotFound />;
  return <SurveyDetailPage key={params.surveyId} projectId={projectId} surveyId={params.surveyId} />;
}
