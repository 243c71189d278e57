// The one way a survey PATCH leaves Surveyor: the survey page's buttons, the editor's save, the schedule's
// writes, a copy's completion and the Copies tab's push and pull all come through here, so the cache is
// kept in one place (the lint refuses `surveysApi.update` anywhere else). Each write names itself in
// words, for the notice shown if a backend switch stops it being sent.
import type { QueryClient } from '@tanstack/react-query';
import { readSurvey, type SurveyRecord, type SurveyWriteBody } from '@/contracts/survey';
import type { Written } from '@/lib/api/client';
import { surveysApi } from './surveys.api';
import { surveyQueries } from './surveys.queries';

/** What a PATCH does, as the survey page's buttons say it. */
function surveyChangeVerb(body: SurveyWriteBody): string {
  if (body.archived === true) return 'archive';
  if (body.archived === false) return 'unarchive';
  if (body.start_date) return 'launch';
  if (body.end_date) return 'stop';
  if (body.end_date === null) return 'resume';
  return 'save';
}

/** The survey's name as cached (in quotes), else its id: for the words a write is named by. */
export function surveyName(queryClient: QueryClient, projectId: number, surveyId: string): string {
  const name = queryClient.getQueryData(surveyQueries.detail(projectId, surveyId).queryKey)?.survey.name;
  return name ? `“${name}”` : surveyId;
}

/**
 * The detail after a write: POST and PATCH answer with a shorter shape (no feature_flag_keys, no
 * linked_flag_id), so the answer is laid over what was cached; a refetch follows anyway.
 */
function withAnswer(old: SurveyRecord | undefined, answer: SurveyRecord): SurveyRecord {
  if (!old) return answer;
  return readSurvey({ ...old.raw, ...answer.raw }).value ?? answer;
}

export interface SurveyPatch {
  projectId: number;
  surveyId: string;
  body: SurveyWriteBody;
  /** The write in words ("launch survey “NPS”"); by default the verb of the body and the cached name. */
  action?: string;
}

/**
 * PATCHes a survey, lays the answer over its cached detail and marks the project's survey queries stale
 * (those on screen are read again before this returns). A write to another project's survey (a copy's
 * completion) touches only that project's entries, which nothing there may be showing: harmless.
 */
export async function patchSurvey(
  queryClient: QueryClient,
  { projectId, surveyId, body, action }: SurveyPatch,
): Promise<Written<SurveyRecord>> {
  const written = await surveysApi.update(projectId, surveyId, body, {
    action: action ?? `${surveyChangeVerb(body)} survey ${surveyName(queryClient, projectId, surveyId)}`,
  });
  const { data } = written;
  if (data)
    queryClient.setQueryData(surveyQueries.detail(projectId, surveyId).queryKey, (old) =>
      withAnswer(old, data),
    );
  await queryClient.invalidateQueries({ queryKey: surveyQueries.all(projectId) });
  return written;
}
