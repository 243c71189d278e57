import { connectionProjectScope } from '@/entities/project/project-scope';
import { surveysTimelineReads } from '@/features/surveys/model/surveys-reads';
import { parseProjectId } from './route-params';
import { readsLoader } from './start-reads';

export const loader = readsLoader(({ params }) => {
  const projectId = parseProjectId(params.projectId);
  return projectId === null ? null : surveysTimelineReads(connectionProjectScope(), projectId);
});
