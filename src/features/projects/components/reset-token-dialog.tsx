import { useState } from 'react';
import { Alert, AlertTitle, Button, DialogContentText, Link, Stack, TextField } from '@mui/material';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { DecisionDialog } from '@/components/dialogs/decision-dialog';
import { TypeToConfirmField } from '@/components/dialogs/type-to-confirm-field';
import { CopyButton } from '@/components/display/copy-button';
import { isApiError } from '@/lib/api/api-error';
import { useProjectScope } from '@/entities/project/project-scope';
import { useResetProjectToken } from '@/entities/project/use-project-mutations';

interface Props {
  project: { id: number; name: string };
  /** Where this project's settings live in PostHog's own UI (for actions personal keys may not do). */
  postHogSettingsUrl: string | null;
  open: boolean;
  onClose: () => void;
}

export function ResetTokenDialog(props: Props) {
  return props.open ? <ResetTokenDialogBody {...props} /> : null;
}

function ResetTokenDialogBody({ project, postHogSettingsUrl, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const reset = useResetProjectToken(useProjectScope(), project.id);
  const newToken = reset.data?.data?.project.api_token;
  // The reset happened but its answer could not be read: say so rather than offer a second reset.
  const resetUnread = reset.isSuccess && !newToken;
  const refused = isApiError(reset.error) && reset.error.personalKeyUnsupported;
  const done = Boolean(newToken) || resetUnread;

  return (
    <DecisionDialog
      title={newToken ? 'New project token' : resetUnread ? 'The token was reset' : 'Reset project token?'}
      onClose={onClose}
      busy={reset.isPending}
      // Once reset, there is nothing left to cancel: Done closes it.
      cancelLabel={done ? null : 'Cancel'}
      actions={
        done ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <Button
            color="error"
            variant="contained"
            disabled={typed !== project.name || reset.isPending}
            onClick={() => reset.mutate()}
          >
            {reset.isPending ? 'Resetting…' : 'Reset token'}
          </Button>
        )
      }
    >
      {resetUnread ? (
        <Alert severity="warning">
          <AlertTitle>The token was reset, but the answer could not be read</AlertTitle>
          {reset.data?.unreadable?.detail} The project was fetched again: its new token is shown on the
          settings page once you close this dialog.
        </Alert>
      ) : newToken ? (
        <Stack spacing={2}>
          <Alert severity="success">
            <AlertTitle>The token was reset</AlertTitle>
            Update every snippet, SDK and integration of "{project.name}" with this token. It is shown here
            once.
          </Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label="New project token"
              value={newToken}
              fullWidth
              slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
            />
            <CopyButton value={newToken} label="Copy new project token" />
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <DialogContentText>
            A new token replaces the current one <strong>immediately</strong>. Every website, app and
            integration still using the old token stops sending data to "{project.name}" until it is updated.
          </DialogContentText>
          <TypeToConfirmField expected={project.name} value={typed} onChange={setTyped} />
          {refused ? (
            <Alert severity="warning" role="alert">
              <AlertTitle>PostHog does not allow this with a personal API key</AlertTitle>
              The server answered "{isApiError(reset.error) ? reset.error.detail : ''}". Reset the token from
              PostHog's own project settings page{postHogSettingsUrl ? ':' : '.'}{' '}
              {postHogSettingsUrl ? (
                <Link href={postHogSettingsUrl} target="_blank" rel="noopener noreferrer">
                  open project settings in PostHog
                </Link>
              ) : null}
            </Alert>
          ) : reset.isError ? (
            <ApiErrorAlert error={reset.error} title="Could not reset the token" />
          ) : null}
        </Stack>
      )}
    </DecisionDialog>
  );
}
