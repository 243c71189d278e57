// The demo clock control: only on the demo backend; it shows the demo's time and moves it forward, after
// which the scheduled changes that came due have run and the app reads its data again.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { clockOffset, mockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { mockControl } from '@/mocks/node';
import { call } from '@/mocks/test-api';
import type { BrowserMockControl } from '@/mocks/browser';
import { renderWithProviders } from '@/testing/render';
import { DemoClock } from './demo-clock';

const HOUR = 3_600_000;

beforeEach(() => {
  // In the browser the mock publishes this once its worker runs; under Vitest the node server answers.
  window.__surveyorMock = {
    advanceClock: (ms: number) => mockControl.advanceClock(ms),
    now: mockNow,
  } as unknown as BrowserMockControl;
});
afterEach(() => {
  delete window.__surveyorMock;
});

describe('DemoClock', () => {
  it('shows the demo time and moves it an hour or a day; a change that came due has run', async () => {
    await call('POST', '/api/projects/1/scheduled_changes/', {
      model_name: 'FeatureFlag',
      record_id: '1006',
      payload: { operation: 'update_status', value: true },
      scheduled_at: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const { user, queryClient } = renderWithProviders(<DemoClock />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Demo clock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demo clock' });
    expect(dialog).toHaveTextContent(/Demo time: .+/);
    expect(dialog).toHaveTextContent('Real time.');
    await user.click(within(dialog).getByRole('button', { name: '+1 hour' }));
    expect(clockOffset()).toBe(HOUR);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveTextContent('1 hour ahead of real time');
    expect(db.scheduledChanges[0]!.executed_at).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '+1 day' }));
    expect(clockOffset()).toBe(25 * HOUR);
    expect(dialog).toHaveTextContent('1 day 1 hour ahead of real time');
    expect(db.scheduledChanges[0]!.executed_at).not.toBeNull();
    expect(db.featureFlags.find((stored) => stored.flag.id === 1006)!.flag.active).toBe(true);
  });

  it('is not shown for any other backend', () => {
    resetConnectionForTests({
      ...defaultConnection,
      kind: 'self-hosted',
      selfHostedUrl: 'https://posthog.internal.example',
    });
    renderWithProviders(<DemoClock />);
    expect(screen.queryByRole('button', { name: 'Demo clock' })).not.toBeInTheDocument();
  });
});
