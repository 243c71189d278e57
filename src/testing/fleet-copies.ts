// Shared steps of the fleet's component tests: the seeded NPS survey's page with "Copy to projects" open,
// and the copies the demo stored in a project.
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { Survey } from '@/contracts/survey';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { surveyReferences } from '@/features/survey-fleet/model/references';
import { db } from '@/mocks/db';
import { surveyId } from '@/mocks/test-api';
import { renderRoute } from './render';
import { copyToProject } from '@/features/survey-fleet/copy-to-projects/copy-to-project';
import {
  planFor,
  readSourceCohorts,
  readTargetFacts,
} from '@/features/survey-fleet/copy-to-projects/target-facts';

export const NPS = 'NPS with follow-ups';

/** The NPS survey's page with the "Copy to projects" dialog open. */
export async function openCopyDialog() {
  const sourceId = await surveyId(NPS);
  const view = renderRoute(`/projects/1/surveys/${sourceId}`);
  // The survey page loads lazily: on a busy machine its first render takes longer than the default wait.
  const open = await screen.findByRole('button', { name: 'Copy to projects' }, { timeout: 30_000 });
  await view.user.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Copy to projects' });
  return { ...view, dialog, sourceId };
}

/** The stored surveys of `projectId` made by copying the NPS survey (named after it, renamed or not). */
export const storedCopies = (projectId: number): Survey[] =>
  db.surveys
    .filter((item) => item.projectId === projectId && item.survey.name?.startsWith(NPS))
    .map((item) => item.survey);

/** Copies the NPS survey to each project as the dialog does (its plan, then the copy's steps). */
export async function copyNps(targets: { id: number; name: string }[]) {
  const sourceId = await surveyId(NPS);
  const { survey: source } = await surveysApi.get(1, sourceId);
  const wanted = { refs: surveyReferences(source), name: source.name };
  const sourceCohorts = await readSourceCohorts(wanted, 1);
  const copies: Record<number, string> = {};
  for (const target of targets) {
    const plan = planFor(source, sourceCohorts, target, await readTargetFacts(wanted, target.id), true);
    const result = await copyToProject({
      queryClient: new QueryClient(),
      projectId: 1,
      organization: '@current',
      source,
      plan,
    });
    if (result.status !== 'copied') throw new Error(`not copied to ${target.name}`);
    copies[target.id] = result.surveyId;
  }
  return { sourceId, copies };
}
