import { ProjectsPage } from '@/features/projects/components/projects-page';

export function Component() {
  return <ProjectsPage />;
}
