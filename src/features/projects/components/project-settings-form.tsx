import { useId, useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormRegister,
  type FieldErrors,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  IconButton,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { Project } from '../../../contracts/project';
import { webVitalsMetric } from '../../../contracts/project';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/notifications';
import { notifyWritten } from '../../../components/notify-written';
import { useMissingScope } from '../../../lib/api/scopes';
import { applyServerErrors, listFieldErrors } from '../../../lib/form/apply-server-errors';
import { changedFieldsResolver } from '../../../lib/form/changed-fields-resolver';
import { useUpdateProject } from '../../../entities/project/use-project-mutations';
import {
  API_FIELD_TO_FORM,
  changedFields,
  FORM_FIELDS,
  projectSettingsSchema,
  toFormValues,
  type ProjectSettingsValues,
} from '../model/project-settings.form';
import { TimezoneAutocomplete } from './timezone-autocomplete';
import { useLeaveGuard } from '../../../lib/form/use-leave-guard';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : (
        <Box sx={{ mb: 2 }} />
      )}
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

type BoolField = {
  [K in keyof ProjectSettingsValues]: ProjectSettingsValues[K] extends boolean ? K : never;
}[keyof ProjectSettingsValues];

function SwitchField({
  control,
  name,
  label,
  help,
  disabled,
}: {
  control: Control<ProjectSettingsValues>;
  name: BoolField;
  label: string;
  help?: string;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // The server's reason (a 400 naming this switch) goes right under it, read out with it.
        const describedBy = [help ? `${id}-help` : '', fieldState.error ? `${id}-error` : '']
          .filter(Boolean)
          .join(' ');
        return (
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  disabled={disabled}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': describedBy || undefined } }}
                />
              }
              label={label}
            />
            {help ? (
              <FormHelperText id={`${id}-help`} sx={{ mt: -0.5, ml: 6 }}>
                {help}
              </FormHelperText>
            ) : null}
            {fieldState.error ? (
              <FormHelperText id={`${id}-error`} error sx={{ mt: help ? 0 : -0.5, ml: 6 }}>
                {fieldState.error.message}
              </FormHelperText>
            ) : null}
          </Box>
        );
      }}
    />
  );
}

function UrlListEditor({
  control,
  register,
  errors,
  name,
  label,
  disabled,
}: {
  control: Control<ProjectSettingsValues>;
  register: UseFormRegister<ProjectSettingsValues>;
  errors: FieldErrors<ProjectSettingsValues>;
  name: 'app_urls' | 'recording_domains';
  label: string;
  disabled: boolean;
}) {
  const list = useFieldArray({ control, name });
  const id = useId();
  const one = label.replace(/s$/, '');
  // A 400 may name the whole list (`app_urls`) or one entry (`app_urls__0`), not only an entry's value.
  const listError = errors[name]?.message ?? errors[name]?.root?.message;
  const itemError = (index: number) =>
    errors[name]?.[index]?.value?.message ?? errors[name]?.[index]?.message;
  return (
    <Box
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={listError ? `${id}-error` : undefined}
    >
      <Typography variant="subtitle2" component="h3" id={`${id}-label`}>
        {label}
      </Typography>
      {listError ? (
        <FormHelperText id={`${id}-error`} error>
          {listError}
        </FormHelperText>
      ) : null}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {list.fields.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None.
          </Typography>
        ) : null}
        {list.fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              label={`${one} ${index + 1}`}
              disabled={disabled}
              {...register(`${name}.${index}.value`)}
              error={Boolean(itemError(index))}
              helperText={itemError(index)}
            />
            <IconButton
              aria-label={`Remove ${one.toLowerCase()} ${index + 1}`}
              onClick={() => list.remove(index)}
              disabled={disabled}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          size="small"
          onClick={() => list.append({ value: 'https://' })}
          disabled={disabled}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add {one.toLowerCase()}
        </Button>
      </Stack>
    </Box>
  );
}

/** Field labels, for the summary of problems above the form. */
const FIELD_LABELS: Record<keyof ProjectSettingsValues, string> = {
  name: 'Name',
  timezone: 'Time zone',
  week_start_day: 'Week starts on',
  app_urls: 'App URLs',
  recording_domains: 'Recording domains',
  anonymize_ips: 'Anonymize IP addresses',
  person_display_name_properties: 'Person display name properties',
  autocapture_opt_out: 'Disable autocapture',
  autocapture_exceptions_opt_in: 'Capture exceptions',
  autocapture_web_vitals_opt_in: 'Capture web vitals',
  autocapture_web_vitals_allowed_metrics: 'Allowed web vitals metrics',
  capture_console_log_opt_in: 'Capture console logs',
  capture_performance_opt_in: 'Capture network performance',
  heatmaps_opt_in: 'Heatmaps',
  surveys_opt_in: 'Surveys',
  inject_web_apps: 'Inject web apps',
  session_recording_opt_in: 'Record user sessions',
  sample_rate_percent: 'Sample rate',
  minimum_duration_ms: 'Minimum duration',
};

/** `app_urls.0.value` → "App URL 1"; `name` → "Name". */
function fieldLabel(path: string): string {
  const [root = '', index] = path.split('.');
  const label = FIELD_LABELS[root as keyof ProjectSettingsValues] ?? root;
  return index !== undefined && /^\d+$/.test(index)
    ? `${label.replace(/s$/, '')} ${Number(index) + 1}`
    : label;
}

interface Props {
  orgId: string | null;
  project: Project;
}

// Only changed fields are sent, so a stored value the form would not accept never blocks a save.
const settingsResolver = changedFieldsResolver(zodResolver(projectSettingsSchema));

export function ProjectSettingsForm({ orgId, project }: Props) {
  const notify = useNotify();
  const update = useUpdateProject(orgId, project.id);
  const missingWrite = useMissingScope('project:write');
  const readOnly = Boolean(missingWrite);
  /** What the server has: only fields that differ from it are sent, and only they are validated. */
  const [saved, setSaved] = useState(() => toFormValues(project));
  const form = useForm<ProjectSettingsValues, ProjectSettingsValues>({
    resolver: settingsResolver,
    context: saved,
    defaultValues: saved,
    mode: 'onTouched',
  });
  const { control, register, handleSubmit, formState, reset, setError } = form;
  const webVitals = useWatch({ control, name: 'autocapture_web_vitals_opt_in' });
  const replay = useWatch({ control, name: 'session_recording_opt_in' });
  const dirty = formState.isDirty;
  const blocker = useLeaveGuard(dirty && !formState.isSubmitting);

  const save = handleSubmit(async (values) => {
    const body = changedFields(formState.defaultValues as ProjectSettingsValues, values);
    if (Object.keys(body).length === 0) {
      reset(values);
      return;
    }
    try {
      const written = await update.mutateAsync(body);
      // What the server stored when its answer can be read; else what was sent, which it accepted.
      const next = written.data ? toFormValues(written.data.project) : values;
      setSaved(next);
      reset(next);
      notifyWritten(notify, 'Settings saved', written);
    } catch (error) {
      // Everything typed stays in the form; the error goes on the field it names, or above the form.
      applyServerErrors(error, setError, FORM_FIELDS, API_FIELD_TO_FORM);
    }
  });

  const errors = formState.errors;
  const rootError = errors.root?.serverError;
  const fieldErrors = listFieldErrors(errors);

  return (
    <Box component="form" noValidate onSubmit={save} aria-label="Project settings">
      <Paper
        elevation={2}
        sx={{
          position: 'sticky',
          top: 64,
          zIndex: 2,
          p: 1.5,
          mb: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        {dirty ? (
          <Chip color="warning" label="Unsaved changes" size="small" />
        ) : (
          <Chip label="All changes saved" size="small" variant="outlined" />
        )}
        {readOnly ? (
          <Typography variant="body2" color="text.secondary">
            Read-only: {missingWrite}
          </Typography>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={() => reset()} disabled={!dirty || formState.isSubmitting}>
          Discard
        </Button>
        <Button type="submit" variant="contained" disabled={!dirty || formState.isSubmitting || readOnly}>
          {formState.isSubmitting ? 'Saving…' : 'Save'}
        </Button>
      </Paper>

      <Stack spacing={2}>
        {rootError ? (
          <Box>
            {update.error ? (
              <ApiErrorAlert error={update.error} title="Could not save" />
            ) : (
              <Alert severity="error">{rootError.message}</Alert>
            )}
          </Box>
        ) : null}
        {fieldErrors.length ? (
          // Every reason, by field: some fields are off screen (a section that is switched off), and a
          // screen reader hears the whole list at once.
          <Alert severity="error" role="alert" aria-labelledby="settings-problems-title">
            <AlertTitle id="settings-problems-title">Not saved: fix these settings</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {fieldErrors.map((problem) => (
                <li key={problem.path}>
                  {fieldLabel(problem.path)}: {problem.message}
                </li>
              ))}
            </Box>
          </Alert>
        ) : null}

        <Section title="General">
          <TextField
            label="Name"
            required
            disabled={readOnly}
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => (
              <TimezoneAutocomplete
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={readOnly}
              />
            )}
          />
          <Controller
            control={control}
            name="week_start_day"
            render={({ field }) => (
              <TextField
                select
                label="Week starts on"
                disabled={readOnly}
                {...field}
                error={Boolean(errors.week_start_day)}
                helperText={errors.week_start_day?.message ?? 'Used for weekly charts.'}
              >
                <MenuItem value="">Not set (locale default)</MenuItem>
                <MenuItem value="1">Monday</MenuItem>
                <MenuItem value="0">Sunday</MenuItem>
              </TextField>
            )}
          />
          <UrlListEditor
            control={control}
            register={register}
            errors={errors}
            name="app_urls"
            label="App URLs"
            disabled={readOnly}
          />
          <UrlListEditor
            control={control}
            register={register}
            errors={errors}
            name="recording_domains"
            label="Recording domains"
            disabled={readOnly}
          />
          <SwitchField
            control={control}
            name="anonymize_ips"
            label="Anonymize IP addresses"
            help="Discard client IP data."
            disabled={readOnly}
          />
          <TextField
            label="Person display name properties"
            disabled={readOnly}
            {...register('person_display_name_properties')}
            error={Boolean(errors.person_display_name_properties)}
            helperText={
              errors.person_display_name_properties?.message ?? 'Comma-separated, e.g. email, name, username'
            }
          />
        </Section>

        <Section title="Autocapture and capture">
          <SwitchField
            control={control}
            name="autocapture_opt_out"
            label="Disable autocapture"
            help="Stop capturing clicks, inputs and page changes automatically."
            disabled={readOnly}
          />
          <SwitchField
            control={control}
            name="autocapture_exceptions_opt_in"
            label="Capture exceptions"
            disabled={readOnly}
          />
          <SwitchField
            control={control}
            name="autocapture_web_vitals_opt_in"
            label="Capture web vitals"
            disabled={readOnly}
          />
          {webVitals ? (
            <Controller
              control={control}
              name="autocapture_web_vitals_allowed_metrics"
              render={({ field, fieldState }) => (
                <FormGroup
                  row
                  aria-label="Allowed web vitals metrics"
                  aria-describedby="web-vitals-metrics-help"
                  sx={{ ml: 6 }}
                >
                  {webVitalsMetric.options.map((metric) => (
                    <FormControlLabel
                      key={metric}
                      label={metric}
                      control={
                        <Checkbox
                          disabled={readOnly}
                          checked={field.value.includes(metric)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, metric]
                                : field.value.filter((item) => item !== metric),
                            )
                          }
                        />
                      }
                    />
                  ))}
                  <FormHelperText
                    id="web-vitals-metrics-help"
                    error={Boolean(fieldState.error)}
                    sx={{ width: '100%' }}
                  >
                    {fieldState.error?.message ?? 'None ticked: every metric.'}
                  </FormHelperText>
                </FormGroup>
              )}
            />
          ) : null}
          <SwitchField
            control={control}
            name="capture_console_log_opt_in"
            label="Capture console logs"
            disabled={readOnly}
          />
          <SwitchField
            control={control}
            name="capture_performance_opt_in"
            label="Capture network performance"
            disabled={readOnly}
          />
          <SwitchField control={control} name="heatmaps_opt_in" label="Heatmaps" disabled={readOnly} />
          <SwitchField
            control={control}
            name="surveys_opt_in"
            label="Surveys"
            help="Let the SDK show surveys on your site."
            disabled={readOnly}
          />
          <SwitchField control={control} name="inject_web_apps" label="Inject web apps" disabled={readOnly} />
        </Section>

        <Section title="Session replay">
          <SwitchField
            control={control}
            name="session_recording_opt_in"
            label="Record user sessions"
            disabled={readOnly}
          />
          <TextField
            label="Sample rate"
            type="number"
            disabled={readOnly || !replay}
            {...register('sample_rate_percent')}
            error={Boolean(errors.sample_rate_percent)}
            helperText={
              errors.sample_rate_percent?.message ??
              'Share of sessions to record, 0–100 %. Empty records every session.'
            }
            slotProps={{
              htmlInput: { min: 0, max: 100, step: 1 },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          <TextField
            label="Minimum duration"
            type="number"
            disabled={readOnly || !replay}
            {...register('minimum_duration_ms')}
            error={Boolean(errors.minimum_duration_ms)}
            helperText={
              errors.minimum_duration_ms?.message ??
              'Skip recordings shorter than this, 0–30000 ms. Empty keeps all.'
            }
            slotProps={{
              htmlInput: { min: 0, max: 30000, step: 500 },
              input: { endAdornment: <InputAdornment position="end">ms</InputAdornment> },
            }}
          />
        </Section>
      </Stack>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        description="Your changes to the project settings have not been saved and will be lost."
        confirmLabel="Leave"
        destructive
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </Box>
  );
}
