import { useId } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { isApiError } from '../../../lib/api/api-error';
import { applyServerErrors } from '../../../lib/form/apply-server-errors';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import type { ProjectRecord } from '../../../contracts/project';
import type { Written } from '../../../lib/api/client';
import { useCreateProject } from '../../../entities/project/use-project-mutations';
import { isKnownTimeZone } from '../model/time-zones';
import { projectSettingsSchema } from '../model/project-settings.form';
import { TimezoneAutocomplete } from './timezone-autocomplete';

const createSchema = z.object({
  name: projectSettingsSchema.shape.name,
  timezone: z.string().refine(isKnownTimeZone, 'Choose a time zone from the list.'),
  week_start_day: z.enum(['0', '1']),
  app_urls: projectSettingsSchema.shape.app_urls,
});
type CreateValues = z.input<typeof createSchema>;

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface Props {
  orgId: string;
  open: boolean;
  onClose: () => void;
  /** The project was created; `written.data` is null when the server's answer could not be read. */
  onCreated: (written: Written<ProjectRecord>, name: string) => void;
}

export function CreateProjectDialog({ orgId, open, onClose, onCreated }: Props) {
  const titleId = useId();
  const create = useCreateProject(orgId);
  const form = useForm<CreateValues>({
    resolver: zodResolver(createSchema),
    defaultValues: {
      name: '',
      timezone: isKnownTimeZone(browserZone) ? browserZone : 'UTC',
      week_start_day: '1',
      app_urls: [],
    },
  });
  const { control, register, handleSubmit, formState, setError } = form;
  const urls = useFieldArray({ control, name: 'app_urls' });

  const submit = handleSubmit((values) =>
    create
      .mutateAsync({
        name: values.name.trim(),
        timezone: values.timezone,
        week_start_day: Number(values.week_start_day) as 0 | 1,
        app_urls: values.app_urls.map((entry) => entry.value.trim()),
      })
      .then(
        (written) => {
          form.reset();
          onCreated(written, values.name.trim());
        },
        (error: unknown) => {
          // A duplicate name is a 409 with no attr: it belongs on the name field all the same.
          if (isApiError(error) && error.status === 409)
            setError('name', { type: 'server', message: error.detail }, { shouldFocus: true });
          else applyServerErrors(error, setError, ['name', 'timezone', 'week_start_day', 'app_urls']);
        },
      ),
  );

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>New project</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              autoFocus
              required
              {...register('name')}
              error={Boolean(formState.errors.name)}
              helperText={formState.errors.name?.message}
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
                />
              )}
            />
            <Controller
              control={control}
              name="week_start_day"
              render={({ field }) => (
                <TextField select label="Week starts on" {...field}>
                  <MenuItem value="1">Monday</MenuItem>
                  <MenuItem value="0">Sunday</MenuItem>
                </TextField>
              )}
            />
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h3">
                App URLs (optional)
              </Typography>
              {urls.fields.map((field, index) => (
                <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    fullWidth
                    size="small"
                    label={`App URL ${index + 1}`}
                    {...register(`app_urls.${index}.value`)}
                    error={Boolean(formState.errors.app_urls?.[index]?.value)}
                    helperText={formState.errors.app_urls?.[index]?.value?.message}
                  />
                  <IconButton aria-label={`Remove app URL ${index + 1}`} onClick={() => urls.remove(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              ))}
              <Button onClick={() => urls.append({ value: 'https://' })} sx={{ alignSelf: 'flex-start' }}>
                Add app URL
              </Button>
            </Stack>
            {formState.errors.root?.serverError ? (
              <Alert severity="error">{formState.errors.root.serverError.message}</Alert>
            ) : null}
            {create.isError && !formState.errors.name && !formState.errors.root?.serverError ? (
              <ApiErrorAlert error={create.error} />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create project'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
