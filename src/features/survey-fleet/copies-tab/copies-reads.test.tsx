// How often the Copies tab reads the server, counted at the demo backend: reopening the tab soon after
// reads nothing again, a read that brings nothing new leaves the grid as it was, and another survey's
// Copies tab in the same session looks in no project's activity a second time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { call } from '@/mocks/test-api';
import { renderRoute } from '@/testing/render';
import { FIRST_SHOWING } from '@/testing/waits';
import { copyNps } from '@/testing/fleet-copies';
import { fleetMatrix } from '../model/fleet-matrix';
import { copiedInto } from './family-queries';

// The grid's own computation, watched (it still computes).
vi.mock('../model/fleet-matrix', async (original) => {
  const module = await original<{ fleetMatrix: typeof fleetMatrix }>();
  return { ...module, fleetMatrix: vi.fn(module.fleetMatrix) };
});

const MATRIX = 'Where each copy differs from this survey';

/** Every GET the app makes from now on (path and query), and how many have been answered. */
function recordReads() {
  const reads: string[] = [];
  const answered = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith('/api/'))
      reads.push(`${url.pathname}${url.search}`);
  });
  server.events.on('response:mocked', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.startsWith('/api/')) answered.count += 1;
  });
  return { reads, answered };
}

/** The reads that look through projects for a family: the organization's projects, a project's activity. */
const lineageReads = (reads: readonly string[]) =>
  reads.filter((path) => /\/surveys\/activity\/|\/organizations\/[^/]+\/projects\//.test(path));

/** The NPS survey copied to Acme Mobile and Acme Demo, then changed, so each copy differs from it. */
async function family() {
  const { sourceId, copies } = await copyNps([
    { id: 2, name: 'Acme Mobile' },
    { id: 3, name: 'Acme Demo' },
  ]);
  const changed = await call('PATCH', `/api/projects/1/surveys/${sourceId}/`, { description: 'Changed' });
  expect(changed.status).toBe(200);
  return { sourceId, copies };
}

const matrix = () => screen.findByRole('table', { name: MATRIX }, FIRST_SHOWING);

/** Leaves the Copies tab for the Overview and comes back to it. */
async function reopen(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Overview' }));
  await user.click(screen.getByRole('tab', { name: 'Copies' }));
  return matrix();
}

/** Lets a read the app starts on mounting go out and be answered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('the Copies tab’s reads', { timeout: 60_000 }, () => {
  it('reads nothing again when the tab is reopened 20 seconds later', async () => {
    const { sourceId } = await family();
    const { user } = renderRoute(`/projects/1/surveys/${sourceId}?tab=copies`);
    await matrix();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 20_000 });
    const { reads } = recordReads();
    await reopen(user);
    await settle();
    expect(reads).toEqual([]);
  });

  it('keeps the grid when the copies, read again, have not changed', async () => {
    const { sourceId, copies } = await family();
    const { user } = renderRoute(`/projects/1/surveys/${sourceId}?tab=copies`);
    await matrix();

    // Long enough after that every read of the tab is asked again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    const { reads, answered } = recordReads();
    vi.mocked(fleetMatrix).mockClear();
    const reopened = await reopen(user);
    await waitFor(() => expect(answered.count).toBe(reads.length));
    // The copies were read again…
    expect(reads).toContain(`/api/projects/2/surveys/${copies[2]}/`);
    await settle();
    // Drawn once on reopening, not again when the same data came back.
    expect(vi.mocked(fleetMatrix)).toHaveBeenCalledTimes(1);
    expect(within(reopened).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('looks in no project twice for the family of another survey of the same session', async () => {
    const { sourceId, copies } = await family();
    const { router } = renderRoute(`/projects/2/surveys/${copies[2]}?tab=copies`);
    await screen.findByRole('link', { name: 'Acme Web (source)' }, FIRST_SHOWING);

    const { reads } = recordReads();
    await router.navigate(`/projects/1/surveys/${sourceId}?tab=copies`);
    await screen.findByRole('link', { name: 'Acme Demo' }, FIRST_SHOWING);
    expect(lineageReads(reads)).toEqual([]);

    reads.length = 0;
    await router.navigate(`/projects/3/surveys/${copies[3]}?tab=copies`);
    await screen.findByRole('link', { name: 'Acme Web (source)' }, FIRST_SHOWING);
    expect(lineageReads(reads)).toEqual([]);
    // Where the source lives was found for the first copy's tab: not looked for again project by project.
    expect(reads.filter((path) => path.endsWith(`/surveys/${sourceId}/`))).toEqual([]);
  });

  it('finds copies made since it read the projects: on "Look again", and after a copy', async () => {
    const { sourceId } = await copyNps([{ id: 2, name: 'Acme Mobile' }]);
    await call('PATCH', `/api/projects/1/surveys/${sourceId}/`, { description: 'Changed' });
    const { user, queryClient } = renderRoute(`/projects/1/surveys/${sourceId}?tab=copies`);
    await screen.findByRole('link', { name: 'Acme Mobile' }, FIRST_SHOWING);

    // Copied elsewhere (another tab, another person): found when asked to look again.
    await copyNps([{ id: 3, name: 'Acme Demo' }]);
    await user.click(screen.getByRole('button', { name: 'Look again' }));
    expect(await screen.findByRole('link', { name: 'Acme Demo' }, FIRST_SHOWING)).toBeInTheDocument();

    // Copied from here ("Copy to projects" says where): found without asking.
    await copyNps([{ id: 4, name: 'Project 4' }]);
    await copiedInto(queryClient, [4]);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: MATRIX })).getAllByRole('link')).toHaveLength(3),
    );
  });
});
