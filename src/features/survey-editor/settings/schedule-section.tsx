// Schedule: when the survey starts and stops, how often a person sees it, and when it stops collecting.
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { scheduledChangeQueries } from '@/entities/feature-flag/scheduled-changes.queries';
import { MAX_ITERATIONS } from '@/contracts/survey-facts';
import { FormDateTimeField } from '@/components/form/form-date-time-field';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { FormSwitch } from '@/components/form/form-switch';
import { SectionHeading } from '@/components/form/section-heading';
import { SUGGESTED_MAX_FREQUENCY_DAYS } from './schedule';
import { TimedFields } from './schedule-timing';
import { suggestedRangeText } from './section-rules';
import type { SurveySettingsValues } from './settings-schema';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When the section opened: "in the future" is judged against it, not re-read on every render. */
const useOpenedAt = () => useState(() => Date.now())[0];

function formatWhen(iso: string | null): string {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? (iso ?? '') : when.format(ms);
}

/**
 * posthog-js shows a survey whenever it has a start date and no end date, without looking at the clock,
 * and the server turns its flags on the same way. So a survey shown in an app is launched "at a date and
 * time" through a gate flag PostHog switches on then (see docs/decisions/0010-schedule-through-a-gate-flag.md);
 * only a hosted survey's page waits for a start date of its own. A running survey can be given only a stop time.
 */
function StartChoice() {
  const [launchedAt, type] = useWatch<
    SurveySettingsValues & { type: string },
    ['schedule.launchedAt', 'type']
  >({
    name: ['schedule.launchedAt', 'type'],
  });
  const { defaultValues } = useFormState<SurveySettingsValues>();
  const unread = useWatch<SurveySettingsValues, 'schedule.timed.unread'>({ name: 'schedule.timed.unread' });
  const hosted = type === 'external_survey';
  // A survey launched by its gate but not yet shown can still be rescheduled, launched now or unlaunched.
  const waitingOnGate = defaultValues?.schedule?.start === 'timed';
  const options =
    launchedAt && !waitingOnGate
      ? [
          {
            value: 'launched',
            // Its gate may hold a launch still to come: "kept" would claim a state nobody could read.
            label: unread
              ? `Started on ${formatWhen(launchedAt)} (its gate's schedule could not be read)`
              : `Launched on ${formatWhen(launchedAt)} (kept)`,
          },
          ...(hosted ? [{ value: 'at', label: 'Open the hosted page on another date and time' }] : []),
        ]
      : [
          { value: 'draft', label: 'Not yet: I will launch it later' },
          { value: 'now', label: 'When I save' },
          hosted
            ? { value: 'at', label: 'Open the hosted page on a date and time' }
            : { value: 'timed', label: 'At a date and time' },
        ];
  return <FormRadioGroup name="schedule.start" label="Launch" options={options} />;
}

function StartDetails() {
  const openedAt = useOpenedAt();
  const [start, type, launchedAt] = useWatch<
    SurveySettingsValues & { type: string },
    ['schedule.start', 'type', 'schedule.launchedAt']
  >({ name: ['schedule.start', 'type', 'schedule.launchedAt'] });
  if (start === 'at')
    return (
      <Stack spacing={1}>
        <FormDateTimeField name="schedule.startAt" label="Open on" />
        <Typography variant="body2" color="text.secondary">
          The hosted page checks this date. PostHog turns the survey&apos;s flags on as soon as it has a start
          date, so anything else that shows it (an API client) does not wait.
        </Typography>
      </Stack>
    );
  if (start === 'now')
    return (
      <Alert severity="info" variant="outlined">
        Saving launches the survey: it starts showing to people who match its conditions.
      </Alert>
    );
  if (start === 'launched' && launchedAt && Date.parse(launchedAt) > openedAt && type !== 'external_survey')
    return (
      <Alert severity="warning" variant="outlined">
        Its start date is in the future, but it is already live: posthog-js shows a survey that has a start
        date whatever the date says. Only hosted surveys wait for theirs.
      </Alert>
    );
  return null;
}

function EndChoice() {
  const [endAt, start, type] = useWatch<
    SurveySettingsValues & { type: string },
    ['schedule.endAt', 'schedule.start', 'type']
  >({
    name: ['schedule.endAt', 'schedule.start', 'type'],
  });
  const timed = {
    value: 'timed',
    label: type === 'external_survey' ? 'At a date and time (a reminder)' : 'At a date and time',
  };
  const options = endAt
    ? [
        { value: 'stopped', label: `Stopped on ${formatWhen(endAt)} (kept)` },
        { value: 'manual', label: 'Resume it when I save' },
      ]
    : [
        { value: 'manual', label: 'When I stop it' },
        ...(start === 'launched' ? [{ value: 'now', label: 'When I save' }] : []),
        timed,
      ];
  return <FormRadioGroup name="schedule.end" label="Stop" options={options} />;
}

function EndDetails() {
  const openedAt = useOpenedAt();
  const [end, endAt, type] = useWatch<
    SurveySettingsValues & { type: string },
    ['schedule.end', 'schedule.endAt', 'type']
  >({
    name: ['schedule.end', 'schedule.endAt', 'type'],
  });
  if (end === 'timed') return null;
  if (end === 'now')
    return (
      <Alert severity="info" variant="outlined">
        Saving stops the survey: respondents no longer see it.
      </Alert>
    );
  if (end === 'stopped' && endAt && Date.parse(endAt) > openedAt)
    return (
      <Alert severity="warning" variant="outlined">
        Its end date is in the future, but it is already stopped: PostHog treats any end date as stopped now,
        not on that date.
      </Alert>
    );
  if (type !== 'external_survey') return null;
  return (
    <Typography variant="body2" color="text.secondary">
      A hosted survey cannot stop itself at a later date: PostHog stops it as soon as it has an end date. To
      end it on a given day, stop it then, or set a responses limit below.
    </Typography>
  );
}

const REPEAT_OPTIONS = [
  { value: 'once', label: 'Once' },
  { value: 'recurring', label: 'Repeat on a schedule' },
  { value: 'always', label: 'Every time the display conditions match' },
];

function RepeatChoice() {
  const { control } = useFormContext<SurveySettingsValues>();
  const repeat = useWatch({ control, name: 'schedule.repeat' });
  const [repeatedActivation, events, frequency] = useWatch({
    control,
    name: [
      'conditions.events.repeatedActivation',
      'conditions.events.values',
      'schedule.iterationFrequencyDays',
    ],
  });
  return (
    <Stack spacing={1.5}>
      <FormRadioGroup
        name="schedule.repeat"
        label="How often should a person see this survey?"
        options={REPEAT_OPTIONS}
      />
      {repeat === 'recurring' ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <FormNumberField
            name="schedule.iterationCount"
            label="Number of times"
            helperText={`1 to ${MAX_ITERATIONS}`}
            unit="times"
          />
          <FormNumberField
            name="schedule.iterationFrequencyDays"
            label="Once every"
            helperText={suggestedRangeText(frequency, {
              max: SUGGESTED_MAX_FREQUENCY_DAYS,
              unit: 'days',
              text: `1 to ${SUGGESTED_MAX_FREQUENCY_DAYS} days`,
            })}
            unit="days"
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

/**
 * What the gate holds, said before anything else: changes that could not be read (with Retry), a gate
 * someone switched off in PostHog, a repeat that runs in the zone the project had when it was scheduled.
 */
function GateNotices({ projectId }: { projectId: number }) {
  const queryClient = useQueryClient();
  const [timed, linkedFlagId] = useWatch<SurveySettingsValues, ['schedule.timed', 'targeting.linkedFlagId']>({
    name: ['schedule.timed', 'targeting.linkedFlagId'],
  });
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    if (linkedFlagId === null) return;
    setRetrying(true);
    void queryClient
      .refetchQueries({ queryKey: scheduledChangeQueries.byRecord(projectId, linkedFlagId).queryKey })
      .finally(() => setRetrying(false));
  };
  return (
    <>
      {timed.unread ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={retry} disabled={retrying}>
              Retry
            </Button>
          }
        >
          <AlertTitle>The gate flag&apos;s scheduled changes could not be read</AlertTitle>
          {timed.unread}. Until they are read, what is scheduled is not known here, so the schedule cannot be
          changed (other changes can be saved).
        </Alert>
      ) : null}
      {timed.paused ? (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>Paused in PostHog: its gate flag is off</AlertTitle>
          <Stack spacing={1}>
            <span>
              Someone switched the survey&apos;s gate flag off in PostHog, so respondents do not see it.
              Saving leaves it off.
            </span>
            <FormSwitch name="schedule.timed.switchOn" label="Switch its gate flag back on when I save" />
          </Stack>
        </Alert>
      ) : null}
      {timed.readZone ? (
        <Alert severity="info" variant="outlined">
          The repeated launch and stop on the server run in {timed.readZone}, the project&apos;s time zone
          when they were scheduled; the project&apos;s time zone is now {timed.timeZone}. They are shown below
          on the clock of {timed.timeZone}, and saving a change to them rewrites both the launch and the stop
          in {timed.timeZone}.
        </Alert>
      ) : null}
    </>
  );
}

export function ScheduleSection({ projectId, surveyId }: { projectId: number; surveyId: string | null }) {
  return (
    <Stack spacing={3}>
      <Stack spacing={1.5}>
        <SectionHeading>Launch and stop</SectionHeading>
        <GateNotices projectId={projectId} />
        <StartChoice />
        <StartDetails />
        <EndChoice />
        <EndDetails />
        <TimedFields projectId={projectId} surveyId={surveyId} />
      </Stack>
      <Stack spacing={1.5}>
        <SectionHeading>Repeat</SectionHeading>
        <RepeatChoice />
      </Stack>
      <Stack spacing={1.5}>
        <SectionHeading description="Responses are counted by PostHog's periodic job, so a few more may arrive.">
          Completion
        </SectionHeading>
        <FormNumberField
          name="schedule.responsesLimit"
          label="Stop after"
          unit="responses"
          helperText="Empty: keep collecting until the survey is stopped."
          width={240}
        />
        <FormSwitch
          name="schedule.partialResponses"
          label="Save partial responses"
          helperText="Store answers as soon as one question is answered, not only when the survey is completed."
        />
      </Stack>
    </Stack>
  );
}
