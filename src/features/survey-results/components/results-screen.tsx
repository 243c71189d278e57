// A results view of one or more surveys (in one or more projects): what came back, with test users left
// out by the projects' own filters unless the user says otherwise. One answers query per project (every
// page) and its unfiltered count, through the budgeted runner; the figures computed here from the
// submissions, each counted once. Export CSV reads who sent each answer when pressed (the answers the
// screen reads carry no person).
import { useEffect, useMemo, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useMissingScope } from '@/lib/api/scopes';
import { useSearchState } from '@/lib/url-state/use-search-state';
import { projectQueries } from '@/entities/project/projects.queries';
import { useProjectScope } from '@/entities/project/project-scope';
import { answersCsv } from '../model/answers-csv';
import { archivedQuery, projectAnswersQuery, submissionPersons, surveyStatsQuery } from '../results-reads';
import { RANGES, resultsSearch } from '../model/results-search';
import { resultsView, type ViewSurvey } from '../model/results-view';
import { ResultsSections } from './results-sections';
import { SpendNote } from './spend-note';
import { PinToDashboard, type PinPart } from './pin-to-dashboard';
import { TestUsersNote, TestUsersSwitch, type ProjectFilters } from './test-users-note';
import { PairingReview } from './pairing-review';

interface ProjectFacts extends ProjectFilters {
  defaultChecked: boolean;
  zone: string;
  weekStart: number;
}

function factsOf(
  projectId: number,
  raw: Record<string, unknown> | undefined,
  fallbackName: string,
): ProjectFacts {
  const filters = raw?.test_account_filters;
  return {
    projectId,
    name: typeof raw?.name === 'string' ? raw.name : fallbackName,
    hasFilters: Array.isArray(filters) && filters.length > 0,
    known: raw !== undefined,
    // Left out unless the project says not to: PostHog's own screens leave a null (never set) unchecked,
    // which is how test users get into its survey results; here only an explicit false keeps them in.
    defaultChecked: raw?.test_account_filters_default_checked !== false,
    zone: typeof raw?.timezone === 'string' ? raw.timezone : 'UTC',
    weekStart: raw?.week_start_day === 0 ? 0 : 1,
  };
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ResultsScreen({
  surveys,
  onAnswersIn,
}: {
  surveys: readonly ViewSurvey[];
  /** Told once every project's answers are read (or failed, or cannot be asked for). */
  onAnswersIn?: () => void;
}) {
  const [search, setSearch] = useSearchState(resultsSearch);
  const scope = useProjectScope();
  const noQuery = useMissingScope('query:read');
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState<string | null>(null);
  const projectIds = useMemo(() => [...new Set(surveys.map((item) => item.projectId))], [surveys]);
  const projectReads = useQueries({ queries: projectIds.map((id) => projectQueries.detail(scope, id)) });
  const facts = projectIds.map((id, i) =>
    factsOf(
      id,
      projectReads[i]?.data?.project as Record<string, unknown> | undefined,
      surveys.find((item) => item.projectId === id)?.projectName ?? `Project ${id}`,
    ),
  );
  const projectsKnown = projectReads.every((read) => read.data || read.isError);
  const lead = facts[0];
  const exclude =
    search.test === ''
      ? (lead?.defaultChecked ?? false) && facts.some((f) => f.hasFilters)
      : search.test === 'exclude';
  const range = { filterTestAccounts: exclude, after: search.range };
  const answerReads = useQueries({
    queries: projectIds.map((id, index) => ({
      ...projectAnswersQuery(
        id,
        surveys.filter((item) => item.projectId === id).map((item) => item.survey),
        range,
        // The other projects of a view of several take the server's async path, polled. The first
        // project's answers are asked at once, as a one-survey view asks them: the first chart waits on
        // them, and a blocking answer comes when the query ends rather than at the next poll, ahead of
        // the other projects' reads (on the demo, those ran on the page's thread before the first poll).
        // Its queries also take the free slots first, its later pages too.
        { async: index > 0, first: index === 0 },
      ),
      enabled: noQuery === null && projectsKnown,
    })),
  });
  const archivedReads = useQueries({
    queries: surveys.map((item) => archivedQuery(item.projectId, item.survey.id)),
  });
  const statsReads = useQueries({
    queries: surveys.map((item) => surveyStatsQuery(item.projectId, item.survey.id)),
  });
  const loaded = answerReads.flatMap((read) => (read.data ? [read.data] : []));
  const answersIn = noQuery !== null || answerReads.every((read) => read.data || read.error);
  useEffect(() => {
    if (answersIn) onAnswersIn?.();
  }, [answersIn, onAnswersIn]);
  const archivedBySurvey = Object.fromEntries(
    surveys.map((item, i) => [item.survey.id, archivedReads[i]?.data ?? []] as const),
  );
  // `loaded` and the archived lists are new arrays on every render: the view is made again only when a
  // read brought new data.
  const readsAt = [answerReads, archivedReads]
    .flatMap((reads) => reads.map((read) => read.dataUpdatedAt))
    .join(',');
  const view = useMemo(
    () => resultsView(surveys, loaded, archivedBySurvey, confirmed),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [surveys, confirmed, readsAt],
  );
  const surveyName = useMemo(() => {
    const names = new Map(surveys.map((item) => [item.survey.id, item.survey.name]));
    return (id: string) => names.get(id) ?? id;
  }, [surveys]);
  const projectName = (id: number) => facts.find((f) => f.projectId === id)?.name ?? `Project ${id}`;
  const postHogSent = statsReads.reduce(
    (sum, read) => sum + (read.data?.stats['survey sent']?.total_count ?? 0),
    0,
  );
  const statsKnown = statsReads.every((read) => read.data);
  const failed = answerReads.find((read) => read.error)?.error;
  const parts: PinPart[] = projectIds.map((id) => ({
    projectId: id,
    projectName: projectName(id),
    surveys: surveys.filter((item) => item.projectId === id).map((item) => item.survey),
  }));
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(null);
    try {
      const persons = await submissionPersons(parts, range);
      download(
        'survey-answers.csv',
        answersCsv(view.submissions, view.grouping.groups, persons, {
          survey: surveyName,
          project: projectName,
        }),
      );
    } catch (error) {
      setExportFailed(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2}>
      {noQuery ? (
        <Alert severity="warning">
          {noQuery} Results are read with PostHog&apos;s query API, which needs it: add query:read to the key
          (the counts below come from the survey stats, which include test users).
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TestUsersSwitch
          exclude={exclude}
          disabled={!facts.some((f) => f.hasFilters)}
          onChange={(next) => setSearch({ test: next ? 'exclude' : 'include' })}
        />
        <TextField
          select
          size="small"
          label="Range"
          value={search.range}
          onChange={(event) => setSearch({ range: event.target.value as typeof search.range })}
          sx={{ minWidth: 160 }}
        >
          {Object.entries(RANGES).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={loaded.length < projectIds.length || exporting}
          onClick={() => void exportCsv()}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
        <PinToDashboard parts={parts} range={range} />
      </Stack>
      <TestUsersNote
        exclude={exclude}
        excluded={view.testExcluded}
        projects={facts}
        loading={loaded.length < projectIds.length}
      />
      {failed ? <Alert severity="error">Could not read the answers: {failed.message}</Alert> : null}
      {exportFailed ? (
        <Alert severity="error" onClose={() => setExportFailed(null)}>
          Could not export the answers: {exportFailed}
        </Alert>
      ) : null}
      {loaded.length < projectIds.length && noQuery === null ? (
        <Box>
          <LinearProgress aria-label="Reading the answers" />
          <Typography variant="body2" color="text.secondary">
            Read {loaded.length} of {projectIds.length} {projectIds.length === 1 ? 'project' : 'projects'}
            {loaded.length ? ': the figures below are of those so far.' : '…'}
          </Typography>
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        PostHog&apos;s own count of responses (includes test users): {statsKnown ? postHogSent : '…'}
        {view.archived
          ? ` · ${view.archived} archived ${view.archived === 1 ? 'answer' : 'answers'} left out`
          : ''}
      </Typography>
      <SpendNote />
      <PairingReview
        proposed={view.grouping.proposed}
        surveyName={surveyName}
        onConfirm={(ids) => setConfirmed(new Set([...confirmed, ...ids]))}
      />
      {loaded.length ? (
        <ResultsSections
          view={view}
          surveys={surveys}
          search={search}
          setSearch={setSearch}
          zone={lead?.zone ?? 'UTC'}
          weekStart={lead?.weekStart ?? 1}
          surveyName={surveyName}
          projectName={projectName}
        />
      ) : null}
    </Stack>
  );
}
