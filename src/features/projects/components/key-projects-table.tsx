// The projects of a key limited to some projects (`scoped_teams`). PostHog refuses such a key every
// project list, so each project saved with the connection is read on its own (GET /api/projects/:id/),
// a page of ids at a time, and one that cannot be read says why in its own row.
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Alert, Button, Link, Skeleton } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectListItem } from '../../../contracts/project';
import { DataTable, type RowView } from '../../../components/data-table/data-table';
import { EmptyState } from '../../../components/empty-state';
import { useNotify } from '../../../components/notifications';
import { PageHeader } from '../../../components/page-header';
import { projectCountLabel } from '../../../lib/api/access';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { toLimitOffset } from '../../../lib/url-state/pagination';
import { useSearchState } from '../../../lib/url-state/use-search-state';
import { projectQueries } from '../../../entities/project/projects.queries';
import { usePendingDeletions } from '../../../entities/project/pending-deletions';
import { projectsSearch } from '../model/projects-search';
import { DeleteProjectDialog, deletionNotice } from './delete-project-dialog';
import { projectColumns } from './projects-columns';

/** One id on the page and the read of its project. */
interface Slot {
  id: number;
  read: ReturnType<typeof useQueries<ReturnType<typeof projectQueries.detail>[]>>[number];
}

function FailedRow({ id, error, onRetry }: { id: number; error: unknown; onRetry: () => void }) {
  const { title, message } = describeApiError(error);
  return (
    <Alert
      severity="warning"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry} aria-label={`Retry project ${id}`}>
          Retry
        </Button>
      }
    >
      Project {id}: {title}. {message}
    </Alert>
  );
}

function slotView({ id, read }: Slot): RowView<ProjectListItem> {
  if (read.isError)
    return { whole: <FailedRow id={id} error={read.error} onRetry={() => void read.refetch()} /> };
  if (read.isPending) return { whole: <Skeleton variant="text" />, label: `Loading project ${id}` };
  return { cells: read.data.project };
}

export function KeyProjectsTable({ projectIds }: { projectIds: readonly number[] }) {
  const [search, setSearch] = useSearchState(projectsSearch);
  const { limit, offset } = toLimitOffset(search);
  const idsOnPage = projectIds.slice(offset, offset + limit);
  const reads = useQueries({ queries: idsOnPage.map((id) => projectQueries.detail(null, id)) });
  const notify = useNotify();
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const pendingDeletion = usePendingDeletions();
  const columns = projectColumns({
    isBeingDeleted: (project) => Boolean(project.is_pending_deletion) || pendingDeletion.has(project.id),
    onDelete: setDeleting,
  });
  const count = projectIds.length;
  const slots = idsOnPage.map((id, index): Slot => ({ id, read: reads[index]! }));

  return (
    <>
      <PageHeader title="Projects" subtitle={`Your API key is limited to ${projectCountLabel(count)}`} />
      <Alert severity="info" variant="outlined" role="note" sx={{ mb: 2 }}>
        These are the projects saved with the connection. There is no New project here: creating a project
        needs access to the organization, and this key is limited to projects.{' '}
        <Link component={RouterLink} to="/settings">
          Change the projects in the connection settings
        </Link>
      </Alert>
      {count === 0 ? (
        <EmptyState
          title="No projects"
          description="Enter the ids of the key's projects in the connection settings."
        />
      ) : (
        <DataTable
          label="Projects"
          columns={columns}
          rows={slots}
          rowKey={(slot) => slot.id}
          view={slotView}
          count={count}
          pagination={search}
          onPaginationChange={setSearch}
          busy={reads.some((read) => read.isPending)}
        />
      )}
      <DeleteProjectDialog
        orgId={null}
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name, outcome) => {
          setDeleting(null);
          notify(deletionNotice(name, outcome));
        }}
      />
    </>
  );
}
