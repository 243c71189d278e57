import { useParams } from 'react-router-dom';
import { ProjectSettingsPage } from '@/features/projects/components/project-settings-page';
import { Component as NotFound } from './not-found';
import { parseProjectId } from './route-params';

export function Component() {
  const id = parseProjectId(useParams().projectId);
  if (id === null) return <NotFound />;
  return <ProjectSettingsPage key={id} projectId={id} />;
}
