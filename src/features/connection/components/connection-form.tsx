import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  InputAdornment,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import {
  BACKEND_LABELS,
  CLOUD_HOSTS,
  DEMO_API_KEY,
  parseSelfHostedUrl,
  proxyTarget,
  type BackendKind,
  type Connection,
} from '../../../lib/api/backend';
import { useTestConnection } from '../api/use-test-connection';
import {
  connectionFormSchema,
  DEMO_KEYS,
  REQUIRED_SCOPES,
  toConnection,
  type ConnectionFormValues,
} from '../model/connection-form';

const DESCRIPTIONS: Record<BackendKind, string> = {
  demo: 'A stateful mock of the PostHog API that runs in this browser tab. No account needed.',
  us: CLOUD_HOSTS.us,
  eu: CLOUD_HOSTS.eu,
  'self-hosted': 'Your own PostHog instance (https only).',
  proxy: `This server forwards /api to ${proxyTarget || '(not configured)'}.`,
};

interface ConnectionFormProps {
  initial: Connection;
  onSave: (connection: Connection) => Promise<void>;
  onDisconnect: () => Promise<void>;
}

export function ConnectionForm({ initial, onSave, onDisconnect }: ConnectionFormProps) {
  const [showKey, setShowKey] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const test = useTestConnection();
  const form = useForm<ConnectionFormValues>({
    resolver: zodResolver(connectionFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, register, handleSubmit, setValue, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  // Shown as parsed, so an address that reads like one host but goes to another is plain to see.
  const selfHostedBase = parseSelfHostedUrl(useWatch({ control, name: 'selfHostedUrl' })).url;
  const kinds: BackendKind[] = [
    'demo',
    'us',
    'eu',
    'self-hosted',
    ...(proxyTarget ? (['proxy'] as const) : []),
  ];

  const runTest = handleSubmit((values) => test.mutate(toConnection(values, initial)));
  const save = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await onSave(toConnection(values, initial));
    } catch (error) {
      setSaveError(error);
    }
  });

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, maxWidth: 960 }}
      component="form"
      noValidate
      onSubmit={save}
      aria-label="Connection"
    >
      <Stack spacing={3}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="backend-label">Backend</FormLabel>
              <RadioGroup
                aria-labelledby="backend-label"
                value={field.value}
                onChange={(event) => {
                  const next = event.target.value as BackendKind;
                  field.onChange(next);
                  test.reset();
                  // Offer the demo key on the demo backend; never carry it over to a real one.
                  if (next === 'demo') setValue('apiKey', DEMO_API_KEY);
                  else if (form.getValues('apiKey').startsWith('phx_demo_')) setValue('apiKey', '');
                }}
              >
                {kinds.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio />}
                    label={
                      <span>
                        {BACKEND_LABELS[option]}{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          — {DESCRIPTIONS[option]}
                        </Typography>
                      </span>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />

        {kind === 'self-hosted' ? (
          <TextField
            label="Base URL"
            placeholder="https://posthog.example.com"
            {...register('selfHostedUrl')}
            error={Boolean(formState.errors.selfHostedUrl)}
            helperText={
              formState.errors.selfHostedUrl?.message ??
              (selfHostedBase
                ? `API requests will go to ${selfHostedBase}/api/`
                : 'The address you open PostHog at, without /api.')
            }
          />
        ) : null}

        <TextField
          label="Personal API key"
          type={showKey ? 'text' : 'password'}
          // Not a site password: browsers ignore "off" on password fields, but do not fill a saved password
          // into a "new-password" one.
          autoComplete="new-password"
          spellCheck={false}
          {...register('apiKey')}
          error={Boolean(formState.errors.apiKey)}
          helperText={
            formState.errors.apiKey?.message ??
            (kind === 'demo'
              ? 'Any of the demo keys below; the mock rejects every other key.'
              : 'Starts with phx_. Not the phc_ project token.')
          }
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showKey ? 'Hide API key' : 'Show API key'}
                    onClick={() => setShowKey((value) => !value)}
                    edge="end"
                  >
                    {showKey ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />

        {kind === 'demo' ? (
          <Box>
            <Typography variant="body2" color="text.secondary" id="demo-keys-label" sx={{ mb: 1 }}>
              Demo keys (pick one to try what each set of scopes allows):
            </Typography>
            <Stack
              component="ul"
              aria-labelledby="demo-keys-label"
              spacing={1}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {DEMO_KEYS.map(({ key, scopes }) => (
                <Stack component="li" key={key} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Chip
                    label={key}
                    variant="outlined"
                    size="small"
                    sx={{ fontFamily: 'monospace', minWidth: 150 }}
                    aria-label={`Use ${key}`}
                    onClick={() => setValue('apiKey', key, { shouldValidate: true })}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {scopes}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
        ) : (
          <Alert severity="info" variant="outlined">
            Create a personal API key in PostHog under <strong>Settings → Personal API keys</strong> with the
            scopes{' '}
            {REQUIRED_SCOPES.map((scope, index) => (
              <span key={scope}>
                {index > 0 ? ', ' : ''}
                <code>{scope}</code>
              </span>
            ))}
            . Without a scope, the screens that need it say which one is missing.
          </Alert>
        )}

        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label="Remember on this device"
              />
              <FormHelperText sx={{ mt: 0 }}>
                Off: the key is kept for this browser tab only (sessionStorage). On: it stays in this browser
                (localStorage) until you disconnect. It is never put in a URL.
              </FormHelperText>
            </Box>
          )}
        />

        <Box aria-live="polite">
          {test.isSuccess ? (
            <Alert severity="success">
              <AlertTitle>Connected</AlertTitle>
              Organization: <strong>{test.data.name}</strong>
              {test.data.projects ? ` (${test.data.projects.length} projects visible to this key)` : ''}
            </Alert>
          ) : null}
          {test.isError ? <ApiErrorAlert error={test.error} title="Connection test failed" /> : null}
          {saveError ? <ApiErrorAlert error={saveError} title="Could not switch backend" /> : null}
        </Box>

        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={runTest} disabled={test.isPending}>
            {test.isPending ? 'Testing…' : 'Test connection'}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save and connect
          </Button>
          <Button color="error" onClick={() => void onDisconnect()}>
            Forget key
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
