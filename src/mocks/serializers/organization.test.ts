// TeamBasic and the organization body.
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { db } from '../db';
import { findOrganization } from '../queries';
import { organizationBody, teamBasic } from './organization';

describe('organization serializers', () => {
  it("TeamBasic picks TeamBasicSerializer's fields and nothing else", () => {
    const project = db.projects[0]!;
    const basic = teamBasic(project);
    expect(Object.keys(basic)).toEqual([
      'id',
      'uuid',
      'organization',
      'project_id',
      'api_token',
      'name',
      'completed_snippet_onboarding',
      'has_completed_onboarding_for',
      'ingested_event',
      'is_demo',
      'timezone',
      'access_control',
    ]);
    expect(basic).toMatchObject({ id: project.id, name: project.name, api_token: project.api_token });
  });
  it('an organization lists its own projects as teams and as {id, organization_id, name}', () => {
    const body = organizationBody(findOrganization(DEMO_ORGANIZATION_IDS.northwind)!);
    expect(body.teams.map((team) => team.id)).toEqual([121, 122, 123]);
    expect(body.projects[0]).toEqual({
      id: 121,
      organization_id: DEMO_ORGANIZATION_IDS.northwind,
      name: 'Northwind Storefront',
    });
  });
});
