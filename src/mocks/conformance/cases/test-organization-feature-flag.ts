// products/feature_flags/backend/api/test/test_organization_feature_flag.py: copy_flags, on the newest
// server and (key phx_demo_old_server) on the older one it replaced.
import type { CaseFile, ConformanceServer } from '../conformance-case';

const FILE = 'products/feature_flags/backend/api/test/test_organization_feature_flag.py@02a2706b';
const VIEW_07434DB5 = 'products/feature_flags/backend/api/organization_feature_flag.py@07434db5';
const COPY = '/api/organizations/@current/feature_flags/copy_flags/';
/** copy_flags wants feature_flag:write on the key itself (the tests' keys list it; `*` is refused). */
const KEY = 'phx_demo_explicit_scopes';

/** setUp: team_2 beside the case's team, and the flag to copy (65% rollout) in the case's team. */
function setUp(server: ConformanceServer, extra: Record<string, unknown> = {}) {
  server.db.nextProjectId += 1;
  const team2 = server.db.nextProjectId;
  const first = server.db.projects.find((project) => project.id === server.team)!;
  server.db.projects.push({ ...structuredClone(first), id: team2, project_id: team2, name: 'Team 2' });
  server.db.nextFlagId += 1;
  server.db.featureFlags.push({
    projectId: server.team,
    flag: {
      id: server.db.nextFlagId,
      team_id: server.team,
      key: 'copied-flag-key',
      name: '',
      filters: { groups: [{ rollout_percentage: 65 }] },
      active: true,
      deleted: false,
      ...extra,
    },
  });
  server.saved.team2 = team2;
}

const copyBody = {
  feature_flag_key: 'copied-flag-key',
  from_project: '{team}',
  target_project_ids: ['{team2}'],
};

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopy::test_copy_feature_flag_create_new`,
      area: 'flag copies',
      title: 'a copy into a project without the flag creates it, answering team_id and updated_existing',
      given: (server) => setUp(server),
      steps: [
        {
          method: 'POST',
          path: COPY,
          key: KEY,
          body: copyBody,
          expect: {
            status: 200,
            body: {
              failed: [],
              success: [
                {
                  key: 'copied-flag-key',
                  active: true,
                  deleted: false,
                  archived: false,
                  updated_existing: false,
                },
              ],
            },
            check: (json, server) => {
              const item = (json as { success: { team_id: unknown }[] }).success[0]!;
              if (item.team_id !== server.saved.team2) throw new Error(`team_id ${String(item.team_id)}`);
            },
          },
        },
      ],
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopy::test_copy_feature_flag_update_existing`,
      area: 'flag copies',
      title: 'a copy into a project with the flag updates it',
      given: (server) => {
        setUp(server);
        server.db.nextFlagId += 1;
        server.db.featureFlags.push({
          projectId: server.saved.team2 as number,
          flag: {
            id: server.db.nextFlagId,
            team_id: server.saved.team2 as number,
            key: 'copied-flag-key',
            name: 'Existing flag',
            filters: { groups: [{ rollout_percentage: 99 }] },
            active: true,
            deleted: false,
          },
        });
        server.saved.existing = server.db.nextFlagId;
      },
      steps: [
        {
          method: 'POST',
          path: COPY,
          key: KEY,
          body: copyBody,
          expect: {
            status: 200,
            body: { success: [{ updated_existing: true, name: '' }] },
            check: (json, server) => {
              const item = (json as { success: { id: unknown }[] }).success[0]!;
              if (item.id !== server.saved.existing) throw new Error(`id ${String(item.id)}`);
            },
          },
        },
      ],
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopy::test_copy_succeeds_when_target_requires_flag_metadata[tags]`,
      area: 'flag copies',
      title: 'a copy into a project that requires tags succeeds',
      given: (server) => {
        setUp(server);
        server.db.projects.find((project) => project.id === server.saved.team2)!.feature_flag_policy = {
          require_tags: true,
        };
      },
      steps: [
        {
          method: 'POST',
          path: COPY,
          key: KEY,
          body: copyBody,
          expect: { status: 200, body: { failed: [] } },
        },
      ],
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopy::test_copy_succeeds_when_target_requires_flag_metadata[evaluation_contexts]`,
      area: 'flag copies',
      title: 'a copy into a project that requires evaluation contexts succeeds',
      given: (server) => {
        setUp(server);
        server.db.projects.find((project) => project.id === server.saved.team2)!.require_evaluation_contexts =
          true;
      },
      steps: [
        {
          method: 'POST',
          path: COPY,
          key: KEY,
          body: copyBody,
          expect: { status: 200, body: { failed: [] } },
        },
      ],
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopyPersonalAPIKey::test_allows_personal_api_key_with_feature_flag_write_scope`,
      area: 'flag copies',
      title: 'a key that lists feature_flag:write copies',
      given: (server) => setUp(server),
      steps: [
        {
          method: 'POST',
          path: COPY,
          key: KEY,
          body: copyBody,
          expect: { status: 200, body: { failed: [] } },
        },
      ],
    },
    ...(
      [
        ['read_scope_only', 'phx_demo_surveys'],
        ['wildcard_scope_on_internal_viewset', 'phx_demo_all'],
        ['team_scoped_key', 'phx_demo_project_scoped'],
      ] as const
    ).map(([name, key]) => ({
      source: `${FILE}::TestOrganizationFeatureFlagCopyPersonalAPIKey::test_rejects_insufficient_or_overly_scoped_key[${name}]`,
      area: 'flag copies' as const,
      title: `copy_flags refuses a key: ${name}`,
      given: (server: ConformanceServer) => setUp(server),
      steps: [{ method: 'POST' as const, path: COPY, key, body: copyBody, expect: { status: 403 } }],
    })),
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopyPersonalAPIKey::test_rejects_cross_organization_personal_api_key`,
      area: 'flag copies',
      title: 'a key limited to another organization is refused',
      given: (server) => setUp(server),
      steps: [
        { method: 'POST', path: COPY, key: 'phx_demo_org_scoped', body: copyBody, expect: { status: 403 } },
      ],
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopySchedules::test_copy_flag_with_single_schedule`,
      area: 'flag copies',
      title: 'copy_schedule copies a pending schedule with its payload and time',
      given: (server) => {
        setUp(server);
        server.db.nextScheduledChangeId += 1;
        server.db.scheduledChanges.push({
          projectId: server.team,
          id: server.db.nextScheduledChangeId,
          record_id: String(server.db.nextFlagId),
          model_name: 'FeatureFlag',
          payload: { operation: 'update_status', value: { active: false } },
          scheduled_at: '2124-01-01T00:00:00.000Z',
          executed_at: null,
          failure_reason: null,
          failure_count: 0,
          is_recurring: false,
          recurrence_interval: null,
          cron_expression: null,
          last_executed_at: null,
          end_date: null,
          timezone: 'UTC',
          created_at: '2024-01-01T00:00:00.000Z',
          updated_at: '2024-01-01T00:00:00.000Z',
        });
      },
      steps: [
        {
          method: 'POST',
          path: COPY,
          key: KEY,
          body: { ...copyBody, copy_schedule: true },
          expect: { status: 200 },
        },
        {
          method: 'GET',
          path: '/api/projects/{team2}/scheduled_changes/',
          expect: {
            status: 200,
            body: {
              count: 1,
              results: [
                {
                  payload: { operation: 'update_status', value: { active: false } },
                  scheduled_at: '2124-01-01T00:00:00.000Z',
                },
              ],
            },
          },
        },
      ],
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopySchedules::test_copy_flag_without_schedules`,
      area: 'flag copies',
      title: 'without copy_schedule no schedule is copied',
      given: (server) => setUp(server),
      steps: [
        {
          method: 'POST',
          path: COPY,
          key: KEY,
          body: { ...copyBody, copy_schedule: false },
          expect: { status: 200 },
        },
        {
          method: 'GET',
          path: '/api/projects/{team2}/scheduled_changes/',
          expect: { status: 200, body: { count: 0 } },
        },
      ],
    },
    {
      source: `${VIEW_07434DB5}::OrganizationFeatureFlagView.copy_flags`,
      area: 'flag copies',
      title: 'the older server answers success items without team_id, and a bare {error} for a missing field',
      given: (server) => setUp(server),
      steps: [
        {
          method: 'POST',
          path: COPY,
          key: 'phx_demo_old_server',
          body: copyBody,
          expect: { status: 200, absent: ['success.0.team_id'] },
        },
        {
          method: 'POST',
          path: COPY,
          key: 'phx_demo_old_server',
          body: { feature_flag_key: 'copied-flag-key', from_project: '{team}' },
          expect: { status: 400, body: { error: 'Missing required fields' } },
        },
      ],
    },
  ],
  leftOut: [
    {
      source: `${FILE}::TestOrganizationFeatureFlagGet::*, TestOrganizationFeatureFlagKeys::*`,
      area: 'flag copies',
      reason:
        'the organization flag list and keys endpoints are not ones Surveyor calls; the demo does not model them.',
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopy::test_copy_*_dependenc*`,
      area: 'flag copies',
      reason:
        'copy_dependencies (copying parent flags) is not modelled; re-pointing by key and forcing the copy off are (copy-flags-versions.test.ts).',
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopy::test_copy_*access_control*, *_restricted_*`,
      area: 'flag copies',
      reason: 'needs access control (restricted projects and flags), which the demo does not model.',
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagEvaluations::*`,
      area: 'flag copies',
      reason: 'needs ClickHouse events.',
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopyApprovalGate::*`,
      area: 'flag copies',
      reason: 'copying under an approval policy (failed items with approval_pending) is not modelled yet.',
    },
    {
      source: `${FILE}::TestOrganizationFeatureFlagCopyPersonalAPIKey::test_personal_api_key_receives_the_decrypted_payloads`,
      area: 'flag copies',
      reason: 'needs encrypted payloads, which the demo does not model.',
    },
  ],
};
