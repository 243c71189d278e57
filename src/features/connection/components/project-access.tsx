// A key limited to some projects: PostHog does not say which, so the user enters their ids (PostHog
// shows them with the key) and each is checked with GET /api/projects/:id/.
import { Alert, AlertTitle, Box, Button, Stack, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describeApiError } from '@/lib/api/describe-api-error';
import { isApiError, type ApiError } from '@/lib/api/api-error';
import type { ProjectProbe } from '../use-test-connection';

interface Props {
  /** PostHog's refusal that showed the key is limited to projects (absent: the saved connection says so). */
  refusal: ApiError | null;
  field: UseFormRegisterReturn<'projectIds'>;
  fieldError: string | undefined;
  onCheck: () => void;
  checking: boolean;
  /** The last check of these ids, or null. */
  probes: ProjectProbe[] | null;
}

/** Why one id was not reached, in words. */
export function probeFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.status === 404) return 'no such project (PostHog answered “Not found”). Check the id.';
    if (error.status === 403 && !error.missingScope)
      return `the key may not use this project (PostHog: “${error.detail}”).`;
  }
  const { title, message } = describeApiError(error);
  return `${title}. ${message}`;
}

function ProbeList({ probes }: { probes: ProjectProbe[] }) {
  const reached = probes.filter((probe) => probe.reached).length;
  return (
    <Box>
      <Typography variant="body2" id="project-check-label" sx={{ mb: 0.5 }}>
        The key reaches {reached} of {probes.length} project{probes.length === 1 ? '' : 's'}:
      </Typography>
      <Stack
        component="ul"
        aria-labelledby="project-check-label"
        spacing={0.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {probes.map((probe) => (
          <Stack component="li" key={probe.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {probe.reached ? (
              <>
                <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                <span>
                  {probe.record.project.name} (project {probe.id})
                </span>
              </>
            ) : (
              <>
                <ErrorOutlineIcon fontSize="small" color="error" aria-hidden />
                <span>
                  Project {probe.id}: {probeFailure(probe.error)}
                </span>
              </>
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

export function ProjectAccess({ refusal, field, fieldError, onCheck, checking, probes }: Props) {
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="status">
        <AlertTitle>The key is limited to some projects</AlertTitle>
        PostHog refuses it the organization and its project lists
        {refusal ? <> (“{refusal.detail}”)</> : null}, so Surveyor works with the projects you enter here:
        PostHog shows their ids with the key under <strong>Settings → Personal API keys</strong>.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Project ids"
          {...field}
          error={Boolean(fieldError)}
          helperText={fieldError ?? 'Separated by commas or spaces, e.g. 1, 2. Saved with the connection.'}
          sx={{ minWidth: 320 }}
          onKeyDown={(event) => {
            // Enter checks the ids rather than saving the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              onCheck();
            }
          }}
        />
        <Button variant="outlined" onClick={onCheck} disabled={checking} sx={{ mt: { sm: 1 } }}>
          {checking ? 'Checking…' : 'Check projects'}
        </Button>
      </Stack>
      <Box aria-live="polite">{probes ? <ProbeList probes={probes} /> : null}</Box>
    </Stack>
  );
}
