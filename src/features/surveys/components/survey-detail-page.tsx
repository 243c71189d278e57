import { Suspense, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Breadcrumbs,
  Button,
  Chip,
  Grid,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ReadQuestion, Survey, SurveyWriteBody } from '../../../contracts/survey';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { KeyValueTable } from '../../../components/key-value-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/notifications';
import { PageHeader } from '../../../components/page-header';
import { notifyWritten } from '../../../components/notify-written';
import { ReadProblemsAlert } from '../../../components/read-problems-alert';
import { isKnownSurveyType } from '../../../contracts/survey';
import { ScopeGate } from '../../../components/scope-gate';
import { useMissingScope } from '../../../lib/api/scopes';
import { htmlToText } from '../../../lib/sanitize-html';
import { useSearchState } from '../../../lib/url-state/use-search-state';
import { surveyQueries } from '../../../entities/survey/api/surveys.queries';
import {
  useCreateSurvey,
  useDeleteSurvey,
  useUpdateSurvey,
} from '../../../entities/survey/api/use-survey-mutations';
import { describeBranching } from '../../../entities/survey/model/branching-words';
import { deriveSurveyStatus } from '../../../entities/survey/model/survey-status';
import { exportFileName, toDuplicate, toExportable } from '../../../entities/survey/model/survey-json';
import { surveyTypeName, SURVEY_TYPE_NAMES } from '../../../entities/survey/model/survey-types';
import { surveyDetailSearch } from '../model/surveys-search';
import { SurveyActivity } from './survey-activity';
import { SurveyStatusChip } from '../../../entities/survey/ui/survey-status-chip';
import { useSurveyPanels } from '../../../entities/survey/ui/survey-panels';

const KIND_LABELS: Record<ReadQuestion['type'], string> = {
  open: 'Open text',
  link: 'Link',
  rating: 'Rating',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  unreadable: 'Cannot be read',
};

function ratingDetail(question: Extract<ReadQuestion, { type: 'rating' }>): string {
  const scale =
    typeof question.scale !== 'number' ? 'no scale' : question.scale === 10 ? '0–10' : `1–${question.scale}`;
  const display =
    question.display === 'emoji' || question.display === 'number'
      ? question.display
      : question.display
        ? `display “${question.display}”`
        : 'no display';
  return `${display} ${scale}`;
}

function kindDetail(question: ReadQuestion): string {
  switch (question.type) {
    case 'rating':
      return ratingDetail(question);
    case 'single_choice':
    case 'multiple_choice':
      return `${question.choices.length} choices${question.hasOpenChoice ? ' incl. “other”' : ''}`;
    case 'link':
      return question.link ?? 'no link';
    case 'unreadable':
      return question.problem;
    default:
      return question.optional ? 'optional' : '';
  }
}

const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '—');

function Summary({ survey, responses }: { survey: Survey; responses: number | undefined }) {
  const rows: [string, ReactNode][] = [
    [
      'Type',
      isKnownSurveyType(survey.type)
        ? `${SURVEY_TYPE_NAMES[survey.type].name} (${SURVEY_TYPE_NAMES[survey.type].hint})`
        : surveyTypeName(survey.type),
    ],
    ['Status', <span key="status">{deriveSurveyStatus(survey).reason}</span>],
    ['Start', when(survey.start_date)],
    ['End', when(survey.end_date)],
    [
      'Repeats',
      survey.iteration_count
        ? `${survey.iteration_count} times, every ${survey.iteration_frequency_days ?? '?'} days${survey.current_iteration ? ` (now iteration ${survey.current_iteration})` : ''}`
        : survey.schedule === 'always'
          ? 'Every time the conditions match'
          : 'Once',
    ],
    ['Responses limit', survey.responses_limit ? survey.responses_limit.toLocaleString() : 'None'],
    ['Responses', responses === undefined ? '…' : responses.toLocaleString()],
    ['Questions', survey.questions?.length ?? 0],
    ['Targeting flag', survey.targeting_flag?.key ?? 'Everyone'],
    [
      'Created',
      `${when(survey.created_at)}${survey.created_by ? ` by ${survey.created_by.first_name || survey.created_by.email}` : ''}`,
    ],
  ];
  return <KeyValueTable label="Survey summary" rows={rows} />;
}

function Questions({ questions, problem }: { questions: ReadQuestion[]; problem?: string }) {
  if (problem) return <Typography color="warning.main">The questions cannot be read: {problem}.</Typography>;
  if (!questions.length) return <Typography color="text.secondary">This survey has no questions.</Typography>;
  return (
    <List aria-label="Questions">
      {questions.map((question, index) => (
        <ListItem key={question.id ?? index} divider disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  Q{index + 1}.
                </Typography>
                <span>{htmlToText(question.question)}</span>
                <Chip
                  size="small"
                  label={
                    question.type === 'unreadable' && question.storedType
                      ? `${KIND_LABELS.unreadable}: “${question.storedType}”`
                      : KIND_LABELS[question.type]
                  }
                  color={question.type === 'unreadable' ? 'warning' : 'default'}
                />
                {kindDetail(question) ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {kindDetail(question)}
                  </Typography>
                ) : null}
              </Stack>
            }
            secondary={
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {describeBranching(questions, index).map((line) => (
                  <Box component="span" key={line} sx={{ display: 'block' }}>
                    {line}
                  </Box>
                ))}
              </Box>
            }
            slotProps={{ secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function uniqueCopyName(name: string, taken: Set<string>): string {
  let candidate = `${name} (copy)`;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${name} (copy ${n})`;
  return candidate;
}

export function SurveyDetailPage({ projectId, surveyId }: { projectId: number; surveyId: string }) {
  const survey = useQuery(surveyQueries.detail(projectId, surveyId));
  const counts = useQuery(surveyQueries.responsesCount(projectId));
  const [search, setSearch] = useSearchState(surveyDetailSearch);
  const { Flow, Preview } = useSurveyPanels();
  const update = useUpdateSurvey(projectId, surveyId);
  const create = useCreateSurvey(projectId);
  const remove = useDeleteSurvey(projectId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleting, setDeleting] = useState(false);
  const missingFlagWrite = useMissingScope('feature_flag:write');

  if (survey.isError)
    return (
      <ApiErrorAlert
        error={survey.error}
        onRetry={() => void survey.refetch()}
        title="Could not load the survey"
      />
    );
  if (survey.isPending) return <LinearProgress aria-label="Loading survey" />;
  const record = survey.data;
  const data = record.survey;
  const status = deriveSurveyStatus(data).status;
  const busy = update.isPending || create.isPending;

  const patch = (body: SurveyWriteBody, message: string) =>
    update.mutate(body, { onSuccess: (written) => notifyWritten(notify, message, written) });

  const duplicate = async () => {
    const all = await queryClient
      .fetchQuery(surveyQueries.list(projectId, { limit: 1000, offset: 0 }))
      .catch(() => null);
    const taken = new Set(
      (all?.results ?? []).flatMap((item) => ('survey' in item ? [item.survey.name] : [])),
    );
    const name = uniqueCopyName(data.name, taken);
    const body = copyOrSay(() => toDuplicate(record, name), 'duplicated');
    if (!body) return;
    create.mutate(body, {
      onSuccess: (written) => {
        notifyWritten(notify, `Created "${name}"`, written);
        if (written.data) navigate(`/projects/${projectId}/surveys/${written.data.survey.id}`);
      },
    });
  };

  /** A copy of what the server stored; one nested too deep to copy is said, not thrown. */
  const copyOrSay = <T,>(copy: () => T, verb: string): T | null => {
    try {
      return copy();
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      notify(`This survey cannot be ${verb}: part of what is stored is nested too deeply to copy.`, 'error');
      return null;
    }
  };

  const exportJson = () => {
    const text = copyOrSay(() => JSON.stringify(toExportable(record), null, 2), 'exported');
    if (text === null) return;
    const blob = new Blob([text], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = exportFileName(data);
    anchor.click();
    URL.revokeObjectURL(url);
  };

  const write = (
    label: string,
    onClick: () => void,
    options: { color?: 'error' | 'primary'; variant?: 'contained' | 'outlined' | 'text' } = {},
  ) => (
    <ScopeGate scope="survey:write" key={label}>
      {(reason) => (
        <Button
          variant={options.variant ?? 'outlined'}
          color={options.color ?? 'primary'}
          disabled={Boolean(reason) || busy}
          onClick={onClick}
        >
          {label}
        </Button>
      )}
    </ScopeGate>
  );

  const lifecycle =
    status === 'archived'
      ? [write('Unarchive', () => patch({ archived: false }, 'Survey unarchived'))]
      : [
          status === 'draft' || status === 'scheduled'
            ? write(
                'Launch now',
                () => patch({ start_date: new Date().toISOString(), end_date: null }, 'Survey launched'),
                { variant: 'contained' },
              )
            : status === 'running'
              ? write('Stop now', () => patch({ end_date: new Date().toISOString() }, 'Survey stopped'), {
                  variant: 'contained',
                })
              : write('Resume', () => patch({ end_date: null }, 'Survey resumed'), { variant: 'contained' }),
          write('Archive', () => patch({ archived: true }, 'Survey archived')),
        ];

  return (
    <>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
            <Link component={RouterLink} to={`/projects/${projectId}/surveys`}>
              Surveys
            </Link>
            <Typography color="text.primary">{data.name}</Typography>
          </Breadcrumbs>
        }
        title={
          <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
            <span>{data.name}</span>
            <SurveyStatusChip survey={data} />
          </Stack>
        }
        subtitle={data.description || undefined}
        actions={
          <>
            <ScopeGate scope="survey:write">
              {(reason) => (
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={`/projects/${projectId}/surveys/${surveyId}/edit`}
                  disabled={Boolean(reason)}
                >
                  Edit
                </Button>
              )}
            </ScopeGate>
            {lifecycle}
            {write('Duplicate', () => void duplicate())}
            <Button onClick={exportJson}>Export JSON</Button>
            {missingFlagWrite && data.targeting_flag ? (
              // Deleting a survey deletes its targeting flag: PostHog asks for feature_flag:write too.
              <Tooltip title={`${missingFlagWrite} Deleting this survey also deletes its targeting flag.`}>
                <span tabIndex={0}>
                  <Button color="error" variant="outlined" disabled>
                    Delete
                  </Button>
                </span>
              </Tooltip>
            ) : (
              write('Delete', () => setDeleting(true), { color: 'error' })
            )}
          </>
        }
      />
      {record.problems.length ? (
        <Box sx={{ mb: 2 }}>
          <ReadProblemsAlert subject="survey" problems={record.problems} />
        </Box>
      ) : null}
      {update.isError ? (
        <Box sx={{ mb: 2 }}>
          <ApiErrorAlert error={update.error} title="The change was not saved" />
        </Box>
      ) : null}
      {create.isError ? (
        <Box sx={{ mb: 2 }}>
          <ApiErrorAlert error={create.error} title="Could not duplicate" />
        </Box>
      ) : null}
      <Tabs
        value={search.tab}
        onChange={(_, tab) => setSearch({ tab })}
        aria-label="Survey sections"
        sx={{ mb: 2 }}
      >
        <Tab label="Overview" value="overview" id="tab-overview" aria-controls="panel-overview" />
        <Tab label="Flow" value="flow" id="tab-flow" aria-controls="panel-flow" />
        <Tab label="Preview" value="preview" id="tab-preview" aria-controls="panel-preview" />
        <Tab label="Activity" value="activity" id="tab-activity" aria-controls="panel-activity" />
      </Tabs>
      {search.tab === 'overview' ? (
        <Grid container spacing={2} role="tabpanel" id="panel-overview" aria-labelledby="tab-overview">
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6">
                Questions and branching
              </Typography>
              <Questions
                questions={data.questions ?? []}
                problem={record.problems.find((item) => item.path === 'questions')?.message}
              />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                Summary
              </Typography>
              <Summary survey={data} responses={counts.data ? (counts.data[data.id] ?? 0) : undefined} />
            </Paper>
          </Grid>
        </Grid>
      ) : search.tab === 'flow' ? (
        <Box role="tabpanel" id="panel-flow" aria-labelledby="tab-flow">
          <Suspense fallback={<LinearProgress aria-label="Loading the flow graph" />}>
            <Flow survey={data} />
          </Suspense>
        </Box>
      ) : search.tab === 'preview' ? (
        <Box role="tabpanel" id="panel-preview" aria-labelledby="tab-preview">
          <Suspense fallback={<LinearProgress aria-label="Loading the preview" />}>
            <Preview survey={data} />
          </Suspense>
        </Box>
      ) : (
        <Paper
          variant="outlined"
          sx={{ p: 2 }}
          role="tabpanel"
          id="panel-activity"
          aria-labelledby="tab-activity"
        >
          <SurveyActivity projectId={projectId} surveyId={surveyId} />
        </Paper>
      )}
      <ConfirmDialog
        open={deleting}
        title={`Delete survey "${data.name}"?`}
        description={`"${data.name}" and its targeting flag will be deleted for good. Responses already collected stay in PostHog as events.`}
        confirmLabel="Delete survey"
        destructive
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          remove.reset();
          setDeleting(false);
        }}
        onConfirm={() =>
          remove.mutate(surveyId, {
            onSuccess: () => {
              notify(`Survey "${data.name}" deleted`);
              navigate(`/projects/${projectId}/surveys`);
            },
          })
        }
      />
    </>
  );
}
