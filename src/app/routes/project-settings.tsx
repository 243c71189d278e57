import { useParams } from 'react-router-dom';
import { ProjectSettingsPage } from '../../features/projects/components/project-settings-page';
import { Component as NotFound } from './not-found';

export function Component() {
  const { projectId } = useParams();
  const id = Number(projectId);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <ProjectSettingsPage key={id} projectId={id} />;
}
