import { useParams } from 'react-router-dom';
import { SurveyDetailPage } from '@/features/surveys/components/survey-detail-page';
import { SurveyPanelsProvider } from '@/entities/survey/ui/survey-panels';
import { Component as NotFound } from './not-found';
import { surveyPanels } from './survey-panels';
import { parseProjectId, parseSurveyId } from './route-params';

export function Component() {
  const params = useParams();
  const projectId = parseProjectId(params.projectId);
  const surveyId = parseSurveyId(params.surveyId);
  if (projectId === null || surveyId === null) return <NotFound />;
  return (
    <SurveyPanelsProvider panels={surveyPanels}>
      <SurveyDetailPage key={surveyId} projectId={projectId} surveyId={surveyId} />
    </SurveyPanelsProvider>
  );
}
