import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { isolate } from '@/lib/bidi';
import { useProjectScope } from '@/entities/project/project-scope';
import { useDeleteProject } from '@/entities/project/use-project-mutations';
import type { DeletionOutcome } from './deletion-notice';

interface Props {
  project: { id: number; name: string } | null;
  onClose: () => void;
  /** The server accepted the deletion (it finishes in the background), or was already deleting it. */
  onDeleted: (name: string, outcome: DeletionOutcome) => void;
}

export function DeleteProjectDialog({ project, onClose, onDeleted }: Props) {
  const remove = useDeleteProject(useProjectScope());
  return (
    <ConfirmDialog
      open={project !== null}
      title={`Delete project "${isolate(project?.name ?? '')}"?`}
      description={`Every event, recording, survey and setting of "${project?.name ?? ''}" will be deleted. This cannot be undone. PostHog deletes it in the background: it stays listed as “Deleting…” for a while.`}
      confirmLabel="Delete project"
      destructive
      confirmText={project?.name}
      pending={remove.isPending}
      error={remove.error}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() => {
        if (!project) return;
        remove.mutate(project.id, {
          onSuccess: (outcome) => {
            remove.reset();
            onDeleted(project.name, outcome);
          },
        });
      }}
    />
  );
}
