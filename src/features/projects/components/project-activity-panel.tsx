// The project's activity log. PostHog keeps it for logged-in sessions on current versions, so it is said
// up front (SessionOnlyNotice) before anything is requested; self-hosted keeps "Try anyway".
import { useState } from 'react';
import { isolate } from '@/lib/bidi';
import { actorName, ActivityList } from '@/components/display/activity-list';
import { useSessionOnlyAnswer } from '@/lib/api/session-only-actions';
import { useProjectScope } from '@/entities/project/project-scope';
import { projectQueries } from '@/entities/project/projects.queries';
import { SessionOnlyNotice } from './session-only-notice';

interface Props {
  projectId: number;
  postHogSettingsUrl: string | null;
}

export function ProjectActivityPanel({ projectId, postHogSettingsUrl }: Props) {
  const answer = useSessionOnlyAnswer();
  const scope = useProjectScope();
  const [tried, setTried] = useState(false);
  if (answer !== 'answered' && !tried)
    return (
      <SessionOnlyNotice
        answer={answer}
        doing="read the project's activity"
        postHogSettingsUrl={postHogSettingsUrl}
        tryLabel="Try loading activity anyway"
        onTry={() => setTried(true)}
      />
    );
  return (
    <ActivityList
      label="Project activity"
      dense
      queryFor={(page) => projectQueries.activity(scope, projectId, page)}
      describe={(entry) =>
        `${isolate(actorName(entry) ?? 'Someone')} ${entry.activity.replace(/_/g, ' ')} ${entry.detail?.name ? `"${isolate(entry.detail.name)}"` : 'the project'}`
      }
    />
  );
}
