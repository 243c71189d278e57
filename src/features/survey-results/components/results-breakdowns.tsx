// The sections under the questions of a results view: the trend by week or month, the split by survey,
// project, iteration or language, and how many answered each question (drop-off). Each is worked out
// from every submission, so the screen mounts them after its first question has been drawn.
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
import type { QuestionGroup } from '../model/question-groups';
import type { ResultsSearch } from '../model/results-search';
import type { Submission } from '../model/submissions';
import { DistributionChart, TrendChart } from './charts';

const SPLITS: Record<SplitBy, string> = {
  survey: 'Survey',
  project: 'Project',
  iteration: 'Iteration',
  language: 'Language',
};

export function ResultsBreakdowns({
  submissions,
  groups,
  numberOf,
  search,
  setSearch,
  zone,
  weekStart,
  surveyName,
  projectName,
}: {
  submissions: readonly Submission[];
  groups: readonly QuestionGroup[];
  /** Each group's question number (1 for the first). */
  numberOf: ReadonlyMap<string, number>;
  search: ResultsSearch;
  setSearch: (patch: SearchPatch<ResultsSearch>) => void;
  zone: string;
  weekStart: number;
  surveyName: (id: string) => string;
  projectName: (id: number) => string;
}) {
  const ratings = useMemo(() => groups.filter((group) => group.kind === 'rating'), [groups]);
  const points = useMemo(
    () => trend(submissions, ratings, { period: search.period, zone, weekStart }),
    [submissions, ratings, search.period, zone, weekStart],
  );
  const splitRows = useMemo(
    () => split(submissions, ratings, search.split, { survey: surveyName, project: projectName }),
    [submissions, ratings, search.split, surveyName, projectName],
  );
  const drops = useMemo(() => dropOff(submissions, groups), [submissions, groups]);
  const isNps = (groupId: string) => groups.find((item) => item.id === groupId)?.lead.question.scale === 10;
  const headlineName = (groupId: string) => `Q${numberOf.get(groupId)} ${isNps(groupId) ? 'NPS' : 'average'}`;
  /** NPS in whole points, an average to two decimals. */
  const formatFor = (groupId: string) => (value: number) => value.toFixed(isNps(groupId) ? 0 : 2);

  return (
    <>
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
          base={submissions.length}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {drops
            .filter((row) => row.lost > 0)
            .map((row) => `${row.lost} fewer answered Q${numberOf.get(row.groupId)} than the question before`)
            .join(' · ') || 'No question was answered by fewer people than the one before it.'}
        </Typography>
      </Paper>
    </>
  );
}
