import {
  Controller,
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { FormDialog } from '@/components/form/form-dialog';
import { PROJECT_NAME_MAX_LENGTH, type ProjectRecord } from '@/contracts/project';
import type { Written } from '@/lib/api/client';
import type { OrganizationScope } from '@/entities/project/project-scope';
import { useCreateProject } from '@/entities/project/use-project-mutations';
import { isKnownTimeZone } from '../model/time-zones';
import { projectSettingsSchema } from '../model/project-settings.form';
import { TimezoneField } from './timezone-autocomplete';

const createSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a project name.')
    .max(PROJECT_NAME_MAX_LENGTH, `At most ${PROJECT_NAME_MAX_LENGTH} characters.`),
  timezone: z.string().refine(isKnownTimeZone, 'Choose a time zone from the list.'),
  week_start_day: z.enum(['0', '1']),
  app_urls: projectSettingsSchema.shape.app_urls,
});
type CreateValues = z.input<typeof createSchema>;

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function AppUrls({
  control,
  register,
  errors,
}: {
  control: Control<CreateValues>;
  register: UseFormRegister<CreateValues>;
  errors: FieldErrors<CreateValues>['app_urls'];
}) {
  const urls = useFieldArray({ control, name: 'app_urls' });
  return (
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
            error={Boolean(errors?.[index]?.value)}
            helperText={errors?.[index]?.value?.message}
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
  );
}

interface Props {
  /** The organization the project is created in. */
  scope: OrganizationScope;
  open: boolean;
  onClose: () => void;
  /** The project was created; `written.data` is null when the server's answer could not be read. */
  onCreated: (written: Written<ProjectRecord>, name: string) => void;
}

export function CreateProjectDialog({ scope, open, onClose, onCreated }: Props) {
  const create = useCreateProject(scope);
  const form = useForm<CreateValues>({
    resolver: zodResolver(createSchema),
    defaultValues: {
      name: '',
      timezone: isKnownTimeZone(browserZone) ? browserZone : 'UTC',
      week_start_day: '1',
      app_urls: [],
    },
  });
  const { control, register, formState } = form;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New project"
      form={form}
      serverFields={['name', 'timezone', 'week_start_day', 'app_urls']}
      conflictField="name"
      submitLabel="Create project"
      pendingLabel="Creating…"
      onSubmit={async (values) => {
        const name = values.name.trim();
        const written = await create.mutateAsync({
          name,
          timezone: values.timezone,
          week_start_day: Number(values.week_start_day) as 0 | 1,
          app_urls: values.app_urls.map((entry) => entry.value.trim()),
        });
        onCreated(written, name);
      }}
    >
      <TextField
        label="Name"
        autoFocus
        required
        {...register('name')}
        error={Boolean(formState.errors.name)}
        helperText={formState.errors.name?.message}
      />
      <TimezoneField control={control} name="timezone" />
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
      <AppUrls control={control} register={register} errors={formState.errors.app_urls} />
    </FormDialog>
  );
}
