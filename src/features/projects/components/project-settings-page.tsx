import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { onboardedProducts, type Project } from '@/contracts/project';
import { KeyValueTable } from '@/components/display/key-value-table';
import { SecretValue } from '@/components/display/copy-button';
import { useNotify } from '@/components/feedback/notifications';
import { PageHeader } from '@/components/navigation/page-header';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { ReadProblemsAlert } from '@/components/feedback/read-problems-alert';
import { RouteBreadcrumbs } from '@/components/navigation/route-breadcrumbs';
import { ScopeGate } from '@/components/feedback/scope-gate';
import { useConnection } from '@/lib/api/connection-store';
import { postHogProjectSettingsUrl } from '@/lib/api/session-only-actions';
import { useProjectScope } from '@/entities/project/project-scope';
import { usePendingDeletions } from '@/entities/project/pending-deletions';
import { projectSettingsReads } from '../model/projects-reads';
import { DeleteProjectDialog } from './delete-project-dialog';
import { deletionNotice } from './deletion-notice';
import { DemoDataIndicator } from './demo-data-indicator';
import { ProductActions } from './product-actions';
import { ProjectActivityPanel } from './project-activity-panel';
import { ProjectSettingsForm } from './project-settings-form';
import { ProjectTokenPanel } from './project-token-panel';
import { paths } from '@/lib/paths';

const LEVELS: Record<number, string> = { 1: 'Member', 8: 'Admin', 15: 'Owner' };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '—');

function Facts({ project }: { project: Project }) {
  const onboarded = onboardedProducts(project.has_completed_onboarding_for).map((key) =>
    key.replace(/_/g, ' '),
  );
  const rows: [string, ReactNode][] = [
    ['ID', project.id],
    ['UUID', project.uuid ? <code key="uuid">{project.uuid}</code> : '—'],
    ['Created', when(project.created_at)],
    ['Updated', when(project.updated_at)],
    [
      'Your access',
      project.effective_membership_level
        ? (LEVELS[project.effective_membership_level] ?? project.effective_membership_level)
        : 'None',
    ],
    [
      'Live events token',
      project.live_events_token ? (
        <SecretValue key="live" value={project.live_events_token} label="Copy live events token" />
      ) : (
        '—'
      ),
    ],
    ['Has group types', project.has_group_types ? 'Yes' : 'No'],
    ['Ingested events', project.ingested_event ? 'Yes' : 'Not yet'],
    ['Demo project', project.is_demo ? 'Yes' : 'No'],
    ['Onboarding completed for', onboarded.length ? onboarded.join(', ') : 'No product yet'],
  ];
  return <KeyValueTable label="Read-only facts" rows={rows} />;
}

export function ProjectSettingsPage({ projectId }: { projectId: number }) {
  const [projectRead] = projectSettingsReads(useProjectScope(), projectId);
  const project = useQuery(projectRead);
  const connection = useConnection();
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleting, setDeleting] = useState(false);
  const pendingDeletion = usePendingDeletions();
  return (
    <QueryBoundary query={project} errorTitle="Could not load the project" loadingLabel="Loading project">
      {(record) => {
        const data = record.project;
        const beingDeleted = Boolean(data.is_pending_deletion) || pendingDeletion.has(data.id);
        const postHogSettingsUrl = postHogProjectSettingsUrl(connection, data.id);

        return (
          <>
            <PageHeader
              breadcrumbs={<RouteBreadcrumbs />}
              title={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <span>{data.name}</span>
                  {data.is_demo ? (
                    <Chip label="Demo" color="secondary" variant="outlined" size="small" />
                  ) : null}
                </Stack>
              }
              subtitle="Project settings"
              actions={
                <>
                  <Button component={RouterLink} to={paths.surveys(data.id)}>
                    Surveys
                  </Button>
                  <ScopeGate scope="project:write">
                    {(reason) => (
                      <Button
                        color="error"
                        variant="outlined"
                        disabled={Boolean(reason) || beingDeleted}
                        onClick={() => setDeleting(true)}
                      >
                        {beingDeleted ? 'Deleting…' : 'Delete project'}
                      </Button>
                    )}
                  </ScopeGate>
                </>
              }
            />
            <DemoDataIndicator projectId={data.id} />
            {beingDeleted ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                This project is being deleted. PostHog finishes in the background; until then it stays listed.
              </Alert>
            ) : null}
            {record.problems.length ? (
              <Box sx={{ mb: 2 }}>
                <ReadProblemsAlert subject="project" problems={record.problems} />
              </Box>
            ) : null}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 7 }}>
                <ProjectSettingsForm key={data.id} project={data} />
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <Stack spacing={2}>
                  <Panel title="Project token">
                    <ProjectTokenPanel project={data} postHogSettingsUrl={postHogSettingsUrl} />
                  </Panel>
                  <Panel title="Products">
                    <ProductActions projectId={data.id} />
                  </Panel>
                  <Panel title="Activity">
                    <ProjectActivityPanel projectId={data.id} postHogSettingsUrl={postHogSettingsUrl} />
                  </Panel>
                  <Panel title="Facts">
                    <Facts project={data} />
                  </Panel>
                </Stack>
              </Grid>
            </Grid>
            <DeleteProjectDialog
              project={deleting ? data : null}
              onClose={() => setDeleting(false)}
              onDeleted={(name, outcome) => {
                setDeleting(false);
                notify(deletionNotice(name, outcome));
                navigate(paths.projects());
              }}
            />
          </>
        );
      }}
    </QueryBoundary>
  );
}
