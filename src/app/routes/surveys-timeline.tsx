import { useParams } from 'react-router-dom';
import { SurveysTimelinePage } from '@/features/surveys/components/surveys-timeline-page';
import { Component as NotFound } from './not-found';
import { parseProjectId } from './route-params';

export function Component() {
  const id = parseProjectId(useParams().projectId);
  if (id === null) return <NotFound />;
  return <SurveysTimelinePage key={id} projectId={id} />;
}
