// What the list, the survey page and the Timeline read of the gates' scheduled changes: each gate's own
// changes (by record_id), all of them, whatever else the project holds; and server text that the
// browser cannot read as a zone or a date never takes a screen down.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BrowserMockControl } from '@/mocks/browser';
import { mockNow } from '@/mocks/clock';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { apiRequests } from '@/testing/api-requests';
import { armGate, HOUR } from '@/testing/gated-survey';
import { renderRoute } from '@/testing/render';
import { storeScheduledChange } from '@/testing/stored-scheduled-change';

// Each test renders a page or two against a backend holding many changes: slow on a busy machine.
const SLOW = { timeout: 40_000 };

beforeEach(() => {
  window.__surveyorMock = { now: mockNow } as unknown as BrowserMockControl;
});
afterEach(() => {
  delete window.__surveyorMock;
  server.events.removeAllListeners();
});

const otherFlag = () => db.featureFlags.find((stored) => stored.projectId === 1)!.flag.id;

const timelineRows = async () =>
  within(await screen.findByRole('list', { name: 'Scheduled surveys' })).getAllByRole('listitem');

/** The list's status cell of a survey, once it reads `text` (the list is slow to open on a busy machine). */
const expectStatus = (name: string, text: string | RegExp) =>
  waitFor(
    () => {
      const row = screen.getByRole('link', { name }).closest('tr')!;
      expect(row.querySelectorAll('td')[3]).toHaveTextContent(text);
    },
    { timeout: 20_000 },
  );

describe('the gates’ changes are read gate by gate, all of them', () => {
  it('the Timeline finds a scheduled survey behind 1,000 older changes of another flag', SLOW, async () => {
    for (let index = 0; index < 1000; index++) storeScheduledChange(otherFlag());
    const armed = await armGate('NPS with follow-ups', 24, 26);
    const requests = apiRequests();
    renderRoute('/projects/1/surveys/timeline');
    const [row] = await timelineRows();
    expect(within(row!).getByRole('link', { name: 'NPS with follow-ups' })).toBeInTheDocument();
    const reads = requests.filter((request) => request.startsWith('GET /api/projects/1/scheduled_changes/'));
    expect(reads).toEqual([
      `GET /api/projects/1/scheduled_changes/?model_name=FeatureFlag&record_id=${armed.gateId}&limit=100&offset=0`,
    ]);
  });

  it('the list’s status reads the gate’s own changes behind 1,000 older ones', SLOW, async () => {
    for (let index = 0; index < 1000; index++) storeScheduledChange(otherFlag());
    await armGate('NPS with follow-ups', 24, 26);
    renderRoute('/projects/1/surveys');
    await expectStatus('NPS with follow-ups', /^Scheduled · /);
  });
});

describe('a gate switched every minute by a schedule made elsewhere', () => {
  it('is drawn up to a bound on the Timeline, which says so', SLOW, async () => {
    const armed = await armGate('NPS with follow-ups', 24, 26);
    const minutes = (odd: number) => Array.from({ length: 30 }, (_, index) => index * 2 + odd).join(',');
    for (const [value, odd] of [
      [true, 0],
      [false, 1],
    ] as const)
      storeScheduledChange(armed.gateId, {
        payload: { operation: 'update_status', value },
        executed_at: null,
        scheduled_at: new Date(Math.ceil(mockNow() / 120_000) * 120_000 + odd * 60_000).toISOString(),
        is_recurring: true,
        cron_expression: `${minutes(odd)} * * * *`,
      });
    renderRoute('/projects/1/surveys/timeline');
    const [row] = await timelineRows();
    expect(row).toHaveTextContent(
      'Its gate is switched more often than the Timeline draws: only its first 1,000 switches are drawn.',
    );
  });
});

describe('zones and dates from the server', () => {
  it('the Timeline draws a project zone the browser does not know in UTC, and says so', SLOW, async () => {
    await armGate('NPS with follow-ups', 24, 26);
    db.projects.find((project) => project.id === 1)!.timezone = 'America/Ciudad_Juarez_2099';
    renderRoute('/projects/1/surveys/timeline');
    expect(await timelineRows()).toHaveLength(1);
    expect(
      screen.getByText(
        'The project’s time zone “America/Ciudad_Juarez_2099” is not one this browser knows: times are shown in UTC.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('the Timeline says an empty project zone is drawn in UTC', SLOW, async () => {
    await armGate('NPS with follow-ups', 24, 26);
    db.projects.find((project) => project.id === 1)!.timezone = '';
    renderRoute('/projects/1/surveys/timeline');
    expect(await timelineRows()).toHaveLength(1);
    expect(screen.getByText('The project has no time zone: times are shown in UTC.')).toBeInTheDocument();
  });

  /** A recurring change of the gate, stored with a zone no browser knows. */
  const storeMarsChange = (gateId: number) =>
    storeScheduledChange(gateId, {
      executed_at: null,
      scheduled_at: new Date(mockNow() + 48 * HOUR).toISOString(),
      is_recurring: true,
      cron_expression: '0 9 * * *',
      timezone: 'Mars/Olympus',
    });

  it(
    'the Timeline leaves out a gate change in a zone the browser does not know, and names it',
    SLOW,
    async () => {
      const armed = await armGate('NPS with follow-ups', 24, 26);
      storeMarsChange(armed.gateId);
      renderRoute('/projects/1/surveys/timeline');
      const [row] = await timelineRows();
      expect(row).toHaveTextContent(
        'A scheduled change of its gate cannot be read here (its time zone “Mars/Olympus” is not one this browser knows), so it is not drawn.',
      );
      expect(row).toHaveTextContent(/Shown \w{3} \d+ \w{3} \d{2}:\d{2} – /);
    },
  );

  it(
    'the list reads the status of a gate with a change in an unknown zone from the others',
    SLOW,
    async () => {
      const armed = await armGate('NPS with follow-ups', 24, 26);
      storeMarsChange(armed.gateId);
      renderRoute('/projects/1/surveys');
      await expectStatus('NPS with follow-ups', /^Scheduled · /);
    },
  );

  /** The stop of an armed survey, stored with a time that is not a date. */
  async function armWithBadStop() {
    const armed = await armGate('NPS with follow-ups', 24, 26);
    db.scheduledChanges.find((change) => change.id === armed.changeIds[1])!.scheduled_at = 'not-a-date';
    return armed;
  }

  it('the editor opens on a gate with a change whose time is not a date', SLOW, async () => {
    const armed = await armWithBadStop();
    renderRoute(`/projects/1/surveys/${armed.surveyId}/edit`);
    // The editor is the heaviest screen: it is given longer to open on a busy machine.
    expect(
      await screen.findByRole('textbox', { name: /Survey name/ }, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('the survey page and the Timeline leave out a change whose time is not a date', SLOW, async () => {
    const armed = await armWithBadStop();
    const page = renderRoute(`/projects/1/surveys/${armed.surveyId}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('Scheduled ·'));
    page.unmount();
    renderRoute('/projects/1/surveys/timeline');
    const [row] = await timelineRows();
    expect(row).toHaveTextContent(
      'A scheduled change of its gate cannot be read here (its time “not-a-date” is not a date), so it is not drawn.',
    );
  });
});
