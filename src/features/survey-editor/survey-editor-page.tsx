// Loads what the editor needs (the survey, or a template for a new one) before mounting the form, so
// the form starts from real values and never resets under the user's hands.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ApiErrorAlert } from '@/components/feedback/api-error-alert';
import { isApiError } from '@/lib/api/api-error';
import { useConnection } from '@/lib/api/connection-store';
import { useSearchState } from '@/lib/url-state/use-search-state';
import { surveyQueries } from '@/entities/survey/api/surveys.queries';
import { useProjectScope } from '@/entities/project/project-scope';
import { projectQueries } from '@/entities/project/projects.queries';
import { useSurveyGate } from '@/entities/survey/api/survey-gate';
import { scheduleFromChanges } from '@/entities/survey/schedule/read-back';
import { isTimeZone } from '@/entities/survey/schedule/zoned-time';
import type { ScheduleOpening } from './settings/schedule';
import { NO_GATE } from './settings/gate-snapshot';
import { useNewSurveyAppearance } from '@/entities/survey/api/use-new-survey-appearance';
import { surveyEditorSearch } from './editor-search';
import { SURVEY_TEMPLATES } from '@/entities/survey/model/templates';
import { clearSurveyDrafts } from './drafts/draft-storage';
import { draftBackend } from './drafts/use-survey-draft';
import { SurveyEditor } from './survey-editor';
import { paths } from '@/lib/paths';

function EditorSkeleton() {
  return (
    <Stack spacing={2} aria-label="Loading the survey" aria-busy="true" sx={{ py: 2 }}>
      <Skeleton variant="text" width={320} height={48} />
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={48} />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={96} />
      ))}
    </Stack>
  );
}

export function SurveyEditorPage({ projectId, surveyId }: { projectId: number; surveyId: string | null }) {
  const [search] = useSearchState(surveyEditorSearch);
  const query = useQuery({
    ...surveyQueries.detail(projectId, surveyId ?? ''),
    enabled: Boolean(surveyId),
    staleTime: Infinity,
  });
  // A new survey starts from the project's default theme: the form waits for it.
  const { appearance } = useNewSurveyAppearance(projectId, !surveyId);
  // The schedule is stated on the project's wall clock, and opens on what the survey's gate holds.
  const project = useQuery({ ...projectQueries.detail(useProjectScope(), projectId), staleTime: Infinity });
  const gate = useSurveyGate(projectId, query.data?.survey ?? null);
  const zone = project.data?.project.timezone;
  const timeZone = zone && isTimeZone(zone) ? zone : 'UTC';
  const opening: ScheduleOpening = {
    timeZone,
    zoneProblem: project.isError
      ? 'Surveyor could not read the project, so its time zone is unknown.'
      : zone && !isTimeZone(zone)
        ? `The project's time zone “${zone}” is not one this browser knows.`
        : !zone && project.data
          ? 'The project has no time zone.'
          : null,
    reading: gate.gate && !gate.error ? scheduleFromChanges(gate.changes, timeZone) : { kind: 'none' },
    // What the gate held, kept beside the baseline: a save compares it with the gate then. Changes that
    // could not be read are said as such, never taken for "nothing scheduled".
    gate: gate.gate
      ? {
          gateId: gate.gate.id,
          active: gate.gate.active ?? null,
          changes: gate.error ? [] : gate.changes,
          unread: gate.error ? (gate.error instanceof Error ? gate.error.message : String(gate.error)) : null,
        }
      : NO_GATE,
  };
  // Only the first opening waits: a save that links the gate reads the survey again, and the editor must
  // not unmount under the user's hands then.
  const [openedFor, setOpenedFor] = useState<string | null | undefined>(undefined);
  const loaded = !project.isPending && !gate.isLoading && (!surveyId || !query.isPending);
  if (loaded && openedFor !== surveyId) setOpenedFor(surveyId);
  const waiting = openedFor !== surveyId && !loaded;
  const gone = isApiError(query.error) && query.error.status === 404;
  const backend = draftBackend(useConnection());
  // A survey its backend says does not exist can never take its drafts: they go, from every tab.
  useEffect(() => {
    if (gone && surveyId) clearSurveyDrafts({ backend, projectId, surveyId });
  }, [gone, backend, projectId, surveyId]);
  if (!surveyId) {
    if (!appearance || waiting) return <EditorSkeleton />;
    const template = SURVEY_TEMPLATES.find((candidate) => candidate.id === search.template);
    return (
      <SurveyEditor
        projectId={projectId}
        record={null}
        opening={opening}
        seed={{
          appearance,
          ...(template && template.id !== 'blank'
            ? { name: template.name, questions: template.questions() }
            : {}),
        }}
      />
    );
  }
  if (query.isPending || waiting) return <EditorSkeleton />;
  if (query.isError) {
    return (
      <Stack spacing={2} sx={{ py: 2 }}>
        <ApiErrorAlert
          error={query.error}
          title={gone ? 'This survey does not exist (any more)' : 'Could not load the survey'}
          onRetry={() => void query.refetch()}
        />
        <Box>
          <Button component={RouterLink} to={paths.surveys(projectId)}>
            Back to the surveys
          </Button>
        </Box>
      </Stack>
    );
  }
  return (
    <SurveyEditor key={query.data.survey.id} projectId={projectId} record={query.data} opening={opening} />
  );
}
