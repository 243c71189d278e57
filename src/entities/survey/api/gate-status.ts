// The status of a survey scheduled through its gate flag (issue 26): the gate says whether it is shown now,
// its scheduled changes say until when. An ungated survey, a draft, an ended or archived one keep
// deriveSurveyStatus's rule (what posthog-js and the server decide from the survey's own fields).
import type { Survey } from '../../../contracts/survey';
import { deriveSurveyStatus, type DerivedStatus } from '../model/survey-status';
import type { GateReading } from './survey-gate';

const short = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const when = (date: Date) => short.format(date);

export function surveyStatusWithGate(
  survey: Pick<Survey, 'archived' | 'start_date' | 'end_date'> & { type?: string },
  reading: GateReading | null | undefined,
  now: Date,
): DerivedStatus {
  const derived = deriveSurveyStatus(survey, now);
  // Hidden or not, a draft is never shown, and an end date or archiving wins over any gate.
  if (!reading || derived.status !== 'running') return derived;
  const { gate, status, unread } = reading;
  if (!status) {
    const known = unread ? 'Its schedule could not be read' : 'Reading its schedule';
    return gate.active
      ? { status: 'running', reason: `${known}; its gate flag is on, so it is shown now.` }
      : { status: 'scheduled', reason: `${known}; its gate flag is off, so it is hidden now.` };
  }
  switch (status.kind) {
    case 'scheduled':
      return {
        status: 'scheduled',
        label: `Scheduled · ${when(status.at)}`,
        reason: `Launched but hidden until ${when(status.at)}, when its gate flag turns on.`,
      };
    case 'running':
      return {
        status: 'running',
        label: status.until ? `Running until ${when(status.until)}` : 'Running',
        reason: status.until
          ? `Its gate flag is on: shown until ${when(status.until)}.`
          : 'Its gate flag is on, with no stop scheduled.',
      };
    case 'stopped':
      return {
        status: 'completed',
        label: 'Stopped',
        reason: status.at
          ? `Its last window ended ${when(status.at)}: the gate flag is off with nothing more scheduled.`
          : 'Its gate flag is off with nothing more scheduled.',
      };
    case 'failed':
      return {
        status: gate.active ? 'running' : 'scheduled',
        label: 'Schedule failed',
        failed: true,
        reason: `A scheduled change of its gate flag failed: ${status.reason} The gate is ${gate.active ? 'on (shown)' : 'off (hidden)'}.`,
      };
  }
}
