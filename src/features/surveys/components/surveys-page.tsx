import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { useNotify } from '../../../components/notifications';
import { notifyWritten } from '../../../components/notify-written';
import { PageHeader } from '../../../components/page-header';
import { unreadableText } from '../../../components/read-problems-alert';
import { formatProblem, isUnreadable } from '../../../contracts/readable';
import { ScopeGate } from '../../../components/scope-gate';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useMissingScope } from '../../../lib/api/scopes';
import { toLimitOffset } from '../../../lib/url-state/pagination';
import { useSearchState } from '../../../lib/url-state/use-search-state';
import { surveyQueries } from '../../../entities/survey/api/surveys.queries';
import { MAX_SEARCH_LENGTH, surveysSearch } from '../model/surveys-search';
import { surveyTypeName } from '../../../entities/survey/model/survey-types';
import { CreateSurveyDialog } from './create-survey-dialog';
import { ImportSurveyDialog } from './import-survey-dialog';
import { ProjectPicker } from './project-picker';
import { SurveyStatusChip } from '../../../entities/survey/ui/survey-status-chip';

const date = (value: string | null | undefined) => (value ? new Date(value).toLocaleDateString() : '—');

export function SurveysPage({ projectId }: { projectId: number }) {
  const [search, setSearch] = useSearchState(surveysSearch);
  const params = {
    ...toLimitOffset(search),
    ...(search.search ? { search: search.search } : {}),
    ...(search.archived ? { archived: search.archived === 'true' } : {}),
  };
  const surveys = useQuery(surveyQueries.list(projectId, params));
  const counts = useQuery(surveyQueries.responsesCount(projectId));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const missingWrite = useMissingScope('survey:write');
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [searchText, setSearchText] = useState(search.search);
  const count = surveys.data?.count ?? 0;

  useEffect(() => {
    if (surveys.data?.next) {
      void queryClient.prefetchQuery(
        surveyQueries.list(projectId, {
          ...params,
          ...toLimitOffset({ page: search.page + 1, pageSize: search.pageSize }),
        }),
      );
    }
    // params is derived from search; listing its parts keeps this from refiring on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    surveys.data?.next,
    queryClient,
    projectId,
    search.page,
    search.pageSize,
    search.search,
    search.archived,
  ]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (searchText !== search.search) setSearch({ search: searchText, page: 1 }, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, search.search, setSearch]);

  return (
    <>
      <PageHeader
        title="Surveys"
        subtitle={surveys.data ? `${count} survey${count === 1 ? '' : 's'}` : undefined}
        actions={
          <>
            <ProjectPicker projectId={projectId} />
            <Button component={RouterLink} to={`/projects/${projectId}/surveys/activity`}>
              All activity
            </Button>
            <ScopeGate scope="survey:write">
              {(reason) => (
                <Button variant="outlined" disabled={Boolean(reason)} onClick={() => setImporting(true)}>
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
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Search surveys"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          sx={{ minWidth: 260 }}
          // PostHog refuses longer searches (MAX_SEARCH_LENGTH in posthog/helpers/trigram_search.py).
          slotProps={{ htmlInput: { maxLength: MAX_SEARCH_LENGTH } }}
          helperText={
            searchText.length >= MAX_SEARCH_LENGTH
              ? `Searches are limited to ${MAX_SEARCH_LENGTH} characters.`
              : undefined
          }
        />
        <FormControlLabel
          control={
            <Switch
              checked={search.archived === 'true'}
              onChange={(event) => setSearch({ archived: event.target.checked ? 'true' : '', page: 1 })}
            />
          }
          label="Archived only"
        />
      </Stack>
      {surveys.isError ? (
        <ApiErrorAlert
          error={surveys.error}
          onRetry={() => void surveys.refetch()}
          title="Could not load surveys"
        />
      ) : surveys.data && count === 0 ? (
        <EmptyState
          title={search.search || search.archived ? 'No survey matches' : 'No surveys yet'}
          description={
            search.search || search.archived
              ? 'Try another search or filter.'
              : 'Create one from a template, or import a JSON file.'
          }
        />
      ) : (
        <Paper variant="outlined">
          <Box sx={{ height: 4 }}>
            {surveys.isFetching && surveys.isPlaceholderData ? (
              <LinearProgress aria-label="Loading page" />
            ) : null}
          </Box>
          <TableContainer>
            <Table size="small" aria-label="Surveys">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell align="right">Questions</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Start</TableCell>
                  <TableCell>End</TableCell>
                  <TableCell align="right">Responses</TableCell>
                  <TableCell>Created</TableCell>
                </TableRow>
              </TableHead>
              {surveys.isPending ? (
                <TableSkeleton rows={Math.min(search.pageSize, 10)} columns={8} />
              ) : (
                <TableBody sx={{ opacity: surveys.isPlaceholderData ? 0.6 : 1 }}>
                  {surveys.data?.results.map((row, index) => {
                    if (isUnreadable(row))
                      return (
                        <TableRow key={`unreadable-${index}`}>
                          <TableCell colSpan={8}>
                            <Typography variant="body2" color="warning.main">
                              {unreadableText('survey', row)}
                            </Typography>
                          </TableCell>
                        </TableRow>
                      );
                    const { survey, problems } = row;
                    return (
                      <TableRow key={survey.id} hover>
                        <TableCell>
                          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                            <Link
                              component={RouterLink}
                              to={`/projects/${projectId}/surveys/${survey.id}`}
                              sx={{ fontWeight: 500 }}
                            >
                              {survey.name}
                            </Link>
                            {problems.length ? (
                              <Tooltip
                                title={`Some of its data cannot be read: ${problems.map(formatProblem).join('; ')}`}
                              >
                                <Box
                                  component="span"
                                  role="img"
                                  tabIndex={0}
                                  aria-label={`${survey.name} has data Surveyor cannot read`}
                                  sx={{ display: 'inline-flex' }}
                                >
                                  <WarningAmberIcon fontSize="small" color="warning" />
                                </Box>
                              </Tooltip>
                            ) : null}
                          </Stack>
                        </TableCell>
                        <TableCell>{surveyTypeName(survey.type)}</TableCell>
                        <TableCell align="right">{survey.questions?.length ?? 0}</TableCell>
                        <TableCell>
                          <SurveyStatusChip survey={survey} />
                        </TableCell>
                        <TableCell>{date(survey.start_date)}</TableCell>
                        <TableCell>{date(survey.end_date)}</TableCell>
                        <TableCell align="right">
                          {counts.isError ? (
                            <Tooltip title="Response counts could not be loaded">
                              <span>?</span>
                            </Tooltip>
                          ) : counts.data ? (
                            (counts.data[survey.id] ?? 0).toLocaleString()
                          ) : (
                            '…'
                          )}
                        </TableCell>
                        <TableCell>
                          <Typography variant="body2">{date(survey.created_at)}</Typography>
                          <Typography variant="caption" color="text.secondary">
                            {survey.created_by
                              ? `by ${survey.created_by.first_name || survey.created_by.email}`
                              : ''}
                          </Typography>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              )}
            </Table>
          </TableContainer>
          <ListPagination
            count={count}
            state={search}
            loaded={Boolean(surveys.data)}
            onChange={(patch) => setSearch(patch)}
          />
        </Paper>
      )}
      <CreateSurveyDialog
        projectId={projectId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(written, name) => {
          setCreating(false);
          notifyWritten(notify, `Survey "${name}" created`, written);
          if (written.data) navigate(`/projects/${projectId}/surveys/${written.data.survey.id}`);
        }}
      />
      <ImportSurveyDialog
        projectId={projectId}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(written, name) => {
          setImporting(false);
          notifyWritten(notify, `Survey "${name}" imported`, written);
          if (written.data) navigate(`/projects/${projectId}/surveys/${written.data.survey.id}`);
        }}
      />
    </>
  );
}
