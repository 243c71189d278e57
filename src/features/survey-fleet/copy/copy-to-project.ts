// One project's copy, step by step: PostHog's duplicate_to_projects for this project alone (so a failure
// elsewhere never undoes it, and the server records where the copy came from), copy_flags for a linked
// flag the project lacks, then one PATCH that puts back what the duplicate left out, its references
// mapped. A copy that exists but could not be completed says so, and its retry completes it instead of
// copying again.
import type { Survey, SurveyWriteBody } from '../../../contracts/survey';
import { featureFlagsApi } from '../../../entities/feature-flag/feature-flags.api';
import { surveyFleetApi } from '../../../entities/survey/api/survey-fleet.api';
import { surveysApi } from '../../../entities/survey/api/surveys.api';
import { restoreBody } from '../../../entities/survey/fleet/restore-body';
import type { TransferPlan } from '../../../entities/survey/fleet/transfer-plan';

export type CopyResult =
  | { status: 'copied'; surveyId: string; name: string; notes: string[] }
  /** The copy exists, but `step` failed: what the plan said it would restore is not all there. */
  | { status: 'incomplete'; surveyId: string; name: string; step: string; error: unknown; notes: string[] }
  | { status: 'failed'; error: unknown };

export interface CopyContext {
  projectId: number;
  /** The organization copy_flags is asked in: its id or `@current`. */
  organization: string | null;
  source: Survey;
  plan: TransferPlan;
}

const errorWords = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);

/** Copies the linked flag into the target; its id there, or a note of why not. */
async function copyLinkedFlag({ projectId, organization, plan }: CopyContext) {
  if (!plan.flagToCopy) return { id: undefined, note: null };
  const { key } = plan.flagToCopy;
  if (!organization)
    return {
      id: undefined,
      note: `The linked flag “${key}” was not copied: this key may not ask the organization.`,
    };
  try {
    const result = await featureFlagsApi.copyFlags(organization, {
      feature_flag_key: key,
      from_project: projectId,
      target_project_ids: [plan.projectId],
    });
    const copied = result.success.find((item) => item.team_id === plan.projectId);
    if (copied) return { id: copied.id, note: null };
    const failed = result.failed.find((item) => item.project_id === plan.projectId);
    return {
      id: undefined,
      note: `The linked flag “${key}” was not copied${failed ? `: ${errorWords(failed.error_message)}` : ''}; the copy has no linked flag.`,
    };
  } catch (error) {
    return {
      id: undefined,
      note: `The linked flag “${key}” was not copied (${errorWords(error)}); the copy has no linked flag.`,
    };
  }
}

export async function copyToProject(context: CopyContext, previous?: CopyResult): Promise<CopyResult> {
  const { source, plan } = context;
  let surveyId: string;
  let name: string;
  if (previous && previous.status === 'incomplete') {
    ({ surveyId, name } = previous);
  } else {
    try {
      const written = await surveyFleetApi.duplicateToProject(context.projectId, source.id, plan.projectId);
      const created = written.created_surveys.find((item) => item.team_id === plan.projectId);
      if (!created) throw new Error('The server answered without the copy it made.');
      ({ survey_id: surveyId, name } = created);
    } catch (error) {
      return { status: 'failed', error };
    }
  }
  const notes: string[] = [];
  const flag = await copyLinkedFlag(context);
  if (flag.note) notes.push(flag.note);
  let step = 'reading the copy';
  try {
    const copy = await surveysApi.get(plan.projectId, surveyId);
    step = 'completing the copy';
    const body = restoreBody(plan, source, copy.survey, flag.id) as SurveyWriteBody;
    if (Object.keys(body).length > 0) {
      const written = await surveysApi.update(plan.projectId, surveyId, body);
      if (written.data) name = written.data.survey.name;
    }
    return { status: 'copied', surveyId, name, notes };
  } catch (error) {
    return { status: 'incomplete', surveyId, name, step, error, notes };
  }
}
