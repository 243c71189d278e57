// The activity log of one survey, or of every survey of the project. Activity logs need
// activity_log:read: a key known to lack it is told so and nothing is requested.
import { Alert } from '@mui/material';
import { isolate } from '@/lib/bidi';
import { actorName, ActivityList } from '@/components/display/activity-list';
import { useMissingScope } from '@/lib/api/scopes';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';

/** Activity of one survey (surveyId) or of every survey in the project (surveyId null). */
export function SurveyActivity({ projectId, surveyId }: { projectId: number; surveyId: string | null }) {
  const missing = useMissingScope('activity_log:read');
  if (missing) {
    return (
      <Alert severity="info">
        No activity to show: {missing} Activity logs need <code>activity_log:read</code>.
      </Alert>
    );
  }
  return (
    <ActivityList
      label={surveyId ? 'Survey activity' : 'Activity of all surveys'}
      queryFor={(page) => surveyQueries.activity(projectId, surveyId, page)}
      // One survey's log need not repeat its name on every line; the project's log names the survey.
      describe={(entry) =>
        `${isolate(actorName(entry) ?? 'System')} ${entry.activity}${!surveyId && entry.detail?.name ? ` “${isolate(entry.detail.name)}”` : ''}`
      }
    />
  );
}
