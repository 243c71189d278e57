// The Timeline: every scheduled survey a labelled row linking to it, its windows in words in the project's
// zone, overlapping windows for possibly the same people highlighted and said, an empty state, weeks to
// move through, and a route loader that starts its reads.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { createQueryClient } from '@/lib/query/query-client';
import type { BrowserMockControl } from '@/mocks/browser';
import { mockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { apiRequests } from '@/testing/api-requests';
import { armGate } from '@/testing/gated-survey';
import { renderRoute } from '@/testing/render';
import { loader } from '@/app/routes/surveys-timeline.loader';

beforeEach(() => {
  window.__surveyorMock = { now: mockNow } as unknown as BrowserMockControl;
});
afterEach(() => {
  delete window.__surveyorMock;
  server.events.removeAllListeners();
});

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Scheduled surveys' })).getAllByRole('listitem');

describe('Timeline', () => {
  it('is reached from the surveys list, and says so when nothing is scheduled', async () => {
    const { user, router } = renderRoute('/projects/1/surveys');
    await user.click(await screen.findByRole('link', { name: 'Timeline' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/1/surveys/timeline'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
    expect(await screen.findByText('No scheduled surveys')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/Surveys.*Timeline/);
  });

  it('lists each scheduled survey with its windows in words, linking to it, and the overlaps', async () => {
    const nps = await armGate('NPS with follow-ups', 1, 3);
    await armGate('Checkout satisfaction (CSAT)', 2, 5);
    // A recurring survey's iterations count from its start date, which arming set.
    const stored = db.surveys.find((item) => item.survey.id === nps.surveyId)!.survey;
    Object.assign(stored, { iteration_count: 4, iteration_frequency_days: 7 });
    // NPS is shown to everyone here (the seed's triggers and cohort targeting taken off), so it may meet
    // CSAT's people.
    Object.assign(stored, {
      conditions: { ...stored.conditions, events: null, actions: null },
      targeting_flag: null,
      targeting_flag_filters: null,
    });
    const requests = apiRequests();
    renderRoute('/projects/1/surveys/timeline');
    const items = await rows();
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'NPS with follow-ups' })).toHaveAttribute(
      'href',
      `/projects/1/surveys/${nps.surveyId}`,
    );
    expect(first).toHaveTextContent(/Shown \w{3} \d+ \w{3} \d{2}:\d{2} – \w{3} \d+ \w{3} \d{2}:\d{2}\./);
    expect(first).toHaveTextContent(
      'Overlaps with “Checkout satisfaction (CSAT)” for possibly the same people',
    );
    expect(first).toHaveTextContent(
      /It repeats every 7 days, counted from its start date \(.+\), which was set when it was scheduled/,
    );
    expect(items[1]).not.toHaveTextContent('It repeats');
    const overlaps = screen.getByRole('heading', { name: 'Overlapping windows' }).parentElement!;
    expect(overlaps).toHaveTextContent(/NPS with follow-ups and Checkout satisfaction \(CSAT\): .+ – .+\./);
    expect(screen.getByText(/in the project's time zone \(Europe\/Berlin\)/)).toBeInTheDocument();
    // Each gate's own changes, once.
    expect(
      requests.filter((request) => request.startsWith('GET /api/projects/1/scheduled_changes/')),
    ).toHaveLength(2);
  });

  it('does not highlight surveys for different people, and moves a week at a time', async () => {
    await armGate('NPS with follow-ups', 1, 3);
    await armGate('Checkout satisfaction (CSAT)', 2, 5);
    // Different targeting on both: taken as different people.
    for (const [name, url] of [
      ['NPS with follow-ups', '/pricing'],
      ['Checkout satisfaction (CSAT)', '/checkout'],
    ] as const) {
      const survey = db.surveys.find((stored) => stored.survey.name === name)!.survey;
      survey.conditions = { ...(survey.conditions ?? {}), url, urlMatchType: 'icontains' };
    }
    const { user, router } = renderRoute('/projects/1/surveys/timeline');
    expect(await rows()).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Overlapping windows' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=1'));
    // Both windows are today: a week on, each row says it is not shown.
    await waitFor(async () => {
      for (const item of await rows()) expect(item).toHaveTextContent('Not shown in these four weeks.');
    });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('has a route loader that starts the surveys and the project (the gates’ changes follow them)', async () => {
    const client = createQueryClient({ retry: false });
    const requests = apiRequests();
    const url = new URL('http://localhost/projects/1/surveys/timeline');
    const args = {
      request: new Request(url),
      url,
      params: { projectId: '1' },
      pattern: '',
      context: undefined,
    };
    expect(loader(client)(args as LoaderFunctionArgs)).toBeNull();
    await waitFor(() => {
      expect(requests.some((request) => request.startsWith('GET /api/projects/1/surveys/?'))).toBe(true);
      expect(requests.some((request) => /^GET \/api\/.*projects\/1\/$/.test(request))).toBe(true);
    });
  });
});
