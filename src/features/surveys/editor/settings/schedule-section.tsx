// Schedule: when the survey starts and stops, how often a person sees it, and when it stops collecting.
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Stack, Typography } from '@mui/material';
import { DateTimeInput, NumberInput, RadioField, SectionHeading, SwitchField } from './settings-fields';
import { MAX_FREQUENCY_DAYS, MAX_ITERATIONS, type SurveySettingsValues } from './settings-form';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatWhen(iso: string | null): string {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? (iso ?? '') : when.format(ms);
}

function StartChoice({ disabled }: { disabled?: boolean }) {
  const launchedAt = useWatch<SurveySettingsValues, 'schedule.launchedAt'>({ name: 'schedule.launchedAt' });
  const options = launchedAt
    ? [
        { value: 'launched', label: `Already launched on ${formatWhen(launchedAt)} (kept)` },
        { value: 'at', label: 'Move the start to another date and time' },
      ]
    : [
        { value: 'draft', label: 'Not yet: I will launch it later' },
        { value: 'now', label: 'When I save' },
        { value: 'at', label: 'At a date and time' },
      ];
  return <RadioField name="schedule.start" label="Launch" options={options} disabled={disabled} />;
}

function StartDetails({ disabled }: { disabled?: boolean }) {
  const start = useWatch<SurveySettingsValues, 'schedule.start'>({ name: 'schedule.start' });
  if (start === 'at') return <DateTimeInput name="schedule.startAt" label="Launch at" disabled={disabled} />;
  if (start === 'now')
    return (
      <Alert severity="info" variant="outlined">
        Saving launches the survey: it starts showing to people who match its conditions.
      </Alert>
    );
  return null;
}

const END_OPTIONS = [
  { value: 'manual', label: 'When I stop it' },
  { value: 'at', label: 'At a date and time' },
];

function EndChoice({ disabled }: { disabled?: boolean }) {
  return <RadioField name="schedule.end" label="Stop" options={END_OPTIONS} disabled={disabled} />;
}

function EndDetails({ disabled }: { disabled?: boolean }) {
  const end = useWatch<SurveySettingsValues, 'schedule.end'>({ name: 'schedule.end' });
  return end === 'at' ? <DateTimeInput name="schedule.endAt" label="Stop at" disabled={disabled} /> : null;
}

const REPEAT_OPTIONS = [
  { value: 'once', label: 'Once' },
  { value: 'recurring', label: 'Repeat on a schedule' },
  { value: 'always', label: 'Every time the display conditions match' },
];

function RepeatChoice({ disabled }: { disabled?: boolean }) {
  const { control } = useFormContext<SurveySettingsValues>();
  const repeat = useWatch({ control, name: 'schedule.repeat' });
  const [repeatedActivation, events] = useWatch({
    control,
    name: ['conditions.events.repeatedActivation', 'conditions.events.values'],
  });
  return (
    <Stack spacing={1.5}>
      <RadioField
        name="schedule.repeat"
        label="How often should a person see this survey?"
        options={REPEAT_OPTIONS}
        disabled={disabled}
      />
      {repeat === 'recurring' ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <NumberInput
            name="schedule.iterationCount"
            label="Number of times"
            helperText={`1 to ${MAX_ITERATIONS}`}
            unit="times"
            disabled={disabled}
          />
          <NumberInput
            name="schedule.iterationFrequencyDays"
            label="Once every"
            helperText={`1 to ${MAX_FREQUENCY_DAYS} days`}
            unit="days"
            disabled={disabled}
          />
        </Stack>
      ) : null}
      {repeat === 'always' ? (
        <Alert severity="warning" variant="outlined">
          People may see this survey very often. Consider a wait period in the display conditions.
        </Alert>
      ) : null}
      {repeatedActivation && events.length ? (
        <Typography variant="body2" color="text.secondary">
          The survey is set to show every time its trigger events happen, which takes precedence over this
          choice.
        </Typography>
      ) : null}
    </Stack>
  );
}

export function ScheduleSection({ disabled }: { disabled?: boolean }) {
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <SectionHeading>Launch and stop</SectionHeading>
        <StartChoice disabled={disabled} />
        <StartDetails disabled={disabled} />
        <EndChoice disabled={disabled} />
        <EndDetails disabled={disabled} />
      </Stack>
      <Stack spacing={1.5}>
        <SectionHeading>Repeat</SectionHeading>
        <RepeatChoice disabled={disabled} />
      </Stack>
      <Stack spacing={1.5}>
        <SectionHeading description="Responses are counted by PostHog's periodic job, so a few more may arrive.">
          Completion
        </SectionHeading>
        <NumberInput
          name="schedule.responsesLimit"
          label="Stop after"
          unit="responses"
          helperText="Empty: keep collecting until the survey is stopped."
          width={240}
          disabled={disabled}
        />
        <SwitchField
          name="schedule.partialResponses"
          label="Save partial responses"
          helperText="Store answers as soon as one question is answered, not only when the survey is completed."
          disabled={disabled}
        />
      </Stack>
    </Stack>
  );
}
