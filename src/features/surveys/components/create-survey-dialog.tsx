import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { surveyType, type SurveyRecord } from '@/contracts/survey';
import { SURVEY_NAME_MAX_LENGTH } from '@/contracts/survey-facts';
import { FormDialog } from '@/components/form/form-dialog';
import type { Written } from '@/lib/api/client';
import { useNewSurveyAppearance } from '@/entities/survey/api/use-new-survey-appearance';
import { useCreateSurvey } from '@/entities/survey/api/use-survey-mutations';
import { surveyTypeOption } from '@/entities/survey/model/survey-types';
import { NEW_SURVEY_PARTIAL_RESPONSES } from '@/entities/survey/model/new-survey';
import { SURVEY_TEMPLATES } from '@/entities/survey/model/templates';

const schema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name.')
    .max(SURVEY_NAME_MAX_LENGTH, `At most ${SURVEY_NAME_MAX_LENGTH} characters.`),
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
  const templateLabelId = useId();
  const create = useCreateSurvey(projectId);
  const newAppearance = useNewSurveyAppearance(projectId);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', type: 'popover', description: '', template: 'blank' },
  });
  const { register, control, formState, setValue, getValues } = form;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New survey"
      form={form}
      serverFields={['name', 'type', 'description']}
      conflictField="name"
      submitLabel="Create survey"
      pendingLabel="Creating…"
      onSubmit={async (values) => {
        const template =
          SURVEY_TEMPLATES.find((candidate) => candidate.id === values.template) ?? SURVEY_TEMPLATES[0]!;
        const name = values.name.trim();
        const written = await create.mutateAsync({
          name,
          type: values.type,
          description: values.description,
          questions: template.questions(),
          // The same start as the editor's new survey: PostHog's look under the project's theme.
          appearance: await newAppearance.read(),
          enable_partial_responses: NEW_SURVEY_PARTIAL_RESPONSES,
        });
        onCreated(written, name);
      }}
    >
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
            <FormLabel id={templateLabelId}>Start from</FormLabel>
            <RadioGroup
              aria-labelledby={templateLabelId}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                const template = SURVEY_TEMPLATES.find((candidate) => candidate.id === event.target.value);
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
    </FormDialog>
  );
}
