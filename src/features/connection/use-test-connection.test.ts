import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { defaultConnection, type Connection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { createConnectionSession, type CandidateTransport } from '@/lib/api/session';
import { server } from '@/mocks/node';
import { preselectedOrganization, probeProjects, testConnection } from './use-test-connection';

const proxy: Connection = { ...defaultConnection, kind: 'proxy', apiKey: 'phx_real' };
const demo = (apiKey: string) => ({ ...defaultConnection, apiKey });

describe('Test connection', () => {
  it('never switches the backend of the whole tab (the mock stays as it is)', async () => {
    resetConnectionForTests(proxy);
    const activator = vi.fn(async () => {});
    const session = createConnectionSession({
      demoBackend: { activate: activator, transportFor: () => undefined },
      queryCache: { clear: () => {} },
      forgetPendingDeletions: () => {},
      forgetRealBackendDrafts: () => {},
    });
    const report = await testConnection(demo('phx_demo_read'), session.transportFor);
    expect(report).toMatchObject({ mode: 'organization', current: { name: 'Acme Analytics' } });
    expect(activator).not.toHaveBeenCalled();
  });

  it("reaches a candidate through the transport the session gives for it (the demo's in-memory routes)", async () => {
    resetConnectionForTests(proxy);
    const seen: string[] = [];
    const transportFor: CandidateTransport = (candidate) =>
      candidate.kind === 'demo'
        ? async (url: string, init: RequestInit) => {
            seen.push(`${init.method} ${url} ${new Headers(init.headers).get('Authorization')}`);
            return Response.json(
              { type: 'authentication_error', code: 'x', detail: 'Nope.', attr: null },
              { status: 401 },
            );
          }
        : undefined;
    await expect(testConnection(demo('phx_demo_read'), transportFor)).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['GET /api/organizations/@current Bearer phx_demo_read']);
  });

  it('lists every organization an unscoped key reaches, the current one first to be chosen', async () => {
    const report = await testConnection(demo('phx_demo_all'));
    if (report.mode !== 'organization') throw new Error('expected organization access');
    expect(report.current?.name).toBe('Acme Analytics');
    expect(report.currentRefusal).toBeNull();
    expect(report.organizations.map((org) => org.name)).toEqual(['Acme Analytics', 'Northwind Labs']);
    expect(preselectedOrganization(report, null)).toBe(DEMO_ORGANIZATION_IDS.acme);
    // A saved choice the key still reaches stays chosen; one it no longer reaches does not.
    expect(preselectedOrganization(report, DEMO_ORGANIZATION_IDS.northwind)).toBe(
      DEMO_ORGANIZATION_IDS.northwind,
    );
    expect(preselectedOrganization(report, 'gone')).toBe(DEMO_ORGANIZATION_IDS.acme);
  });

  it('an organization-scoped key: @current is refused, the organizations it reaches are listed', async () => {
    const report = await testConnection(demo('phx_demo_org_scoped'));
    if (report.mode !== 'organization') throw new Error('expected organization access');
    expect(report.current).toBeNull();
    expect(report.currentRefusal?.detail).toMatch(/does not have access to the requested organization/);
    expect(report.organizations.map((org) => org.name)).toEqual(['Northwind Labs']);
    expect(preselectedOrganization(report, null)).toBe(DEMO_ORGANIZATION_IDS.northwind);
  });

  it('a project-scoped key: reported as limited to projects, not as a failure', async () => {
    const report = await testConnection(demo('phx_demo_project_scoped'));
    expect(report).toMatchObject({
      mode: 'projects',
      refusal: { status: 403, detail: expect.stringMatching(/scoped projects/) },
    });
  });

  it('keeps the current organization when only the list of organizations fails', async () => {
    server.use(
      http.get('/api/organizations/', () =>
        HttpResponse.json(
          { type: 'server_error', code: 'error', detail: 'Boom.', attr: null },
          { status: 500 },
        ),
      ),
    );
    const report = await testConnection(demo('phx_demo_all'));
    expect(report).toMatchObject({
      mode: 'organization',
      organizations: [{ name: 'Acme Analytics' }],
      listError: { status: 500 },
    });
  });
});

describe('checking the projects of a project-scoped key', () => {
  it('says per id what it reached and why not, whatever the others did', async () => {
    server.use(http.get('/api/projects/7/', () => HttpResponse.error()));
    const probes = await probeProjects(demo('phx_demo_project_scoped'), [1, 5, 999, 7]);
    expect(probes.map((probe) => (probe.reached ? probe.record.project.name : probe.error))).toEqual([
      'Acme Web',
      expect.objectContaining({
        status: 403,
        detail: 'API key does not have access to the requested project: ID 5.',
      }),
      expect.objectContaining({ status: 404 }),
      expect.objectContaining({ kind: 'network' }),
    ]);
  });
});
