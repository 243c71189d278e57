// The projects page: the organization's projects, or the projects a key limited to some projects was
// saved with (key-projects-table.tsx).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router-dom';
import type { ProjectListItem } from '../../../contracts/project';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { DataTable } from '../../../components/data-table/data-table';
import { usePrefetchNextPage } from '../../../components/data-table/use-prefetch-next-page';
import { EmptyState } from '../../../components/empty-state';
import { useNotify } from '../../../components/notifications';
import { notifyWritten } from '../../../components/notify-written';
import { PageHeader } from '../../../components/page-header';
import { lenientRows } from '../../../components/data-table/lenient-rows';
import { ScopeGate } from '../../../components/scope-gate';
import { useAccess } from '../../../lib/api/access';
import { lazyWithPreload, MountWhenFirstNeeded, preloadOnIntent } from '../../../lib/react/lazy-with-preload';
import { useSearchState } from '../../../lib/url-state/use-search-state';
import { projectQueries } from '../../../entities/project/projects.queries';
import { usePendingDeletions } from '../../../entities/project/pending-deletions';
import { projectListParams, projectsSearch } from '../model/projects-search';
import { DeleteProjectDialog, deletionNotice } from './delete-project-dialog';
import { KeyProjectsTable } from './key-projects-table';
import { OrganizationBoundary } from './organization-boundary';
import { projectColumns } from './projects-columns';

// The form (react-hook-form, the time-zone picker) loads when the user reaches for the button.
const CreateProjectDialog = lazyWithPreload(() =>
  import('./create-project-dialog').then((module) => module.CreateProjectDialog),
);

export function ProjectsPage() {
  const access = useAccess();
  return (
    <OrganizationBoundary pending={<PageHeader title="Projects" />}>
      {(org) =>
        org ? (
          <OrganizationProjects orgId={org.id} orgName={org.name} />
        ) : (
          <KeyProjectsTable projectIds={access.mode === 'projects' ? access.projectIds : []} />
        )
      }
    </OrganizationBoundary>
  );
}

function OrganizationProjects({ orgId, orgName }: { orgId: string; orgName: string }) {
  const [search, setSearch] = useSearchState(projectsSearch);
  const projects = useQuery(projectQueries.list(orgId, projectListParams(search)));
  usePrefetchNextPage(
    (next) => projectQueries.list(orgId, projectListParams(next)),
    search,
    Boolean(projects.data?.next),
  );
  const navigate = useNavigate();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ProjectListItem | null>(null);
  const pendingDeletion = usePendingDeletions();
  const columns = projectColumns({
    isBeingDeleted: (project) => pendingDeletion.has(project.id),
    onDelete: setDeleting,
  });
  // Null: the server's count could not be used; the rows and `next` still are.
  const count = projects.data ? projects.data.count : 0;
  const empty = count === 0 || (count === null && !projects.data?.results.length && !projects.data?.previous);
  const total = count === null ? 'number of projects unknown' : `${count} project${count === 1 ? '' : 's'}`;

  return (
    <>
      <PageHeader
        title="Projects"
        subtitle={`${orgName}${projects.data ? ` · ${total}` : ''}`}
        actions={
          <ScopeGate scope="project:write">
            {(reason) => (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                disabled={Boolean(reason)}
                onClick={() => setCreating(true)}
                {...preloadOnIntent(CreateProjectDialog)}
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
      ) : projects.data && empty ? (
        <EmptyState
          title="No projects yet"
          description="Create the organization's first project to start collecting events."
        />
      ) : (
        <DataTable
          label="Projects"
          columns={columns}
          rows={projects.data?.results}
          {...lenientRows('project', (project: ProjectListItem) => project.id)}
          count={count}
          hasNext={Boolean(projects.data?.next)}
          pagination={search}
          onPaginationChange={setSearch}
          placeholder={projects.isPlaceholderData}
        />
      )}
      <MountWhenFirstNeeded when={creating}>
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
      </MountWhenFirstNeeded>
      <DeleteProjectDialog
        orgId={orgId}
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name, outcome) => {
          setDeleting(null);
          notify(deletionNotice(name, outcome));
          // If that emptied the page, the table moves back one page once the list refetches.
        }}
      />
    </>
  );
}
