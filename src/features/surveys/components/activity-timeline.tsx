import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { ActivityChange, ActivityEntry } from '../../../contracts/common';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { NewerOlderPager } from '../../../components/newer-older-pager';
import { unreadableText } from '../../../components/read-problems-alert';
import { isUnreadable } from '../../../contracts/readable';
import { useMissingScope } from '../../../lib/api/scopes';
import { surveyQueries } from '../../../entities/survey/api/surveys.queries';

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function ChangeLine({ change }: { change: ActivityChange }) {
  const [open, setOpen] = useState(false);
  const before = valueText(change.before);
  const after = valueText(change.after);
  const long = before.length + after.length > 120;
  const cut = (text: string) => (long && !open && text.length > 56 ? `${text.slice(0, 55)}…` : text);
  return (
    <Box
      component="span"
      sx={{ display: 'block', fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-word' }}
    >
      {change.field ?? 'value'}: {cut(before)} → {cut(after)}{' '}
      {long ? (
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          sx={{ minWidth: 0, p: 0, fontSize: 12 }}
        >
          {open ? 'less' : 'more'}
        </Button>
      ) : null}
    </Box>
  );
}

function relative(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  const units: [number, Intl.RelativeTimeFormatUnit][] = [
    [60, 'second'],
    [60, 'minute'],
    [24, 'hour'],
    [30, 'day'],
    [12, 'month'],
  ];
  let value = seconds;
  for (const [size, unit] of units) {
    if (Math.abs(value) < size)
      return new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-value, unit);
    value = Math.round(value / size);
  }
  return new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-value, 'year');
}

function Entry({ entry, showName }: { entry: ActivityEntry; showName: boolean }) {
  const who = entry.user?.first_name || entry.user?.email || 'System';
  return (
    <ListItem disableGutters divider sx={{ alignItems: 'flex-start' }}>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={entry.activity} variant="outlined" />
            <span>
              {who} {entry.activity}
              {showName && entry.detail?.name ? ` “${entry.detail.name}”` : ''}
            </span>
          </Stack>
        }
        secondary={
          <Box component="span">
            <time dateTime={entry.created_at} title={new Date(entry.created_at).toLocaleString()}>
              {relative(entry.created_at)}
            </time>
            {(entry.detail?.changes ?? []).map((change, index) => (
              <ChangeLine key={index} change={change} />
            ))}
          </Box>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}

/** Activity of one survey (surveyId) or of every survey in the project (surveyId null). */
export function ActivityTimeline({ projectId, surveyId }: { projectId: number; surveyId: string | null }) {
  const [page, setPage] = useState(1);
  const missing = useMissingScope('activity_log:read');
  const activity = useQuery({ ...surveyQueries.activity(projectId, surveyId, page), enabled: !missing });
  if (missing) {
    return (
      <Alert severity="info">
        No activity to show: {missing} Activity logs need <code>activity_log:read</code>.
      </Alert>
    );
  }
  if (activity.isError)
    return (
      <ApiErrorAlert
        error={activity.error}
        onRetry={() => void activity.refetch()}
        title="Activity is unavailable"
      />
    );
  if (activity.isPending) return <Skeleton variant="rounded" height={160} aria-label="Loading activity" />;
  if (!activity.data.results.length)
    return <Typography color="text.secondary">No activity recorded yet.</Typography>;
  return (
    <Box>
      <List aria-label={surveyId ? 'Survey activity' : 'Activity of all surveys'}>
        {activity.data.results.map((entry, index) =>
          isUnreadable(entry) ? (
            <ListItem key={index} disableGutters divider>
              <ListItemText secondary={unreadableText('activity entry', entry)} />
            </ListItem>
          ) : (
            <Entry key={entry.id ?? index} entry={entry} showName={!surveyId} />
          ),
        )}
      </List>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          {typeof activity.data.total_count === 'number'
            ? `${activity.data.total_count} entr${activity.data.total_count === 1 ? 'y' : 'ies'} · `
            : ''}
          page {page}
        </Typography>
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
