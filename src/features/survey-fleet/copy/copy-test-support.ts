// Shared steps of the fleet's component tests: the seeded NPS survey's page with "Copy to projects" open,
// and the copies the demo stored in a project.
import { screen } from '@testing-library/react';
import type { Survey } from '../../../contracts/survey';
import { db } from '../../../mocks/db';
import { surveyId } from '../../../mocks/test-api';
import { renderRoute } from '../../../testing/render';

export const NPS = 'NPS with follow-ups';

/** The NPS survey's page with the "Copy to projects" dialog open. */
export async function openCopyDialog() {
  const sourceId = await surveyId(NPS);
  const view = renderRoute(`/projects/1/surveys/${sourceId}`);
  await view.user.click(await screen.findByRole('button', { name: 'Copy to projects' }));
  const dialog = await screen.findByRole('dialog', { name: 'Copy to projects' });
  return { ...view, dialog, sourceId };
}

/** The stored surveys of `projectId` made by copying the NPS survey (named after it, renamed or not). */
export const storedCopies = (projectId: number): Survey[] =>
  db.surveys
    .filter((item) => item.projectId === projectId && item.survey.name?.startsWith(NPS))
    .map((item) => item.survey);
