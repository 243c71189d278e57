// Scoped personal API keys from the connection test to the pages that use them, on the demo backend
// (which enforces `scoped_teams` and `scoped_organizations` as PostHog's APIScopePermission does).
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { defaultConnection, type Access } from '@/lib/api/backend';
import { getConnection, resetConnectionForTests } from '@/lib/api/connection-store';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render';
import { projectsApi } from '@/entities/project/projects.api';

const NORTHWIND = DEMO_ORGANIZATION_IDS.northwind;

/** Every API request the app makes (method and path), from now on. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method} ${url.pathname}`);
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

async function testKey(key: string) {
  const view = renderRoute('/settings');
  const field = await screen.findByLabelText('Personal API key');
  await view.user.clear(field);
  await view.user.type(field, key);
  await view.user.click(screen.getByRole('button', { name: 'Test connection' }));
  return view;
}

function connectAs(apiKey: string, access: Access) {
  resetConnectionForTests({ ...defaultConnection, apiKey, access });
}

// Each test walks the connection settings and the shell through many role queries: up to 15 s alone on a
// quiet 2-core machine, so the bound is the file's own.
describe('a key limited to projects (phx_demo_project_scoped)', { timeout: 60_000 }, () => {
  it('is explained, asks for its projects, checks each one and saves them', async () => {
    const { user, router } = await testKey('phx_demo_project_scoped');
    const title = await screen.findByText('The key is limited to some projects');
    const explanation = title.closest('[role="status"]') as HTMLElement;
    expect(explanation).toHaveTextContent(
      'API keys with scoped projects are only supported on project-based endpoints.',
    );
    const ids = screen.getByRole('textbox', { name: 'Project ids' });
    await waitFor(() => expect(ids).toHaveFocus());

    // A typo is named and nothing is checked or lost.
    await user.type(ids, '1, 2, x5');
    await user.click(screen.getByRole('button', { name: 'Check projects' }));
    expect(
      await screen.findByText('“x5” is not a project id: ids are whole numbers such as 12345.'),
    ).toBeInTheDocument();
    expect(ids).toHaveValue('1, 2, x5');
    expect(ids).toHaveAttribute('aria-invalid', 'true');

    // One id the key may not use and one that does not exist, among ids it reaches: each says why.
    await user.clear(ids);
    await user.type(ids, '1, 2, 5, 999');
    await user.click(screen.getByRole('button', { name: 'Check projects' }));
    const reached = await screen.findByRole('list', { name: 'The key reaches 2 of 4 projects:' });
    expect(
      within(reached)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Acme Web (project 1)',
      'Acme Mobile (project 2)',
      'Project 5: the key may not use this project (PostHog: “API key does not have access to the requested project: ID 5.”).',
      'Project 999: no such project (PostHog answered “Not found”). Check the id.',
    ]);

    await user.clear(ids);
    await user.type(ids, '1 2');
    const seen = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(getConnection()).toMatchObject({
      apiKey: 'phx_demo_project_scoped',
      access: { mode: 'projects', projectIds: [1, 2] },
    });
    // The ids are settings; the key stays in this tab's storage only.
    expect(JSON.parse(localStorage.getItem('surveyor.connection') ?? '{}')).toMatchObject({
      access: { mode: 'projects', projectIds: [1, 2] },
    });
    expect(localStorage.getItem('surveyor.connection')).not.toContain('phx_');

    // The projects page: the two projects, each read on its own; no organization, no project list.
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(await within(table).findByRole('link', { name: 'Acme Web' })).toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'Acme Mobile' })).toBeInTheDocument();
    expect(screen.getByText('Your API key is limited to 2 projects')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
    expect(screen.getByText(/creating a project needs access to the organization/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connection: Demo: 2 projects' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      seen.filter((request) => request.includes('/api/organizations') || request === 'GET /api/projects/'),
    ).toEqual([]);
  });

  it("opens a project's settings and saves them by the project-based path", async () => {
    connectAs('phx_demo_project_scoped', { mode: 'projects', projectIds: [1, 2] });
    const seen = recordRequests();
    const { user } = renderRoute('/projects');
    await user.click(await screen.findByRole('link', { name: 'Settings of Acme Mobile' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Acme Mobile (scoped)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(seen).toContain('PATCH /api/projects/2/');
    expect(seen.filter((request) => request.includes('/api/organizations'))).toEqual([]);
  });

  it('shows a project it cannot read in its own row, with the reason and a retry', async () => {
    connectAs('phx_demo_project_scoped', { mode: 'projects', projectIds: [1, 5] });
    server.use(http.get('/api/projects/1/', () => HttpResponse.error()));
    renderRoute('/projects');
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(
      await within(table).findByText(/Project 5: Not allowed\. API key does not have access/),
    ).toBeInTheDocument();
    expect(await within(table).findByText(/Project 1: Cannot reach the server/)).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Retry project 1' })).toBeInTheDocument();
  });

  it('pages through many projects without asking for the ones off the page', async () => {
    const ids = Array.from({ length: 12 }, (_, index) => index + 1);
    connectAs('phx_demo_all', { mode: 'projects', projectIds: ids });
    const seen = recordRequests();
    const { user } = renderRoute('/projects?pageSize=10');
    expect(await screen.findByRole('link', { name: 'Acme Web' })).toBeInTheDocument();
    expect(screen.getByText(/1–10 of 12/)).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.filter((request) => request.startsWith('GET /api/projects/'))).toHaveLength(10),
    );
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText(/11–12 of 12/)).toBeInTheDocument();
    await waitFor(() => expect(seen).toContain('GET /api/projects/12/'));
  });

  it("the survey page picker offers the key's projects, never the cross-organization list", async () => {
    connectAs('phx_demo_project_scoped', { mode: 'projects', projectIds: [1, 2] });
    const seen = recordRequests();
    const { user } = renderRoute('/projects/1/surveys');
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    await user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Acme Web', 'Acme Mobile']);
    expect(seen).not.toContain('GET /api/projects/');
  });

  it('saved without a test, the shell says what to do instead of failing silently', async () => {
    connectAs('phx_demo_project_scoped', { mode: 'organization', organizationId: null });
    renderRoute('/projects');
    // Looked up together: the frame drawn while the routes' code comes has a banner of its own, which the
    // router's frame then replaces (a banner found in the first could be gone by the next line).
    await waitFor(() => {
      const banner = screen.getByText(/Your API key is limited to some projects/);
      expect(within(banner).getByRole('link', { name: 'Open connection settings' })).toBeInTheDocument();
    });
  });
});

describe('a key limited to an organization (phx_demo_org_scoped)', { timeout: 60_000 }, () => {
  it('says why @current is refused, works in Northwind Labs and saves its id', async () => {
    const { user, router } = await testKey('phx_demo_org_scoped');
    const result = await screen.findByText(/Connected — the key is limited to some organizations/);
    const alert = result.closest('[role="status"]') as HTMLElement;
    expect(alert).toHaveTextContent(
      `API key does not have access to the requested organization: ID ${DEMO_ORGANIZATION_IDS.acme}.`,
    );
    expect(within(alert).getByText('Northwind Labs', { selector: 'strong' })).toBeInTheDocument();
    // One organization: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(getConnection().access).toEqual({ mode: 'organization', organizationId: NORTHWIND });
    expect(await screen.findByText('Northwind Labs · 3 projects')).toBeInTheDocument();
    for (const name of ['Northwind Storefront', 'Northwind Ops', 'Northwind Sandbox'])
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connection: Demo: Northwind Labs' })).toBeInTheDocument();
  });

  it("opens a Northwind project's settings through its organization and saves them", async () => {
    connectAs('phx_demo_org_scoped', { mode: 'organization', organizationId: NORTHWIND });
    const seen = recordRequests();
    const { user } = renderRoute('/projects');
    await user.click(await screen.findByRole('link', { name: 'Settings of Northwind Ops' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Northwind Ops');
    await user.clear(name);
    await user.type(name, 'Northwind Operations');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    const id = seen.find((request) => request.startsWith('PATCH '))?.match(/projects\/(\d+)\/$/)?.[1];
    expect(seen).toContain(`PATCH /api/organizations/${NORTHWIND}/projects/${id}/`);
    expect(seen.some((request) => request.includes('@current'))).toBe(false);
  });

  it("the survey page picker offers the organization's projects", async () => {
    connectAs('phx_demo_org_scoped', { mode: 'organization', organizationId: NORTHWIND });
    const seen = recordRequests();
    const { user } = renderRoute('/projects/121/surveys');
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(picker).toHaveTextContent('Northwind Storefront'));
    await user.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Northwind Storefront',
      'Northwind Ops',
      'Northwind Sandbox',
    ]);
    expect(seen).toContain(`GET /api/organizations/${NORTHWIND}/projects/`);
    expect(seen).not.toContain('GET /api/projects/');
  });
});

describe('a key that reaches two organizations (phx_demo_all)', () => {
  it('offers the organizations, the current one first, and remembers the choice', async () => {
    const { user, router } = await testKey('phx_demo_all');
    const picker = await screen.findByRole('combobox', { name: 'Organization' });
    expect(picker).toHaveTextContent('Acme Analytics (your current organization)');
    expect(screen.getByText('Acme Analytics', { selector: 'strong' })).toBeInTheDocument();
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Northwind Labs' }));
    expect(screen.getByText('Northwind Labs', { selector: 'strong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(getConnection().access).toEqual({ mode: 'organization', organizationId: NORTHWIND });
    expect(await screen.findByText('Northwind Labs · 3 projects')).toBeInTheDocument();

    // Back in the settings, a new test keeps the saved choice.
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toHaveTextContent('Northwind Labs');
  });

  it("a choice made for one key is not carried to another key's test", async () => {
    const { user } = await testKey('phx_demo_org_scoped');
    expect(await screen.findByText('Northwind Labs', { selector: 'strong' })).toBeInTheDocument();
    const field = screen.getByLabelText('Personal API key');
    await user.clear(field);
    await user.type(field, 'phx_demo_all');
    // The result of the other key is gone as soon as the key changes.
    expect(screen.queryByText('Northwind Labs', { selector: 'strong' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByRole('combobox', { name: 'Organization' })).toHaveTextContent(
      'Acme Analytics (your current organization)',
    );
  });

  it('the survey picker lists the first page of an organization, and finds the others by search', async () => {
    const seen = recordRequests();
    const { user, router } = renderRoute('/projects/1/surveys');
    expect(
      await screen.findByText('The first 100 of 120 projects: search for the others'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    expect(await screen.findAllByRole('option')).toHaveLength(100);
    // The shared project list of the working organization, never the cross-organization root list.
    expect(seen).toContain('GET /api/organizations/@current/projects/');
    expect(seen).not.toContain('GET /api/projects/');

    const beyond = (
      await projectsApi.list({ kind: 'organization', organization: '@current' }, { limit: 1, offset: 115 })
    ).results[0] as {
      id: number;
      name: string;
    };
    await user.type(screen.getByRole('textbox', { name: 'Search projects' }), beyond.name);
    await user.click(await screen.findByRole('option', { name: beyond.name }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${beyond.id}/surveys`));
  });

  it("a new key starts from the current organization, not the last key's choice", async () => {
    connectAs('phx_demo_all', { mode: 'organization', organizationId: NORTHWIND });
    const { user, router } = renderRoute('/settings');
    const field = await screen.findByLabelText('Personal API key');
    await user.clear(field);
    await user.type(field, 'phx_demo_read');
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(getConnection().access).toEqual({ mode: 'organization', organizationId: null });
  });
});
