// One survey: its questions and summary, its flow, a preview, its history (versions rebuilt from the
// activity log), its copies in other projects and its activity, with the lifecycle, duplicate, copy to
// projects, export and delete actions.
import { Suspense, useState } from 'react';
import { isolate } from '@/lib/bidi';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Grid, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { MinimalFeatureFlag, SurveyRecord, SurveyWriteBody } from '@/contracts/survey';
import { activitySearch } from '@/components/display/activity-list';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useNotify } from '@/components/feedback/notifications';
import { notifyWritten } from '@/components/feedback/notify-written';
import { PageHeader } from '@/components/navigation/page-header';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { ReadProblemsAlert } from '@/components/feedback/read-problems-alert';
import { RouteBreadcrumbs } from '@/components/navigation/route-breadcrumbs';
import { TabPanel, tabProps } from '@/components/navigation/tab-panel';
import { useSearchState } from '@/lib/url-state/use-search-state';
import { useDuplicateSurvey } from '@/entities/survey/api/use-duplicate-survey';
import { gateOf } from '@/entities/survey/api/survey-gate';
import { useUpdateSurvey } from '@/entities/survey/api/use-survey-mutations';
import { canEditSurvey, surveyAccessReason } from '@/entities/survey/model/survey-access';
import { downloadSurveyJson } from '@/entities/survey/model/survey-json';
import { useSurveyPanels } from '@/entities/survey/ui/survey-panels';
import { surveyDetailReads } from '../model/surveys-reads';
import { useDeleteSurveyWithGate } from '../state/use-delete-survey-with-gate';
import { stopsSurvey, useStopScheduledSurvey } from '../state/use-stop-scheduled-survey';
import { surveyDetailSearch } from '../model/surveys-search';
import { SurveyActions } from './survey-actions';
import { SurveyActivity } from './survey-activity';
import { SurveyHistory } from './survey-history';
import { SurveyQuestions } from './survey-questions';
import { HiddenUntilNote, ScheduleEndedNotice, SurveyPageStatus } from './survey-schedule-status';
import { SurveySummary } from './survey-summary';
import { paths } from '@/lib/paths';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function SurveyDetailPage({ projectId, surveyId }: { projectId: number; surveyId: string }) {
  const [search, setSearch] = useSearchState(surveyDetailSearch);
  const [{ activityPage }] = useSearchState(activitySearch);
  const [surveyRead, countsRead] = surveyDetailReads(projectId, surveyId, { ...search, activityPage });
  const survey = useQuery(surveyRead);
  const counts = useQuery(countsRead);
  const { Flow, Preview, Copies, CopyToProjects, Results } = useSurveyPanels();
  const update = useUpdateSurvey(projectId, surveyId);
  const copy = useDuplicateSurvey(projectId);
  const remove = useDeleteSurveyWithGate(projectId);
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleting, setDeleting] = useState(false);
  const [copying, setCopying] = useState(false);

  const patch = (body: SurveyWriteBody, done: string) =>
    update.mutate(body, { onSuccess: (written) => notifyWritten(notify, done, written) });

  const stopScheduled = useStopScheduledSurvey(projectId);
  /** The page's lifecycle buttons: stopping a scheduled survey cancels its schedule too. */
  const lifecycle = (gate: MinimalFeatureFlag | null) => (body: SurveyWriteBody, done: string) => {
    if (!gate || !stopsSurvey(body)) return patch(body, done);
    update.mutate(stopScheduled.body(body), {
      onSuccess: async (written) => {
        const left = await stopScheduled.cancelSchedule(gate);
        if (left)
          notify(
            `${done}, but its schedule's gate flag “${gate.key}” could not be removed (${errorText(left)}): delete it in PostHog.`,
            'warning',
          );
        else notifyWritten(notify, `${done}; its schedule was cancelled`, written);
      },
    });
  };

  /** Copying what the server stored can fail only by its depth: said, not thrown. */
  const tooDeep = (error: unknown, verb: string) => {
    if (!(error instanceof RangeError)) return false;
    notify(`This survey cannot be ${verb}: part of what is stored is nested too deeply to copy.`, 'error');
    return true;
  };

  const duplicate = (record: SurveyRecord) =>
    copy.duplicate(record).then(
      ({ name, written, leftBehind }) => {
        // The message takes no final stop: notifyWritten may go on with the server's unreadable answer.
        const done = `Created "${name}"${leftBehind ? `. ${leftBehind.replace(/\.$/, '')}` : ''}`;
        notifyWritten(notify, done, written);
        if (written.data) navigate(paths.survey(projectId, written.data.survey.id));
      },
      // A refusal of the server shows under the header (copy.error).
      (error: unknown) => void tooDeep(error, 'duplicated'),
    );

  const exportJson = (record: SurveyRecord) => {
    try {
      downloadSurveyJson(record);
    } catch (error) {
      if (!tooDeep(error, 'exported')) throw error;
    }
  };

  return (
    <QueryBoundary query={survey} errorTitle="Could not load the survey" loadingLabel="Loading survey">
      {(record) => {
        const data = record.survey;
        const gate = gateOf(data);
        return (
          <>
            <PageHeader
              breadcrumbs={<RouteBreadcrumbs />}
              title={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <bdi>{data.name}</bdi>
                  <SurveyPageStatus projectId={projectId} survey={data} />
                </Stack>
              }
              subtitle={data.description || undefined}
              actions={
                <SurveyActions
                  projectId={projectId}
                  survey={data}
                  busy={update.isPending || copy.isPending}
                  onPatch={lifecycle(gate)}
                  onDuplicate={() => void duplicate(record)}
                  onCopyToProjects={() => setCopying(true)}
                  onExport={() => exportJson(record)}
                  onDelete={() => setDeleting(true)}
                />
              }
            />
            {canEditSurvey(data) ? null : (
              <Alert severity="info" sx={{ mb: 2 }}>
                {surveyAccessReason(data)} Ask someone who manages it in PostHog for editor access, or
                duplicate it to change a copy of your own.
              </Alert>
            )}
            <ScheduleEndedNotice
              projectId={projectId}
              survey={data}
              busy={update.isPending}
              onPatch={patch}
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
            {copy.error ? (
              <Box sx={{ mb: 2 }}>
                <ApiErrorAlert error={copy.error} title="Could not duplicate" />
              </Box>
            ) : null}
            <Tabs
              value={search.tab}
              onChange={(_, tab) => setSearch({ tab })}
              aria-label="Survey sections"
              sx={{ mb: 2 }}
            >
              <Tab label="Overview" {...tabProps('overview')} />
              <Tab label="Results" {...tabProps('results')} />
              <Tab label="Flow" {...tabProps('flow')} />
              <Tab label="Preview" {...tabProps('preview')} />
              <Tab label="History" {...tabProps('history')} />
              <Tab label="Copies" {...tabProps('copies')} />
              <Tab label="Activity" {...tabProps('activity')} />
            </Tabs>
            {search.tab === 'overview' ? (
              <TabPanel value="overview">
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, md: 7 }}>
                    <Paper variant="outlined" sx={{ p: 2 }}>
                      <Typography component="h2" variant="h6">
                        Questions and branching
                      </Typography>
                      <SurveyQuestions
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
                      <SurveySummary
                        projectId={projectId}
                        survey={data}
                        responses={
                          counts.data
                            ? Object.hasOwn(counts.data, data.id)
                              ? counts.data[data.id]
                              : 0
                            : undefined
                        }
                      />
                    </Paper>
                  </Grid>
                </Grid>
              </TabPanel>
            ) : search.tab === 'results' ? (
              <TabPanel value="results" loading="Loading the results">
                <Results projectId={projectId} survey={data} />
              </TabPanel>
            ) : search.tab === 'flow' ? (
              <TabPanel value="flow" loading="Loading the flow graph">
                <HiddenUntilNote projectId={projectId} survey={data} />
                <Flow survey={data} respondent={{ projectId, survey: data }} />
              </TabPanel>
            ) : search.tab === 'preview' ? (
              <TabPanel value="preview" loading="Loading the preview">
                <HiddenUntilNote projectId={projectId} survey={data} />
                <Preview survey={data} />
              </TabPanel>
            ) : search.tab === 'history' ? (
              <TabPanel value="history">
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <SurveyHistory projectId={projectId} record={record} />
                </Paper>
              </TabPanel>
            ) : search.tab === 'copies' ? (
              <TabPanel value="copies" loading="Loading the copies">
                <Copies projectId={projectId} survey={data} />
              </TabPanel>
            ) : (
              <TabPanel value="activity">
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <SurveyActivity projectId={projectId} surveyId={surveyId} />
                </Paper>
              </TabPanel>
            )}
            {copying ? (
              <Suspense fallback={null}>
                <CopyToProjects projectId={projectId} survey={data} onClose={() => setCopying(false)} />
              </Suspense>
            ) : null}
            <ConfirmDialog
              open={deleting}
              title={`Delete survey "${isolate(data.name)}"?`}
              description={`"${data.name}" and its targeting flag will be deleted for good.${
                gate
                  ? ` Its schedule goes too: the gate flag "${gate.key}" is deleted and its pending scheduled changes cancelled.`
                  : ''
              } Responses already collected stay in PostHog as events.`}
              confirmLabel="Delete survey"
              destructive
              pending={remove.isPending}
              error={remove.error}
              onClose={() => {
                remove.reset();
                setDeleting(false);
              }}
              onConfirm={() =>
                remove.mutate(
                  { surveyId, gate },
                  {
                    onSuccess: ({ gateLeft }) => {
                      notify(
                        gateLeft && gate
                          ? `Survey "${data.name}" deleted, but its gate flag "${gate.key}" or its scheduled changes could not be removed (${errorText(gateLeft)}): delete the flag in PostHog's feature flags.`
                          : `Survey "${data.name}" deleted`,
                        gateLeft ? 'warning' : 'success',
                      );
                      navigate(paths.surveys(projectId));
                    },
                  },
                )
              }
            />
          </>
        );
      }}
    </QueryBoundary>
  );
}
