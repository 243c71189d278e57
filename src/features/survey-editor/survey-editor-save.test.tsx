// The editor's save against the demo backend, as a user types and clicks.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '@/mocks/db';
import { renderRoute } from '@/testing/render';

function surveyNamed(name: string) {
  const stored = db.surveys.find((candidate) => candidate.survey.name === name);
  if (!stored) throw new Error(`No seeded survey named ${name}`);
  return stored.survey;
}

describe('saving in the survey editor', () => {
  it('a server error on a field stays there after the whole-form check that follows edits', async () => {
    const survey = surveyNamed('Churn reasons');
    const { user } = renderRoute(`/projects/1/surveys/${survey.id}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Survey name' });
    // A first save with a problem turns on the whole-form check after each change.
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Another survey's name: only the server knows it is taken. Saved right after typing (the survey has
    // responses, so the save is reviewed first).
    await user.type(name, 'NPS with follow-ups');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    expect(
      (await screen.findAllByText('There is already another survey with this name.')).length,
    ).toBeGreaterThan(0);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Past the check's delay (250 ms after the last keystroke), the server's word still stands.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('There is already another survey with this name.').length).toBeGreaterThan(0);
  });
});

describe('saving a survey with stored values the editor would not write', () => {
  it('a rename of a rating without scale or labels saves without naming problems in the rating', async () => {
    const survey = surveyNamed('Legacy: rating without scale');
    const { user } = renderRoute(`/projects/1/surveys/${survey.id}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Survey name' });
    await user.type(name, ' (renamed)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.queryByText(/problems? to fix before saving/)).not.toBeInTheDocument();
  });
});
