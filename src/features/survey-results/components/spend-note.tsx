// What the connection's queries have cost so far: PostHog counts them against the key's budget.
import { Typography } from '@mui/material';
import { useStore } from '@/lib/react/external-store';
import { querySpend } from '@/entities/results/query-runner';

export function SpendNote() {
  const spent = useStore(querySpend);
  const waited = Math.round(spent.waitedMs / 100) / 10;
  return (
    <Typography variant="caption" color="text.secondary" aria-live="polite">
      Queries run: {spent.queriesRun} (at most 3 at once)
      {spent.throttled
        ? ` · throttled ${spent.throttled} ${spent.throttled === 1 ? 'time' : 'times'}, waited ${waited} s`
        : ' · no wait'}
      {spent.polls ? ` · ${spent.polls} polls of async queries` : ''}
    </Typography>
  );
}
