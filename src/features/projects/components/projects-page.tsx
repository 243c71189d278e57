// The projects page: the projects of the connection's scope (entities/project/project-scope.ts), an
// organization's or the ones a key limited to some projects was saved with, in one table.
import { useMemo, useState } from 'react';
import { Alert, Button, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { DataTable } from '@/components/data-table/data-table';
import { useInAppLinkClicks } from '@/components/data-table/in-app-link-clicks';
import { usePrefetchNextPage } from '@/components/data-table/use-prefetch-next-page';
import { EmptyState } from '@/components/feedback/empty-state';
import { useNotify } from '@/components/feedback/notifications';
import { notifyWritten } from '@/components/feedback/notify-written';
import { PageHeader } from '@/components/navigation/page-header';
import { ScopeGate } from '@/components/feedback/scope-gate';
import { projectCountLabel } from '@/lib/api/access';
import { lazyWithPreload, MountWhenFirstNeeded, preloadOnIntent } from '@/lib/react/lazy-with-preload';
import { useSearchState } from '@/lib/url-state/use-search-state';
import { usePendingDeletions } from '@/entities/project/pending-deletions';
import { useProjectScope, type ProjectScope } from '@/entities/project/project-scope';
import { projectQueries } from '@/entities/project/projects.queries';
import { useProjectPage } from '@/entities/project/use-project-page';
import { projectListParams, projectsSearch } from '../model/projects-search';
import { deletionNotice } from './deletion-notice';
import { OrganizationBoundary } from './organization-boundary';
import { projectRows } from './project-rows';
import { projectColumns } from './projects-columns';
import { projectTableParts } from './projects-table-styles';
import { paths } from '@/lib/paths';

// The form (react-hook-form, the time-zone picker) loads when the user reaches for the button.
const CreateProjectDialog = lazyWithPreload(() =>
  import('./create-project-dialog').then((module) => module.CreateProjectDialog),
);
// So does the deletion's confirmation (MUI's Dialog and a text field: about a tenth of the first screen's
// own code), when the pointer or the focus reaches a row's delete button.
const DeleteProjectDialog = lazyWithPreload(() =>
  import('./delete-project-dialog').then((module) => module.DeleteProjectDialog),
);

const EMPTY: Record<ProjectScope['kind'], { title: string; description: string }> = {
  organization: {
    title: 'No projects yet',
    description: "Create the organization's first project to start collecting events.",
  },
  projects: {
    title: 'No projects',
    description: "Enter the ids of the key's projects in the connection settings.",
  },
};

export function ProjectsPage() {
  const scope = useProjectScope();
  if (scope.kind === 'projects') return <ProjectsTable scope={scope} />;
  // An organization's page is headed by its name: it waits for it (the list is read meanwhile).
  return (
    <OrganizationBoundary pending={<PageHeader title="Projects" />}>
      {(org) => <ProjectsTable scope={scope} organizationName={org.name} />}
    </OrganizationBoundary>
  );
}

function ProjectsTable({ scope, organizationName }: { scope: ProjectScope; organizationName?: string }) {
  const [search, setSearch] = useSearchState(projectsSearch);
  const page = useProjectPage(scope, projectListParams(search));
  usePrefetchNextPage((next) => projectQueries.list(scope, projectListParams(next)), search, page.hasNext);
  const navigate = useNavigate();
  const onLinkClick = useInAppLinkClicks();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const pendingDeletion = usePendingDeletions();
  // Stable between renders: the table draws its rows again only when they or the columns change.
  const columns = useMemo(
    () =>
      projectColumns({
        isBeingDeleted: (project) => Boolean(project.is_pending_deletion) || pendingDeletion.has(project.id),
        onDelete: setDeleting,
        deleteIntent: preloadOnIntent(DeleteProjectDialog),
      }),
    [pendingDeletion],
  );
  const { count } = page;
  const total = count === null ? 'number of projects unknown' : `${count} project${count === 1 ? '' : 's'}`;

  const listed = page.rows !== undefined;
  // The same element while what it shows is: a page step draws the table, not the header's MUI parts.
  const header = useMemo(
    () =>
      scope.kind === 'organization' ? (
        <PageHeader
          title="Projects"
          subtitle={`${organizationName ?? ''}${listed ? ` · ${total}` : ''}`}
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
      ) : (
        <>
          <PageHeader
            title="Projects"
            subtitle={`Your API key is limited to ${projectCountLabel(count ?? 0)}`}
          />
          <Alert severity="info" variant="outlined" role="note" sx={{ mb: 2 }}>
            These are the projects saved with the connection. There is no New project here: creating a project
            needs access to the organization, and this key is limited to projects.{' '}
            <Link component={RouterLink} to={paths.connectionSettings()}>
              Change the projects in the connection settings
            </Link>
          </Alert>
        </>
      ),
    [scope.kind, organizationName, listed, total, count],
  );

  return (
    <>
      {header}
      {page.failure ? (
        <ApiErrorAlert
          error={page.failure.error}
          onRetry={page.failure.retry}
          title="Could not load projects"
        />
      ) : page.empty ? (
        <EmptyState {...EMPTY[scope.kind]} />
      ) : (
        // The rows' links are plain anchors: this one handler navigates in the app for all of them.
        <div onClick={onLinkClick}>
          <DataTable
            label="Projects"
            columns={columns}
            rows={page.rows}
            {...projectRows}
            count={count}
            hasNext={page.hasNext}
            pagination={search}
            onPaginationChange={setSearch}
            placeholder={page.placeholder}
            busy={page.busy}
            // The first page comes in slices of 8 rows, one commit and layout each after a paint: one
            // commit of 25 rows was the longest task after the first paint on a slow phone (Lighthouse's
            // Total Blocking Time). A page change rewrites the rows on screen in place (a cell's state
            // belongs to the value it shows) and draws whole: only rows beyond those drawn come in slices.
            rowsPerSlice={8}
            rowsByPosition
            sx={projectTableParts}
          />
        </div>
      )}
      {scope.kind === 'organization' ? (
        <MountWhenFirstNeeded when={creating}>
          <CreateProjectDialog
            scope={scope}
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(written, name) => {
              setCreating(false);
              notifyWritten(notify, `Project "${name}" created`, written);
              if (written.data) navigate(paths.projectSettings(written.data.project.id));
            }}
          />
        </MountWhenFirstNeeded>
      ) : null}
      <MountWhenFirstNeeded when={deleting !== null}>
        <DeleteProjectDialog
          project={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(name, outcome) => {
            setDeleting(null);
            notify(deletionNotice(name, outcome));
            // If that emptied the page, the table moves back one page once the list refetches.
          }}
        />
      </MountWhenFirstNeeded>
    </>
  );
}
