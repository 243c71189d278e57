// One project's copy, step by step: PostHog's duplicate_to_projects for this project alone (so a failure
// elsewhere never undoes it, and the server records where the copy came from), the linked flag the
// project lacks (copy-linked-flag.ts), then one PATCH that puts back what the duplicate left out, its
// references mapped. A copy is never made twice: one that exists but could not be completed is completed
// on retry, and when the duplicate's answer was lost (no answer, a 5xx from a proxy, an unreadable 201)
// the copy the server may have made is looked for in the target's records of where its surveys came from
// (the copies of this source there now, against those there before) and completed, not made again.
import type { QueryClient } from '@tanstack/react-query';
import type { Survey } from '@/contracts/survey';
import { isApiError } from '@/lib/api/api-error';
import { describeApiError } from '@/lib/api/describe-api-error';
import { surveyFleetApi } from '../api/survey-fleet.api';
import { patchSurvey } from '@/entities/survey/api/patch-survey';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { restoreBody } from '../model/restore-body';
import type { TransferPlan } from '../model/transfer-plan';
import { copyLinkedFlag, type FlagCopyPath } from './copy-linked-flag';

export type CopyResult =
  | { status: 'copied'; surveyId: string; name: string; notes: string[] }
  /** The copy exists, but `step` failed: what the plan said it would restore is not all there. */
  | { status: 'incomplete'; surveyId: string; name: string; step: string; error: unknown; notes: string[] }
  /**
   * No copy was made (`maybe`: the answer was lost, and none was found yet). `before`: the copies of the
   * source the target held before the first try, which a retry compares against.
   */
  | { status: 'failed'; error: unknown; maybe: boolean; before: readonly string[] | null }
  /**
   * The server made the copy (or may have), but it cannot be found to complete: a retry would risk a
   * second one, so none is offered. `made`: the server answered 201 (unreadable).
   */
  | { status: 'lost'; error: unknown; made: boolean; why: string };

export interface CopyContext {
  /** The completing PATCH goes through patchSurvey: the target project's entries only, harmless here. */
  queryClient: QueryClient;
  projectId: number;
  /** The organization copy_flags is asked in: its id or `@current`. */
  organization: string | null;
  source: Survey;
  plan: TransferPlan;
  /** How a missing linked flag is made (from the key's scopes; unknown: copy_flags, then a create). */
  flagPath?: FlagCopyPath;
}

/** Whether the server may have made the copy although no usable answer came back. */
function mayHaveMade(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'malformed' || error.kind === 'contract' || error.kind === 'network') return true;
  if (error.kind === 'http') return error.status >= 500 || error.status === 0;
  return false;
}

/** The copies of the source in the target, or null when the target's activity cannot be read. */
async function copiesThere(context: CopyContext): Promise<string[] | null> {
  try {
    return await surveyFleetApi.copiesOf(context.plan.projectId, context.source.id);
  } catch {
    return null;
  }
}

/** A copy of the source made there since `before` (the newest), or null. */
async function madeSince(context: CopyContext, before: readonly string[]): Promise<string | null> {
  const now = await copiesThere(context);
  return now?.find((id) => !before.includes(id)) ?? null;
}

type Made = { surveyId: string; name: string | null; notes: string[] } | CopyResult;

/** The copy to complete: made now, found after a lost answer, or why there is none. */
async function duplicate(context: CopyContext, previous?: CopyResult): Promise<Made> {
  const { source, plan } = context;
  const where = `“${plan.projectName}”`;
  const found = (surveyId: string): Made => ({
    surveyId,
    name: null,
    notes: [
      `PostHog's answer to the copy was lost; Surveyor found the copy it made in ${where} and completed it.`,
    ],
  });
  const before = previous?.status === 'failed' ? previous.before : await copiesThere(context);
  if (previous?.status === 'failed' && previous.maybe && before !== null) {
    const earlier = await madeSince(context, before);
    if (earlier) return found(earlier);
  }
  try {
    const written = await surveyFleetApi.duplicateToProject(context.projectId, source.id, plan.projectId);
    const created = written.created_surveys.find((item) => item.team_id === plan.projectId);
    if (created) return { surveyId: created.survey_id, name: created.name, notes: [] };
    throw new Error('The server answered without the copy it made.');
  } catch (error) {
    const made = isApiError(error) && (error.kind === 'malformed' || error.kind === 'contract');
    if (!mayHaveMade(error) && !made) return { status: 'failed', error, maybe: false, before };
    if (before === null)
      return {
        status: 'lost',
        error,
        made,
        why: `${where}'s survey activity cannot be read to find it, so copying again could make a second copy`,
      };
    const surveyId = await madeSince(context, before);
    if (surveyId) return found(surveyId);
    if (made)
      return {
        status: 'lost',
        error,
        made,
        why: `it is not yet in ${where}'s survey activity, so copying again could make a second copy`,
      };
    return { status: 'failed', error, maybe: true, before };
  }
}

export async function copyToProject(context: CopyContext, previous?: CopyResult): Promise<CopyResult> {
  const { source, plan } = context;
  let surveyId: string;
  let name: string | null;
  const notes: string[] = [];
  if (previous && previous.status === 'incomplete') {
    ({ surveyId, name } = previous);
  } else {
    const made = await duplicate(context, previous);
    if ('status' in made) return made;
    ({ surveyId, name } = made);
    notes.push(...made.notes);
  }
  const flag = await copyLinkedFlag(context);
  notes.push(...flag.notes);
  let step = 'reading the copy';
  try {
    const copy = await surveysApi.get(plan.projectId, surveyId);
    name ??= copy.survey.name;
    step = 'completing the copy';
    const body = restoreBody(plan, source, copy.survey, flag.id);
    if (Object.keys(body).length > 0) {
      const written = await patchSurvey(context.queryClient, {
        projectId: plan.projectId,
        surveyId,
        body,
        action: `complete the copy of survey “${source.name}” in ${plan.projectName}`,
      });
      if (written.data) name = written.data.survey.name;
    }
    return { status: 'copied', surveyId, name, notes };
  } catch (error) {
    return { status: 'incomplete', surveyId, name: name ?? source.name, step, error, notes };
  }
}

/** A lost copy's words: made (or maybe made), why it is not copied again, and where to look. */
export function lostWords(result: Extract<CopyResult, { status: 'lost' }>): string {
  const answer = describeApiError(result.error).message;
  return `${result.made ? 'Made, but' : 'Perhaps made, but'} PostHog's answer was lost (${answer}) and ${result.why}. Look for the copy in that project (named after this survey, “… (duplicated at …)”); it lacks what the plan restores.`;
}
