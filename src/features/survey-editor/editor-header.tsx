// The editor's header: where the survey sits, whether there is anything to save, undo and redo, and
// the way out or the save itself.
import { Button, Chip, IconButton, Tooltip } from '@mui/material';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/navigation/page-header';
import { RouteBreadcrumbs } from '@/components/navigation/route-breadcrumbs';
import { paths } from '@/lib/paths';

interface EditorHeaderProps {
  projectId: number;
  /** null for a new survey. */
  survey: { id: string; name: string } | null;
  dirty: boolean;
  saving: boolean;
  /** Why this key cannot save, when it cannot. */
  missingWrite: string | null;
  history: { undo: () => void; redo: () => void; canUndo: boolean; canRedo: boolean };
}

export function EditorHeader({ projectId, survey, dirty, saving, missingWrite, history }: EditorHeaderProps) {
  const backTo = survey ? paths.survey(projectId, survey.id) : paths.surveys(projectId);
  return (
    <PageHeader
      breadcrumbs={<RouteBreadcrumbs />}
      title={
        survey ? (
          <>
            {/* The name in a <bdi>: an override left open in it must not reverse the closing quote. */}
            Edit “<bdi>{survey.name}</bdi>”
          </>
        ) : (
          'New survey'
        )
      }
      actions={
        <>
          <Chip
            size="small"
            color={dirty ? 'warning' : 'default'}
            variant={dirty ? 'filled' : 'outlined'}
            label={dirty ? 'Unsaved changes' : survey ? 'All changes saved' : 'Not saved yet'}
            role="status"
          />
          <Tooltip title="Undo (Ctrl+Z)">
            <span>
              <IconButton aria-label="Undo" onClick={history.undo} disabled={!history.canUndo}>
                <UndoIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Redo (Ctrl+Shift+Z)">
            <span>
              <IconButton aria-label="Redo" onClick={history.redo} disabled={!history.canRedo}>
                <RedoIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Button component={RouterLink} to={backTo}>
            Close
          </Button>
          <Tooltip title={missingWrite || 'Save (Ctrl+S)'}>
            <span>
              <Button type="submit" variant="contained" disabled={saving || Boolean(missingWrite)}>
                {saving ? 'Saving…' : survey ? 'Save' : 'Create survey'}
              </Button>
            </span>
          </Tooltip>
        </>
      }
    />
  );
}
