import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { SecretValue } from '@/components/display/copy-button';
import { ScopeGate } from '@/components/feedback/scope-gate';
import { useSessionOnlyAnswer } from '@/lib/api/session-only-actions';
import { ResetTokenDialog } from './reset-token-dialog';
import { SessionOnlyNotice } from './session-only-notice';

interface Props {
  project: { id: number; name: string; api_token?: string | null };
  postHogSettingsUrl: string | null;
}

/** The project token, and resetting it where the backend lets a personal API key do that. */
export function ProjectTokenPanel({ project, postHogSettingsUrl }: Props) {
  const answer = useSessionOnlyAnswer();
  const [resetting, setResetting] = useState(false);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        The public token your snippet and SDKs send events with.
      </Typography>
      <Box>
        {project.api_token ? (
          <SecretValue value={project.api_token} label="Copy project token" />
        ) : (
          <Typography color="text.secondary">The server did not send the token.</Typography>
        )}
      </Box>
      {answer === 'answered' ? (
        <ScopeGate scope="project:write">
          {(reason) => (
            <Box>
              <Button
                color="error"
                variant="outlined"
                disabled={Boolean(reason)}
                onClick={() => setResetting(true)}
              >
                Reset project token
              </Button>
            </Box>
          )}
        </ScopeGate>
      ) : (
        <SessionOnlyNotice
          answer={answer}
          doing="reset the project token"
          postHogSettingsUrl={postHogSettingsUrl}
          tryLabel="Try resetting the token anyway"
          onTry={() => setResetting(true)}
        />
      )}
      <ResetTokenDialog
        project={project}
        postHogSettingsUrl={postHogSettingsUrl}
        open={resetting}
        onClose={() => setResetting(false)}
      />
    </Stack>
  );
}
