import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import type { ActivityEntry } from '../../../contracts/common';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { NewerOlderPager } from '../../../components/newer-older-pager';
import { unreadableText } from '../../../components/read-problems-alert';
import { isUnreadable } from '../../../contracts/readable';
import { useSessionOnlyAnswer } from '../../../lib/api/session-only-actions';
import { projectQueries } from '../../../entities/project/projects.queries';
import { SessionOnlyNotice } from './session-only-notice';

function short(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function describe(entry: ActivityEntry): string {
  const who = entry.user?.first_name || entry.user?.email || 'Someone';
  return `${who} ${entry.activity.replace(/_/g, ' ')} ${entry.detail?.name ? `"${entry.detail.name}"` : 'the project'}`;
}

interface Props {
  orgId: string | null;
  projectId: number;
  postHogSettingsUrl: string | null;
}

export function ProjectActivityPanel({ orgId, projectId, postHogSettingsUrl }: Props) {
  const answer = useSessionOnlyAnswer();
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
  return <ActivityList orgId={orgId} projectId={projectId} />;
}

function ActivityList({ orgId, projectId }: { orgId: string | null; projectId: number }) {
  const [page, setPage] = useState(1);
  const activity = useQuery(projectQueries.activity(orgId, projectId, page));
  if (activity.isError)
    return (
      <ApiErrorAlert
        error={activity.error}
        onRetry={() => void activity.refetch()}
        title="Activity is unavailable"
      />
    );
  if (activity.isPending) return <Skeleton variant="rounded" height={120} />;
  if (activity.data.results.length === 0)
    return <Typography color="text.secondary">No activity recorded yet.</Typography>;
  return (
    <Box>
      <List dense aria-label="Project activity">
        {activity.data.results.map((entry, index) =>
          isUnreadable(entry) ? (
            <ListItem key={index} disableGutters divider>
              <ListItemText secondary={unreadableText('activity entry', entry)} />
            </ListItem>
          ) : (
            <ListItem key={entry.id ?? index} disableGutters divider>
              <ListItemText
                primary={describe(entry)}
                secondary={
                  <>
                    <time dateTime={entry.created_at} title={new Date(entry.created_at).toLocaleString()}>
                      {new Date(entry.created_at).toLocaleString()}
                    </time>
                    {(entry.detail?.changes ?? []).map((change, index) => (
                      <Box key={index} component="span" sx={{ display: 'block' }}>
                        {change.field ?? 'value'}: {short(change.before)} → {short(change.after)}
                      </Box>
                    ))}
                  </>
                }
              />
            </ListItem>
          ),
        )}
      </List>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <NewerOlderPager
          hasNewer={Boolean(activity.data.previous)}
          hasOlder={Boolean(activity.data.next)}
          onNewer={() => setPage((value) => value - 1)}
          onOlder={() => setPage((value) => value + 1)}
        />
      </Stack>
    </Box>
  );
}
