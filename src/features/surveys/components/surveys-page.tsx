// The surveys of one project: search, the archived filter, the paged table, and creating or importing.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { DataTable } from '@/components/data-table/data-table';
import { usePrefetchNextPage } from '@/components/data-table/use-prefetch-next-page';
import { EmptyState } from '@/components/feedback/empty-state';
import { useNotify } from '@/components/feedback/notifications';
import { notifyWritten } from '@/components/feedback/notify-written';
import { PageHeader } from '@/components/navigation/page-header';
import { lenientRows } from '@/components/data-table/lenient-rows';
import { ScopeGate } from '@/components/feedback/scope-gate';
import { useMissingScope } from '@/lib/api/scopes';
import { lazyWithPreload, MountWhenFirstNeeded, preloadOnIntent } from '@/lib/react/lazy-with-preload';
import { useSearchState } from '@/lib/url-state/use-search-state';
import { useGateReadings } from '@/entities/survey/api/survey-gate';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { isUnreadable } from '@/contracts/readable';
import { surveysListReads } from '../model/surveys-reads';
import { surveyListParams, surveysSearch } from '../model/surveys-search';
import { ProjectPicker } from './project-picker';
import { surveyColumns, type ResponseCounts, type SurveyRow } from './surveys-columns';
import { SurveysFilters } from './surveys-filters';
import { paths } from '@/lib/paths';

// Their forms and templates load when the user reaches for the buttons.
const CreateSurveyDialog = lazyWithPreload(() =>
  import('./create-survey-dialog').then((module) => module.CreateSurveyDialog),
);
const ImportSurveyDialog = lazyWithPreload(() =>
  import('./import-survey-dialog').then((module) => module.ImportSurveyDialog),
);

export function SurveysPage({ projectId }: { projectId: number }) {
  const [search, setSearch] = useSearchState(surveysSearch);
  const [listRead, countsRead] = surveysListReads(projectId, search);
  const surveys = useQuery(listRead);
  usePrefetchNextPage(
    (next) => surveyQueries.list(projectId, surveyListParams(next)),
    search,
    Boolean(surveys.data?.next),
  );
  const counts = useQuery(countsRead);
  const navigate = useNavigate();
  const notify = useNotify();
  const missingWrite = useMissingScope('survey:write');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  // Null: the server's count could not be used; the rows and `next` still are.
  const count = surveys.data ? surveys.data.count : 0;
  const empty = count === 0 || (count === null && !surveys.data?.results.length && !surveys.data?.previous);
  const responses: ResponseCounts = counts.isError
    ? { state: 'failed' }
    : counts.data
      ? { state: 'loaded', counts: counts.data }
      : { state: 'loading' };
  const rows = surveys.data?.results ?? [];
  const gateOf = useGateReadings(
    projectId,
    rows.flatMap((row) => (isUnreadable(row) ? [] : [row.survey])),
    surveys.dataUpdatedAt,
  );
  const columns = surveyColumns(projectId, responses, gateOf);
  const filtered = Boolean(search.search || search.archived);

  return (
    <>
      <PageHeader
        title="Surveys"
        subtitle={
          !surveys.data
            ? undefined
            : count === null
              ? 'Number of surveys unknown'
              : `${count} survey${count === 1 ? '' : 's'}`
        }
        actions={
          <>
            <ProjectPicker projectId={projectId} />
            <Button component={RouterLink} to={paths.surveysTimeline(projectId)}>
              Timeline
            </Button>
            <Button component={RouterLink} to={paths.surveysResults(projectId)}>
              Results
            </Button>
            <Button component={RouterLink} to={paths.surveysActivity(projectId)}>
              All activity
            </Button>
            <ScopeGate scope="survey:write">
              {(reason) => (
                <Button
                  variant="outlined"
                  disabled={Boolean(reason)}
                  onClick={() => setImporting(true)}
                  {...preloadOnIntent(ImportSurveyDialog)}
                >
                  Import
                </Button>
              )}
            </ScopeGate>
            <ScopeGate scope="survey:write">
              {(reason) => (
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  disabled={Boolean(reason)}
                  onClick={() => setCreating(true)}
                  {...preloadOnIntent(CreateSurveyDialog)}
                >
                  New survey
                </Button>
              )}
            </ScopeGate>
          </>
        }
      />
      {missingWrite ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Read-only: {missingWrite} You can look at surveys but not create, edit or delete them.
        </Alert>
      ) : null}
      <SurveysFilters search={search} onChange={setSearch} />
      {surveys.isError ? (
        <ApiErrorAlert
          error={surveys.error}
          onRetry={() => void surveys.refetch()}
          title="Could not load surveys"
        />
      ) : surveys.data && empty ? (
        <EmptyState
          title={filtered ? 'No survey matches' : 'No surveys yet'}
          description={
            filtered ? 'Try another search or filter.' : 'Create one from a template, or import a JSON file.'
          }
        />
      ) : (
        <DataTable
          label="Surveys"
          columns={columns}
          rows={surveys.data?.results}
          {...lenientRows('survey', (row: SurveyRow) => row.survey.id)}
          count={count}
          hasNext={Boolean(surveys.data?.next)}
          pagination={search}
          onPaginationChange={setSearch}
          placeholder={surveys.isPlaceholderData}
        />
      )}
      <MountWhenFirstNeeded when={creating}>
        <CreateSurveyDialog
          projectId={projectId}
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(written, name) => {
            setCreating(false);
            notifyWritten(notify, `Survey "${name}" created`, written);
            if (written.data) navigate(paths.survey(projectId, written.data.survey.id));
          }}
        />
      </MountWhenFirstNeeded>
      <MountWhenFirstNeeded when={importing}>
        <ImportSurveyDialog
          projectId={projectId}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={(written, name) => {
            setImporting(false);
            notifyWritten(notify, `Survey "${name}" imported`, written);
            if (written.data) navigate(paths.survey(projectId, written.data.survey.id));
          }}
        />
      </MountWhenFirstNeeded>
    </>
  );
}
