// The columns of a projects table: the organization's list and a project-limited key's projects alike.
import { Button, Chip, IconButton, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { onboardedProducts, type ProjectListItem } from '../../../contracts/project';
import { SecretValue } from '../../../components/copy-button';
import { HoverTooltip } from '../../../components/hover-tooltip';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ScopeGate } from '../../../components/scope-gate';

function Onboarding({ project }: { project: ProjectListItem }) {
  const done = onboardedProducts(project.has_completed_onboarding_for);
  if (!done.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Not started
      </Typography>
    );
  return (
    <HoverTooltip title={done.map((key) => key.replace(/_/g, ' ')).join(', ')}>
      <Chip
        size="small"
        color="success"
        variant="outlined"
        label={`${done.length} product${done.length === 1 ? '' : 's'}`}
      />
    </HoverTooltip>
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

function Actions({
  project,
  beingDeleted,
  onDelete,
}: {
  project: ProjectListItem;
  beingDeleted: boolean;
  onDelete: (project: ProjectListItem) => void;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      {/* Their own words say what they do: no icon needing a tooltip (fewer to draw in every row). */}
      <Button
        size="small"
        component={RouterLink}
        to={`/projects/${project.id}/surveys`}
        aria-label={`Surveys of ${project.name}`}
      >
        Surveys
      </Button>
      <Button
        size="small"
        component={RouterLink}
        to={`/projects/${project.id}/settings`}
        aria-label={`Settings of ${project.name}`}
      >
        Settings
      </Button>
      <ScopeGate scope="project:write">
        {(reason) => (
          <IconButton
            size="small"
            disabled={Boolean(reason) || beingDeleted}
            onClick={() => onDelete(project)}
            aria-label={`Delete ${project.name}`}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </ScopeGate>
    </Stack>
  );
}

interface Options {
  /** Deletion was asked for and PostHog finishes it in the background. */
  isBeingDeleted: (project: ProjectListItem) => boolean;
  onDelete: (project: ProjectListItem) => void;
}

export function projectColumns({ isBeingDeleted, onDelete }: Options): DataTableColumn<ProjectListItem>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (project) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Link component={RouterLink} to={`/projects/${project.id}/settings`} sx={{ fontWeight: 500 }}>
            {project.name}
          </Link>
          {isBeingDeleted(project) ? (
            <Chip size="small" color="warning" variant="outlined" label="Deleting…" />
          ) : null}
        </Stack>
      ),
    },
    { id: 'id', header: 'ID', align: 'right', cell: (project) => project.id },
    { id: 'timezone', header: 'Time zone', cell: (project) => project.timezone ?? '—' },
    {
      id: 'demo',
      header: 'Demo',
      cell: (project) =>
        project.is_demo ? (
          <Chip size="small" label="Demo" color="secondary" variant="outlined" />
        ) : (
          <span aria-label="Not a demo project">—</span>
        ),
    },
    {
      id: 'events',
      header: 'Events',
      cell: (project) => <YesNo value={project.ingested_event} yes="Receiving" no="None yet" />,
    },
    { id: 'onboarding', header: 'Onboarding', cell: (project) => <Onboarding project={project} /> },
    {
      id: 'token',
      header: 'Project token',
      cell: (project) =>
        project.api_token ? (
          <SecretValue value={project.api_token} label={`Copy token of ${project.name}`} />
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (project) => (
        <Actions project={project} beingDeleted={isBeingDeleted(project)} onDelete={onDelete} />
      ),
    },
  ];
}
