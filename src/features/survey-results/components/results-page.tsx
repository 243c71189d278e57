// Results across surveys (/projects/:projectId/surveys/results?surveys=1:abc,2:def): the user picks
// surveys of the project, and each picked survey's copies in other projects are offered to add with it;
// the picked surveys' answers are then counted together (questions paired by id, or once confirmed). The
// copies are looked for once the answers are in: the search reads every project's survey activity, and
// beside the answers' own reads (through the same demo, or the same rate limits) it put the first chart off.
import { useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { isUnreadable } from '@/contracts/readable';
import { PageHeader } from '@/components/navigation/page-header';
import { RouteBreadcrumbs } from '@/components/navigation/route-breadcrumbs';
import { useSearchState } from '@/lib/url-state/use-search-state';
import { useCopiesOf } from '@/entities/results/survey-copies-context';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { picksSearch, readPicks, writePicks, type PickedSurvey } from '../model/results-search';
import type { ViewSurvey } from '../model/results-view';
import { ResultsScreen } from './results-screen';

/** The copies of one picked survey, offered to add (looked for while `look`). */
function CopiesOffer({
  pick,
  name,
  picked,
  look,
  onAdd,
}: {
  pick: PickedSurvey;
  name: string;
  picked: readonly PickedSurvey[];
  look: boolean;
  onAdd: (more: PickedSurvey[]) => void;
}) {
  const copies = useCopiesOf(pick.projectId, pick.surveyId, look);
  const missing = copies.members.filter(
    (member) => !picked.some((item) => item.surveyId === member.surveyId),
  );
  // Nothing to add and nothing still looked for: the family is already on the page (or there is none).
  if (!copies.looking && !missing.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Typography variant="body2">
        Copies of “<bdi>{name}</bdi>”: {copies.members.length} found
        {copies.looking ? ' so far' : ''}
        {copies.note ? ` (${copies.note})` : ''}.
      </Typography>
      {missing.length ? (
        <Button size="small" variant="outlined" onClick={() => onAdd(missing)}>
          Add {missing.length} {missing.length === 1 ? 'copy' : 'copies'} of “{name}”
        </Button>
      ) : null}
    </Stack>
  );
}

export function ResultsPage({ projectId }: { projectId: number }) {
  const [{ surveys: text }, setPicks] = useSearchState(picksSearch);
  const picks = useMemo(() => readPicks(text), [text]);
  const list = useQuery(surveyQueries.list(projectId, { limit: 100, offset: 0, archived: false }));
  const reads = useQueries({
    queries: picks.map((pick) => surveyQueries.detail(pick.projectId, pick.surveyId)),
  });
  const setPicked = (next: readonly PickedSurvey[]) => setPicks({ surveys: writePicks(next) });
  const toggle = (surveyId: string) =>
    setPicked(
      picks.some((pick) => pick.surveyId === surveyId)
        ? picks.filter((pick) => pick.surveyId !== surveyId)
        : [...picks, { projectId, surveyId }],
    );
  const members: ViewSurvey[] = picks.flatMap((pick, i) => {
    const survey = reads[i]?.data?.survey;
    return survey ? [{ projectId: pick.projectId, projectName: `Project ${pick.projectId}`, survey }] : [];
  });
  const ready = reads.every((read) => read.data || read.error);
  // The same surveys keep the same array, so the view's reads and figures are not redone on each render.
  const memberKey = members.map((member) => `${member.projectId}:${member.survey.id}`).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableMembers = useMemo(() => members, [memberKey, ready]);
  const rows = (list.data?.results ?? []).flatMap((row) => (isUnreadable(row) ? [] : [row.survey]));
  // Once true, stays so: adding the copies found reads more answers, and the search goes on meanwhile.
  const [answersIn, setAnswersIn] = useState(false);
  const showsResults = stableMembers.length > 0 && ready;
  const lookForCopies = answersIn || (ready && !showsResults);

  return (
    <>
      <PageHeader
        breadcrumbs={<RouteBreadcrumbs />}
        title="Results across surveys"
        subtitle="Pick surveys to count together; a survey's copies in other projects are offered with it."
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="pick-surveys">
          <Typography component="h2" variant="h6" id="pick-surveys">
            Surveys
          </Typography>
          {list.isPending ? <LinearProgress aria-label="Loading the surveys" /> : null}
          {list.error ? (
            <Alert severity="error">Could not list the surveys: {list.error.message}</Alert>
          ) : null}
          <FormGroup role="group" aria-labelledby="pick-surveys">
            {rows.map((row) => (
              <FormControlLabel
                key={row.id}
                control={
                  <Checkbox
                    checked={picks.some((pick) => pick.surveyId === row.id)}
                    onChange={() => toggle(row.id)}
                    slotProps={{ input: { 'aria-label': row.name } }}
                  />
                }
                label={<bdi>{row.name}</bdi>}
              />
            ))}
          </FormGroup>
          {picks
            .filter((pick) => pick.projectId !== projectId)
            .map((pick) => {
              const survey = reads[picks.indexOf(pick)]?.data?.survey;
              return (
                <FormControlLabel
                  key={pick.surveyId}
                  control={
                    <Checkbox
                      checked
                      onChange={() => toggle(pick.surveyId)}
                      slotProps={{
                        input: {
                          'aria-label': `${survey?.name ?? pick.surveyId} (project ${pick.projectId})`,
                        },
                      }}
                    />
                  }
                  label={
                    <span>
                      <bdi>{survey?.name ?? pick.surveyId}</bdi> (project {pick.projectId})
                    </span>
                  }
                />
              );
            })}
          <Stack spacing={1} sx={{ mt: 1 }}>
            {picks.map((pick, i) => (
              <CopiesOffer
                key={pick.surveyId}
                pick={pick}
                name={reads[i]?.data?.survey.name ?? pick.surveyId}
                picked={picks}
                look={lookForCopies}
                onAdd={(more) => setPicked([...picks, ...more])}
              />
            ))}
          </Stack>
          {reads.some((read) => read.error) ? (
            <Alert severity="warning">Some picked surveys could not be read and are left out.</Alert>
          ) : null}
        </Paper>
        {showsResults ? (
          <ResultsScreen surveys={stableMembers} onAnswersIn={() => setAnswersIn(true)} />
        ) : (
          <Typography color="text.secondary">Pick one or more surveys to see what came back.</Typography>
        )}
      </Stack>
    </>
  );
}
