// The sections of a results view: shows, dismissals and sends with their rates; each question; then the
// trend, the split and the drop-off (results-breakdowns.tsx) and the open answers. On 10,000 answers the
// sections under the first question cost several times what that question does (their figures, a few
// hundred table rows, more charts): the first pass draws the counts and the first question only, and the
// rest follows in a transition that React renders in slices, so the first chart is painted meanwhile.
import { useDeferredValue } from 'react';
import { Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SearchPatch } from '@/lib/url-state/use-search-state';
import type { ResultsSearch } from '../model/results-search';
import type { ResultsView, ViewSurvey } from '../model/results-view';
import { percent } from './charts';
import { OpenAnswers } from './open-answers';
import { QuestionCard } from './question-card';
import { ResultsBreakdowns } from './results-breakdowns';

/** Question cards drawn in the first pass (the first screenful); the others come with the rest. */
export const FIRST_PASS_CARDS = 1;

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
  // False in the first pass, true in the transition React renders right after it (once mounted, the
  // sections stay: a change of filter draws them all again at once).
  const complete = useDeferredValue(true, false);
  const numberOf = new Map(groups.map((group, i) => [group.id, i + 1]));

  return (
    <Stack spacing={2}>
      <Counts view={view} />
      <Typography component="h2" variant="h6">
        Questions · {view.submissions.length} {view.submissions.length === 1 ? 'response' : 'responses'}
      </Typography>
      {(complete ? groups : groups.slice(0, FIRST_PASS_CARDS)).map((group) => (
        <QuestionCard
          key={group.id}
          group={group}
          submissions={view.submissions}
          number={numberOf.get(group.id)!}
          surveysIn={surveys.length}
        />
      ))}
      {complete ? (
        <>
          <ResultsBreakdowns
            submissions={view.submissions}
            groups={groups}
            numberOf={numberOf}
            search={search}
            setSearch={setSearch}
            zone={zone}
            weekStart={weekStart}
            surveyName={surveyName}
            projectName={projectName}
          />
          <OpenAnswers groups={groups} submissions={view.submissions} surveyName={surveyName} />
        </>
      ) : null}
    </Stack>
  );
}
