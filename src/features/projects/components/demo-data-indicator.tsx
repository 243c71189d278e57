import { useQuery } from '@tanstack/react-query';
import { Alert, LinearProgress } from '@mui/material';
import { projectQueries } from '../api/projects.queries';

/** Polls is_generating_demo_data while the server is still generating (demo projects only). */
export function DemoDataIndicator({ orgId, projectId }: { orgId: string | null; projectId: number }) {
  const status = useQuery(projectQueries.demoData(orgId, projectId));
  if (!status.data?.is_generating_demo_data) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      Generating demo data… Events and recordings appear as they are created.
      <LinearProgress sx={{ mt: 1 }} aria-label="Generating demo data" />
    </Alert>
  );
}
