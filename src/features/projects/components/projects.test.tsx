import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { get, ORG } from '@/mocks/test-api';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { defaultConnection } from '@/lib/api/backend';
import { renderRoute } from '@/testing/render';

function captureRequests(method: string, pathPart: string) {
  const seen: { url: URL; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && url.pathname.includes(pathPart)) {
      const text = await request.clone().text();
      seen.push({ url, body: text ? JSON.parse(text) : undefined });
    }
  });
  return seen;
}

// In afterEach, not as a test's last line: a failing assertion must not leave its listener to later tests.
afterEach(() => server.events.removeAllListeners());

describe('projects table', () => {
  it('reads page and page size from the URL and sends limit/offset', async () => {
    const requests = captureRequests('GET', '/projects/');
    const { user, router } = renderRoute('/projects?page=2&pageSize=10');
    expect(await screen.findByRole('link', { name: 'Web US' })).toBeInTheDocument();
    const first = requests.find((request) => request.url.searchParams.get('offset') === '10');
    expect(first?.url.searchParams.get('limit')).toBe('10');
    expect(screen.getByText(/11–20 of 120/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&pageSize=10'));
    expect(await screen.findByRole('link', { name: 'Web APAC' })).toBeInTheDocument();
  });

  it('a count the app cannot use does not fail the list: rows, pages by `next`, total unknown', async () => {
    const first = (await get(`${ORG}?limit=10&offset=0`)).json!;
    const second = (await get(`${ORG}?limit=10&offset=10`)).json!;
    server.use(
      http.get('/api/organizations/:org/projects/', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('offset') === '10'
            ? { ...second, count: 'many' }
            : { ...first, count: 12.5 },
        ),
      ),
    );
    const { user, router } = renderRoute('/projects?pageSize=10');
    expect(await screen.findByRole('link', { name: 'Acme Web' })).toBeInTheDocument();
    expect(screen.getByText('1–10 · page 1 · total unknown')).toBeInTheDocument();
    expect(screen.getByText(/number of projects unknown/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=10&page=2'));
    expect(await screen.findByText('11–20 · page 2 · total unknown')).toBeInTheDocument();
  });

  it("a row's links are real links: a plain click navigates in the app, a ctrl-click is the browser's", async () => {
    const { router } = renderRoute('/projects?pageSize=10');
    const name = await screen.findByRole('link', { name: 'Acme Web' });
    expect(name).toHaveAttribute('href', '/projects/1/settings');
    expect(screen.getByRole('link', { name: 'Surveys of Acme Web' })).toHaveAttribute(
      'href',
      '/projects/1/surveys',
    );

    // Left to the browser (a new tab or window): not prevented, the app stays where it is.
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }])
      expect(fireEvent.click(name, modifier)).toBe(true);
    expect(fireEvent.click(name, { button: 1 })).toBe(true);
    expect(router.state.location.pathname).toBe('/projects');

    // A plain click is the router's navigation (prevented: no page load).
    expect(fireEvent.click(name)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/1/settings'));
  });

  it("Enter on a row's link navigates in the app", async () => {
    const { user, router } = renderRoute('/projects?pageSize=10');
    (await screen.findByRole('link', { name: 'Settings of Acme Web' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/1/settings'));
  });

  it('a page step rewrites the token cells in place, and a Copied state stays with its project', async () => {
    const { user } = renderRoute('/projects?pageSize=10');
    const copy = await screen.findByRole('button', { name: 'Copy token of Acme Web' });
    await user.click(copy);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
    // Not through user-event: its pointer would leave the copy button, and leaving resets the tooltip.
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    const [, first] = within(await screen.findByRole('table', { name: 'Projects' })).getAllByRole('row');
    await waitFor(() => expect(first).not.toHaveTextContent('Acme Web'));
    // The same button in the same row, for the next page's project, and not Copied of that one.
    expect(within(first!).getByRole('button', { name: /^Copy token of / })).toBe(copy);
    expect(copy).not.toHaveAccessibleName('Copy token of Acme Web');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Copy$/);
  });

  it('shows an error with retry when the list fails', async () => {
    server.use(
      http.get('/api/organizations/:org/projects/', () =>
        HttpResponse.json(
          { type: 'server_error', code: 'error', detail: 'A server error occurred.', attr: null },
          { status: 500 },
        ),
      ),
    );
    renderRoute('/projects');
    expect(await screen.findByText(/Could not load projects/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('disables writes for a key without project:write, naming the scope', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_read' });
    renderRoute('/projects');
    const create = await screen.findByRole('button', { name: 'New project' });
    expect(create).toBeDisabled();
    expect(
      screen.getAllByLabelText("Your API key is missing the 'project:write' scope.").length,
    ).toBeGreaterThan(0);
  });
});

describe('project settings form', () => {
  it('validates before sending anything', async () => {
    const patches = captureRequests('PATCH', '/projects/1');
    const { user } = renderRoute('/projects/1/settings');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    const rate = screen.getByRole('spinbutton', { name: 'Sample rate' });
    await user.clear(rate);
    await user.type(rate, '140');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a project name.')).toBeInTheDocument();
    expect(screen.getByText('Sample rate must be at most 100.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('PATCHes only the changed fields, converted to the API shape', async () => {
    const patches = captureRequests('PATCH', '/projects/1');
    const { user } = renderRoute('/projects/1/settings');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Acme Web (prod)');
    const rate = screen.getByRole('spinbutton', { name: 'Sample rate' });
    await user.clear(rate);
    await user.type(rate, '25');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(patches.map((patch) => patch.body)).toEqual([
      { name: 'Acme Web (prod)', session_recording_sample_rate: '0.25' },
    ]);
  });

  it('puts a server 400 on the field it names and keeps what was typed', async () => {
    server.use(
      http.patch('/api/organizations/:org/projects/:id/', () =>
        HttpResponse.json(
          { type: 'validation_error', code: 'invalid_input', detail: 'That name is reserved.', attr: 'name' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute('/projects/1/settings');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'admin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That name is reserved.')).toBeInTheDocument();
    expect(name).toHaveValue('admin');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

describe('reset token dialog', () => {
  it('requires the project name, then shows the new token once', async () => {
    const { user } = renderRoute('/projects/2/settings');
    await user.click(await screen.findByRole('button', { name: 'Reset project token' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset project token?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reset token' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type "Acme Mobile" to confirm'), 'Acme Mobile');
    await user.click(confirm);
    const done = await screen.findByRole('dialog', { name: 'New project token' });
    expect((within(done).getByLabelText('New project token') as HTMLInputElement).value).toMatch(
      /^phc_\w{40,}/,
    );
    expect(within(done).getByRole('button', { name: 'Copy new project token' })).toBeInTheDocument();
  });
});
