// The Results tab against answers sent through the capture API: the figures it shows agree with the same
// figures computed here, by the test's own hand, from the raw events (each submission counted once, the
// latest answer winning, both answer-key schemes, test users by the project's own filters).
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { server } from '@/mocks/node';
import { call, surveyId as seededSurvey } from '@/mocks/test-api';
import { renderRoute } from '@/testing/render';

const NPS = 'q-nps';
const PLAN = 'q-plan';
const WHY = 'q-why';

interface RawEvent {
  event: string;
  distinct_id: string;
  timestamp: string;
  properties: Record<string, unknown>;
}

async function makeSurvey(): Promise<string> {
  const created = await call('POST', '/api/projects/1/surveys/', {
    name: 'Results: raw events check',
    type: 'popover',
    start_date: new Date(Date.now() - 20 * 86_400_000).toISOString(),
    questions: [
      {
        id: NPS,
        type: 'rating',
        display: 'number',
        scale: 10,
        question: 'How likely are you to recommend us?',
      },
      {
        id: PLAN,
        type: 'single_choice',
        question: 'Which plan?',
        choices: ['Free', 'Team', 'Other'],
        hasOpenChoice: true,
        translations: { fr: { question: 'Quelle offre ?', choices: ['Gratuite', 'Équipe', 'Autre'] } },
      },
      { id: WHY, type: 'open', question: 'Why?' },
    ],
  });
  expect(created.status).toBe(201);
  return String(created.json!.id);
}

/** The raw answers: regular people, a multi-event submission, an older client, test users. */
function rawEvents(surveyId: string): RawEvent[] {
  const at = (daysAgo: number, minutes = 0) =>
    new Date(Date.now() - daysAgo * 86_400_000 + minutes * 60_000).toISOString();
  const sent = (who: string, when: string, props: Record<string, unknown>, host = 'acme.test'): RawEvent => ({
    event: 'survey sent',
    distinct_id: who,
    timestamp: when,
    properties: { $survey_id: surveyId, $host: host, ...props },
  });
  const events: RawEvent[] = [];
  const scores = [10, 9, 9, 8, 7, 6, 3, 10, 0, 9];
  scores.forEach((score, i) => {
    const who = `person-${i}`;
    events.push({
      event: 'survey shown',
      distinct_id: who,
      timestamp: at(10 - i),
      properties: { $survey_id: surveyId, $host: 'acme.test', $set: { email: `${who}@example.com` } },
    });
    events.push(
      sent(who, at(10 - i, 1), {
        $survey_submission_id: `sub-${i}`,
        [`$survey_response_${NPS}`]: String(score),
        [`$survey_response_${PLAN}`]: i % 3 === 0 ? 'Équipe' : i % 3 === 1 ? 'Free' : 'Team',
        ...(i % 3 === 0 ? { $survey_language: 'fr' } : {}),
        [`$survey_response_${WHY}`]: `because ${i}`,
      }),
    );
  });
  // Sent question by question: the first event says 3, the later one 9 (the latest non-empty answer wins).
  events.push(
    sent('person-x', at(3), {
      $survey_submission_id: 'sub-x',
      [`$survey_response_${NPS}`]: '3',
      $survey_completed: false,
    }),
  );
  events.push(
    sent('person-x', at(3, 2), {
      $survey_submission_id: 'sub-x',
      [`$survey_response_${NPS}`]: '9',
      [`$survey_response_${PLAN}`]: 'Something else',
      $survey_completed: true,
    }),
  );
  // An older client: index-based keys, no submission id.
  events.push(sent('person-old', at(2), { $survey_response: '2', $survey_response_1: 'Free' }));
  // Test users: by email (person property) and by host.
  events.push({
    ...sent('tester', at(1), { $survey_submission_id: 'sub-t', [`$survey_response_${NPS}`]: '0' }),
    properties: {
      $survey_id: surveyId,
      $host: 'acme.test',
      $survey_submission_id: 'sub-t',
      [`$survey_response_${NPS}`]: '0',
      $set: { email: 'qa@acme-test.com' },
    },
  });
  events.push(
    sent(
      'dev',
      at(1),
      { $survey_submission_id: 'sub-d', [`$survey_response_${NPS}`]: '1' },
      'localhost:3000',
    ),
  );
  return events;
}

/** The test's own count: NPS and n of the NPS question, with or without test users. */
function expectedNps(events: readonly RawEvent[], excludeTest: boolean) {
  const emails = new Map<string, string>();
  const isTest = (event: RawEvent) => {
    const set = event.properties.$set as { email?: string } | undefined;
    if (set?.email) emails.set(event.distinct_id, set.email);
    const email = emails.get(event.distinct_id) ?? '';
    return (
      email.includes('@acme-test.com') ||
      /^(localhost|127\.0\.0\.1)($|:)/.test(String(event.properties.$host ?? ''))
    );
  };
  const latest = new Map<string, { at: string; nps: string | null }>();
  const submissionsAll = new Set<string>();
  for (const event of [...events].sort((a, b) => a.timestamp.localeCompare(b.timestamp))) {
    const test = isTest(event);
    if (event.event !== 'survey sent') continue;
    const key = String(event.properties.$survey_submission_id ?? `${event.distinct_id}@${event.timestamp}`);
    submissionsAll.add(key);
    if (excludeTest && test) continue;
    const answer = (event.properties[`$survey_response_${NPS}`] ?? event.properties.$survey_response) as
      string | undefined;
    const known = latest.get(key);
    latest.set(key, { at: event.timestamp, nps: answer ?? known?.nps ?? null });
  }
  const values = [...latest.values()].flatMap((item) => (item.nps === null ? [] : [Number(item.nps)]));
  const promoters = values.filter((value) => value >= 9).length;
  const detractors = values.filter((value) => value <= 6).length;
  return {
    n: values.length,
    nps: Math.round((100 * (promoters - detractors)) / values.length),
    excluded: submissionsAll.size - latest.size,
  };
}

describe('the Results tab', () => {
  it('shows the NPS, n and test users left out that the raw events give', async () => {
    const surveyId = await makeSurvey();
    const events = rawEvents(surveyId);
    const project = await call('GET', '/api/projects/1/');
    const captured = await call('POST', '/batch/', { api_key: project.json!.api_token, batch: events }, null);
    expect(captured.status).toBe(200);

    const without = expectedNps(events, true);
    const withTest = expectedNps(events, false);
    expect(without.excluded).toBe(2);

    const { user } = renderRoute(`/projects/1/surveys/${surveyId}?tab=results`);
    // The tab's chunk (the chart library) loads first: slow under a loaded machine.
    const card = await screen.findByRole('region', { name: /^Q1 How likely/ }, { timeout: 45_000 });
    expect(within(card).getByRole('group', { name: `NPS: ${without.nps}` })).toBeInTheDocument();
    expect(
      within(card).getByText(new RegExp(`^n ${without.n} · 95% interval .* promoters`)),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        `${without.excluded} responses from test users excluded, by the project’s test account filters.`,
      ),
    ).toBeInTheDocument();
    // The stats endpoint's number cannot be filtered: said so.
    expect(
      await screen.findByText(/PostHog's own count of responses \(includes test users\): \d+/),
    ).toBeInTheDocument();

    // Translated choices fold back to the base choice; a text outside the choices is "Other". (Drawn in the
    // pass after the first question's.)
    const plan = await screen.findByRole('region', { name: /^Q2 Which plan/ });
    const table = within(plan).getByRole('table', { name: /Q2 Which plan\?: answers/ });
    expect(within(table).getByRole('row', { name: /^Team 7 / })).toBeInTheDocument();
    expect(within(plan).getByText('Something else')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Leave out test users' }));
    expect(
      await screen.findByText(
        'Test users are included: these figures count their responses too.',
        undefined,
        {
          timeout: 15_000,
        },
      ),
    ).toBeInTheDocument();
    const all = await screen.findByRole('region', { name: /^Q1 How likely/ });
    await within(all).findByText(new RegExp(`^n ${withTest.n} · 95% interval .* promoters`), undefined, {
      timeout: 15_000,
    });
    expect(within(all).getByRole('group', { name: `NPS: ${withTest.nps}` })).toBeInTheDocument();
  }, 150_000);

  it('exports a row per submission with the person who sent it, read when Export CSV is pressed', async () => {
    const surveyId = await makeSurvey();
    const project = await call('GET', '/api/projects/1/');
    await call('POST', '/batch/', { api_key: project.json!.api_token, batch: rawEvents(surveyId) }, null);
    // The demo's person of each send, asked apart: by submission id, or by uuid for the older client.
    const sends = await call('POST', '/api/projects/1/query/', {
      query: {
        kind: 'EventsQuery',
        select: ['properties.$survey_submission_id', 'uuid', 'person_id'],
        where: [`properties.$survey_id = '${surveyId}'`, "event = 'survey sent'"],
        after: 'all',
      },
    });
    const personOf = new Map<string, string>();
    for (const [submission, uuid, person] of sends.json!.results as [string | null, string, string][])
      personOf.set(submission ?? uuid, person);

    const blobs: Blob[] = [];
    // jsdom has no object URLs: the file handed to the download link is caught here.
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:csv');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = renderRoute(`/projects/1/surveys/${surveyId}?tab=results`);
      await screen.findByRole('region', { name: /^Q1 How likely/ }, { timeout: 45_000 });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await vi.waitFor(() => expect(blobs).toHaveLength(1), { timeout: 15_000 });
    } finally {
      click.mockRestore();
      URL.createObjectURL = objectUrls.create;
      URL.revokeObjectURL = objectUrls.revoke;
    }
    const lines = (await blobs[0]!.text()).trim().split('\r\n');
    const header = lines[0]!.split(',');
    const [person, submission] = [header.indexOf('Person'), header.indexOf('Submission')];
    const rows = lines.slice(1).map((line) => line.split(','));
    // Test users left out: 10 people, the multi-event submission and the older client.
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(row[person]).toBe(personOf.get(row[submission]!));
    expect(new Set(rows.map((row) => row[person])).size).toBe(12);
  }, 150_000);

  it('warns of a project without test account filters only once its settings are read', async () => {
    const nps = await seededSurvey('NPS with follow-ups');
    let answerProject!: () => void;
    const projectRead = new Promise<void>((resolve) => (answerProject = resolve));
    // The project's settings come late; then the route table answers them (project 1 has filters).
    server.use(http.get('*/api/projects/1/', () => projectRead.then(() => undefined)));
    renderRoute(`/projects/1/surveys/${nps}?tab=results`);
    expect(
      await screen.findByRole('switch', { name: 'Leave out test users' }, { timeout: 45_000 }),
    ).toBeDisabled();
    expect(screen.queryByText(/has no test account filters/)).toBeNull();
    answerProject();
    expect(await screen.findByText(/responses from test users excluded/)).toBeInTheDocument();
    expect(screen.queryByText(/has no test account filters/)).toBeNull();
  }, 90_000);

  it('says which scopes are missing before anything is clicked', async () => {
    const nps = await seededSurvey('NPS with follow-ups');
    // Read-only: survey:read, no query:read, no insight:write, no survey:write.
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_read' });
    renderRoute(`/projects/1/surveys/${nps}?tab=results`);
    expect(
      await screen.findByText(
        /Your API key is missing the 'query:read' scope\. Results are read with PostHog's query API/,
        undefined,
        {
          timeout: 45_000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin to a PostHog dashboard' })).toBeDisabled();
    expect(screen.getByLabelText("Your API key is missing the 'insight:write' scope.")).toBeInTheDocument();
    expect(
      await screen.findByText(/PostHog's own count of responses \(includes test users\): \d+/),
    ).toBeInTheDocument();
  }, 60_000);

  it('pins the same query (surveys, range, test users left out) as a saved insight', async () => {
    const nps = await seededSurvey('NPS with follow-ups');
    const { user } = renderRoute(`/projects/1/surveys/${nps}?tab=results&range=-90d`);
    await user.click(
      await screen.findByRole('button', { name: 'Pin to a PostHog dashboard' }, { timeout: 45_000 }),
    );
    expect(await screen.findByText(/Saved as an insight/)).toBeInTheDocument();
    const listed = await call('GET', '/api/projects/1/insights/');
    const [insight] = listed.json!.results as {
      name: string;
      saved: boolean;
      query: { kind: string; source: Record<string, unknown> };
    }[];
    expect(insight).toMatchObject({
      name: 'Survey results: NPS with follow-ups',
      saved: true,
      query: { kind: 'DataTableNode' },
    });
    expect(insight!.query.source).toMatchObject({
      kind: 'EventsQuery',
      filterTestAccounts: true,
      after: '-90d',
      where: expect.arrayContaining([`properties.$survey_id IN ('${nps}')`]),
      // A table a person reads in PostHog: who sent each answer, though the screen's own read has no person.
      select: expect.arrayContaining(['person_id', 'timestamp']),
    });
  }, 60_000);
});
