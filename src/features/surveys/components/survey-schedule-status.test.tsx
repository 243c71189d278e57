// A survey scheduled through its gate flag: its status in the list (one read of each gate's own changes)
// and on its page, the offer to set its end date after its last window, and a delete that
// leaves no gate or pending change behind. Against the demo backend, its clock moved as a demo would.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BrowserMockControl } from '@/mocks/browser';
import { mockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { mockControl, server } from '@/mocks/node';
import { apiRequests } from '@/testing/api-requests';
import { armGate, HOUR } from '@/testing/gated-survey';
import { renderRoute } from '@/testing/render';

beforeEach(() => {
  // The app reads the demo's clock as the browser's mock publishes it.
  window.__surveyorMock = { now: mockNow } as unknown as BrowserMockControl;
});
afterEach(() => {
  delete window.__surveyorMock;
  server.events.removeAllListeners();
});

/**
 * The status cell of a survey's row, its row found by the survey's name. Not by the link's role: a role
 * query computes the accessible name of every link with jsdom's getComputedStyle, matching all of MUI's
 * styles (the :dir() rules run a bidi algorithm), measured at a second of CPU on this list. Waits that
 * repeated it spent their bound on the query itself and timed out on a busy machine (2 cores at load 17:
 * less than one try a second). A text query computes no style; the status is then waited for on its cell
 * (the cell stays: rows are keyed by survey, cells by column). The name in a row, not elsewhere on the
 * page, is what is waited for.
 */
const statusCell = async (name: string) => {
  const row = await waitFor(() => {
    const found = screen
      .getAllByText(name)
      .map((text) => text.closest('tr'))
      .find((candidate) => candidate !== null);
    if (!found) throw new Error(`"${name}" is on the page but in no row of the list yet`);
    return found;
  });
  return row.querySelectorAll('td')[3]!;
};

// The first render of the app in a test worker is slow and bounded: the modules of the shell and the
// route evaluated, MUI's styles built, code not yet optimised (3-4 s of CPU here, over 20 s of wall time at
// load 17). It is done once, with a bound of its own, so the tests' waits are for what they check.
beforeAll(async () => {
  const view = renderRoute('/projects/1/surveys');
  await screen.findAllByText('NPS with follow-ups', {}, { timeout: 60_000 });
  view.unmount();
}, 90_000);

describe('the status of a scheduled survey', () => {
  // One state per test: each renders the list once (about 1.5 s of CPU in jsdom, several times that in
  // wall time on a busy machine), where one test of all three took longer than a test may.
  it('reads Scheduled in the list, from one read of each gate’s own changes', async () => {
    const gated = await armGate('NPS with follow-ups', 1, 2);
    const csat = await armGate('Checkout satisfaction (CSAT)', 2, 5);
    const requests = apiRequests();
    renderRoute('/projects/1/surveys');
    const nps = await statusCell('NPS with follow-ups');
    await waitFor(() => expect(nps).toHaveTextContent(/^Scheduled · /));
    expect(await statusCell('Checkout satisfaction (CSAT)')).toHaveTextContent(/^Scheduled · /);
    // An ungated running survey keeps the survey's own rule.
    expect(await statusCell('Product-market fit')).toHaveTextContent(/^Running$/);
    const changeReads = requests.filter((request) =>
      request.startsWith('GET /api/projects/1/scheduled_changes/'),
    );
    expect(changeReads.sort()).toEqual(
      [gated.gateId, csat.gateId]
        .map(
          (id) =>
            `GET /api/projects/1/scheduled_changes/?model_name=FeatureFlag&record_id=${id}&limit=100&offset=0`,
        )
        .sort(),
    );
  });

  it('reads Running once the launch has run', async () => {
    await armGate('NPS with follow-ups', 1, 2);
    mockControl.advanceClock(1.5 * HOUR);
    renderRoute('/projects/1/surveys');
    const nps = await statusCell('NPS with follow-ups');
    await waitFor(() => expect(nps).toHaveTextContent(/^Running until /));
  });

  it('reads Stopped once the stop has run, beside a survey whose window is still open', async () => {
    await armGate('NPS with follow-ups', 1, 2);
    await armGate('Checkout satisfaction (CSAT)', 2, 5);
    mockControl.advanceClock(2.5 * HOUR);
    renderRoute('/projects/1/surveys');
    const nps = await statusCell('NPS with follow-ups');
    await waitFor(() => expect(nps).toHaveTextContent(/^Stopped$/));
    expect(await statusCell('Checkout satisfaction (CSAT)')).toHaveTextContent(/^Running until /);
  });

  it('says a failed change: the gate flag was deleted outright before the launch ran', async () => {
    const armed = await armGate('NPS with follow-ups', 1, 2);
    db.featureFlags = db.featureFlags.filter((stored) => stored.flag.id !== armed.gateId);
    mockControl.advanceClock(1.5 * HOUR);
    renderRoute(`/projects/1/surveys/${armed.surveyId}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('Schedule failed'));
  });

  it('offers to set the end date after the last window, and sets it when confirmed', async () => {
    const armed = await armGate('NPS with follow-ups', 1, 2);
    mockControl.advanceClock(2.5 * HOUR);
    const { user } = renderRoute(`/projects/1/surveys/${armed.surveyId}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('Stopped'));
    const requests = apiRequests();
    await user.click(await screen.findByRole('button', { name: 'Set the end date' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the end date?' });
    await user.click(within(dialog).getByRole('button', { name: 'Set the end date' }));
    await waitFor(() => expect(heading).toHaveTextContent('Completed'));
    expect(requests).toContain(`PATCH /api/projects/1/surveys/${armed.surveyId}/`);
    const stored = db.surveys.find((item) => item.survey.id === armed.surveyId)!.survey;
    // The end date is when the gate last turned off, as the server recorded its run.
    const stop = db.scheduledChanges.find((change) => change.id === armed.changeIds[1])!;
    expect(stop.executed_at).toBeTruthy();
    expect(stored.end_date).toBe(new Date(stop.executed_at!).toISOString());
    expect(screen.queryByRole('button', { name: 'Set the end date' })).not.toBeInTheDocument();
  });

  it('shows no end-date offer while a window is still to come', async () => {
    const armed = await armGate('NPS with follow-ups', 1, 2);
    renderRoute(`/projects/1/surveys/${armed.surveyId}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('Scheduled ·'));
    expect(screen.queryByRole('button', { name: 'Set the end date' })).not.toBeInTheDocument();
    // The summary says it in words too.
    expect(screen.getByRole('table', { name: 'Survey summary' })).toHaveTextContent(
      /Launched but hidden until .+, when its gate flag turns on\./,
    );
  });
});

describe('the preview and walk-through of a scheduled survey', () => {
  it('say "hidden until" the launch while the gate is off, and nothing once it is on', async () => {
    const armed = await armGate('NPS with follow-ups', 1, 2);
    const first = renderRoute(`/projects/1/surveys/${armed.surveyId}?tab=preview`);
    expect(await screen.findByText(/^Hidden until .+: its gate flag is off until then/)).toBeInTheDocument();
    first.unmount();
    const flow = renderRoute(`/projects/1/surveys/${armed.surveyId}?tab=flow`);
    expect(await screen.findByText(/^Hidden until /)).toBeInTheDocument();
    flow.unmount();
    mockControl.advanceClock(1.5 * HOUR);
    renderRoute(`/projects/1/surveys/${armed.surveyId}?tab=preview`);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('Running until'));
    expect(screen.queryByText(/^Hidden/)).not.toBeInTheDocument();
  });
});

describe('deleting a scheduled survey', () => {
  it('deletes its pending changes and soft-deletes its gate once the survey is gone', async () => {
    const armed = await armGate('NPS with follow-ups', 1, 2);
    mockControl.advanceClock(1.5 * HOUR);
    const { user, router } = renderRoute(`/projects/1/surveys/${armed.surveyId}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      /gate flag "surveyor-gate-.+" is deleted and its pending scheduled changes/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete survey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/1/surveys'));
    await waitFor(() =>
      expect(db.featureFlags.find((stored) => stored.flag.id === armed.gateId)!.flag.deleted).toBe(true),
    );
    const left = db.scheduledChanges.filter((change) => change.record_id === String(armed.gateId));
    // The launch has run (a record of what happened); the pending stop is gone.
    expect(left.map((change) => change.id)).toEqual([armed.changeIds[0]]);
    expect(db.surveys.some((item) => item.survey.id === armed.surveyId)).toBe(false);
  });
  it('Stop now on a scheduled survey stops it and cancels its schedule: nothing is left to switch it later', async () => {
    const armed = await armGate('NPS with follow-ups', -1, 2);
    mockControl.advanceClock(60_000);
    const { user } = renderRoute(`/projects/1/surveys/${armed.surveyId}`);
    await user.click(await screen.findByRole('button', { name: 'Stop now' }));
    expect(await screen.findByText(/Survey stopped; its schedule was cancelled/)).toBeInTheDocument();
    const stored = db.surveys.find((candidate) => candidate.survey.id === armed.surveyId)!.survey;
    expect(stored.end_date).toBeTruthy();
    expect(stored.linked_flag_id).toBeNull();
    const gate = db.featureFlags.find((candidate) => candidate.flag.id === armed.gateId)!.flag;
    expect(gate.deleted).toBe(true);
    const pending = db.scheduledChanges.filter(
      (change) => change.record_id === String(armed.gateId) && !change.executed_at,
    );
    expect(pending).toEqual([]);
  });
});
