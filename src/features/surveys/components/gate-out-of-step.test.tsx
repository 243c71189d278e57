// A gate out of step with its schedule, as PostHog can leave it: a change that ran but did not switch the
// gate (an approval that expired), and a gate deleted in PostHog's flag page. The list, the survey page
// and the Timeline say so, never "Stopped" or "Running".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BrowserMockControl } from '@/mocks/browser';
import { mockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { mockControl, server } from '@/mocks/node';
import { call } from '@/mocks/test-api';
import { armGate, HOUR } from '@/testing/gated-survey';
import { renderRoute } from '@/testing/render';

// Each test renders a page or two against a backend holding many changes: slow on a busy machine.
const SLOW = { timeout: 40_000 };

beforeEach(() => {
  window.__surveyorMock = { now: mockNow } as unknown as BrowserMockControl;
});
afterEach(() => {
  delete window.__surveyorMock;
  server.events.removeAllListeners();
});

/** Acme Analytics on PostHog's Approvals feature, with a policy gating every flag switched on. */
function requireApprovalToEnableFlags() {
  const organization = db.organizations[0]!;
  const features = Array.isArray(organization.available_product_features)
    ? organization.available_product_features
    : [];
  organization.available_product_features = [...features, { key: 'approvals', name: 'Approvals' }];
  organization.approval_policies = [
    {
      id: 'policy-enable',
      action_key: 'feature_flag.enable',
      team_id: null,
      enabled: true,
      approver_config: { quorum: 1, users: [1] },
    },
  ];
}

/**
 * A launch whose approval nobody gave before its time: PostHog expires the request, marks the change done
 * with no failure reason and leaves the gate off.
 */
async function armExpiredLaunch() {
  requireApprovalToEnableFlags();
  const armed = await armGate('NPS with follow-ups', 1, 3);
  mockControl.advanceClock(1.5 * HOUR);
  return armed;
}

/** A gate deleted in PostHog's flag page while its launch was pending; the launch has come and gone. */
async function armDeletedGate() {
  const armed = await armGate('NPS with follow-ups', 1, 3);
  await call('PATCH', `/api/projects/1/feature_flags/${armed.gateId}/`, { deleted: true });
  mockControl.advanceClock(1.5 * HOUR);
  return armed;
}

/** The list's status cell of a survey, once it reads `text` (the list is slow to open on a busy machine). */
const expectStatus = (name: string, text: string | RegExp) =>
  waitFor(
    () => {
      const row = screen.getByRole('link', { name }).closest('tr')!;
      expect(row.querySelectorAll('td')[3]).toHaveTextContent(text);
    },
    { timeout: 20_000 },
  );

const timelineRow = async () =>
  within(await screen.findByRole('list', { name: 'Scheduled surveys' })).getAllByRole('listitem')[0]!;

describe('a change that ran but did not switch the gate', () => {
  it('reads "did not switch (awaiting approval?)" on the survey page, not Stopped', SLOW, async () => {
    const armed = await armExpiredLaunch();
    const launch = db.scheduledChanges.find((change) => change.id === armed.changeIds[0])!;
    expect(launch).toMatchObject({ failure_reason: null });
    expect(launch.executed_at).toBeTruthy();
    renderRoute(`/projects/1/surveys/${armed.surveyId}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('Did not switch (awaiting approval?)'));
    expect(heading).not.toHaveTextContent('Stopped');
    expect(screen.getByRole('table', { name: 'Survey summary' })).toHaveTextContent(
      /Its launch ran at .+ but its gate flag is still off \(hidden\)\. PostHog marks a scheduled change done without applying it when the change needs an approval nobody gave in time/,
    );
  });

  it('reads so in the list and on the Timeline', SLOW, async () => {
    await armExpiredLaunch();
    const list = renderRoute('/projects/1/surveys');
    await expectStatus('NPS with follow-ups', 'Did not switch (awaiting approval?)');
    list.unmount();
    renderRoute('/projects/1/surveys/timeline');
    expect(await timelineRow()).toHaveTextContent('Did not switch (awaiting approval?)');
  });
});

describe('a gate deleted in PostHog', () => {
  it('reads "Hidden: its gate flag was deleted" on the survey page, not Running', SLOW, async () => {
    const armed = await armDeletedGate();
    renderRoute(`/projects/1/surveys/${armed.surveyId}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('Hidden: its gate flag was deleted'));
    expect(heading).not.toHaveTextContent('Running');
  });

  it('reads so in the list and on the Timeline', SLOW, async () => {
    await armDeletedGate();
    const list = renderRoute('/projects/1/surveys');
    await expectStatus('NPS with follow-ups', 'Hidden: its gate flag was deleted');
    list.unmount();
    renderRoute('/projects/1/surveys/timeline');
    const row = await timelineRow();
    expect(row).toHaveTextContent('Hidden: its gate flag was deleted in PostHog, so it is not shown.');
  });
});
