// A survey PostHog's access control lets the user only view opens read-only in the editor, saying why
// before anything is typed: its writes would answer 403.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '@/mocks/db';
import { renderRoute } from '@/testing/render';

describe('the editor of a survey the user may only view', () => {
  it('says so at once, disables saving and the settings', async () => {
    const stored = db.surveys.find((candidate) => candidate.survey.user_access_level === 'viewer');
    if (!stored) throw new Error('the demo seeds a view-only survey');
    renderRoute(`/projects/1/surveys/${stored.survey.id}/edit?tab=schedule`);
    expect(
      await screen.findByText(/You can view this survey but not edit it: your access level is viewer/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Save partial responses' })).toBeDisabled();
  });

  it('an editor’s survey opens as ever', async () => {
    const stored = db.surveys.find((candidate) => candidate.survey.name === 'Churn reasons')!;
    renderRoute(`/projects/1/surveys/${stored.survey.id}/edit?tab=schedule`);
    expect(await screen.findByRole('switch', { name: 'Save partial responses' })).toBeEnabled();
    expect(screen.queryByText(/your access level is/)).toBeNull();
  });
});
