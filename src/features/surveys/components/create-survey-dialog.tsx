import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { surveyType, type SurveyRecord } from '../../../contracts/survey';
import type { Written } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/api-error';
import { applyServerErrors } from '../../../lib/form/apply-server-errors';
import { useCreateSurvey } from '../../../entities/survey/api/use-survey-mutations';
import { surveyTypeOption } from '../../../entities/survey/model/survey-types';
import { SURVEY_TEMPLATES } from '../../../entities/survey/model/templates';

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter a name.').max(400, 'At most 400 characters.'),
  type: surveyType,
  description: z.string(),
  template: z.string(),
});
type Values = z.infer<typeof schema>;

interface Props {
  projectId: number;
  open: boolean;
  onClose: () => void;
  /** The survey was created; `written.data` is null when the server's answer could not be read. */
  onCreated: (written: Written<SurveyRecord>, name: string) => void;
}

export function CreateSurveyDialog({ projectId, open, onClose, onCreated }: Props) {
  const titleId = useId();
  const create = useCreateSurvey(projectId);
  const { register, control, handleSubmit, formState, setError, reset, setValue, getValues } =
    useForm<Values>({
      resolver: zodResolver(schema),
      defaultValues: { name: '', type: 'popover', description: '', template: 'blank' },
    });

  const submit = handleSubmit(async (values) => {
    const template =
      SURVEY_TEMPLATES.find((candidate) => candidate.id === values.template) ?? SURVEY_TEMPLATES[0]!;
    try {
      const written = await create.mutateAsync({
        name: values.name.trim(),
        type: values.type,
        description: values.description,
        questions: template.questions(),
        appearance: { displayThankYouMessage: true, thankYouMessageHeader: 'Thank you for your feedback!' },
      });
      reset();
      onCreated(written, values.name.trim());
    } catch (error) {
      // "There is already a survey with this name." comes back as code unique with no attr.
      if (isApiError(error) && error.code === 'unique')
        setError('name', { type: 'server', message: error.detail }, { shouldFocus: true });
      else applyServerErrors(error, setError, ['name', 'type', 'description']);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>New survey</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              required
              autoFocus
              {...register('name')}
              error={Boolean(formState.errors.name)}
              helperText={formState.errors.name?.message}
            />
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <TextField select label="Type" {...field}>
                  {surveyType.options.map((type) => (
                    <MenuItem key={type} value={type}>
                      {surveyTypeOption(type)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField label="Description" multiline minRows={2} {...register('description')} />
            <Controller
              control={control}
              name="template"
              render={({ field }) => (
                <Stack>
                  <FormLabel id={`${titleId}-template`}>Start from</FormLabel>
                  <RadioGroup
                    aria-labelledby={`${titleId}-template`}
                    value={field.value}
                    onChange={(event) => {
                      field.onChange(event.target.value);
                      const template = SURVEY_TEMPLATES.find(
                        (candidate) => candidate.id === event.target.value,
                      );
                      if (template && template.id !== 'blank' && !getValues('name'))
                        setValue('name', template.name);
                    }}
                  >
                    {SURVEY_TEMPLATES.map((template) => (
                      <FormControlLabel
                        key={template.id}
                        value={template.id}
                        control={<Radio />}
                        label={
                          <span>
                            {template.name}{' '}
                            <Typography component="span" variant="body2" color="text.secondary">
                              — {template.description}
                            </Typography>
                          </span>
                        }
                      />
                    ))}
                  </RadioGroup>
                </Stack>
              )}
            />
            {formState.errors.root?.serverError ? (
              <Alert severity="error">{formState.errors.root.serverError.message}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Creating…' : 'Create survey'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
