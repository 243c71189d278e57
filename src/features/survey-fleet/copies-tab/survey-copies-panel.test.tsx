// The Copies tab against the demo backend, after the NPS survey of Acme Web was copied to Acme Mobile and
// Acme Demo: a change to the source shows per copy; a push of one row to one copy PATCHes only that part
// and leaves the other copy alone; a copy changed after the tab read it brings "Changed elsewhere" first;
// a copy's change is pulled back; a survey without copies says so; a copy's tab shows its source.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Survey } from '@/contracts/survey';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { call, surveyId } from '@/mocks/test-api';
import { renderRoute } from '@/testing/render';
import { FIRST_SHOWING } from '@/testing/waits';
import { copyNps } from '@/testing/fleet-copies';

const Q1 = 'How likely are you to recommend Acme to a friend?';
const NEW_Q1 = 'How likely are you to recommend Acme to a colleague?';
const MATRIX = 'Where each copy differs from this survey';

afterEach(() => server.events.removeAllListeners());

const stored = (id: string): Survey => db.surveys.find((item) => item.survey.id === id)!.survey;

/** Rewords a survey's first question through the API, as someone else would. */
async function rewordQ1(projectId: number, id: string, text: string) {
  const questions = structuredClone(stored(id).questions ?? []);
  questions[0]!.question = text;
  const answer = await call('PATCH', `/api/projects/${projectId}/surveys/${id}/`, { questions });
  expect(answer.status).toBe(200);
}

/** The bodies of the PATCHes the app sends from now on, by path. */
function patches() {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PATCH') return;
    const path = new URL(request.url).pathname;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => seen.push({ path, body }));
  });
  return seen;
}

const MOBILE_DEMO = [
  { id: 2, name: 'Acme Mobile' },
  { id: 3, name: 'Acme Demo' },
];

async function openCopiesTab(projectId: number, id: string) {
  const view = renderRoute(`/projects/${projectId}/surveys/${id}?tab=copies`);
  const matrix = await screen.findByRole('table', { name: MATRIX }, FIRST_SHOWING);
  return { ...view, matrix };
}

describe('the Copies tab', { timeout: 90_000 }, () => {
  it('shows a change to the source per copy, and pushes one row to one copy only', async () => {
    const { sourceId, copies } = await copyNps(MOBILE_DEMO);
    await rewordQ1(1, sourceId, NEW_Q1);
    const { user, matrix } = await openCopiesTab(1, sourceId);
    const q1 = within(matrix).getByRole('row', { name: /^Pick Q1/ });
    expect(within(q1).getAllByRole('cell')).toHaveLength(1 + 2);
    for (const cell of within(q1).getAllByRole('cell').slice(1)) expect(cell).toHaveTextContent(Q1);
    // Only Q1 differs.
    expect(within(matrix).getAllByRole('row')).toHaveLength(1 + 1);

    const sent = patches();
    await user.click(within(q1).getByRole('checkbox'));
    await user.click(within(matrix).getByRole('checkbox', { name: 'Pick the copy in Acme Mobile' }));
    await user.click(screen.getByRole('button', { name: 'Push to picked' }));
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    expect(review).toHaveTextContent(NEW_Q1);
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Pushed to Acme Mobile')).toBeInTheDocument();

    expect(sent.map(({ path }) => path)).toEqual([`/api/projects/2/surveys/${copies[2]}/`]);
    expect(Object.keys(sent[0]!.body)).toEqual(['questions']);
    expect(stored(copies[2]!).questions?.[0]?.question).toBe(NEW_Q1);
    expect(stored(copies[3]!).questions?.[0]?.question).toBe(Q1);
    // The matrix, read again, has only Acme Demo differing.
    await waitFor(() =>
      expect(
        within(within(matrix).getByRole('row', { name: /^Pick Q1/ })).getAllByRole('cell')[1],
      ).toHaveTextContent('Same'),
    );
  });

  it('brings "Changed elsewhere" before the review when the copy changed after the tab read it', async () => {
    const { sourceId, copies } = await copyNps(MOBILE_DEMO);
    await rewordQ1(1, sourceId, NEW_Q1);
    const { user, matrix } = await openCopiesTab(1, sourceId);
    await user.click(within(within(matrix).getByRole('row', { name: /^Pick Q1/ })).getByRole('checkbox'));
    await user.click(within(matrix).getByRole('checkbox', { name: 'Pick the copy in Acme Mobile' }));
    // Someone changes the Mobile copy's description meanwhile.
    const changed = await call('PATCH', `/api/projects/2/surveys/${copies[2]}/`, {
      description: 'Edited in Acme Mobile',
    });
    expect(changed.status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Push to picked' }));
    const merge = await screen.findByRole('dialog', { name: 'Changed elsewhere' });
    expect(screen.queryByRole('dialog', { name: 'Review changes' })).not.toBeInTheDocument();
    await user.click(within(merge).getByRole('button', { name: 'Save merged' }));
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Pushed to Acme Mobile')).toBeInTheDocument();
    // Both changes kept: the push's and the one made elsewhere.
    expect(stored(copies[2]!).questions?.[0]?.question).toBe(NEW_Q1);
    expect(stored(copies[2]!).description).toBe('Edited in Acme Mobile');
  });

  it('pulls a copy’s change back into the source', async () => {
    const { sourceId, copies } = await copyNps(MOBILE_DEMO);
    await rewordQ1(2, copies[2]!, NEW_Q1);
    const { user, matrix } = await openCopiesTab(1, sourceId);
    const q1 = within(matrix).getByRole('row', { name: /^Pick Q1/ });
    expect(within(q1).getAllByRole('cell')[1]).toHaveTextContent(NEW_Q1);
    expect(within(q1).getAllByRole('cell')[2]).toHaveTextContent('Same');

    await user.click(within(q1).getByRole('checkbox'));
    await user.click(within(matrix).getByRole('checkbox', { name: 'Pick the copy in Acme Mobile' }));
    await user.click(screen.getByRole('button', { name: 'Pull from picked' }));
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Pulled from Acme Mobile/)).toBeInTheDocument();
    expect(stored(sourceId).questions?.[0]?.question).toBe(NEW_Q1);
    expect(stored(copies[3]!).questions?.[0]?.question).toBe(Q1);
  });

  it('says so when the survey has no copies', async () => {
    renderRoute(`/projects/1/surveys/${await surveyId('NPS with follow-ups')}?tab=copies`);
    expect(await screen.findByText('No copies yet', {}, FIRST_SHOWING)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: MATRIX })).not.toBeInTheDocument();
  });

  it('shows a copy its source', async () => {
    const { sourceId, copies } = await copyNps([{ id: 2, name: 'Acme Mobile' }]);
    await rewordQ1(1, sourceId, NEW_Q1);
    const { matrix } = await openCopiesTab(2, copies[2]!);
    const source = within(matrix).getByRole('link', { name: 'Acme Web (source)' });
    expect(source).toHaveAttribute('href', `/projects/1/surveys/${sourceId}`);
    expect(
      within(within(matrix).getByRole('row', { name: /^Pick Q1/ })).getAllByRole('cell')[1],
    ).toHaveTextContent(NEW_Q1);
  });
});
