// Project activity, reset_token and is_generating_demo_data declare no required_scopes, so PostHog's
// APIScopePermission answers every personal API key 403 "This action does not support personal API key
// access" (posthog/permissions.py). Against a backend known to refuse, the settings page says so where the
// action lives, before anything is clicked or requested.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { renderRoute } from '@/testing/render';
import { wholeText } from '@/testing/whole-text';
import { page, realOrganization, realProject } from '@/testing/real-responses';

/** Paths of every request the page makes, to show the refused actions are never asked for. */
function recordRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}
const REFUSED_PATHS = /\/(activity|reset_token|is_generating_demo_data)\/?$/;

function serveRealProject(host: string) {
  server.use(
    http.get(`${host}/api/organizations/@current`, () => HttpResponse.json(realOrganization)),
    http.get(`${host}/api/organizations/@current/projects/7/`, () => HttpResponse.json(realProject)),
  );
}

describe('actions PostHog refuses to personal API keys', () => {
  it('on the demo with a key that behaves like real PostHog: said up front, never requested', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_strict' });
    const requests = recordRequests();
    renderRoute('/projects/2/settings');
    const token = await screen.findByRole('region', { name: 'Project token' });
    expect(
      within(token).getByText(/PostHog does not let personal API keys reset the project token/),
    ).toBeInTheDocument();
    expect(within(token).queryByRole('button', { name: /reset/i })).not.toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(
      within(activity).getByText(/PostHog does not let personal API keys read the project's activity/),
    ).toBeInTheDocument();
    expect(within(activity).queryByRole('button', { name: /try/i })).not.toBeInTheDocument();
    expect(requests.filter((path) => REFUSED_PATHS.test(path))).toEqual([]);
  });

  it('on PostHog Cloud: a link to the project settings in PostHog, no try', async () => {
    resetConnectionForTests({ ...defaultConnection, kind: 'us', apiKey: 'phx_real_key' });
    serveRealProject('https://us.posthog.com');
    const requests = recordRequests();
    renderRoute('/projects/7/settings');
    const token = await screen.findByRole('region', { name: 'Project token' });
    expect(within(token).getByRole('link', { name: /project settings in PostHog/ })).toHaveAttribute(
      'href',
      'https://us.posthog.com/project/7/settings/project',
    );
    expect(within(token).queryByRole('button', { name: /reset/i })).not.toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(within(activity).getByRole('link', { name: /project settings in PostHog/ })).toBeInTheDocument();
    expect(requests.filter((path) => REFUSED_PATHS.test(path))).toEqual([]);
  });

  it('self-hosted: said up front, and "Try anyway" still asks the server', async () => {
    const host = 'https://posthog.example.com';
    resetConnectionForTests({
      ...defaultConnection,
      kind: 'self-hosted',
      selfHostedUrl: host,
      apiKey: 'phx_real_key',
    });
    serveRealProject(host);
    server.use(
      http.get(`${host}/api/organizations/@current/projects/7/activity/`, () =>
        HttpResponse.json(
          page([
            {
              id: 'a1',
              user: { first_name: 'Ana', email: 'ana@example.com' },
              activity: 'updated',
              scope: 'Team',
              item_id: '7',
              detail: { name: 'Hedgebox web', changes: [] },
              created_at: '2026-11-01T10:00:00Z',
            },
          ]),
        ),
      ),
      http.patch(`${host}/api/organizations/@current/projects/7/reset_token/`, () =>
        HttpResponse.json(
          {
            type: 'authentication_error',
            code: 'permission_denied',
            detail: 'This action does not support personal API key access',
            attr: null,
          },
          { status: 403 },
        ),
      ),
    );
    server.use(
      http.get(`${host}/api/organizations/@current/projects/7/is_generating_demo_data/`, () =>
        HttpResponse.json(
          {
            type: 'authentication_error',
            code: 'permission_denied',
            detail: 'This action does not support personal API key access',
            attr: null,
          },
          { status: 403 },
        ),
      ),
    );
    const requests = recordRequests();
    const { user } = renderRoute('/projects/7/settings');
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(
      within(activity).getByText(
        /Current PostHog versions do not let personal API keys read the project's activity/,
      ),
    ).toBeInTheDocument();
    // Only the passive demo-data check is tried (and its refusal passes quietly); nothing the user asks for.
    expect(requests.filter((path) => /\/(activity|reset_token)\/?$/.test(path))).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(activity).getByRole('button', { name: 'Try loading activity anyway' }));
    expect(await within(activity).findByText(wholeText('Ana updated "Hedgebox web"'))).toBeInTheDocument();

    const token = screen.getByRole('region', { name: 'Project token' });
    await user.click(within(token).getByRole('button', { name: 'Try resetting the token anyway' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset project token?' });
    await user.type(within(dialog).getByLabelText('Type "Hedgebox web" to confirm'), 'Hedgebox web');
    await user.click(within(dialog).getByRole('button', { name: 'Reset token' }));
    expect(
      await within(dialog).findByText('PostHog does not allow this with a personal API key'),
    ).toBeInTheDocument();
  });

  it("the demo's all-scopes key still does them", async () => {
    const { user } = renderRoute('/projects/2/settings');
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(activity).findByRole('list', { name: 'Project activity' })).toBeInTheDocument();
    const token = screen.getByRole('region', { name: 'Project token' });
    expect(within(token).queryByText(/does not let personal API keys/)).not.toBeInTheDocument();
    await user.click(within(token).getByRole('button', { name: 'Reset project token' }));
    expect(screen.getByRole('dialog', { name: 'Reset project token?' })).toBeInTheDocument();
  });
});
