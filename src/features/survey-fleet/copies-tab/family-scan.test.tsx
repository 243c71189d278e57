// The Copies tab while it looks through the organization's projects (120 in the demo's Acme Analytics):
// the copies found so far are shown and usable before every project has answered, how far it has looked
// is said and announced, and a project that cannot be read is named at once without stopping the rest.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { mockControl, server } from '@/mocks/node';
import { call } from '@/mocks/test-api';
import { ACME_PROJECT_COUNT } from '@/mocks/seed/projects';
import { holdEveryProjectsActivity } from '@/testing/hold-activity';
import { renderRoute } from '@/testing/render';
import { FIRST_SHOWING } from '@/testing/waits';
import { copyNps } from '@/testing/fleet-copies';

const MATRIX = 'Where each copy differs from this survey';

afterEach(() => mockControl.clearFaults());

/** Holds the reads of one project's survey activity until `release` is called (then the demo answers). */
function holdActivityOf(projectId: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(new RegExp(`/api/projects/${projectId}/surveys/activity/`), async () => {
      await released;
      // Answers nothing: the demo backend's own handler answers next.
    }),
  );
  return release;
}

/** The NPS survey copied to Acme Mobile, then changed, so the copy differs from it. */
async function copiedToMobile() {
  const { sourceId, copies } = await copyNps([{ id: 2, name: 'Acme Mobile' }]);
  expect(
    (await call('PATCH', `/api/projects/1/surveys/${sourceId}/`, { description: 'Changed' })).status,
  ).toBe(200);
  return { sourceId, copies };
}

const lookedIn = (looked: number) => `Looked in ${looked} of ${ACME_PROJECT_COUNT} projects`;

describe('the Copies tab while projects are looked in', { timeout: 60_000 }, () => {
  it('shows the copies found before every project has answered, and says how far it has looked', async () => {
    const { sourceId } = await copiedToMobile();
    const release = holdActivityOf(3);
    renderRoute(`/projects/1/surveys/${sourceId}?tab=copies`);

    const matrix = await screen.findByRole('table', { name: MATRIX }, FIRST_SHOWING);
    expect(within(matrix).getByRole('link', { name: 'Acme Mobile' })).toBeInTheDocument();
    // Every project but Acme Demo has answered: said in a status, and by the progress bar.
    expect(await screen.findByText(lookedIn(ACME_PROJECT_COUNT - 1), {}, FIRST_SHOWING)).toHaveAttribute(
      'role',
      'status',
    );
    const progress = screen.getByRole('progressbar', { name: 'Projects looked in' });
    expect(progress).toHaveAttribute('aria-valuetext', lookedIn(ACME_PROJECT_COUNT - 1));
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(screen.getByText(/more may be found/)).toBeInTheDocument();
    // Usable meanwhile: the copy shown can be picked.
    expect(within(matrix).getByRole('checkbox', { name: 'Pick the copy in Acme Mobile' })).toBeEnabled();

    release();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Projects looked in' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/more may be found/)).not.toBeInTheDocument();
    expect(screen.getByText(/This survey has 1 copy in other projects/)).toBeInTheDocument();
  });

  it('names a project that could not be read while the others are still looked in', async () => {
    const { sourceId } = await copiedToMobile();
    mockControl.injectFault({
      method: 'GET',
      path: '/api/projects/3/surveys/activity',
      status: 500,
      times: Infinity,
    });
    const release = holdActivityOf(4);
    renderRoute(`/projects/1/surveys/${sourceId}?tab=copies`);

    const warning = await screen.findByText(/1 project could not be looked in: Acme Demo/, {}, FIRST_SHOWING);
    expect(warning).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Projects looked in' })).toBeInTheDocument();
    const matrix = await screen.findByRole('table', { name: MATRIX });
    expect(within(matrix).getByRole('link', { name: 'Acme Mobile' })).toBeInTheDocument();

    release();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Projects looked in' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/1 project could not be looked in: Acme Demo/)).toBeInTheDocument();
  });

  it('stops looking in projects once the survey is left', async () => {
    const { sourceId } = await copiedToMobile();
    // Every project's survey activity is held: the scan stands at its first reads, one per slot.
    const { asked, release, slots, everySlotHeld } = holdEveryProjectsActivity();
    const { router } = renderRoute(`/projects/1/surveys/${sourceId}?tab=copies`);
    await everySlotHeld();

    await act(() => router.navigate('/projects'));
    await screen.findByRole('table', { name: 'Projects' }, FIRST_SHOWING);
    release();
    // The reads in flight end; no other project is asked for (there are 120).
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(asked).toHaveLength(slots);
  });
});
