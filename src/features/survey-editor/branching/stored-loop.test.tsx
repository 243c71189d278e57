// A loop the server stored (PostHog checks no branching, so a survey made through the API or by an older
// editor may go round for ever) is said, with where to fix it, but never blocks saving another change.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { db } from '@/mocks/db';
import { call } from '@/mocks/test-api';
import { renderRoute } from '@/testing/render';

// PostHog's own frontend test "should detect a cycle" (frontend/src/scenes/surveys/surveyLogic.test.ts
// @ 00c59837): Q1 → Q2 → Q1 through specific-question rules.
const rating = (question: string, index: number) => ({
  type: 'rating',
  question,
  description: '',
  display: 'number',
  scale: 5,
  lowerBoundLabel: 'Unlikely',
  upperBoundLabel: 'Very likely',
  branching: { type: 'specific_question', index },
});

async function storedLoop(name: string): Promise<string> {
  const created = await call('POST', '/api/projects/1/surveys/', {
    name,
    type: 'popover',
    questions: [rating('0', 1), rating('1', 0)],
  });
  expect(created.status).toBe(201);
  return String(created.json!.id);
}

async function save(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const review = screen.queryByRole('dialog', { name: 'Review changes' });
  if (review) await user.click(within(review).getByRole('button', { name: 'Save changes' }));
}

const storedQuestions = (id: string) =>
  db.surveys.find((stored) => stored.survey.id === id)!.survey.questions ?? [];

// Measured with process.cpuUsage: the first opening of the editor in a test file costs about 5.5 s of CPU
// (modules transformed on first use, the compact flow drawn) and the first save 2.7 s; on a 2-core machine
// at load 13 that is 30 s or more of wall time, bounded but past Vitest's 15 s default.
describe('a survey stored with an endless loop', { timeout: 90_000 }, () => {
  it('saves a rename', async () => {
    const id = await storedLoop('Stored loop: rename');
    const { user } = renderRoute(`/projects/1/surveys/${id}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Survey name' });
    await user.type(name, ' (renamed)');
    await save(user);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('saves a reword of a question in the loop, and still says where the loop is', async () => {
    const id = await storedLoop('Stored loop: reword');
    const { user } = renderRoute(`/projects/1/surveys/${id}/edit`);
    await screen.findByRole('textbox', { name: 'Survey name' });
    fireEvent.change(screen.getByRole('textbox', { name: /Question 1 text/ }), {
      target: { value: 'How likely are you to come back?' },
    });
    await save(user);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.queryByText(/problems? to fix before saving/)).not.toBeInTheDocument();
    expect((storedQuestions(id)[0] as { question: string }).question).toBe(
      'How likely are you to come back?',
    );
    const warning = screen.getByRole('alert', { name: /already stored with/i });
    expect(warning).toHaveTextContent(/endless loop: Q1 → Q2 → Q1/);
    await user.click(within(warning).getByRole('button', { name: /Flow tab/ }));
    expect(screen.getByRole('tab', { name: /Flow/, selected: true })).toBeInTheDocument();
  });
});
