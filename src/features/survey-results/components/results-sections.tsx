// The sections of a results view: shows, dismissals and sends with their rates; each question; the trend
// by week or month; the split by survey, project, iteration or language; drop-off per question; and the
// open answers.
import { useMemo } from 'react';
import {
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { SearchPatch } from '@/lib/url-state/use-search-state';
import { dropOff, split, trend, type SplitBy } from '../model/breakdowns';
import type { ResultsSearch } from '../model/results-search';
import type { ResultsView, ViewSurvey } from '../model/results-view';
import { DistributionChart, percent, TrendChart } from './charts';
import { OpenAnswers } from './open-answers';
import { QuestionCard } from './question-card';

const SPLITS: Record<SplitBy, string> = {
  survey: 'Survey',
  project: 'Project',
  iteration: 'Iteration',
  language: 'Language',
};

/** A rate of the people shown; none when fewer shows than answers were recorded (shows not sent). */
const rate = (part: number, whole: number) => (whole && part <= whole ? percent(part / whole) : '–');

function Counts({ view }: { view: ResultsView }) {
  const { tally } = view;
  const rows = [
    ['Shown', tally.shown, tally.shownPersons, '–'],
    ['Dismissed', tally.dismissed, tally.dismissedPersons, rate(tally.dismissedPersons, tally.shownPersons)],
    ['Sent (responses)', tally.sent, tally.sentPersons, rate(tally.sentPersons, tally.shownPersons)],
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="results-counts">
      <Typography component="h2" variant="h6" id="results-counts">
        Shown, dismissed and sent
      </Typography>
      <Table size="small" aria-labelledby="results-counts">
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell align="right">Count</TableCell>
            <TableCell align="right">People</TableCell>
            <TableCell align="right">Rate of people shown</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, count, people, share]) => (
            <TableRow key={label}>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{count}</TableCell>
              <TableCell align="right">{people}</TableCell>
              <TableCell align="right">{share}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export function ResultsSections({
  view,
  surveys,
  search,
  setSearch,
  zone,
  weekStart,
  surveyName,
  projectName,
}: {
  view: ResultsView;
  surveys: readonly ViewSurvey[];
  search: ResultsSearch;
  setSearch: (patch: SearchPatch<ResultsSearch>) => void;
  zone: string;
  weekStart: number;
  surveyName: (id: string) => string;
  projectName: (id: number) => string;
}) {
  const { groups } = view.grouping;
  const ratings = useMemo(() => groups.filter((group) => group.kind === 'rating'), [groups]);
  const points = useMemo(
    () => trend(view.submissions, ratings, { period: search.period, zone, weekStart }),
    [view.submissions, ratings, search.period, zone, weekStart],
  );
  const splitRows = useMemo(
    () => split(view.submissions, ratings, search.split, { survey: surveyName, project: projectName }),
    [view.submissions, ratings, search.split, surveyName, projectName],
  );
  const drops = useMemo(() => dropOff(view.submissions, groups), [view.submissions, groups]);
  const numberOf = new Map(groups.map((group, i) => [group.id, i + 1]));
  const headlineName = (groupId: string) => `Q${numberOf.get(groupId)} ${isNps(groupId) ? 'NPS' : 'average'}`;
  const isNps = (groupId: string) => groups.find((item) => item.id === groupId)?.lead.question.scale === 10;
  /** NPS in whole points, an average to two decimals. */
  const formatFor = (groupId: string) => (value: number) => value.toFixed(isNps(groupId) ? 0 : 2);

  return (
    <Stack spacing={2}>
      <Counts view={view} />
      <Typography component="h2" variant="h6">
        Questions · {view.submissions.length} {view.submissions.length === 1 ? 'response' : 'responses'}
      </Typography>
      {groups.map((group) => (
        <QuestionCard
          key={group.id}
          group={group}
          figures={view.figures[group.id]!}
          number={numberOf.get(group.id)!}
          surveysIn={surveys.length}
        />
      ))}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="results-trend">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h2" variant="h6" id="results-trend">
            Trend
          </Typography>
          <TextField
            select
            size="small"
            label="By"
            value={search.period}
            onChange={(event) => setSearch({ period: event.target.value as ResultsSearch['period'] })}
          >
            <MenuItem value="week">Week</MenuItem>
            <MenuItem value="month">Month</MenuItem>
          </TextField>
        </Stack>
        <TrendChart
          title="Responses by period"
          periods={points.map((point) => point.period)}
          lines={[{ label: 'Responses', values: points.map((point) => point.responses) }]}
          counts={[points.map((point) => point.responses)]}
          format={(value) => value.toFixed(0)}
        />
        {ratings.map((group) => (
          <TrendChart
            key={group.id}
            title={`${headlineName(group.id)} by period`}
            periods={points.map((point) => point.period)}
            lines={[
              {
                label: headlineName(group.id),
                values: points.map((point) => point.values[group.id]?.value ?? null),
              },
            ]}
            counts={[points.map((point) => point.values[group.id]?.n ?? 0)]}
            format={formatFor(group.id)}
          />
        ))}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="results-split">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h2" variant="h6" id="results-split">
            Split
          </Typography>
          <TextField
            select
            size="small"
            label="By"
            value={search.split}
            onChange={(event) => setSearch({ split: event.target.value as SplitBy })}
          >
            {Object.entries(SPLITS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Table size="small" aria-label={`Split by ${SPLITS[search.split].toLowerCase()}`}>
          <TableHead>
            <TableRow>
              <TableCell>{SPLITS[search.split]}</TableCell>
              <TableCell align="right">Responses</TableCell>
              {ratings.map((group) => (
                <TableCell key={group.id} align="right">
                  {headlineName(group.id)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {splitRows.map((row) => (
              <TableRow key={row.label}>
                <TableCell>
                  <bdi>{row.label}</bdi>
                </TableCell>
                <TableCell align="right">{row.responses}</TableCell>
                {ratings.map((group) => {
                  const value = row.values[group.id];
                  return (
                    <TableCell key={group.id} align="right">
                      {value?.value === null || value === undefined ? '–' : formatFor(group.id)(value.value)}{' '}
                      (n {value?.n ?? 0})
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="results-drop-off">
        <Typography component="h2" variant="h6" id="results-drop-off" sx={{ mb: 1 }}>
          Drop-off per question
        </Typography>
        <DistributionChart
          title="Answered each question"
          bars={drops.map((row) => ({ label: `Q${numberOf.get(row.groupId)}`, count: row.answered }))}
          base={view.submissions.length}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {drops
            .filter((row) => row.lost > 0)
            .map((row) => `${row.lost} fewer answered Q${numberOf.get(row.groupId)} than the question before`)
            .join(' · ') || 'No question was answered by fewer people than the one before it.'}
        </Typography>
      </Paper>
      <OpenAnswers groups={groups} submissions={view.submissions} surveyName={surveyName} />
    </Stack>
  );
}
