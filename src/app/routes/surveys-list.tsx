import { useParams } from 'react-router-dom';
import { SurveysPage } from '@/features/surveys/components/surveys-page';
import { Component as NotFound } from './not-found';
import { parseProjectId } from './route-params';

export function Component() {
  const id = parseProjectId(useParams().projectId);
  if (id === null) return <NotFound />;
  return <SurveysPage key={id} projectId={id} />;
}
