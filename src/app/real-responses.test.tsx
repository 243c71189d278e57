// Every screen survives what a real PostHog can send: the screens rendered against responses shaped like
// the real server's (src/testing/real-responses.ts), each checked for what it says.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render';
import { wholeText } from '@/testing/whole-text';
import {
  legacyRatingSurvey,
  page,
  realOrganization,
  realProject,
  serveReal,
  surveyWithoutId,
  teamBasic,
  translatedSurvey,
  unknownKindSurvey,
} from '@/testing/real-responses';

// The connection works in the user's current organization: its projects are read through `@current`.
const PROJECTS = '/api/organizations/@current/projects/';
const SURVEYS = '/api/projects/7/surveys/';

describe('screens on real PostHog responses', () => {
  it('an organization with null and loosely typed fields runs the shell and the projects table', async () => {
    serveReal({
      '/api/organizations/@current': realOrganization,
      [PROJECTS]: page([
        teamBasic(7, 'Hedgebox web'),
        { name: 'Row without an id', timezone: 'UTC' },
        teamBasic(8, 'Hedgebox app', {
          timezone: null,
          api_token: null,
          has_completed_onboarding_for: 'yes',
        }),
      ]),
    });
    renderRoute('/projects');
    expect(await screen.findByRole('link', { name: 'Connection: Demo: Hedgebox Inc.' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(await within(table).findByRole('link', { name: 'Hedgebox web' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Hedgebox app' })).toBeInTheDocument();
    expect(
      within(table).getByText(
        /“Row without an id”: this project has data Surveyor cannot read \(id: missing/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Hedgebox Inc. · 3 projects')).toBeInTheDocument();
  });

  it('project settings show every field they can read, name the one they cannot, and save only a change', async () => {
    const patches: unknown[] = [];
    serveReal({
      '/api/organizations/@current': realOrganization,
      [`${PROJECTS}7/`]: realProject,
    });
    server.use(
      http.patch(`${PROJECTS}7/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...realProject, name: 'Hedgebox website' });
      }),
    );
    const { user } = renderRoute('/projects/7/settings');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Hedgebox web');
    expect(screen.getByText('This project has data Surveyor cannot read')).toBeInTheDocument();
    expect(
      screen.getByText(/autocapture_web_vitals_allowed_metrics: expected a list, got an object/),
    ).toBeInTheDocument();
    // Asia/Kolkata is the server's name for India's zone, whatever the browser's list says.
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata');
    await user.clear(name);
    await user.type(name, 'Hedgebox website');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Hedgebox website' }]));
  });

  it('an empty project: count 0 and no results is the empty state, not an error', async () => {
    serveReal({ [SURVEYS]: page([], 0), [`${SURVEYS}responses_count/`]: {} });
    renderRoute('/projects/7/surveys');
    expect(await screen.findByText('No surveys yet')).toBeInTheDocument();
  });

  it('the surveys list shows legacy and unknown shapes, and gives a row it cannot read its own line', async () => {
    serveReal({
      [SURVEYS]: page([legacyRatingSurvey, surveyWithoutId, unknownKindSurvey, translatedSurvey]),
      [`${SURVEYS}responses_count/`]: { [legacyRatingSurvey.id]: 7, [translatedSurvey.id]: 'n/a' },
    });
    renderRoute('/projects/7/surveys');
    const table = await screen.findByRole('table', { name: 'Surveys' });
    const legacy = (await within(table).findByRole('link', { name: 'Rating from an agent' })).closest('tr')!;
    await waitFor(() => expect(legacy).toHaveTextContent('7'));
    expect(
      within(table).getByText(/Half-written row”: this survey has data Surveyor cannot read/),
    ).toBeInTheDocument();
    const grid = within(table).getByRole('link', { name: 'Grid feedback' }).closest('tr')!;
    expect(grid).toHaveTextContent('Unknown type “hosted_form”');
    expect(
      within(grid).getByRole('img', { name: 'Grid feedback has data Surveyor cannot read' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Plan check' })).toBeInTheDocument();
  });

  it('a legacy survey’s page shows what the SDK will do with it', async () => {
    serveReal({
      [`${SURVEYS}${legacyRatingSurvey.id}/`]: legacyRatingSurvey,
      [`${SURVEYS}responses_count/`]: {},
    });
    renderRoute(`/projects/7/surveys/${legacyRatingSurvey.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Rating from an agent/ }),
    ).toBeInTheDocument();
    const questions = screen.getByRole('list', { name: 'Questions' });
    expect(within(questions).getByText('no display no scale')).toBeInTheDocument();
    expect(
      within(questions).getByText(
        /rule “confirmation_message” is not one the SDK knows, so it goes to a question after the last one/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Survey summary' })).toHaveTextContent(
      '600 times, every 7 days',
    );
    expect(screen.queryByText(/cannot read/)).not.toBeInTheDocument();
  });

  it('a survey page names the parts it cannot read and shows the rest', async () => {
    serveReal({
      [`${SURVEYS}${unknownKindSurvey.id}/`]: unknownKindSurvey,
      [`${SURVEYS}responses_count/`]: {},
    });
    renderRoute(`/projects/7/surveys/${unknownKindSurvey.id}`);
    const alert = (await screen.findByText('This survey has data Surveyor cannot read')).closest(
      '[role="status"]',
    )!;
    expect(
      within(alert as HTMLElement).getByText('appearance: expected an object, got text'),
    ).toBeInTheDocument();
    expect(
      within(alert as HTMLElement).getByText('Q1 is a “matrix” question, a kind Surveyor does not know'),
    ).toBeInTheDocument();
    const questions = screen.getByRole('list', { name: 'Questions' });
    expect(within(questions).getByText('Rate each part')).toBeInTheDocument();
    expect(within(questions).getByText('Cannot be read: “matrix”')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Survey summary' })).toHaveTextContent(
      'Unknown type “hosted_form”',
    );
  });

  it('activity entries without an id or a detail, and one that cannot be read, still make a list', async () => {
    serveReal({
      [`${SURVEYS}${translatedSurvey.id}/`]: translatedSurvey,
      [`${SURVEYS}responses_count/`]: {},
      [`${SURVEYS}${translatedSurvey.id}/activity/`]: {
        results: [
          {
            user: { first_name: 'Marius' },
            activity: 'updated',
            scope: 'Survey',
            item_id: translatedSurvey.id,
            detail: null,
            created_at: '2026-11-01T10:00:00Z',
          },
          {
            user: null,
            activity: 'created',
            scope: 'Survey',
            item_id: translatedSurvey.id,
            detail: { changes: 'n/a' },
            created_at: '2026-10-01T10:00:00Z',
          },
          { activity: 42 },
        ],
        next: null,
        previous: null,
      },
    });
    renderRoute(`/projects/7/surveys/${translatedSurvey.id}?tab=activity`);
    const list = await screen.findByRole('list', { name: 'Survey activity' });
    expect(within(list).getByText(wholeText('Marius updated'))).toBeInTheDocument();
    expect(within(list).getByText(wholeText('System created'))).toBeInTheDocument();
    expect(within(list).getByText(/This activity entry has data Surveyor cannot read/)).toBeInTheDocument();
  });

  it('JSON nested thousands of levels deep opens in the editor, locked, and a rename sends only the name', async () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 5000; i += 1) deep = { a: deep };
    const stored = {
      ...translatedSurvey,
      appearance: { theme: deep },
      questions: [{ type: 'open', question: 'Q', x: deep }],
    };
    const patches: unknown[] = [];
    serveReal({ [`${SURVEYS}${translatedSurvey.id}/`]: stored, [`${SURVEYS}responses_count/`]: {} });
    server.use(
      http.patch(`${SURVEYS}${translatedSurvey.id}/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...stored, name: 'Renamed' });
      }),
    );
    const { user } = renderRoute(`/projects/7/surveys/${translatedSurvey.id}/edit`);
    const name = await screen.findByRole('textbox', { name: 'Survey name' });
    expect(
      screen.getByText(/The questions of this survey cannot be read, so it cannot be edited here/),
    ).toBeInTheDocument();
    expect(screen.getByText(/appearance: nested more than 64 levels deep/)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The survey is running: the save is reviewed first, and the review lists only the name.
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    expect(within(review).getByRole('list', { name: 'Settings' })).toHaveTextContent(
      'Name: “Plan check” → “Renamed”',
    );
    expect(within(review).queryByRole('list', { name: 'Questions' })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Renamed' }]));
  });

  it('a create whose 201 answer cannot be read counts as done, once', async () => {
    let creates = 0;
    server.use(
      http.post('/api/projects/1/surveys/', () => {
        creates += 1;
        return new HttpResponse('<html>OK</html>', { status: 201, headers: { 'Content-Type': 'text/html' } });
      }),
    );
    const { user, router } = renderRoute('/projects/1/surveys');
    await user.click(await screen.findByRole('button', { name: 'New survey' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Counted once');
    await user.click(screen.getByRole('button', { name: 'Create survey' }));
    expect(
      await screen.findByText(/Survey "Counted once" created\. The server's answer could not be read/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/projects/1/surveys');
    expect(creates).toBe(1);
  });
});
