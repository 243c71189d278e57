import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router-dom';
import type { ProjectListItem } from '../../../contracts/project';
import { isUnreadable } from '../../../contracts/readable';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { useNotify } from '../../../components/notifications';
import { notifyWritten } from '../../../components/notify-written';
import { PageHeader } from '../../../components/page-header';
import { unreadableText } from '../../../components/read-problems-alert';
import { ScopeGate } from '../../../components/scope-gate';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useAccess } from '../../../lib/api/access';
import { useWorkingOrganization } from '../../../entities/organization/organization-query';
import { pageCount, toLimitOffset } from '../../../lib/url-state/pagination';
import { useSearchState } from '../../../lib/url-state/use-search-state';
import { projectQueries } from '../../../entities/project/projects.queries';
import { usePendingDeletions } from '../../../entities/project/pending-deletions';
import { projectsSearch } from '../model/projects-search';
import { CreateProjectDialog } from './create-project-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { KeyProjectsTable } from './key-projects-table';
import { PROJECT_COLUMNS, ProjectRow, ProjectTableHeadCells } from './project-row';

/** The organization's projects, or the projects a key limited to some projects was saved with. */
export function ProjectsPage() {
  const access = useAccess();
  if (access.mode === 'projects') return <KeyProjectsTable projectIds={access.projectIds} />;
  return <OrganizationProjectsPage />;
}

function OrganizationProjectsPage() {
  const org = useWorkingOrganization();
  if (org.isError)
    return (
      <ApiErrorAlert
        error={org.error}
        onRetry={() => void org.refetch()}
        title="Could not load the organization"
      />
    );
  if (org.isPending) return <LinearProgress aria-label="Loading organization" />;
  return <ProjectsTable orgId={org.data.id} orgName={org.data.name} />;
}

function ProjectsTable({ orgId, orgName }: { orgId: string; orgName: string }) {
  const [search, setSearch] = useSearchState(projectsSearch);
  const params = toLimitOffset(search);
  const projects = useQuery(projectQueries.list(orgId, params));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ProjectListItem | null>(null);
  const pendingDeletion = usePendingDeletions();
  const count = projects.data?.count ?? 0;
  const lastPage = pageCount(count, search.pageSize);

  // Prefetch the next page so paging forward is instant.
  useEffect(() => {
    if (projects.data?.next) {
      void queryClient.prefetchQuery(
        projectQueries.list(orgId, toLimitOffset({ page: search.page + 1, pageSize: search.pageSize })),
      );
    }
  }, [projects.data?.next, queryClient, orgId, search.page, search.pageSize]);

  // A page past the end (e.g. after deletions, or an old link) moves back to the last page.
  useEffect(() => {
    if (projects.data && !projects.isPlaceholderData && search.page > lastPage)
      setSearch({ page: lastPage }, { replace: true });
  }, [projects.data, projects.isPlaceholderData, search.page, lastPage, setSearch]);

  return (
    <>
      <PageHeader
        title="Projects"
        subtitle={`${orgName}${projects.data ? ` · ${count} project${count === 1 ? '' : 's'}` : ''}`}
        actions={
          <ScopeGate scope="project:write">
            {(reason) => (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                disabled={Boolean(reason)}
                onClick={() => setCreating(true)}
              >
                New project
              </Button>
            )}
          </ScopeGate>
        }
      />
      {projects.isError ? (
        <ApiErrorAlert
          error={projects.error}
          onRetry={() => void projects.refetch()}
          title="Could not load projects"
        />
      ) : projects.data && count === 0 ? (
        <EmptyState
          title="No projects yet"
          description="Create the organization's first project to start collecting events."
        />
      ) : (
        <Paper variant="outlined">
          <Box sx={{ height: 4 }}>
            {projects.isFetching && projects.isPlaceholderData ? (
              <LinearProgress aria-label="Loading page" />
            ) : null}
          </Box>
          <TableContainer>
            <Table size="small" aria-label="Projects" aria-busy={projects.isPending}>
              <TableHead>
                <ProjectTableHeadCells />
              </TableHead>
              {projects.isPending ? (
                <TableSkeleton rows={Math.min(search.pageSize, 10)} columns={PROJECT_COLUMNS} />
              ) : (
                <TableBody sx={{ opacity: projects.isPlaceholderData ? 0.6 : 1 }}>
                  {projects.data?.results.map((project, index) =>
                    isUnreadable(project) ? (
                      <TableRow key={`unreadable-${index}`}>
                        <TableCell colSpan={PROJECT_COLUMNS}>
                          <Typography variant="body2" color="warning.main">
                            {unreadableText('project', project)}
                          </Typography>
                        </TableCell>
                      </TableRow>
                    ) : (
                      <ProjectRow
                        key={project.id}
                        project={project}
                        beingDeleted={pendingDeletion.has(project.id)}
                        onDelete={setDeleting}
                      />
                    ),
                  )}
                </TableBody>
              )}
            </Table>
          </TableContainer>
          <ListPagination
            count={count}
            state={search}
            loaded={Boolean(projects.data)}
            onChange={(patch) => setSearch(patch)}
          />
        </Paper>
      )}
      <CreateProjectDialog
        orgId={orgId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(written, name) => {
          setCreating(false);
          notifyWritten(notify, `Project "${name}" created`, written);
          if (written.data) navigate(`/projects/${written.data.project.id}/settings`);
        }}
      />
      <DeleteProjectDialog
        orgId={orgId}
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name, outcome) => {
          setDeleting(null);
          notify(
            outcome === 'deleting'
              ? `Project "${name}" is being deleted. PostHog finishes in the background.`
              : `Project "${name}" was already being deleted.`,
          );
          // If that emptied the page, the effect above moves back one page once the list refetches.
        }}
      />
    </>
  );
}
