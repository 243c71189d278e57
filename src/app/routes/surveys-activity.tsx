import { useParams } from 'react-router-dom';
import { SurveysActivityPage } from '../../features/surveys/components/surveys-activity-page';
import { Component as NotFound } from './not-found';

export function Component() {
  const id = Number(useParams().projectId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <SurveysActivityPage key={id} projectId={id} />;
}
