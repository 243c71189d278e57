// A survey's lifecycle state, derived (never stored) from archived, start_date and end_date.
import type { Survey } from '../../../contracts/survey';

export type SurveyStatus = 'draft' | 'scheduled' | 'running' | 'completed' | 'archived';

export interface DerivedStatus {
  status: SurveyStatus;
  /** How the status follows from the fields, for a tooltip. */
  reason: string;
}

export function deriveSurveyStatus(
  survey: Pick<Survey, 'archived' | 'start_date' | 'end_date'>,
  now: Date = new Date(),
): DerivedStatus {
  const start = survey.start_date ? new Date(survey.start_date) : null;
  const end = survey.end_date ? new Date(survey.end_date) : null;
  if (survey.archived) return { status: 'archived', reason: 'archived is true (whatever the dates say).' };
  if (!start) return { status: 'draft', reason: 'No start date: it has never been launched.' };
  if (start > now)
    return { status: 'scheduled', reason: `Start date ${start.toLocaleString()} is in the future.` };
  if (end && end <= now)
    return {
      status: 'completed',
      reason: `Started ${start.toLocaleString()}, ended ${end.toLocaleString()}.`,
    };
  if (end)
    return { status: 'running', reason: `Started ${start.toLocaleString()}; ends ${end.toLocaleString()}.` };
  return { status: 'running', reason: `Started ${start.toLocaleString()} with no end date.` };
}

export const STATUS_COLORS: Record<SurveyStatus, 'default' | 'info' | 'success' | 'warning' | 'secondary'> = {
  draft: 'default',
  scheduled: 'info',
  running: 'success',
  completed: 'secondary',
  archived: 'warning',
};
