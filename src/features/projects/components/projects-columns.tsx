// The columns of a projects table: the organization's list and a project-limited key's projects alike.
// Cells hold plain elements classed for the table's styles (projects-table-styles.ts) where MUI parts
// only painted: a page is up to 100 rows. Its links are plain anchors: the page puts one click handler
// around the table that navigates in the app (in-app-link-clicks.ts), not a react-router Link each.
import { onboardedProducts, type ProjectListItem } from '@/contracts/project';
import { SecretValue } from '@/components/display/copy-button';
import { HoverTooltip } from '@/components/display/hover-tooltip';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { ROW_BUTTON, ROW_ICON_BUTTON, RowIcon } from '@/components/data-table/row-parts';
import { ScopeGate } from '@/components/feedback/scope-gate';
import { tagClass } from './projects-table-styles';
import { paths } from '@/lib/paths';

function Onboarding({ project }: { project: ProjectListItem }) {
  const done = onboardedProducts(project.has_completed_onboarding_for);
  if (!done.length) return <span className="yes-no-no">Not started</span>;
  return (
    // Not keyed by project: the next page's project takes the row's tooltip over in place (its title is
    // that project's), instead of a tooltip and its chip rebuilt in every row of every page step.
    <HoverTooltip title={done.map((key) => key.replace(/_/g, ' ')).join(', ')}>
      <span className={tagClass('success')}>
        <span>{`${done.length} product${done.length === 1 ? '' : 's'}`}</span>
      </span>
    </HoverTooltip>
  );
}

function YesNo({ value, yes, no }: { value: boolean | null | undefined; yes: string; no: string }) {
  return value ? (
    <div className="yes-no">
      <RowIcon icon="checkCircle" color="success" />
      <span>{yes}</span>
    </div>
  ) : (
    <div className="yes-no yes-no-no">
      <RowIcon icon="removeCircleOutline" />
      <span>{no}</span>
    </div>
  );
}

/** Handlers that start loading the deletion dialog's code when a delete button is reached for. */
interface Intent {
  onPointerEnter: () => void;
  onFocus: () => void;
}

function Actions({
  project,
  beingDeleted,
  onDelete,
  deleteIntent,
}: {
  project: ProjectListItem;
  beingDeleted: boolean;
  onDelete: (project: ProjectListItem) => void;
  deleteIntent?: Intent;
}) {
  return (
    <div className="cell-actions">
      {/* Their own words say what they do: no icon needing a tooltip (fewer to draw in every row). */}
      <a className={ROW_BUTTON} href={paths.surveys(project.id)} aria-label={`Surveys of ${project.name}`}>
        Surveys
      </a>
      <a
        className={ROW_BUTTON}
        href={paths.projectSettings(project.id)}
        aria-label={`Settings of ${project.name}`}
      >
        Settings
      </a>
      <ScopeGate scope="project:write">
        {(reason) => (
          <button
            type="button"
            className={ROW_ICON_BUTTON}
            disabled={Boolean(reason) || beingDeleted}
            onClick={() => onDelete(project)}
            {...deleteIntent}
            aria-label={`Delete ${project.name}`}
          >
            <RowIcon icon="delete" />
          </button>
        )}
      </ScopeGate>
    </div>
  );
}

interface Options {
  /** Deletion was asked for and PostHog finishes it in the background. */
  isBeingDeleted: (project: ProjectListItem) => boolean;
  onDelete: (project: ProjectListItem) => void;
  /** Put on each delete button: the pointer or focus reaching it starts loading the dialog. */
  deleteIntent?: Intent;
}

export function projectColumns({
  isBeingDeleted,
  onDelete,
  deleteIntent,
}: Options): DataTableColumn<ProjectListItem>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (project) => (
        <div className="cell-line">
          <a className="project-link" href={paths.projectSettings(project.id)}>
            {project.name}
          </a>
          {isBeingDeleted(project) ? (
            <span className={tagClass('warning')}>
              <span>Deleting…</span>
            </span>
          ) : null}
        </div>
      ),
    },
    { id: 'id', header: 'ID', align: 'right', cell: (project) => project.id },
    { id: 'timezone', header: 'Time zone', cell: (project) => project.timezone ?? '—' },
    {
      id: 'demo',
      header: 'Demo',
      cell: (project) =>
        project.is_demo ? (
          <span className={tagClass('secondary')}>
            <span>Demo</span>
          </span>
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
          // Rewritten in place by the next page's project (its Copied state is the value's it copied).
          <SecretValue value={project.api_token} label={`Copy token of ${project.name}`} inRow />
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (project) => (
        <Actions
          project={project}
          beingDeleted={isBeingDeleted(project)}
          onDelete={onDelete}
          deleteIntent={deleteIntent}
        />
      ),
    },
  ];
}
