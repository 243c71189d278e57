// The app's routes as a user meets them: breadcrumbs named from route handles and the data they point at.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { surveyId } from '@/mocks/test-api';
import { renderRoute } from '@/testing/render';

async function trail() {
  const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  // A step named from data shows "…" while its code loads.
  await waitFor(() => expect(nav).not.toHaveTextContent('…'));
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]);
}

describe('breadcrumbs', () => {
  it("lead from a project's settings back to the projects", async () => {
    renderRoute('/projects/2/settings');
    expect(await screen.findByRole('heading', { level: 1, name: /Acme Mobile/ })).toBeInTheDocument();
    expect(await trail()).toEqual([
      ['Projects', '/projects'],
      ['Acme Mobile', null],
    ]);
  });

  it('lead from a survey and from the activity page back to the surveys', async () => {
    const id = await surveyId('NPS with follow-ups', 1);
    const { unmount } = renderRoute(`/projects/1/surveys/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: /NPS with follow-ups/ })).toBeInTheDocument();
    expect(await trail()).toEqual([
      ['Surveys', '/projects/1/surveys'],
      ['NPS with follow-ups', null],
    ]);
    unmount();
    renderRoute('/projects/1/surveys/activity');
    expect(await trail()).toEqual([
      ['Surveys', '/projects/1/surveys'],
      ['Activity', null],
    ]);
  });

  it('are left out where the page is the whole trail', async () => {
    renderRoute('/projects/1/surveys');
    expect(await screen.findByRole('heading', { level: 1, name: 'Surveys' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});

// The page's first load waits for its lazy modules, slow on a busy machine.
const LOADED = { timeout: 20_000 };

describe('a list page on screen', { timeout: 40_000 }, () => {
  it('shows another page of itself in the task that asked for it: its loader does not run again', async () => {
    const { router } = renderRoute('/projects?pageSize=10');
    expect(await screen.findByRole('link', { name: 'Acme Web' }, LOADED)).toBeInTheDocument();
    // As the pagination asks (flushSync), and without awaiting: no loader, no microtask between.
    act(() => void router.navigate('/projects?pageSize=10&page=2', { flushSync: true }));
    expect(router.state.location.search).toBe('?pageSize=10&page=2');
    expect(router.state.navigation.state).toBe('idle');
  });

  it('still starts the reads of another address of its route', async () => {
    const { router, queryClient } = renderRoute('/projects/1/settings');
    expect(await screen.findByRole('heading', { level: 1, name: /Acme Web/ }, LOADED)).toBeInTheDocument();
    const fetched = queryClient.getQueryCache().findAll().length;
    await act(() => router.navigate('/projects/2/settings'));
    await waitFor(() => expect(queryClient.getQueryCache().findAll().length).toBeGreaterThan(fetched));
  });
});
