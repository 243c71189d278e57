// Results across surveys: the first chart comes before the search for the picked surveys' copies. That
// search reads every project's survey activity (the survey fleet's scan), which on a view of several
// projects queued beside the answers' own reads and put the first chart off; it starts once the answers
// are in.
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { call, surveyId } from '@/mocks/test-api';
import { apiRequests } from '@/testing/api-requests';
import { holdEveryProjectsActivity } from '@/testing/hold-activity';
import { renderRoute } from '@/testing/render';

describe('Results across surveys', () => {
  it('looks for the copies of the picked surveys only once their answers are in', async () => {
    const nps = await surveyId('NPS with follow-ups');
    let answer!: () => void;
    const answersHeld = new Promise<void>((resolve) => (answer = resolve));
    // Every query waits until released; then the route table answers it.
    server.use(http.post('*/api/projects/:projectId/query/', () => answersHeld.then(() => undefined)));
    const seen = apiRequests();
    renderRoute(`/projects/1/surveys/results?surveys=1:${nps}`);
    await waitFor(
      () => expect(seen.some((request) => request.startsWith('POST /api/projects/1/query/'))).toBe(true),
      {
        timeout: 45_000,
      },
    );
    expect(await screen.findByRole('progressbar', { name: 'Reading the answers' })).toBeInTheDocument();
    // A while for anything else the page would ask meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen.filter((request) => request.includes('/activity/'))).toEqual([]);

    answer();
    await screen.findByRole('region', { name: /^Q1 / }, { timeout: 30_000 });
    await waitFor(() => expect(seen.some((request) => request.includes('/activity/'))).toBe(true), {
      timeout: 15_000,
    });
  }, 120_000);
});

describe('Results across surveys, left', () => {
  it('stops the search for copies when the page is left', async () => {
    const nps = await surveyId('NPS with follow-ups');
    // Every project's survey activity is held: the search stands at its first reads, one per slot.
    const { asked, release, slots, everySlotHeld } = holdEveryProjectsActivity();
    const { router } = renderRoute(`/projects/1/surveys/results?surveys=1:${nps}`);
    await screen.findByRole('region', { name: /^Q1 / }, { timeout: 30_000 });
    await everySlotHeld();

    await act(() => router.navigate('/projects'));
    await screen.findByRole('table', { name: 'Projects' }, { timeout: 15_000 });
    release();
    // The reads in flight end; no other project is asked for (there are 120).
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(asked).toHaveLength(slots);
  }, 60_000);
});

describe('Results across projects', () => {
  it('reads the first project’s answers at once, the other projects’ on the async path', async () => {
    const ids: string[] = [];
    for (const projectId of [1, 2]) {
      const created = await call('POST', `/api/projects/${projectId}/surveys/`, {
        name: 'Results: lead project',
        type: 'popover',
        questions: [{ id: 'q-nps', type: 'rating', display: 'number', scale: 10, question: 'Recommend?' }],
      });
      expect(created.status).toBe(201);
      ids.push(`${projectId}:${String(created.json!.id)}`);
    }
    const answers: { project: string; refresh: unknown }[] = [];
    const listen = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (request.method !== 'POST' || !/\/query\/?$/.test(path)) return;
      void request
        .clone()
        .json()
        .then((body: { query: { select: string[] }; refresh?: unknown }) => {
          if (body.query.select.some((column) => column.startsWith('getSurveyResponse')))
            answers.push({ project: path.split('/')[3]!, refresh: body.refresh ?? null });
        });
    };
    server.events.on('request:start', listen);
    try {
      renderRoute(`/projects/1/surveys/results?surveys=${ids.join(',')}`);
      await screen.findByRole('region', { name: /^Q1 / }, { timeout: 30_000 });
      await waitFor(() => expect(answers).toHaveLength(2), { timeout: 15_000 });
    } finally {
      server.events.removeListener('request:start', listen);
    }
    // The first chart waits on the first project's answers: asked at once, they come back in the answer
    // rather than after a poll; the rest go on being read as before.
    expect(answers.sort((a, b) => a.project.localeCompare(b.project))).toEqual([
      { project: '1', refresh: null },
      { project: '2', refresh: 'async' },
    ]);
  }, 60_000);
});
