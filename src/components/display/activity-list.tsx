// One page of an activity log (PostHog's `activityPage` contract), newest first, with its pager. The page
// lives in the URL (`activityPage`), so a reload or a shared link shows the same entries.
import { useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Box, Button, Chip, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { z } from 'zod';
import type { ActivityChange, ActivityEntry, ActivityPage } from '@/contracts/common';
import { isUnreadable } from '@/contracts/readable';
import { useSearchState } from '@/lib/url-state/use-search-state';
import { IsolatedText } from './isolated-text';
import { NewerOlderPager } from '../data-table/newer-older-pager';
import { QueryBoundary } from '../feedback/query-boundary';
import { unreadableText } from '../feedback/read-problems-alert';

export const activitySearch = z.object({ activityPage: z.coerce.number().int().min(1).catch(1) });

/** Who did it, as the entry names them; null for the system (or a user it no longer names). */
export function actorName(entry: ActivityEntry): string | null {
  return entry.user?.first_name || entry.user?.email || null;
}

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
      {/* Server text, each part isolated so an override inside one cannot turn the arrow around. */}
      <bdi>{change.field ?? 'value'}</bdi>: <bdi>{cut(before)}</bdi> → <bdi>{cut(after)}</bdi>{' '}
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

/** "3 minutes ago", "yesterday". */
export function relativeTime(iso: string, now = Date.now()): string {
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

function Entry({ entry, text }: { entry: ActivityEntry; text: string }) {
  return (
    <ListItem disableGutters divider sx={{ alignItems: 'flex-start' }}>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" label={entry.activity} variant="outlined" />
            <span>
              <IsolatedText text={text} />
            </span>
          </Stack>
        }
        secondary={
          <Box component="span">
            <time dateTime={entry.created_at} title={new Date(entry.created_at).toLocaleString()}>
              {relativeTime(entry.created_at)}
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

interface Props<Key extends QueryKey> {
  /** The list's accessible name ("Survey activity"). */
  label: string;
  /** The read of one page (1-based) of the log. */
  queryFor: (page: number) => UseQueryOptions<ActivityPage, Error, ActivityPage, Key>;
  /** The entry in words, e.g. `Ana updated "Acme Web"`. */
  describe: (entry: ActivityEntry) => string;
  /** Tighter rows, for a side panel. */
  dense?: boolean;
}

export function ActivityList<Key extends QueryKey>({ label, queryFor, describe, dense = false }: Props<Key>) {
  const [search, setSearch] = useSearchState(activitySearch);
  const page = search.activityPage;
  const activity = useQuery(queryFor(page));
  return (
    <QueryBoundary
      query={activity}
      errorTitle="Activity is unavailable"
      pending={<Skeleton variant="rounded" height={dense ? 120 : 160} aria-label="Loading activity" />}
    >
      {(data) =>
        data.results.length === 0 ? (
          <Typography color="text.secondary">No activity recorded yet.</Typography>
        ) : (
          <Box>
            <List dense={dense} aria-label={label}>
              {data.results.map((entry, index) =>
                isUnreadable(entry) ? (
                  <ListItem key={index} disableGutters divider>
                    <ListItemText secondary={unreadableText('activity entry', entry)} />
                  </ListItem>
                ) : (
                  <Entry key={entry.id ?? index} entry={entry} text={describe(entry)} />
                ),
              )}
            </List>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}
            >
              <Typography variant="body2" color="text.secondary">
                {typeof data.total_count === 'number'
                  ? `${data.total_count} entr${data.total_count === 1 ? 'y' : 'ies'} · `
                  : ''}
                page {page}
              </Typography>
              <NewerOlderPager
                hasNewer={Boolean(data.previous)}
                hasOlder={Boolean(data.next)}
                onNewer={() =>
                  setSearch((current) => ({ activityPage: Math.max(1, current.activityPage - 1) }))
                }
                onOlder={() => setSearch((current) => ({ activityPage: current.activityPage + 1 }))}
              />
            </Stack>
          </Box>
        )
      }
    </QueryBoundary>
  );
}
