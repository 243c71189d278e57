import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityPage } from '@/contracts/common';
import { UnreadableRecord } from '@/contracts/readable';
import { ApiError } from '@/lib/api/api-error';
import { renderWithProviders } from '@/testing/render';
import { wholeText } from '@/testing/whole-text';
import { actorName, ActivityList, relativeTime } from './activity-list';

const entry = (page: number, activity: string, extra: object = {}) => ({
  id: `${page}-${activity}`,
  activity,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  user: { first_name: 'Ana' },
  detail: { name: 'Pricing', changes: [{ field: 'name', before: null, after: 'Pricing' }] },
  ...extra,
});

function renderList(read: (page: number) => Promise<ActivityPage>, at = '/log') {
  let router!: ReturnType<typeof createMemoryRouter>;
  const view = renderWithProviders(
    <ActivityList
      label="Log"
      queryFor={(page) => ({ queryKey: ['log', page] as const, queryFn: () => read(page) })}
      describe={(item) => `${actorName(item) ?? 'System'} ${item.activity}`}
    />,
    (ui) => {
      router = createMemoryRouter([{ path: '/log', element: ui }], { initialEntries: [at] });
      return <RouterProvider router={router} />;
    },
  );
  return { ...view, router };
}

describe('ActivityList', () => {
  it('reads the page from the URL and pages older and newer through it', async () => {
    const read = vi.fn(async (page: number) => ({
      results: [entry(page, `step ${page}`)],
      next: page < 3 ? 'more' : null,
      previous: page > 1 ? 'less' : null,
      total_count: 3,
    }));
    const { user, router } = renderList(read, '/log?activityPage=2');
    const list = await screen.findByRole('list', { name: 'Log' });
    expect(within(list).getByText('Ana step 2')).toBeInTheDocument();
    expect(within(list).getByText(wholeText('name: (empty) → Pricing'))).toBeInTheDocument();
    expect(screen.getByText('3 entries · page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(router.state.location.search).toBe('?activityPage=3'));
    expect(await screen.findByText('Ana step 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?activityPage=2'));
    expect(read.mock.calls.map(([page]) => page)).toEqual([2, 3]);
  });

  it('isolates server text: an override in a name or a value cannot reverse the app’s words', async () => {
    renderList(async () => ({
      results: [
        entry(1, 'updated', {
          detail: { changes: [{ field: 'name', before: 'Churn \u202Egnp.exe', after: 'Churn plan' }] },
        }),
      ],
      next: null,
      previous: null,
      total_count: 1,
    }));
    const list = await screen.findByRole('list', { name: 'Log' });
    const line = within(list).getByText(wholeText('name: Churn \u202Egnp.exe → Churn plan'));
    expect([...line.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'name',
      'Churn \u202Egnp.exe',
      'Churn plan',
    ]);
  });

  it('gives an entry it cannot read its own line, and says when there is nothing', async () => {
    renderList(async () => ({
      results: [entry(1, 'created', { user: null }), new UnreadableRecord({ activity: 42 }, [])],
      next: null,
      previous: null,
    }));
    const list = await screen.findByRole('list', { name: 'Log' });
    expect(within(list).getByText('System created')).toBeInTheDocument();
    expect(within(list).getByText(/This activity entry has data Surveyor cannot read/)).toBeInTheDocument();
  });

  it('says when the log is empty', async () => {
    renderList(async () => ({ results: [], next: null, previous: null }));
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
  });

  it('explains a failed read, with a retry', async () => {
    renderList(() => Promise.reject(new ApiError({ kind: 'http', status: 500, detail: 'Boom' })));
    expect(await screen.findByText(/Activity is unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('relativeTime', () => {
  it('names the largest unit that fits', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(relativeTime('2026-03-10T11:57:00Z', now)).toMatch(/3 minutes ago/);
    expect(relativeTime('2026-03-09T12:00:00Z', now)).toMatch(/yesterday|1 day ago/);
  });
});
