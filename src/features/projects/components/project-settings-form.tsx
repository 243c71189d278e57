// A project's settings: one form of the fields Surveyor edits, saved as a PATCH of what changed. A key
// that cannot write sees the same form, read-only as a whole (react-hook-form's `disabled`).
import { Fragment, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { MAX_MIN_DURATION_MS, webVitalsMetric, type Project } from '@/contracts/project';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { FormCheckboxGroup } from '@/components/form/form-checkbox-group';
import { FormSection } from '@/components/form/form-section';
import { FormSwitch } from '@/components/form/form-switch';
import { FormTextField } from '@/components/form/form-text-field';
import { UrlListField } from '@/components/form/url-list-field';
import { useNotify } from '@/components/feedback/notifications';
import { notifyWritten } from '@/components/feedback/notify-written';
import { useMissingScope } from '@/lib/api/scopes';
import { applyServerErrors, listFieldErrors } from '@/lib/form/apply-server-errors';
import { changedFieldsResolver } from '@/lib/form/changed-fields-resolver';
import { useLeaveGuard } from '@/lib/form/use-leave-guard';
import { useProjectScope } from '@/entities/project/project-scope';
import { useUpdateProject } from '@/entities/project/use-project-mutations';
import {
  API_FIELD_TO_FORM,
  changedFields,
  FIELD_LABELS,
  fieldLabel,
  FORM_FIELDS,
  projectSettingsSchema,
  SWITCHES,
  toFormValues,
  type ProjectSettingsValues,
  type SettingsSection,
  type SwitchField,
} from '../model/project-settings.form';
import { TimezoneField } from './timezone-autocomplete';

/** The switches of a section; `after` puts what depends on a switch right under it. */
function Switches({
  section,
  after = {},
}: {
  section: SettingsSection;
  after?: Partial<Record<SwitchField, ReactNode>>;
}) {
  return SWITCHES.filter((item) => item.section === section).map((item) => (
    <Fragment key={item.name}>
      <FormSwitch name={item.name} label={FIELD_LABELS[item.name]} helperText={item.help} />
      {after[item.name]}
    </Fragment>
  ));
}

interface Props {
  project: Project;
}

// Only changed fields are sent, so a stored value the form would not accept never blocks a save.
const settingsResolver = changedFieldsResolver(zodResolver(projectSettingsSchema));

export function ProjectSettingsForm({ project }: Props) {
  const notify = useNotify();
  const update = useUpdateProject(useProjectScope(), project.id);
  const missingWrite = useMissingScope('project:write');
  /** What the server has: only fields that differ from it are sent, and only they are validated. */
  const [saved, setSaved] = useState(() => toFormValues(project));
  const form = useForm<ProjectSettingsValues, ProjectSettingsValues>({
    resolver: settingsResolver,
    context: saved,
    defaultValues: saved,
    mode: 'onTouched',
    disabled: Boolean(missingWrite),
  });
  const { control, handleSubmit, formState, reset, setError } = form;
  const [webVitals, replay] = useWatch({
    control,
    name: ['autocapture_web_vitals_opt_in', 'session_recording_opt_in'],
  });
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

  const rootError = formState.errors.root?.serverError;
  const fieldErrors = listFieldErrors(formState.errors);

  return (
    <FormProvider {...form}>
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
          {missingWrite ? (
            <Typography variant="body2" color="text.secondary">
              Read-only: {missingWrite}
            </Typography>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Button onClick={() => reset()} disabled={!dirty || formState.isSubmitting}>
            Discard
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!dirty || formState.isSubmitting || Boolean(missingWrite)}
          >
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

          <FormSection title="General">
            <FormTextField name="name" label={FIELD_LABELS.name} required />
            <TimezoneField name="timezone" />
            <FormTextField
              name="week_start_day"
              select
              label={FIELD_LABELS.week_start_day}
              helperText="Used for weekly charts."
            >
              <MenuItem value="">Not set (locale default)</MenuItem>
              <MenuItem value="1">Monday</MenuItem>
              <MenuItem value="0">Sunday</MenuItem>
            </FormTextField>
            <UrlListField name="app_urls" label={FIELD_LABELS.app_urls} />
            <UrlListField name="recording_domains" label={FIELD_LABELS.recording_domains} />
            <Switches section="general" />
            <FormTextField
              name="person_display_name_properties"
              label={FIELD_LABELS.person_display_name_properties}
              helperText="Comma-separated, e.g. email, name, username"
            />
          </FormSection>

          <FormSection title="Autocapture and capture">
            <Switches
              section="capture"
              after={{
                autocapture_web_vitals_opt_in: webVitals ? (
                  <FormCheckboxGroup
                    name="autocapture_web_vitals_allowed_metrics"
                    label={FIELD_LABELS.autocapture_web_vitals_allowed_metrics}
                    options={webVitalsMetric.options}
                    helperText="None ticked: every metric."
                    sx={{ ml: 6 }}
                  />
                ) : null,
              }}
            />
          </FormSection>

          <FormSection title="Session replay">
            <Switches section="replay" />
            <FormTextField
              name="sample_rate_percent"
              label={FIELD_LABELS.sample_rate_percent}
              type="number"
              disabled={!replay}
              helperText="Share of sessions to record, 0–100 %. Empty records every session."
              slotProps={{
                htmlInput: { min: 0, max: 100, step: 1 },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
            <FormTextField
              name="minimum_duration_ms"
              label={FIELD_LABELS.minimum_duration_ms}
              type="number"
              disabled={!replay}
              helperText={`Skip recordings shorter than this, 0–${MAX_MIN_DURATION_MS} ms. Empty keeps all.`}
              slotProps={{
                htmlInput: { min: 0, max: MAX_MIN_DURATION_MS, step: 500 },
                input: { endAdornment: <InputAdornment position="end">ms</InputAdornment> },
              }}
            />
          </FormSection>
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
    </FormProvider>
  );
}
