// The Timeline of a project's scheduled surveys: four weeks of windows in the project's time zone, moved a
// week at a time (the URL keeps it), today marked, and the surveys that may meet the same people at the
// same time said in words. It reads every survey, then the changes of each survey's gate on its own.
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageHeader } from '@/components/navigation/page-header';
import { RouteBreadcrumbs } from '@/components/navigation/route-breadcrumbs';
import { isUnreadable } from '@/contracts/readable';
import { backendNow } from '@/lib/backend-now';
import { useSearchState } from '@/lib/url-state/use-search-state';
import { useProjectScope } from '@/entities/project/project-scope';
import { gateOf, readOnBackendClock, useGatesChanges } from '@/entities/survey/api/survey-gate';
import { formatInstant, formatLocalDay, localPartsAt } from '@/entities/survey/schedule/zoned-time';
import { buildTimeline, TIMELINE_DAYS, timelineRange, timelineZone, type Timeline } from '../model/timeline';
import { surveysTimelineReads } from '../model/surveys-reads';
import { timelineSearch } from '../model/surveys-search';
import { ProjectPicker } from './project-picker';
import { TimelineChart } from './timeline-chart';

function OverlapWords({ timeline, timeZone }: { timeline: Timeline; timeZone: string }) {
  if (timeline.overlaps.length === 0) return null;
  const name = (id: string) => timeline.rows.find((row) => row.survey.id === id)?.survey.name ?? id;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Overlapping windows
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        These surveys are shown at the same time to possibly the same people (one targets everyone, or both
        target alike), so one may crowd out the other.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {timeline.overlaps.map(({ surveyIds: [a, b], windows }) => {
          const first = windows[0]!;
          const more = windows.length - 1;
          return (
            <li key={`${a}-${b}`}>
              <bdi>{name(a)}</bdi> and <bdi>{name(b)}</bdi>:{' '}
              {first.start ? formatInstant(first.start, timeZone) : 'already'} –{' '}
              {first.end ? formatInstant(first.end, timeZone) : 'no stop'}
              {more > 0 ? ` and ${more} more time${more === 1 ? '' : 's'}` : ''}.
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}

export function SurveysTimelinePage({ projectId }: { projectId: number }) {
  const [{ week }, setSearch] = useSearchState(timelineSearch);
  const [surveysRead, projectRead] = surveysTimelineReads(useProjectScope(), projectId);
  const surveys = useQuery(surveysRead);
  const project = useQuery(projectRead);
  const list = (surveys.data?.rows ?? []).flatMap((row) => (isUnreadable(row) ? [] : [row.survey]));
  const changes = useGatesChanges(
    projectId,
    list.flatMap((survey) => gateOf(survey)?.id ?? []),
  );
  // The server's zone, when this browser knows it; otherwise UTC, and the page says why.
  const { timeZone, note: zoneNote } = timelineZone(project.data?.project.timezone, project.isError);
  const now = backendNow();
  const range = timelineRange(now, timeZone, week);
  const last = range.days[TIMELINE_DAYS - 1]!;
  const span = `${formatLocalDay(localPartsAt(range.from, timeZone))} – ${formatLocalDay(localPartsAt(last, timeZone))} ${localPartsAt(last, timeZone).year}`;

  const body = () => {
    if (surveys.isError)
      return (
        <ApiErrorAlert
          error={surveys.error}
          title="Could not load surveys"
          onRetry={() => void surveys.refetch()}
        />
      );
    if (changes.error)
      return (
        <ApiErrorAlert
          error={changes.error}
          title="Could not load the scheduled changes"
          onRetry={changes.refetch}
        />
      );
    if (!surveys.data || changes.isPending || project.isPending)
      return <LinearProgress aria-label="Loading the timeline" />;
    const timeline = buildTimeline(list, changes.of, range, now, readOnBackendClock(surveys.dataUpdatedAt));
    if (timeline.rows.length === 0)
      return (
        <EmptyState
          title="No scheduled surveys"
          description="Schedule a survey's launch and stop in its editor (Schedule tab) and its windows show here."
        />
      );
    return (
      <>
        <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
          <TimelineChart
            projectId={projectId}
            timeline={timeline}
            range={range}
            timeZone={timeZone}
            now={now}
          />
        </Paper>
        <OverlapWords timeline={timeline} timeZone={timeZone} />
        {surveys.data.complete ? null : (
          <Alert severity="info" sx={{ mt: 2 }}>
            This project has more surveys than the timeline reads at once: only the first 2,000 are shown.
          </Alert>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        breadcrumbs={<RouteBreadcrumbs />}
        title="Timeline"
        subtitle={`When each scheduled survey is shown, in the project's time zone (${timeZone}). PostHog switches each survey's gate flag within about 2 minutes of these times, and posthog-js reads flags when a page loads: a launch shows from the next page load, and a stop does not hide a survey on pages already open.`}
        actions={<ProjectPicker projectId={projectId} />}
      />
      {zoneNote ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {zoneNote}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <nav aria-label="Weeks shown">
          <Button onClick={() => setSearch({ week: week - 1 })}>Previous week</Button>
          <Button onClick={() => setSearch({ week: 0 })} disabled={week === 0}>
            Today
          </Button>
          <Button onClick={() => setSearch({ week: week + 1 })}>Next week</Button>
        </nav>
        <Typography aria-live="polite">{span}</Typography>
      </Stack>
      {body()}
    </>
  );
}
