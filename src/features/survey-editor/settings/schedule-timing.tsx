// Launch and stop "at a date and time": the fields on the project's wall clock, the repeat of the window,
// the schedule in words, what the times mean on real PostHog (not exact, read at page load; for an API
// survey, only some SDK calls), and what cannot work said before saving, with a calendar file instead.
import { useWatch } from 'react-hook-form';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { scheduleIcs } from '@/entities/survey/schedule/schedule-ics';
import {
  API_SURVEY_SCHEDULE_WORDS,
  browserTimeNote,
  describeSchedule,
  SCHEDULE_TIMING_WORDS,
  shortWindowNote,
} from '@/entities/survey/schedule/schedule-words';
import { scheduleSchema as timedScheduleSchema, type Schedule } from '@/entities/survey/schedule/schedule';
import { timedSchedule, type ScheduleValues } from './schedule';
import { HOSTED_STOP_REMINDER, useScheduleBlock } from './schedule-blockers';
import type { SurveySettingsValues } from './settings-schema';

const REPEAT_WINDOW_OPTIONS = [
  { value: 'none', label: 'Do not repeat' },
  { value: 'daily', label: 'Every day' },
  { value: 'weekly', label: 'Every week' },
  { value: 'weekdays', label: 'Every weekday (Monday to Friday)' },
  { value: 'monthly', label: 'Every month' },
] as const;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The schedule the form states, when it is whole enough to say in words. */
export function statedSchedule(schedule: ScheduleValues): Schedule | null {
  const timed = timedSchedule(schedule);
  return timed && timedScheduleSchema.safeParse(timed).success ? timed : null;
}

/** Saves the schedule as an .ics file, the way a browser downloads one. */
export function downloadScheduleIcs(surveyName: string, schedule: Schedule): void {
  const text = scheduleIcs({ surveyName, schedule, now: new Date() });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  const slug = surveyName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  anchor.download = `${slug || 'survey'}-schedule.ics`;
  anchor.click();
  URL.revokeObjectURL(url);
}

function CalendarButton({ name, schedule }: { name: string; schedule: Schedule | null }) {
  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<EventOutlinedIcon />}
        disabled={!schedule}
        onClick={() => schedule && downloadScheduleIcs(name, schedule)}
      >
        Add to calendar
      </Button>
    </Box>
  );
}

/** The schedule in words ("Shown from Mon 1 Dec 09:00 to …"), and in the browser's time when it differs. */
export function ScheduleWords({ schedule }: { schedule: Schedule }) {
  const note = browserTimeNote(schedule, browserZone());
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">{describeSchedule(schedule)}.</Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}.
        </Typography>
      ) : null}
    </Stack>
  );
}

export function TimedFields({ projectId, surveyId }: { projectId: number; surveyId: string | null }) {
  const [schedule, type, name, targeting] = useWatch<
    SurveySettingsValues & { type: string; name: string },
    ['schedule', 'type', 'name', 'targeting']
  >({ name: ['schedule', 'type', 'name', 'targeting'] });
  const { block, probing } = useScheduleBlock(projectId, { type, schedule, targeting, surveyId });
  const launch = schedule.start === 'timed';
  const stop = schedule.end === 'timed';
  if (!launch && !stop) return null;
  const hosted = type === 'external_survey';
  const stated = statedSchedule(schedule);
  const zone = schedule.timed.timeZone;
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Times are in {zone}, the project&apos;s time zone.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {launch ? (
          <FormTextField
            name="schedule.timed.launchAt"
            label="Launch at"
            type="datetime-local"
            size="small"
            sx={{ width: 240 }}
            helperText={zone}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ) : null}
        {stop ? (
          <FormTextField
            name="schedule.timed.stopAt"
            label="Stop at"
            type="datetime-local"
            size="small"
            sx={{ width: 240 }}
            helperText={zone}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ) : null}
      </Stack>
      {launch && stop && !hosted ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <FormSelect
            name="schedule.timed.repeat"
            label="Repeat the window"
            options={REPEAT_WINDOW_OPTIONS}
            minWidth={240}
          />
          {schedule.timed.repeat !== 'none' ? (
            <FormTextField
              name="schedule.timed.repeatUntil"
              label="Repeat until"
              type="date"
              size="small"
              sx={{ width: 200 }}
              helperText="Empty: until you change it."
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ) : null}
        </Stack>
      ) : null}
      {stated && !hosted ? <ScheduleWords schedule={stated} /> : null}
      {stated && !hosted && shortWindowNote(stated) ? (
        <Alert severity="warning">{shortWindowNote(stated)}</Alert>
      ) : null}
      {type === 'api' ? <Alert severity="info">{API_SURVEY_SCHEDULE_WORDS}</Alert> : null}
      {hosted && stop ? (
        <Alert severity="info" variant="outlined">
          <Stack spacing={1}>
            <span>{HOSTED_STOP_REMINDER}</span>
            <CalendarButton name={name} schedule={stated} />
          </Stack>
        </Alert>
      ) : null}
      {probing ? (
        <Typography variant="body2" color="text.secondary" role="status">
          Checking that this PostHog lets your key schedule changes…
        </Typography>
      ) : null}
      {block ? (
        <Alert severity="warning">
          <AlertTitle>This schedule cannot be saved</AlertTitle>
          <Stack spacing={1}>
            <span>{block.reason}</span>
            {block.fallback ? (
              <>
                <span>
                  Instead, add the launch and the stop to your calendar and do them by hand: choose “Not yet”
                  to keep the survey a draft until then.
                </span>
                <CalendarButton name={name} schedule={stated} />
              </>
            ) : null}
          </Stack>
        </Alert>
      ) : !hosted ? (
        <Typography variant="body2" color="text.secondary">
          Saving launches the survey hidden behind a gate flag of its own (“surveyor-gate-…”), which
          PostHog&apos;s servers switch on and off, whether or not anyone has Surveyor open.{' '}
          {SCHEDULE_TIMING_WORDS}
        </Typography>
      ) : null}
    </Stack>
  );
}
