import { useParams } from 'react-router-dom';
import { SurveysActivityPage } from '@/features/surveys/components/surveys-activity-page';
import { Component as NotFound } from './not-found';
import { parseProjectId } from './route-params';

export function Component() {
  const id = parseProjectId(useParams().projectId);
  if (id === null) return <NotFound />;
  return <SurveysActivityPage key={id} projectId={id} />;
}
