import { useParams } from 'react-router-dom';
import { SurveysPage } from '../../features/surveys/components/surveys-page';
import { Component as NotFound } from './not-found';

export function Component() {
  const id = Number(useParams().projectId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <SurveysPage key={id} projectId={id} />;
}
