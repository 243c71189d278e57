import { connectionProjectScope } from '@/entities/project/project-scope';
import { projectSettingsReads } from '@/features/projects/model/projects-reads';
import { parseProjectId } from './route-params';
import { readsLoader } from './start-reads';

export const loader = readsLoader(({ params }) => {
  const projectId = parseProjectId(params.projectId);
  return projectId === null ? null : projectSettingsReads(connectionProjectScope(), projectId);
});
