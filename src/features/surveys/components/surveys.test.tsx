import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { get, surveyId } from '@/mocks/test-api';
import { renderRoute } from '@/testing/render';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { defaultConnection } from '@/lib/api/backend';

function listRequests() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && /\/surveys\/?$/.test(url.pathname)) seen.push(url);
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('surveys list', () => {
  it('sends limit/offset from the URL and shows response counts (absent → 0)', async () => {
    const requests = listRequests();
    const { user, router } = renderRoute('/projects/1/surveys?pageSize=10&page=2');
    expect(await screen.findByRole('link', { name: 'Stress test: 100 questions' })).toBeInTheDocument();
    expect(requests[0]?.searchParams.get('limit')).toBe('10');
    expect(requests[0]?.searchParams.get('offset')).toBe('10');
    const row = screen.getByRole('link', { name: 'Legacy: rating without scale' }).closest('tr')!;
    await waitFor(() => expect(row.querySelectorAll('td')[6]).toHaveTextContent('12'));
    const draftRow = screen.getByRole('link', { name: 'Stress test: 100 questions' }).closest('tr')!;
    expect(draftRow.querySelectorAll('td')[6]).toHaveTextContent('0');

    await user.click(screen.getByRole('switch', { name: 'Archived only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=10&archived=true'));
    expect(await screen.findByText('1–1 of 1 · page 1 of 1')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('archived')).toBe('true');
  });

  it('counts no responses for a survey whose id is named like a built-in object property', async () => {
    // Response counts are an object keyed by survey id: an id the server chose must not find a function.
    db.surveys.find((stored) => stored.survey.name === 'Stress test: 100 questions')!.survey.id =
      'constructor';
    renderRoute('/projects/1/surveys?pageSize=10&page=2');
    const row = (await screen.findByRole('link', { name: 'Stress test: 100 questions' })).closest('tr')!;
    await waitFor(() => expect(row.querySelectorAll('td')[6]).toHaveTextContent(/^0$/));
  });

  it('tells a read-only key why it cannot create', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_read' });
    renderRoute('/projects/1/surveys');
    expect(
      await screen.findByText(/Read-only: Your API key is missing the 'survey:write' scope./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New survey' })).toBeDisabled();
  });

  it('a key without survey:read is told which scope is missing', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_projects' });
    renderRoute('/projects/1/surveys');
    expect(await screen.findByText(/missing the 'survey:read' scope/)).toBeInTheDocument();
  });
});

// Opens the survey page, its delete dialog and the editor's targeting: 15-19 s alone on a quiet 2-core
// machine, so the bound is its own.
describe('a key without feature_flag:write (assert_feature_flag_write_scope)', { timeout: 60_000 }, () => {
  it('cannot delete a survey that has a targeting flag, or change its audience, and is told why', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_surveys' });
    const { user } = renderRoute('/projects/1/surveys');
    await user.click(await screen.findByRole('link', { name: 'Beta feedback' }));
    const remove = await screen.findByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    expect(remove.parentElement).toHaveAttribute(
      'aria-label',
      expect.stringContaining("missing the 'feature_flag:write' scope"),
    );
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await user.click(await screen.findByRole('tab', { name: /Targeting/ }));
    expect(
      await screen.findByText(/refuses any change to it \(or removing it\) without that scope/),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Everyone/ })).toBeDisabled();
  });
});

describe('project picker', () => {
  it('reads the shared project list: a project created a moment ago is offered at once', async () => {
    resetConnectionForTests({
      ...defaultConnection,
      apiKey: 'phx_demo_org_scoped',
      access: { mode: 'organization', organizationId: DEMO_ORGANIZATION_IDS.northwind },
    });
    const { user, router } = renderRoute('/projects/121/surveys');
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(picker).toHaveTextContent('Northwind Storefront'));
    await user.click(picker);
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await user.keyboard('{Escape}');

    await act(() => router.navigate('/projects'));
    await user.click(await screen.findByRole('button', { name: 'New project' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Northwind Returns');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/projects\/\d+\/settings$/));

    await act(() => router.navigate('/projects/121/surveys'));
    await user.click(await screen.findByRole('combobox', { name: 'Project' }));
    expect(await screen.findByRole('option', { name: 'Northwind Returns' })).toBeInTheDocument();
  });
});

describe('a survey the user may only view (user_access_level "viewer")', () => {
  it('offers no write, says why, and still copies and exports it', async () => {
    const id = await surveyId('Edge: view-only survey (your access level is viewer)');
    renderRoute(`/projects/1/surveys/${id}`);
    const reason = 'You can view this survey but not edit it: your access level is viewer.';
    expect(await screen.findByRole('alert')).toHaveTextContent(`${reason} Ask someone who manages it`);
    for (const name of ['Stop now', 'Archive', 'Delete']) {
      const button = screen.getByRole('button', { name });
      expect(button, name).toBeDisabled();
      expect(button.parentElement, name).toHaveAttribute('aria-label', reason);
    }
    const edit = screen.getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export JSON' })).toBeEnabled();
  });
});

describe('a list whose count cannot be used', () => {
  it('shows the rows, pages by `next` and says the total is unknown', async () => {
    // The demo's own pages, served with a count no page arithmetic can use.
    const pages = new Map<string, Record<string, unknown>>();
    for (const offset of ['0', '10', '20'])
      pages.set(offset, (await get(`/api/projects/1/surveys/?limit=10&offset=${offset}`)).json!);
    server.use(
      http.get('/api/projects/1/surveys/', ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset') ?? '0';
        const { count: _count, ...page } = pages.get(offset)!;
        return HttpResponse.json(offset === '10' ? { ...page, count: -3 } : page);
      }),
    );
    const { user, router } = renderRoute('/projects/1/surveys?pageSize=10');
    expect(await screen.findByRole('link', { name: 'NPS with follow-ups' })).toBeInTheDocument();
    expect(screen.getByText('1–10 · page 1 · total unknown')).toBeInTheDocument();
    expect(screen.getByText('Number of surveys unknown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=10&page=2'));
    expect(await screen.findByRole('link', { name: 'Stress test: 100 questions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('21–30 · page 3 · total unknown')).toBeInTheDocument();
    // The last page has no `next`: there is nowhere further to go, and the page stays where it is.
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(router.state.location.search).toBe('?pageSize=10&page=3');
  });
});
