// Local drafts in the editor, against the demo backend: a draft restored after a colleague saved keeps their
// changes and applies the draft's, and nothing they saved is reverted by the save that follows (see
// docs/decisions/0013-drafts-keep-their-base.md); the drafts of a survey that no longer exists are removed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/mocks/db';
import { call } from '@/mocks/test-api';
import { draftKey } from './drafts/draft-storage';
import { renderRoute } from '@/testing/render';

const NAME = 'Broken flow: unreachable question';

function storedSurvey(id: string) {
  const stored = db.surveys.find((candidate) => candidate.survey.id === id);
  if (!stored) throw new Error(`No survey ${id}`);
  return stored.survey;
}

const draftsHolding = (text: string) =>
  Object.keys(localStorage).filter(
    (key) => key.startsWith('surveyor.draft') && localStorage.getItem(key)!.includes(text),
  );

/** Types into the editor of `id` and leaves once the local draft holds it. */
async function leaveADraft(id: string, description: string) {
  const view = renderRoute(`/projects/1/surveys/${id}/edit`);
  const field = await screen.findByRole('textbox', { name: 'Internal description (optional)' });
  await view.user.clear(field);
  await view.user.click(field);
  await view.user.paste(description);
  await waitFor(() => expect(draftsHolding(description)).toHaveLength(1), { timeout: 3000 });
  view.unmount();
}

/** Saves, settling a "Changed elsewhere" dialog without clashes if one appears. */
async function save(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const outcome = await screen.findByText(
    (_, element) =>
      element?.getAttribute('role') === 'dialog' ||
      (element?.textContent?.startsWith('Survey saved') === true && element.children.length === 0),
  );
  if (outcome.getAttribute('role') === 'dialog') {
    expect(outcome).toHaveAccessibleName('Changed elsewhere');
    await user.click(within(outcome).getByRole('button', { name: 'Save merged' }));
  }
  await screen.findByText(/^Survey saved/);
}

describe('local drafts in the editor', () => {
  it('keeps what a colleague saved after the draft was written', async () => {
    const survey = db.surveys.find((candidate) => candidate.survey.name === NAME)!.survey;
    const id = survey.id;
    await leaveADraft(id, 'MY-DRAFT-DESCRIPTION');

    // A colleague renames the survey and rewords Q2 through the API.
    const questions = structuredClone(storedSurvey(id).questions!);
    questions[1]!.question = 'THEIR NEW Q2 WORDING';
    const patched = await call('PATCH', `/api/projects/1/surveys/${id}/`, {
      name: 'THEIR NEW NAME',
      questions,
    });
    expect(patched.status).toBe(200);

    const { user } = renderRoute(`/projects/1/surveys/${id}/edit`);
    const offer = (await screen.findByText('Unsaved draft found')).closest<HTMLElement>('[role="alert"]')!;
    // The offer says what was saved since, before anything is restored.
    expect(offer).toHaveTextContent(
      /Since then it was saved elsewhere \(Name, Q2 “What were you looking for\?”\)/,
    );
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByText('Draft restored on the version it was written from')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Internal description (optional)' })).toHaveValue(
      'MY-DRAFT-DESCRIPTION',
    );
    await save(user);
    expect(screen.queryByText('Draft restored on the version it was written from')).toBeNull();

    const after = storedSurvey(id);
    expect(after.name).toBe('THEIR NEW NAME');
    expect(after.description).toBe('MY-DRAFT-DESCRIPTION');
    expect(after.questions!.map((question) => question.question)).toEqual([
      'Did you find what you were looking for?',
      'THEIR NEW Q2 WORDING',
      'Anything else?',
    ]);
  }, 60_000);

  it('removes the drafts of a survey its backend says does not exist, from every tab', async () => {
    const gone = '00000000-0000-4000-8000-000000000000';
    const scope = { backend: 'demo|', projectId: 1, surveyId: gone };
    const other = draftKey({ ...scope, surveyId: 'another' }, 'tabaaaaaaa');
    for (const key of [draftKey(scope, 'tabaaaaaaa'), draftKey(scope, 'tabbbbbbbb'), other])
      localStorage.setItem(key, '{}');
    renderRoute(`/projects/1/surveys/${gone}/edit`);
    await screen.findByText(/^This survey does not exist \(any more\)/);
    await waitFor(() => expect(draftsHolding('{}')).toEqual([other]));
  });
});
