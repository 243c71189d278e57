import { useParams } from 'react-router-dom';
import { SurveyEditorPage } from '../../features/surveys/editor/components/survey-editor-page';
import { Component as NotFound } from './not-found';

/** `/projects/:projectId/surveys/new` and `/projects/:projectId/surveys/:surveyId/edit`. */
export function Component() {
  const params = useParams();
  const projectId = Number(params.projectId);
  if (!Number.isInteger(projectId) || projectId <= 0) return <NotFound />;
  const surveyId = params.surveyId ?? null;
  return (
    <SurveyEditorPage key={`${projectId}:${surveyId ?? 'new'}`} projectId={projectId} surveyId={surveyId} />
  );
}
