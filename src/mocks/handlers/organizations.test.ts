// Organizations as OrganizationViewSet serves them: @current, by id, the list, and the scope they need.
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { organization } from '../testing/strict-contracts';
import { get } from '../test-api';

describe('organization', () => {
  it("answers @current (the user's current organization) and its uuid with its teams", async () => {
    const current = await get('/api/organizations/@current');
    expect(current.status).toBe(200);
    const org = organization.parse(current.json);
    expect(org).toMatchObject({ name: 'Acme Analytics', membership_level: 8 });
    expect(org.projects).toHaveLength(120);
    expect(org.teams[0]).toMatchObject({ id: 1, name: 'Acme Web', project_id: 1 });
    expect(Object.keys(org.teams[0]!)).not.toContain('app_urls');
    const byId = await get(`/api/organizations/${org.id}/`);
    expect(organization.parse(byId.json).id).toBe(org.id);
    // OrganizationViewSet.organization: get_object_or_404 over the user's organizations (a plain 404).
    expect((await get('/api/organizations/0190a1b2-0000-7000-8000-000000000000/')).json).toMatchObject({
      code: 'not_found',
      detail: 'Not found.',
    });
    // Nested routes resolve the URL's organization in routing.py: "Organization not found.".
    expect(
      (await get('/api/organizations/0190a1b2-0000-7000-8000-000000000000/projects/')).json,
    ).toMatchObject({ code: 'not_found', detail: 'Organization not found.' });
  });
  it('lists every organization of the user; the second one carries the nulls the model allows', async () => {
    const list = await get('/api/organizations/');
    expect(list.json).toMatchObject({ count: 2, next: null, previous: null });
    const results = (list.json as { results: Record<string, unknown>[] }).results;
    expect(results.map((item) => item.name)).toEqual(['Acme Analytics', 'Northwind Labs']);
    const northwind = (await get(`/api/organizations/${DEMO_ORGANIZATION_IDS.northwind}/`)).json!;
    // posthog/models/organization.py: members_can_invite BooleanField(null=True),
    // default_experiment_stats_method CharField(null=True).
    expect(northwind).toMatchObject({
      name: 'Northwind Labs',
      members_can_invite: null,
      default_experiment_stats_method: null,
    });
    expect((northwind.teams as { name: string }[]).map((team) => team.name)).toEqual([
      'Northwind Storefront',
      'Northwind Ops',
      'Northwind Sandbox',
    ]);
    // Only Acme has AvailableFeature.WHITE_LABELLING (see the survey appearance tests).
    const features = (org: Record<string, unknown>) =>
      (org.available_product_features as { key: string }[]).map((feature) => feature.key);
    expect(features(results[0]!)).toContain('white_labelling');
    expect(features(northwind)).not.toContain('white_labelling');
  });
  it('needs organization:read', async () => {
    expect((await get('/api/organizations/@current', 'phx_demo_read')).status).toBe(200);
    expect((await get('/api/organizations/@current', 'phx_demo_projects')).status).toBe(200);
  });
});
