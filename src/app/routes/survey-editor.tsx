import { useParams } from 'react-router-dom';
import { SurveyEditorPage } from '@/features/survey-editor/survey-editor-page';
import { SurveyPanelsProvider } from '@/entities/survey/ui/survey-panels';
import { Component as NotFound } from './not-found';
import { surveyPanels } from './survey-panels';
import { parseProjectId, parseSurveyId } from './route-params';

/** `/projects/:projectId/surveys/new` and `/projects/:projectId/surveys/:surveyId/edit`. */
export function Component() {
  const params = useParams();
  const projectId = parseProjectId(params.projectId);
  const surveyId = params.surveyId === undefined ? null : parseSurveyId(params.surveyId);
  if (projectId === null || (params.surveyId !== undefined && surveyId === null)) return <NotFound />;
  return (
    <SurveyPanelsProvider panels={surveyPanels}>
      <SurveyEditorPage key={`${projectId}:${surveyId ?? 'new'}`} projectId={projectId} surveyId={surveyId} />
    </SurveyPanelsProvider>
  );
}
