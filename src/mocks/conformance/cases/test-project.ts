// posthog/api/test/test_project.py: the project endpoints Surveyor's projects page and settings form call.
// The tests TestProjectAPI inherits from team_api_test_factory are in test-team.ts.
import type { CaseFile } from '../conformance-case';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';

const FILE = 'posthog/api/test/test_project.py@00f3480b';

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestProjectAPI::test_projects_outside_personal_api_key_scoped_organizations_not_listed`,
      area: 'projects',
      title: "a key limited to one organization lists only that organization's projects",
      // Organization.objects.bootstrap(self.user) makes the new organization the user's current one.
      given: (server) => {
        server.db.currentOrganizationId = DEMO_ORGANIZATION_IDS.northwind;
      },
      steps: [
        {
          method: 'GET',
          path: '/api/projects/?limit=500',
          key: 'phx_demo_org_scoped',
          expect: {
            status: 200,
            check: (json) => {
              const results = (json as { results: { organization: string }[] }).results;
              if (
                !results.length ||
                results.some((project) => project.organization !== DEMO_ORGANIZATION_IDS.northwind)
              )
                throw new Error(`listed ${JSON.stringify(results.map((project) => project.organization))}`);
            },
          },
        },
      ],
    },
    {
      source: `${FILE}::TestProjectAPI::test_update_project_allowed_regardless_of_limits`,
      area: 'projects',
      title: 'a project is renamed with a PATCH',
      steps: [
        {
          method: 'PATCH',
          path: '/api/projects/{team}/',
          body: { name: 'Updated Name' },
          expect: { status: 200, body: { name: 'Updated Name' } },
        },
      ],
    },
  ],
  leftOut: [
    {
      source: `${FILE}::TestProjectAPI::test_*_create_*project* (plan limits, member levels, notifications)`,
      area: 'projects',
      reason:
        'the demo user is an admin of plans with unlimited projects; limits, member levels and notifications are not modelled.',
    },
  ],
};
