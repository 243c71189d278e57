import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultConnection } from '@/lib/api/backend';
import { getConnection, resetConnectionForTests } from '@/lib/api/connection-store';
import { server } from '@/mocks/node';
import { renderRoute } from '@/testing/render';

type User = ReturnType<typeof renderRoute>['user'];

/**
 * Puts `text` in a field as a paste: one input event rather than one per character (each re-renders the
 * form; typed, the addresses below took most of a test's time bound on a busy machine).
 */
async function pasteInto(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('connection screen', () => {
  it('tests the demo key and shows the organization, in the form and in the shell', async () => {
    const { user } = renderRoute('/settings');
    expect(await screen.findByRole('link', { name: 'Connection: Demo: Acme Analytics' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Personal API key')).toHaveValue('phx_demo_all');
    // Not a site password: no saved password is filled into it.
    expect(screen.getByLabelText('Personal API key')).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Acme Analytics', { selector: 'strong' })).toBeInTheDocument();
  });

  it('explains a rejected key without changing the active connection', async () => {
    const { user } = renderRoute('/settings');
    const key = await screen.findByLabelText('Personal API key');
    await user.clear(key);
    await user.type(key, 'phx_wrong');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection test failed — API key rejected');
    expect(within(alert).getByRole('link', { name: 'Open connection settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(getConnection().apiKey).toBe('phx_demo_all');
    expect(key).toHaveValue('phx_wrong');
  });

  it('asks for an https URL for a self-hosted instance', async () => {
    const { user } = renderRoute('/settings');
    await user.click(await screen.findByRole('radio', { name: /Self-hosted/ }));
    // A demo key is never carried over to a real backend.
    expect(screen.getByLabelText('Personal API key')).toHaveValue('');
    await pasteInto(user, screen.getByLabelText('Base URL'), 'http://posthog.internal');
    await user.type(screen.getByLabelText('Personal API key'), 'phx_abc');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(/Only https:\/\/ URLs are allowed/)).toBeInTheDocument();
    expect(screen.getByLabelText('Base URL')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a password in the self-hosted URL without repeating it, and a bare # or ?', async () => {
    const { user } = renderRoute('/settings');
    await user.click(await screen.findByRole('radio', { name: /Self-hosted/ }));
    const url = screen.getByLabelText('Base URL');
    await pasteInto(user, url, 'https://admin:hunter2@posthog.example.com');
    await user.type(screen.getByLabelText('Personal API key'), 'phx_abc');
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    expect(await screen.findByText(/Leave the user name or password out/)).toBeInTheDocument();
    expect(screen.queryByText(/hunter2/)).not.toBeInTheDocument();
    expect(getConnection().kind).toBe('demo');
    for (const suffix of ['#', '?']) {
      await pasteInto(user, url, `https://posthog.example.com${suffix}`);
      await user.click(screen.getByRole('button', { name: 'Save and connect' }));
      expect(await screen.findByText(/without \? or # parts/)).toBeInTheDocument();
    }
    expect(getConnection().kind).toBe('demo');
  });

  it('shows where requests will go and connects with the normalised address', async () => {
    const hosts: string[] = [];
    server.use(
      http.all('https://posthog.example.com/*', ({ request }) => {
        hosts.push(new URL(request.url).origin);
        return HttpResponse.json(
          { type: 'authentication_error', code: 'x', detail: 'No.', attr: null },
          { status: 401 },
        );
      }),
    );
    const { user, router } = renderRoute('/settings');
    await user.click(await screen.findByRole('radio', { name: /Self-hosted/ }));
    await pasteInto(user, screen.getByLabelText('Base URL'), ' https://PostHog.example.com/ ');
    expect(
      await screen.findByText('API requests will go to https://posthog.example.com/api/'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Personal API key'), 'phx_abc');
    await user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(getConnection()).toMatchObject({
      kind: 'self-hosted',
      selfHostedUrl: 'https://posthog.example.com',
    });
    expect(JSON.parse(localStorage.getItem('surveyor.connection') ?? '{}')).toMatchObject({
      selfHostedUrl: 'https://posthog.example.com',
    });
    await waitFor(() => expect(hosts.length).toBeGreaterThan(0));
    expect(new Set(hosts)).toEqual(new Set(['https://posthog.example.com']));
  });

  it('keeps the key in sessionStorage by default and in localStorage when remembered', async () => {
    const first = renderRoute('/settings');
    const key = await screen.findByLabelText('Personal API key');
    await first.user.clear(key);
    await first.user.type(key, 'phx_demo_read');
    await first.user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    expect(first.router.state.location.pathname).toBe('/projects');
    expect([sessionStorage.getItem('surveyor.apiKey'), localStorage.getItem('surveyor.apiKey')]).toEqual([
      'phx_demo_read',
      null,
    ]);
    first.unmount();

    const second = renderRoute('/settings');
    await second.user.click(await screen.findByRole('checkbox', { name: 'Remember on this device' }));
    await second.user.click(screen.getByRole('button', { name: 'Save and connect' }));
    await screen.findByRole('heading', { level: 1, name: 'Projects' });
    expect([sessionStorage.getItem('surveyor.apiKey'), localStorage.getItem('surveyor.apiKey')]).toEqual([
      null,
      'phx_demo_read',
    ]);
    expect(second.router.state.location.search).not.toContain('phx_');
  });

  it('Forget key also removes local drafts of real backends, keeping the demo ones', async () => {
    const draft = JSON.stringify({ savedAt: '2026-01-01T00:00:00Z', values: { name: 'Secret: Q3 plans' } });
    const real = [
      'surveyor.draft.v1:us|https://us.posthog.com:1:8773857f-c3d6-4d12-af41-2b5bdc6a7c84',
      'surveyor.draft.v1:self-hosted|https://posthog.example.com:2:new',
    ];
    const demo = 'surveyor.draft.v1:demo|:1:new';
    for (const key of [...real, demo]) localStorage.setItem(key, draft);
    localStorage.setItem('surveyor.colorMode', 'dark');
    server.use(http.all('https://us.posthog.com/*', () => HttpResponse.json({}, { status: 401 })));
    resetConnectionForTests({ ...defaultConnection, kind: 'us', apiKey: 'phx_real' });
    const { user } = renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: 'Forget key' }));
    expect(await screen.findByText(/The key was forgotten/)).toBeInTheDocument();
    for (const key of real) expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem(demo)).toBe(draft);
    expect(localStorage.getItem('surveyor.colorMode')).toBe('dark');
  });

  it('shows a banner with the way out when the active key is rejected', async () => {
    resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_revoked' });
    renderRoute('/settings');
    const banner = await screen.findByText(/Your API key was rejected/);
    expect(within(banner).getByRole('link', { name: 'Open connection settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connection: Demo: not connected' })).toBeInTheDocument();
  });
});
