// A survey's lifecycle state, derived (never stored) as posthog-js and the server decide it. The SDK
// shows a survey when `!!(start_date && !end_date)` (posthog-js survey-utils.ts) with no clock check,
// and the server turns its flags on by the same rule (_should_survey_flags_be_active in
// products/surveys/backend/api/survey.py). Dates are not a schedule: a start in the future is live at
// once and any end date stops the survey now. Only a hosted survey's page checks start_date <= now.
import type { Survey } from '@/contracts/survey';

export type SurveyStatus = 'draft' | 'scheduled' | 'running' | 'completed' | 'archived';

export interface DerivedStatus {
  status: SurveyStatus;
  /** How the status follows from the fields, for a tooltip. */
  reason: string;
  /** What the chip says when more than the status word (a scheduled survey's date: "Scheduled · 1 Dec 09:00"). */
  label?: string;
  /** Something went wrong (a scheduled change failed): shown as an error, whatever the status. */
  failed?: boolean;
}

const when = (date: Date) => date.toLocaleString();

export function deriveSurveyStatus(
  survey: Pick<Survey, 'archived' | 'start_date' | 'end_date'> & { type?: string },
  now: Date = new Date(),
): DerivedStatus {
  const start = survey.start_date ? new Date(survey.start_date) : null;
  const end = survey.end_date ? new Date(survey.end_date) : null;
  if (survey.archived) return { status: 'archived', reason: 'archived is true (whatever the dates say).' };
  if (!start) return { status: 'draft', reason: 'No start date: it has never been launched.' };
  if (end)
    return {
      status: 'completed',
      reason:
        end > now
          ? `It has an end date (${when(end)}): PostHog treats any end date as stopped now, not on that date.`
          : `Started ${when(start)}, stopped ${when(end)}.`,
    };
  if (start > now && survey.type === 'external_survey')
    return { status: 'scheduled', reason: `Its hosted page opens on ${when(start)}.` };
  if (start > now)
    return {
      status: 'running',
      reason: `Live: its start date (${when(start)}) is in the future, but the SDK does not wait for it.`,
    };
  return { status: 'running', reason: `Started ${when(start)} with no end date.` };
}

export const STATUS_COLORS: Record<SurveyStatus, 'default' | 'info' | 'success' | 'warning' | 'secondary'> = {
  draft: 'default',
  scheduled: 'info',
  running: 'success',
  completed: 'secondary',
  archived: 'warning',
};
