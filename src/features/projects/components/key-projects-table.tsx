// The projects of a key limited to some projects (`scoped_teams`). PostHog refuses such a key every
// project list, so each project saved with the connection is read on its own (GET /api/projects/:id/),
// a page of ids at a time, and one that cannot be read says why in its own row.
import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Link,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { describeApiError } from '../../../components/describe-api-error';
import { ListPagination } from '../../../components/list-pagination';
import { useNotify } from '../../../components/notifications';
import { PageHeader } from '../../../components/page-header';
import { projectCountLabel } from '../../../lib/api/access';
import { pageCount, toLimitOffset } from '../../../lib/url-state/pagination';
import { useSearchState } from '../../../lib/url-state/use-search-state';
import { projectQueries } from '../../../entities/project/projects.queries';
import { usePendingDeletions } from '../../../entities/project/pending-deletions';
import { projectsSearch } from '../model/projects-search';
import { DeleteProjectDialog } from './delete-project-dialog';
import { PROJECT_COLUMNS, ProjectRow, ProjectTableHeadCells } from './project-row';

function FailedRow({ id, error, onRetry }: { id: number; error: unknown; onRetry: () => void }) {
  const { title, message } = describeApiError(error);
  return (
    <TableRow>
      <TableCell colSpan={PROJECT_COLUMNS}>
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
      </TableCell>
    </TableRow>
  );
}

function LoadingRow({ id }: { id: number }) {
  return (
    <TableRow aria-label={`Loading project ${id}`}>
      <TableCell>
        <Skeleton variant="text" />
      </TableCell>
      <TableCell align="right">{id}</TableCell>
      {Array.from({ length: PROJECT_COLUMNS - 2 }, (_, column) => (
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  );
}

export function KeyProjectsTable({ projectIds }: { projectIds: readonly number[] }) {
  const [search, setSearch] = useSearchState(projectsSearch);
  const { limit, offset } = toLimitOffset(search);
  const idsOnPage = projectIds.slice(offset, offset + limit);
  const projects = useQueries({ queries: idsOnPage.map((id) => projectQueries.detail(null, id)) });
  const notify = useNotify();
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const pendingDeletion = usePendingDeletions();
  const count = projectIds.length;
  const lastPage = pageCount(count, search.pageSize);

  // A page past the end (an old link, fewer ids since) moves back to the last page.
  useEffect(() => {
    if (search.page > lastPage) setSearch({ page: lastPage }, { replace: true });
  }, [search.page, lastPage, setSearch]);

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
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Projects" aria-busy={projects.some((query) => query.isPending)}>
              <TableHead>
                <ProjectTableHeadCells />
              </TableHead>
              <TableBody>
                {idsOnPage.map((id, index) => {
                  const query = projects[index]!;
                  if (query.isError)
                    return (
                      <FailedRow key={id} id={id} error={query.error} onRetry={() => void query.refetch()} />
                    );
                  if (query.isPending) return <LoadingRow key={id} id={id} />;
                  const { project } = query.data;
                  return (
                    <ProjectRow
                      key={id}
                      project={project}
                      beingDeleted={Boolean(project.is_pending_deletion) || pendingDeletion.has(id)}
                      onDelete={setDeleting}
                    />
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPagination count={count} state={search} loaded onChange={(patch) => setSearch(patch)} />
        </Paper>
      )}
      <DeleteProjectDialog
        orgId={null}
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name, outcome) => {
          setDeleting(null);
          notify(
            outcome === 'deleting'
              ? `Project "${name}" is being deleted. PostHog finishes in the background.`
              : `Project "${name}" was already being deleted.`,
          );
        }}
      />
    </>
  );
}
