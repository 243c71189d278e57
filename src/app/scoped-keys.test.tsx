// Scoped personal API keys on the pages that use them, on the demo backend
// (which enforces `scoped_teams` and `scoped_organizations` as PostHog's APIScopePermission does).
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '../contracts/demo-keys';
import { defaultConnection, type Access } from '../lib/api/backend';
import { getConnection, resetConnectionForTests } from '../lib/api/connection-store';
import { server } from '../mocks/node';
import { renderRoute } from '../testing/render';

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

function connectAs(apiKey: string, access: Access) {
  resetConnectionForTests({ ...defaultConnection, apiKey, access });
}

describe('a key limited to projects (phx_demo_project_scoped)', () => {
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
    const banner = await screen.findByText(/Your API key is limited to some projects/);
    expect(within(banner).getByRole('link', { name: 'Open connection settings' })).toBeInTheDocument();
  });
});

describe('a key limited to an organization (phx_demo_org_scoped)', () => {
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
  it('the survey picker lists the first page of an organization and says there are more', async () => {
    const seen = recordRequests();
    const { user } = renderRoute('/projects/1/surveys');
    expect(await screen.findByText('The first 100 of 120 projects')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    expect(await screen.findAllByRole('option')).toHaveLength(100);
    expect(seen).toContain('GET /api/organizations/@current/projects/');
    expect(seen).not.toContain('GET /api/projects/');
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
