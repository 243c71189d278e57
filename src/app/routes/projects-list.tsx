import { ProjectsPage } from '../../features/projects/components/projects-table';

export function Component() {
  return <ProjectsPage />;
}
