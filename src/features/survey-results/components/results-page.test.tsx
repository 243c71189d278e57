// Results across surveys: the first chart comes before the search for the picked surveys' copies. That
// search reads every project's survey activity (the survey fleet's scan), which on a view of several
// projects queued beside the answers' own reads and put the first chart off; it starts once the answers
// are in.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { surveyId } from '@/mocks/test-api';
import { apiRequests } from '@/testing/api-requests';
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
