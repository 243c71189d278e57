import { useQuery } from '@tanstack/react-query';
import { Alert, LinearProgress } from '@mui/material';
import { useSessionOnlyAnswer } from '@/lib/api/session-only-actions';
import { useProjectScope } from '@/entities/project/project-scope';
import { projectQueries } from '@/entities/project/projects.queries';

/**
 * Polls is_generating_demo_data while the server is still generating (demo projects only). A backend known
 * to refuse the action to personal API keys is not asked; one that may answer is, and a refusal passes
 * quietly: this is a passing hint, not something the user asked for.
 */
export function DemoDataIndicator({ projectId }: { projectId: number }) {
  const answer = useSessionOnlyAnswer();
  const scope = useProjectScope();
  const status = useQuery({ ...projectQueries.demoData(scope, projectId), enabled: answer !== 'refused' });
  if (!status.data?.is_generating_demo_data) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      Generating demo data… Events and recordings appear as they are created.
      <LinearProgress sx={{ mt: 1 }} aria-label="Generating demo data" />
    </Alert>
  );
}
