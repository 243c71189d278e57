import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
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
  CURRENT_ORGANIZATION,
  DEMO_API_KEY,
  parseSelfHostedUrl,
  proxyTarget,
  type Access,
  type BackendKind,
  type Connection,
} from '../../../lib/api/backend';
import { preselectedOrganization, useProbeProjects, useTestConnection } from '../api/use-test-connection';
import {
  connectionFormSchema,
  formValuesOf,
  parseProjectIds,
  REQUIRED_SCOPES,
  sameCandidate,
  toCandidate,
  toConnection,
  type Candidate,
  type ConnectionFormValues,
} from '../model/connection.form';
import { DemoKeyList } from './demo-key-list';
import { OrganizationAccess } from './organization-access';
import { ProjectAccess } from './project-access';

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
  // Kept apart from the form's validation: the ids matter only for a key limited to projects, and a
  // problem with them must not stop "Test connection".
  const [idsProblem, setIdsProblem] = useState<string | null>(null);
  const [focusIdsRequest, setFocusIdsRequest] = useState(0);
  const test = useTestConnection();
  const probe = useProbeProjects();
  const form = useForm<ConnectionFormValues>({
    resolver: zodResolver(connectionFormSchema),
    defaultValues: formValuesOf(initial),
    mode: 'onTouched',
  });
  const { control, register, handleSubmit, setValue, getValues, setFocus, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  const typedUrl = useWatch({ control, name: 'selfHostedUrl' });
  const typedKey = useWatch({ control, name: 'apiKey' });
  const organizationId = useWatch({ control, name: 'organizationId' });
  // Shown as parsed, so an address that reads like one host but goes to another is plain to see.
  const selfHostedBase = parseSelfHostedUrl(typedUrl).url;
  const kinds: BackendKind[] = [
    'demo',
    'us',
    'eu',
    'self-hosted',
    ...(proxyTarget ? (['proxy'] as const) : []),
  ];

  // What the key reaches is known from a test of this very backend and key, or from the saved connection
  // when neither changed; any other key is taken to work in the user's current organization.
  const candidate = toCandidate({ ...getValues(), kind, selfHostedUrl: typedUrl, apiKey: typedKey });
  const report = test.data && test.variables && sameCandidate(test.variables, candidate) ? test.data : null;
  const testError =
    test.isError && test.variables && sameCandidate(test.variables, candidate) ? test.error : null;
  const savedAccessApplies = sameCandidate(initial, candidate);
  const mode = report?.mode ?? (savedAccessApplies ? initial.access.mode : 'organization');
  const probes =
    probe.data && probe.variables && sameCandidate(probe.variables.candidate, candidate) ? probe.data : null;

  const checkProjects = (target: Candidate) => {
    const parsed = parseProjectIds(getValues('projectIds'));
    setIdsProblem(parsed.problem);
    if (parsed.problem !== null) {
      setFocus('projectIds');
      return;
    }
    probe.mutate({ candidate: target, ids: parsed.ids });
  };

  const runTest = handleSubmit((values) => {
    const tested = toCandidate(values);
    // The organization to keep chosen: the one picked after an earlier test of this key, or the one saved
    // with it; never one picked for another key.
    const previous = test.variables;
    const preferred =
      previous && sameCandidate(previous, tested)
        ? values.organizationId || null
        : sameCandidate(initial, tested) && initial.access.mode === 'organization'
          ? initial.access.organizationId
          : null;
    probe.reset();
    test.mutate(tested, {
      onSuccess: (result) => {
        if (result.mode === 'organization') {
          setValue('organizationId', preselectedOrganization(result, preferred));
        } else if (parseProjectIds(getValues('projectIds')).problem === null) {
          // Ids already entered (or saved) are checked at once.
          checkProjects(tested);
        } else {
          setFocusIdsRequest((count) => count + 1);
        }
      },
    });
  });

  // A test that finds a key limited to projects reveals the ids field: the next step is to fill it, so
  // focus goes there once it is on the page.
  const focusIdsHandled = useRef(0);
  useEffect(() => {
    if (focusIdsRequest > focusIdsHandled.current && mode === 'projects') {
      focusIdsHandled.current = focusIdsRequest;
      setFocus('projectIds');
    }
  }, [focusIdsRequest, mode, setFocus]);

  const save = handleSubmit(async (values) => {
    setSaveError(null);
    let access: Access;
    if (mode === 'projects') {
      const parsed = parseProjectIds(values.projectIds);
      setIdsProblem(parsed.problem);
      if (parsed.problem !== null) {
        setFocus('projectIds');
        return;
      }
      access = { mode: 'projects', projectIds: parsed.ids };
    } else if (report?.mode === 'organization') {
      access = { mode: 'organization', organizationId: values.organizationId || null };
    } else {
      // Untested: the saved choice while backend and key are unchanged, else the user's current organization.
      access =
        savedAccessApplies && initial.access.mode === 'organization' ? initial.access : CURRENT_ORGANIZATION;
    }
    try {
      await onSave(toConnection(toCandidate(values), access));
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
          <DemoKeyList onPick={(key) => setValue('apiKey', key, { shouldValidate: true })} />
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
            . Without a scope, the screens that need it say which one is missing. A key limited to some
            projects or organizations works too: <strong>Test connection</strong> asks for its projects or
            offers its organizations.
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
          {testError ? <ApiErrorAlert error={testError} title="Connection test failed" /> : null}
          {saveError ? <ApiErrorAlert error={saveError} title="Could not switch backend" /> : null}
        </Box>
        {report?.mode === 'organization' ? (
          <OrganizationAccess report={report} control={control} selectedId={organizationId} />
        ) : null}
        {mode === 'projects' ? (
          <ProjectAccess
            refusal={report?.mode === 'projects' ? report.refusal : null}
            field={register('projectIds', {
              onChange: () => {
                probe.reset();
                setIdsProblem(null);
              },
            })}
            fieldError={idsProblem ?? undefined}
            onCheck={() => checkProjects(candidate)}
            checking={probe.isPending}
            probes={probes}
          />
        ) : null}

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
