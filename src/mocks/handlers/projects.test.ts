// Projects as the real ProjectViewSet serves them (posthog/api/project.py): list, CRUD, actions and
// their effects. The serializers' rules are tested beside them (serializers/project.test.ts,
// serializers/product-intent.test.ts).
import { describe, expect, it } from 'vitest';
import { demoDataStatus } from '@/contracts/project';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { db } from '../db';
import { activityPage, organization, project, projectList } from '../testing/strict-contracts';
import { call, get, ORG } from '../test-api';
import { DELETION_LIST_READS } from '../models/project-deletion';

const listOf = async (path: string) => projectList.parse((await get(path)).json);

describe('project list', () => {
  it('pages with limit/offset, absolute links that carry both, null at the ends', async () => {
    const first = await listOf(`${ORG}?limit=10`);
    expect(first.count).toBe(120);
    expect(first.results.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.previous).toBeNull();
    const next = new URL(first.next!);
    expect(next.origin).toBe('http://localhost:3000');
    expect(next.pathname).toBe('/api/organizations/@current/projects/');
    expect([next.searchParams.get('limit'), next.searchParams.get('offset')]).toEqual(['10', '10']);

    const middle = await listOf(`${ORG}?limit=10&offset=50`);
    expect(middle.results[0]!.id).toBe(51);
    expect(new URL(middle.previous!).searchParams.get('offset')).toBe('40');

    const second = await listOf(`${ORG}?limit=10&offset=10`);
    // DRF drops offset from the link back to the first page.
    expect(new URL(second.previous!).searchParams.has('offset')).toBe(false);
    expect(new URL(second.previous!).searchParams.get('limit')).toBe('10');

    const last = await listOf(`${ORG}?limit=10&offset=110`);
    expect(last.next).toBeNull();
    expect(last.results).toHaveLength(10);
    expect((await listOf(`${ORG}?offset=500`)).results).toEqual([]);
  });
  it('defaults to 100 per page and ignores invalid limit/offset as DRF does', async () => {
    expect((await listOf(ORG)).results).toHaveLength(100);
    for (const query of ['limit=-5', 'limit=abc', 'limit=0', 'limit=2.5']) {
      expect((await listOf(`${ORG}?${query}`)).results).toHaveLength(100);
    }
    expect((await listOf(`${ORG}?limit=5&offset=-3`)).results[0]!.id).toBe(1);
  });
  it('lists the TeamBasic shape and filters by ?search= on the name', async () => {
    const page = await listOf(`${ORG}?search=acme`);
    expect(page.results.map((item) => item.name)).toEqual(['Acme Web', 'Acme Mobile', 'Acme Demo']);
    expect(Object.keys(page.results[0]!).sort()).toEqual([
      'access_control',
      'api_token',
      'completed_snippet_onboarding',
      'has_completed_onboarding_for',
      'id',
      'ingested_event',
      'is_demo',
      'name',
      'organization',
      'project_id',
      'timezone',
      'uuid',
    ]);
  });
  it('GET /api/projects/ lists the projects of every organization of the user, in the same shape', async () => {
    // RootProjectViewSet has no organization filter: only team_ids_visible_for_user (all the user's orgs).
    const page = await listOf('/api/projects/?limit=5');
    expect(page.count).toBe(123);
    expect(new URL(page.next!).pathname).toBe('/api/projects/');
    const all = await listOf('/api/projects/?limit=200');
    expect(new Set(all.results.map((item) => item.organization))).toEqual(
      new Set([DEMO_ORGANIZATION_IDS.acme, DEMO_ORGANIZATION_IDS.northwind]),
    );
  });
  it('an organization lists only its own projects', async () => {
    const northwind = await listOf(`/api/organizations/${DEMO_ORGANIZATION_IDS.northwind}/projects/`);
    expect(northwind.results.map((item) => item.name)).toEqual([
      'Northwind Storefront',
      'Northwind Ops',
      'Northwind Sandbox',
    ]);
    expect((await get(`/api/organizations/${DEMO_ORGANIZATION_IDS.northwind}/projects/1/`)).status).toBe(404);
  });
});

describe('project detail and writes', () => {
  it('retrieves the full project; 404 for an unknown id, 400 for a non-numeric one', async () => {
    const detail = project.parse((await get(`${ORG}1/`)).json);
    expect(detail).toMatchObject({
      id: 1,
      name: 'Acme Web',
      session_recording_sample_rate: '0.50',
      project_id: 1,
    });
    expect(project.parse((await get('/api/projects/1/')).json).id).toBe(1);
    expect(project.parse((await get('/api/projects/@current/')).json).id).toBe(1);
    const missing = await get(`${ORG}9999/`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({
      type: 'invalid_request',
      code: 'not_found',
      detail: 'Not found.',
      attr: null,
    });
    // ProjectViewSet.safely_get_object: get_object_or_404 raises Django's ValueError, re-raised as a
    // ValidationError (400) with its message.
    for (const path of [`${ORG}abc/`, '/api/projects/abc/', '/api/projects/abc/activity/']) {
      const malformed = await get(path);
      expect(malformed.status, path).toBe(400);
      expect(malformed.json).toEqual({
        type: 'validation_error',
        code: 'invalid_input',
        detail: "Field 'id' expected a number but got 'abc'.",
        attr: null,
      });
    }
    expect((await get('/api/organizations/not-a-uuid/projects/')).json).toMatchObject({
      code: 'not_found',
      detail: 'Organization not found.',
    });
  });
  it('creates (201) with the server defaults; the new project appears in lists and the organization', async () => {
    const created = await call('POST', ORG, { name: '  Fresh  ', timezone: 'Europe/Paris' });
    expect(created.status).toBe(201);
    const fresh = project.parse(created.json);
    // Project ids are one sequence across organizations: Northwind's projects took 121–123.
    expect(fresh).toMatchObject({
      id: 124,
      organization: DEMO_ORGANIZATION_IDS.acme,
      name: 'Fresh',
      timezone: 'Europe/Paris',
      session_recording_sample_rate: null,
      app_urls: [],
      data_attributes: ['data-attr'],
      capture_console_log_opt_in: true,
      extra_settings: { recorder_script: 'posthog-recorder' },
      is_demo: false,
    });
    expect(fresh.api_token).toMatch(/^phc_[A-Za-z0-9]{43}$/);
    expect((await listOf(`${ORG}?offset=120`)).results).toMatchObject([{ id: 124, name: 'Fresh' }]);
    const org = organization.parse((await get('/api/organizations/@current')).json);
    expect(org.projects.map((item) => item.name)).toContain('Fresh');
    // ProjectBackwardCompatSerializer.create: the new project becomes the user's current project.
    expect(project.parse((await get('/api/projects/@current/')).json).id).toBe(124);
  });
  it('names a project created without a name "Default project", then "Default project 2"; a blank name is a 400', async () => {
    // name = CharField(required=False, min_length=1, max_length=200): omitted → a generated name,
    // blank → DRF's `blank` error (ProjectBackwardCompatSerializer, posthog/api/project.py).
    expect((await call('POST', ORG, {})).json?.name).toBe('Default project');
    expect((await call('POST', ORG)).json?.name).toBe('Default project 2');
    for (const name of ['', '   ']) {
      const blank = await call('POST', ORG, { name });
      expect(blank.status).toBe(400);
      expect(blank.json).toEqual({
        type: 'validation_error',
        code: 'blank',
        detail: 'This field may not be blank.',
        attr: 'name',
      });
    }
    // Default names are per organization.
    const northwind = `/api/organizations/${DEMO_ORGANIZATION_IDS.northwind}/projects/`;
    expect((await call('POST', northwind, {})).json).toMatchObject({
      name: 'Default project',
      organization: DEMO_ORGANIZATION_IDS.northwind,
    });
  });
  it('PATCH returns the full object, stores only what was sent, ignores read-only fields', async () => {
    const before = project.parse((await get(`${ORG}5/`)).json);
    const patched = await call('PATCH', `${ORG}5/`, {
      session_recording_sample_rate: 0.5,
      week_start_day: 1,
      api_token: 'phc_hacked',
      id: 77,
    });
    expect(patched.status).toBe(200);
    const after = project.parse(patched.json);
    expect(after).toMatchObject({
      id: 5,
      session_recording_sample_rate: '0.50',
      week_start_day: 1,
      api_token: before.api_token,
      timezone: before.timezone,
    });
    expect(after.updated_at! > before.updated_at!).toBe(true);
    expect(project.parse((await get(`${ORG}5/`)).json).session_recording_sample_rate).toBe('0.50');
    expect(
      project.parse((await call('PATCH', `${ORG}5/`, { session_recording_sample_rate: '1' })).json)
        .session_recording_sample_rate,
    ).toBe('1.00');
    const urls = project.parse(
      (await call('PATCH', `${ORG}5/`, { app_urls: ['https://a.test', '', null, 'https://*.b.test'] })).json,
    );
    expect(urls.app_urls).toEqual(['https://a.test', 'https://*.b.test']);
    expect(project.parse((await call('PATCH', `${ORG}5/`, { timezone: 'US/Pacific' })).json).timezone).toBe(
      'US/Pacific',
    );
  });
  it('shallow-merges survey_config and modifiers on PATCH', async () => {
    await call('PATCH', `${ORG}5/`, { survey_config: { appearance: { backgroundColor: '#fff' } } });
    const merged = project.parse(
      (await call('PATCH', `${ORG}5/`, { survey_config: { templates: [] } })).json,
    );
    expect(merged.survey_config).toEqual({ appearance: { backgroundColor: '#fff' }, templates: [] });
  });
  it('DELETE is asynchronous: 204, then the project is pending deletion, still listed, a second DELETE is a 400', async () => {
    // ProjectViewSet.perform_destroy: `if project.is_pending_deletion: raise ValidationError("This project
    // is already being deleted.")`, else mark it pending, start the deletion workflow, answer 204.
    const removed = await call('DELETE', `${ORG}7/`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    // Nothing filters pending projects: detail answers with the flag set, the list still has it.
    const pending = project.parse((await get(`${ORG}7/`)).json);
    expect(pending).toMatchObject({ id: 7, is_pending_deletion: true });
    expect((await listOf(`${ORG}?limit=10`)).results.map((item) => item.id)).toContain(7);
    expect((await get('/api/projects/7/surveys/')).status).toBe(200);
    const again = await call('DELETE', `${ORG}7/`);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      type: 'validation_error',
      code: 'invalid_input',
      detail: 'This project is already being deleted.',
      attr: null,
    });
    // validate_name excludes projects pending deletion from the duplicate check.
    expect((await call('POST', ORG, { name: 'Growth lab EU' })).status).toBe(409);
    expect((await call('POST', ORG, { name: pending.name })).status).toBe(201);
  });
  it("the mock finishes a deletion after a few list reads (the stand-in for the server's workflow)", async () => {
    expect((await call('DELETE', `${ORG}7/`)).status).toBe(204);
    for (let read = 1; read <= DELETION_LIST_READS; read += 1) {
      const ids = (await listOf(`${ORG}?limit=10`)).results.map((item) => item.id);
      expect(ids.includes(7), `read ${read}`).toBe(read < DELETION_LIST_READS);
    }
    expect((await get(`${ORG}7/`)).status).toBe(404);
    expect((await call('DELETE', `${ORG}7/`)).status).toBe(404);
    expect((await get('/api/projects/7/surveys/')).json).toMatchObject({ detail: 'Project not found.' });
    expect((await listOf(ORG)).count).toBe(119);
    expect(
      organization.parse((await get('/api/organizations/@current')).json).teams.map((team) => team.id),
    ).not.toContain(7);
  });
  it('reads of the project itself count down too, so a key limited to projects sees a deletion finish', async () => {
    expect((await call('DELETE', '/api/projects/7/')).status).toBe(204);
    for (let read = 1; read < DELETION_LIST_READS; read += 1) {
      expect((await get('/api/projects/7/')).status, `read ${read}`).toBe(200);
    }
    expect((await get('/api/projects/7/')).status).toBe(404);
  });
  it("a finished deletion takes the project's surveys with it", async () => {
    expect((await call('DELETE', `${ORG}2/`)).status).toBe(204);
    expect((await get('/api/projects/2/surveys/')).status).toBe(200);
    for (let read = 0; read < DELETION_LIST_READS; read += 1) await listOf(ORG);
    expect((await get('/api/projects/2/surveys/')).status).toBe(404);
    expect(db.surveys.some((stored) => stored.projectId === 2)).toBe(false);
  });
});

describe('project actions', () => {
  it('reset_token issues a new phc_ token, kept by later reads and written to the activity log', async () => {
    const before = project.parse((await get(`${ORG}1/`)).json).api_token;
    const reset = await call('PATCH', `${ORG}1/reset_token/`);
    expect(reset.status).toBe(200);
    const after = project.parse(reset.json).api_token;
    expect(after).toMatch(/^phc_/);
    expect(after).not.toBe(before);
    expect(project.parse((await get(`${ORG}1/`)).json).api_token).toBe(after);
    const log = activityPage.parse((await get(`${ORG}1/activity/`)).json);
    expect(log.results[0]).toMatchObject({
      activity: 'updated',
      // ProjectViewSet.activity loads scope="Team" entries (the project's passthrough team).
      scope: 'Team',
      item_id: '1',
      user: { first_name: 'Demo', email: 'demo@acme.test' },
    });
    expect(log.results[0]!.detail?.changes?.[0]?.field).toBe('api_token');
  });
  it('activity pages by page/limit, newest first, and records create/update/delete', async () => {
    await call('PATCH', `${ORG}4/`, { timezone: 'Asia/Tokyo' });
    const log = activityPage.parse((await get(`${ORG}4/activity/?limit=1`)).json);
    expect(log.total_count).toBeGreaterThanOrEqual(3);
    expect(log.results[0]!.detail?.changes).toEqual([
      { type: 'Team', action: 'changed', field: 'timezone', before: expect.any(String), after: 'Asia/Tokyo' },
    ]);
    expect(log.previous).toBeNull();
    const next = new URL(log.next!);
    expect([next.searchParams.get('page'), next.searchParams.get('limit')]).toEqual(['2', '1']);
    const second = activityPage.parse((await get(`${next.pathname}${next.search}`)).json);
    expect(new URL(second.previous!).searchParams.get('page')).toBe('1');
    const dates = log.results.concat(second.results).map((entry) => entry.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const created = project.parse((await call('POST', ORG, { name: 'Logged' })).json);
    expect(activityPage.parse((await get(`${ORG}${created.id}/activity/`)).json).results[0]!.activity).toBe(
      'created',
    );
  });
  it('add_product_intent → 201 with product_intents; complete_product_onboarding → 200, sets only the intent', async () => {
    // ProductIntent.register (posthog/models/product_intent/product_intent.py) sets the intent's
    // onboarding_completed_at when is_onboarding; nothing writes has_completed_onboarding_for
    // (ProjectViewSet.complete_product_onboarding, posthog/api/project.py).
    const before = project.parse((await get(`${ORG}4/`)).json).has_completed_onboarding_for;
    const intent = await call('PATCH', `${ORG}4/add_product_intent/`, {
      product_type: 'experiments',
      intent_context: 'onboarding product selected - primary',
      metadata: { from: 'test' },
    });
    expect(intent.status).toBe(201);
    expect(project.parse(intent.json).product_intents).toContainEqual(
      expect.objectContaining({ product_type: 'experiments', onboarding_completed_at: null }),
    );
    const done = await call('PATCH', `${ORG}4/complete_product_onboarding/`, { product_type: 'experiments' });
    expect(done.status).toBe(200);
    const completed = project.parse(done.json);
    expect(
      completed.product_intents?.find((item) => item.product_type === 'experiments')?.onboarding_completed_at,
    ).toEqual(expect.any(String));
    expect(completed.has_completed_onboarding_for).toEqual(before);
    expect(project.parse((await get(`${ORG}4/`)).json).has_completed_onboarding_for).toEqual(before);
  });
  it('is_generating_demo_data: the seeded demo project for its first polls, a new demo project too, others never', async () => {
    const poll = async (id: number) =>
      demoDataStatus.parse((await get(`${ORG}${id}/is_generating_demo_data/`)).json).is_generating_demo_data;
    const answers = [await poll(3), await poll(3), await poll(3), await poll(3)];
    expect(answers).toEqual([true, true, true, false]);
    expect(await poll(1)).toBe(false);
    const demo = project.parse((await call('POST', ORG, { name: 'Demo two', is_demo: true })).json);
    expect(demo.is_demo).toBe(true);
    expect(await poll(demo.id)).toBe(true);
  });
  it('actions work under /api/projects/:id/ too', async () => {
    expect((await call('PATCH', '/api/projects/6/reset_token/')).status).toBe(200);
    expect((await call('PATCH', '/api/projects/6/', { name: 'Root patch' })).json?.name).toBe('Root patch');
  });
});
