// The status of a survey scheduled through its gate flag: the gate says whether it is shown now, its
// scheduled changes say until when, and a gate out of step with them (a change skipped, the gate deleted)
// is said as such. An ungated survey, a draft, an ended or archived one keep deriveSurveyStatus's rule
// (what posthog-js and the server decide from the survey's own fields).
import type { MinimalFeatureFlag, Survey } from '@/contracts/survey';
import { isGateFlag } from '../schedule/gate-flag';
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

/** PostHog's task applies due changes every 2 minutes (posthog/tasks/scheduled.py @ 002af387). */
const RUNNER_WORDS =
  'PostHog applies scheduled changes every 2 minutes, and pages open before then show it only once reloaded.';

/** What a survey's status reads of it: its own fields, and its linked flag when it has one. */
export type StatusFields = Pick<Survey, 'archived' | 'start_date' | 'end_date'> & {
  type?: string;
  id?: string;
  linked_flag?: MinimalFeatureFlag | null;
};

/**
 * A survey linked to the gate flag of another survey: earlier copies took the original's gate along (a
 * flag copied into the target, with none of the original's scheduled changes), so nothing of the copy's
 * own switches it. posthog-js shows a survey with a linked flag only while that flag is on for the person,
 * so the flag, not the survey's dates, decides.
 */
function foreignGateStatus(survey: StatusFields): DerivedStatus | null {
  const flag = survey.linked_flag;
  if (!flag || flag.deleted || typeof flag.active !== 'boolean' || !isGateFlag(flag)) return null;
  if (survey.id !== undefined && isGateFlag(flag, survey.id)) return null;
  const whose = `it is linked to “${flag.key}”, the gate flag of another survey, and no schedule of its own switches it`;
  const fix = 'Link it to a flag of its own, or schedule it in Surveyor to give it its own gate.';
  return flag.active
    ? {
        status: 'running',
        label: "Running on another survey's gate",
        failed: true,
        reason: `Shown for as long as that flag stays on: ${whose}. ${fix}`,
      }
    : {
        status: 'scheduled',
        label: "Hidden: another survey's gate is off",
        failed: true,
        reason: `Hidden: ${whose}, and that flag is off. ${fix}`,
      };
}

export function surveyStatusWithGate(
  survey: StatusFields,
  reading: GateReading | null | undefined,
  now: Date,
): DerivedStatus {
  const derived = deriveSurveyStatus(survey, now);
  // Hidden or not, a draft is never shown, and an end date or archiving wins over any gate.
  if (derived.status !== 'running') return derived;
  if (!reading) return foreignGateStatus(survey) ?? derived;
  const { gate, status, unread } = reading;
  if (reading.deleted)
    return {
      status: 'completed',
      label: 'Hidden: its gate flag was deleted',
      failed: true,
      reason: `Hidden: its gate flag “${gate.key}” was deleted in PostHog, so posthog-js does not show it, whatever its schedule says. Schedule it again in Surveyor to give it a new gate.`,
    };
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
        reason:
          status.at <= now
            ? `Launched but hidden: its launch was due ${when(status.at)}. ${RUNNER_WORDS}`
            : `Launched but hidden until ${when(status.at)}, when its gate flag turns on.`,
      };
    case 'unswitched': {
      const on = status.change === 'launch';
      return {
        status: on ? 'scheduled' : 'running',
        label: 'Did not switch (awaiting approval?)',
        failed: true,
        reason: `Its ${status.change} ran at ${when(status.at)} but its gate flag is still ${on ? 'off (hidden)' : 'on (shown)'}. PostHog marks a scheduled change done without applying it when the change needs an approval nobody gave in time; or someone switched the gate ${on ? 'off' : 'on'} in PostHog since.`,
      };
    }
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
