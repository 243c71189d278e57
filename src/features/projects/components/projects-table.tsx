import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import SettingsIcon from '@mui/icons-material/Settings';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { onboardedProducts, type ProjectListItem } from '../../../contracts/project';
import { isUnreadable } from '../../../contracts/readable';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { SecretValue } from '../../../components/copy-button';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { useNotify } from '../../../components/notifications';
import { notifyWritten } from '../../../components/notify-written';
import { PageHeader } from '../../../components/page-header';
import { unreadableText } from '../../../components/read-problems-alert';
import { ScopeGate } from '../../../components/scope-gate';
import { TableSkeleton } from '../../../components/table-skeleton';
import { pageCount, toLimitOffset } from '../../../lib/url-state/pagination';
import { useSearchState } from '../../../lib/url-state/use-search-state';
import { projectQueries } from '../api/projects.queries';
import { usePendingDeletions } from '../model/pending-deletions';
import { projectsSearch } from '../model/projects-search';
import { CreateProjectDialog } from './create-project-dialog';
import { DeleteProjectDialog } from './delete-project-dialog';
import { useOrganization } from './use-organization-id';

const COLUMNS = 8;

function Onboarding({ project }: { project: ProjectListItem }) {
  const done = onboardedProducts(project.has_completed_onboarding_for);
  if (!done.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Not started
      </Typography>
    );
  return (
    <Tooltip title={done.map((key) => key.replace(/_/g, ' ')).join(', ')}>
      <Chip
        size="small"
        color="success"
        variant="outlined"
        label={`${done.length} product${done.length === 1 ? '' : 's'}`}
      />
    </Tooltip>
  );
}

function YesNo({ value, yes, no }: { value: boolean | null | undefined; yes: string; no: string }) {
  return value ? (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <CheckCircleIcon fontSize="small" color="success" aria-hidden />
      <span>{yes}</span>
    </Stack>
  ) : (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <RemoveCircleOutlineIcon fontSize="small" aria-hidden />
      <span>{no}</span>
    </Stack>
  );
}

export function ProjectsPage() {
  const org = useOrganization();
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
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell align="right">ID</TableCell>
                  <TableCell>Time zone</TableCell>
                  <TableCell>Demo</TableCell>
                  <TableCell>Events</TableCell>
                  <TableCell>Onboarding</TableCell>
                  <TableCell>Project token</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              {projects.isPending ? (
                <TableSkeleton rows={Math.min(search.pageSize, 10)} columns={COLUMNS} />
              ) : (
                <TableBody sx={{ opacity: projects.isPlaceholderData ? 0.6 : 1 }}>
                  {projects.data?.results.map((project, index) =>
                    isUnreadable(project) ? (
                      <TableRow key={`unreadable-${index}`}>
                        <TableCell colSpan={COLUMNS}>
                          <Typography variant="body2" color="warning.main">
                            {unreadableText('project', project)}
                          </Typography>
                        </TableCell>
                      </TableRow>
                    ) : (
                      <TableRow key={project.id} hover>
                        <TableCell>
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <Link
                              component={RouterLink}
                              to={`/projects/${project.id}/settings`}
                              sx={{ fontWeight: 500 }}
                            >
                              {project.name}
                            </Link>
                            {pendingDeletion.has(project.id) ? (
                              <Chip size="small" color="warning" variant="outlined" label="Deleting…" />
                            ) : null}
                          </Stack>
                        </TableCell>
                        <TableCell align="right">{project.id}</TableCell>
                        <TableCell>{project.timezone ?? '—'}</TableCell>
                        <TableCell>
                          {project.is_demo ? (
                            <Chip size="small" label="Demo" color="secondary" variant="outlined" />
                          ) : (
                            <span aria-label="Not a demo project">—</span>
                          )}
                        </TableCell>
                        <TableCell>
                          <YesNo value={project.ingested_event} yes="Receiving" no="None yet" />
                        </TableCell>
                        <TableCell>
                          <Onboarding project={project} />
                        </TableCell>
                        <TableCell>
                          {project.api_token ? (
                            <SecretValue value={project.api_token} label={`Copy token of ${project.name}`} />
                          ) : (
                            '—'
                          )}
                        </TableCell>
                        <TableCell align="right">
                          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                            <Tooltip title="Surveys">
                              <Button
                                size="small"
                                component={RouterLink}
                                to={`/projects/${project.id}/surveys`}
                                aria-label={`Surveys of ${project.name}`}
                              >
                                Surveys
                              </Button>
                            </Tooltip>
                            <Tooltip title="Settings">
                              <IconButton
                                size="small"
                                component={RouterLink}
                                to={`/projects/${project.id}/settings`}
                                aria-label={`Settings of ${project.name}`}
                              >
                                <SettingsIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <ScopeGate scope="project:write">
                              {(reason) => (
                                <IconButton
                                  size="small"
                                  disabled={Boolean(reason) || pendingDeletion.has(project.id)}
                                  onClick={() => setDeleting(project)}
                                  aria-label={`Delete ${project.name}`}
                                >
                                  <DeleteIcon fontSize="small" />
                                </IconButton>
                              )}
                            </ScopeGate>
                          </Stack>
                        </TableCell>
                      </TableRow>
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
