// The Timeline's chart: one labelled row per scheduled survey, its windows as bars on a four-week axis in
// the project's time zone, today marked, and every fact also in words (windows, overlaps, iterations),
// so nothing is told by colour or position alone.
import { Box, Link, Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link as RouterLink } from 'react-router-dom';
import { MAX_RECORD_CHANGES } from '@/entities/feature-flag/scheduled-changes.api';
import { MAX_GATE_RUNS, type Window } from '@/entities/survey/schedule/windows';
import { SurveyStatusChip } from '@/entities/survey/ui/survey-status-chip';
import { formatInstant, formatLocalDay, localPartsAt } from '@/entities/survey/schedule/zoned-time';
import type { Timeline, TimelineRange, TimelineRow } from '../model/timeline';
import { paths } from '@/lib/paths';

const LABEL_WIDTH = 240;
/** Windows named in words per row; the rest are counted. */
const NAMED = 3;

interface Props {
  projectId: number;
  timeline: Timeline;
  range: TimelineRange;
  timeZone: string;
  now: Date;
}

const percent = (time: number, range: TimelineRange) =>
  ((time - range.from.getTime()) / (range.to.getTime() - range.from.getTime())) * 100;
const clip = (value: number) => Math.min(100, Math.max(0, value));

function windowWords(window: Window, timeZone: string): string {
  const start = window.start ? formatInstant(window.start, timeZone) : 'before anything recorded';
  const end = window.end ? formatInstant(window.end, timeZone) : 'no stop';
  return `${start} – ${end}`;
}

/** " (Mon 1 Dec 09:00)" of the survey's start date, or nothing when it has none or it is not a date. */
function startWords(startDate: string | null, timeZone: string): string {
  const start = startDate ? new Date(startDate) : null;
  return start && !Number.isNaN(start.getTime()) ? ` (${formatInstant(start, timeZone)})` : '';
}

function rowWords(row: TimelineRow, timeZone: string): string {
  if (row.reading.deleted) return 'Hidden: its gate flag was deleted in PostHog, so it is not shown.';
  if (row.windows.length === 0) return 'Not shown in these four weeks.';
  const named = row.windows.slice(0, NAMED).map((window) => windowWords(window, timeZone));
  const more = row.windows.length - named.length;
  return `Shown ${named.join('; ')}${more > 0 ? ` and ${more} more time${more === 1 ? '' : 's'}` : ''}.`;
}

function Track({
  windows,
  overlaps,
  range,
  now,
}: {
  windows: Window[];
  overlaps: Window[];
  range: TimelineRange;
  now: Date;
}) {
  const bar = (window: Window) => {
    const left = clip(percent(window.start?.getTime() ?? -Infinity, range));
    const right = clip(percent(window.end?.getTime() ?? Infinity, range));
    return { left: `${left}%`, width: `${Math.max(right - left, 0.4)}%` };
  };
  const today = percent(now.getTime(), range);
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 28, bgcolor: 'action.hover', borderRadius: 1 }}>
      {range.days.map((day, index) =>
        index === 0 ? null : (
          <Box
            key={day.getTime()}
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${percent(day.getTime(), range)}%`,
              borderLeft: 1,
              borderColor: index % 7 === 0 ? 'divider' : 'transparent',
            }}
          />
        ),
      )}
      {windows.map((window, index) => (
        <Box
          key={`w${index}`}
          sx={{
            position: 'absolute',
            top: 4,
            bottom: 4,
            bgcolor: 'primary.main',
            borderRadius: 0.5,
            ...bar(window),
          }}
        />
      ))}
      {overlaps.map((window, index) => (
        <Box
          key={`o${index}`}
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            border: 2,
            borderColor: 'warning.dark',
            backgroundImage:
              'repeating-linear-gradient(45deg, transparent 0 4px, rgba(237,108,2,0.55) 4px 8px)',
            ...bar(window),
          }}
        />
      ))}
      {today >= 0 && today <= 100 ? (
        <Box
          sx={{
            position: 'absolute',
            top: -2,
            bottom: -2,
            left: `${today}%`,
            borderLeft: 2,
            borderColor: 'error.main',
          }}
        />
      ) : null}
    </Box>
  );
}

function Axis({ range, timeZone, now }: { range: TimelineRange; timeZone: string; now: Date }) {
  const today = percent(now.getTime(), range);
  return (
    <Box aria-hidden sx={{ position: 'relative', height: 24, ml: { md: `${LABEL_WIDTH}px` } }}>
      {range.days.map((day, index) =>
        index % 7 === 0 ? (
          <Typography
            key={day.getTime()}
            variant="caption"
            sx={{ position: 'absolute', left: `${percent(day.getTime(), range)}%`, whiteSpace: 'nowrap' }}
          >
            {formatLocalDay(localPartsAt(day, timeZone))}
          </Typography>
        ) : null,
      )}
      {today >= 0 && today <= 100 ? (
        <Typography
          variant="caption"
          color="error"
          sx={{ position: 'absolute', left: `${today}%`, top: 12, fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          Today
        </Typography>
      ) : null}
    </Box>
  );
}

export function TimelineChart({ projectId, timeline, range, timeZone, now }: Props) {
  const names = new Map(timeline.rows.map((row) => [row.survey.id, row.survey.name]));
  const overlapsOf = (surveyId: string) =>
    timeline.overlaps.filter((overlap) => overlap.surveyIds.includes(surveyId)).flatMap((o) => o.windows);
  return (
    <Box>
      <Axis range={range} timeZone={timeZone} now={now} />
      <Box component="ul" aria-label="Scheduled surveys" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {timeline.rows.map((row) => (
          <Box
            component="li"
            key={row.survey.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: `${LABEL_WIDTH}px 1fr` },
              columnGap: 0,
              rowGap: 0.5,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', pr: 1, minWidth: 0 }}>
              <Link component={RouterLink} to={paths.survey(projectId, row.survey.id)} noWrap>
                <bdi>{row.survey.name}</bdi>
              </Link>
              {row.overlapsWith.length > 0 ? (
                <WarningAmberIcon fontSize="small" color="warning" aria-hidden />
              ) : null}
              <SurveyStatusChip survey={row.survey} gate={row.reading} />
            </Stack>
            <Track windows={row.windows} overlaps={overlapsOf(row.survey.id)} range={range} now={now} />
            <Box sx={{ gridColumn: { md: 2 } }}>
              <Typography variant="body2" color="text.secondary">
                {rowWords(row, timeZone)}
              </Typography>
              {row.overlapsWith.length > 0 ? (
                <Typography variant="body2" color="warning.dark">
                  Overlaps with {row.overlapsWith.map((id) => `“${names.get(id) ?? id}”`).join(', ')} for
                  possibly the same people (hatched).
                </Typography>
              ) : null}
              {row.leftOut.map((why, index) => (
                <Typography key={index} variant="body2" color="warning.dark">
                  A scheduled change of its gate cannot be read here ({why}), so it is not drawn.
                </Typography>
              ))}
              {row.capped ? (
                <Typography variant="body2" color="warning.dark">
                  Its gate is switched more often than the Timeline draws: only its first{' '}
                  {MAX_GATE_RUNS.toLocaleString('en')} switches are drawn.
                </Typography>
              ) : null}
              {row.partial ? (
                <Typography variant="body2" color="warning.dark">
                  Its gate has {row.partial.count === null ? 'more' : row.partial.count.toLocaleString('en')}{' '}
                  scheduled changes, more than Surveyor reads at once: only the newest{' '}
                  {MAX_RECORD_CHANGES.toLocaleString('en')} are drawn.
                </Typography>
              ) : null}
              {row.iterations ? (
                <Typography variant="body2" color="text.secondary">
                  It repeats every {row.iterations.every} days, counted from its start date
                  {startWords(row.iterations.from, timeZone)}, which was set when it was scheduled, not from
                  its first window.
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
