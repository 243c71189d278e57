import { useId, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  TextField,
} from '@mui/material';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { CopyButton } from '../../../components/copy-button';
import { isApiError } from '../../../lib/api/api-error';
import { useProjectScope } from '../../../entities/project/project-scope';
import { useResetProjectToken } from '../../../entities/project/use-project-mutations';

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
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const reset = useResetProjectToken(useProjectScope(), project.id);
  const newToken = reset.data?.data?.project.api_token;
  // The reset happened but its answer could not be read: say so rather than offer a second reset.
  const resetUnread = reset.isSuccess && !newToken;
  const refused = isApiError(reset.error) && reset.error.personalKeyUnsupported;

  return (
    <Dialog
      open
      onClose={reset.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {newToken ? 'New project token' : resetUnread ? 'The token was reset' : 'Reset project token?'}
      </DialogTitle>
      <DialogContent>
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
              integration still using the old token stops sending data to "{project.name}" until it is
              updated.
            </DialogContentText>
            <TextField
              label={`Type "${project.name}" to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoFocus
              autoComplete="off"
            />
            {refused ? (
              <Alert severity="warning" role="alert">
                <AlertTitle>PostHog does not allow this with a personal API key</AlertTitle>
                The server answered "{isApiError(reset.error) ? reset.error.detail : ''}". Reset the token
                from PostHog's own project settings page{postHogSettingsUrl ? ':' : '.'}{' '}
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
      </DialogContent>
      <DialogActions>
        {newToken || resetUnread ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <Box>
            <Button onClick={onClose} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button
              color="error"
              variant="contained"
              disabled={typed !== project.name || reset.isPending}
              onClick={() => reset.mutate()}
            >
              {reset.isPending ? 'Resetting…' : 'Reset token'}
            </Button>
          </Box>
        )}
      </DialogActions>
    </Dialog>
  );
}
