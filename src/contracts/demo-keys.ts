// The demo backend's personal API keys: one table read by both the mock (which enforces it) and the app
// (which knows a demo key's scopes up front), with the one rule both use to grant a scope. Each key models something a real PostHog personal API key
// can be: its scopes, and optionally the projects (`scoped_teams`) or organizations
// (`scoped_organizations`) it is limited to (posthog/models/personal_api_key.py; enforced by
// APIScopePermission.check_team_and_org_permissions in posthog/permissions.py).

/** The demo user's organizations. Acme Analytics is the user's current (`@current`) organization. */
export const DEMO_ORGANIZATION_IDS = {
  acme: '0190a1b2-0000-7000-8000-00000000ac3e',
  northwind: '0190a1b2-0000-7000-8000-0000000b0a7d',
} as const;

export interface DemoKeyFacts {
  /** The key's scopes, as PostHog stores them (`*` is "all access"). */
  scopes: readonly string[];
  /** `scoped_teams`: the project ids the key is limited to (absent: every project the user can see). */
  scopedTeams?: readonly number[];
  /** `scoped_organizations`: the organization ids the key is limited to (absent: every organization). */
  scopedOrganizations?: readonly string[];
  /**
   * Demo-only convenience, not PostHog behaviour: project `activity`, `reset_token` and
   * `is_generating_demo_data` declare no `required_scopes`, so real PostHog answers every personal API
   * key (`*` included) 403 "This action does not support personal API key access". Only a key with this
   * flag gets them answered, so the demo can show those screens.
   */
  demoOnlyProjectActions: boolean;
  /**
   * Models one older self-hosted PostHog, consistently across the demo backend:
   * - scheduled changes are an INTERNAL view: every `/scheduled_changes/` request is refused 403 "This
   *   action does not support Personal API Key access", whatever the key's scopes (posthog/api/
   *   scheduled_change.py @ 0150f8fc);
   * - copy_flags is `organization_feature_flag.py @ 07434db5`: success items without `team_id`, bare
   *   `{error}` 400s, deleted flags of the key found and updated, targets of any organization, schedules
   *   copied without cron_expression/timezone; and its `*` key is not refused there (the refusal of `*`
   *   on INTERNAL views is taken to be the newer rule).
   */
  olderServer?: boolean;
  /**
   * Models an organization on PostHog's Approvals feature with enabled policies for
   * `feature_flag.enable`, `feature_flag.disable` and `survey.launch` (products/approvals/backend/):
   * gated flag writes and survey launches answer 409, gated scheduled changes wait for an approval.
   */
  approvals?: boolean;
  /** One line for people choosing a key. */
  description: string;
}

export const DEMO_KEYS = {
  phx_demo_all: {
    scopes: ['*'],
    demoOnlyProjectActions: true,
    description:
      'All scopes; also answered project activity, token reset and demo-data polling, which real PostHog refuses to every personal API key',
  },
  phx_demo_read: {
    scopes: ['project:read', 'survey:read', 'activity_log:read', 'organization:read'],
    demoOnlyProjectActions: false,
    description: 'Read-only: project:read, survey:read, activity_log:read, organization:read',
  },
  phx_demo_projects: {
    scopes: ['project:read', 'project:write', 'organization:read'],
    demoOnlyProjectActions: false,
    description: 'project:read, project:write and organization:read only',
  },
  phx_demo_surveys: {
    scopes: ['project:read', 'survey:write', 'feature_flag:read', 'activity_log:read', 'organization:read'],
    demoOnlyProjectActions: false,
    description:
      'survey:write without feature_flag:write: survey targeting, and deleting a survey that has targeting, are refused',
  },
  phx_demo_strict: {
    scopes: ['*'],
    demoOnlyProjectActions: false,
    description: 'All scopes, refused project activity, token reset and demo-data polling like real PostHog',
  },
  phx_demo_project_scoped: {
    scopes: [
      'project:read',
      'project:write',
      'survey:write',
      'feature_flag:write',
      'activity_log:read',
      'organization:read',
    ],
    scopedTeams: [1, 2],
    demoOnlyProjectActions: false,
    description:
      'Limited to projects 1 and 2 (Acme Web, Acme Mobile): organization and project-list endpoints answer 403',
  },
  phx_demo_fleet_partial: {
    scopes: [
      'project:read',
      'survey:write',
      'feature_flag:write',
      'cohort:read',
      'action:read',
      'activity_log:read',
      'organization:read',
    ],
    scopedTeams: [1, 2],
    demoOnlyProjectActions: false,
    description:
      'Copy to projects, partly refused: limited to projects 1 and 2 (enter 1, 2, 3). Acme Demo (3) answers 403 "API key does not have access to the requested project"; copy_flags, an organization endpoint, is refused',
  },
  phx_demo_explicit_scopes: {
    scopes: [
      'organization:read',
      'project:read',
      'project:write',
      'survey:read',
      'survey:write',
      'feature_flag:read',
      'feature_flag:write',
      'cohort:read',
      'action:read',
      'activity_log:read',
    ],
    demoOnlyProjectActions: false,
    description:
      'Every scope Surveyor uses, listed one by one instead of "*": the key copy_flags (an INTERNAL view that "*" does not satisfy) accepts',
  },
  phx_demo_approvals: {
    scopes: ['*'],
    demoOnlyProjectActions: true,
    approvals: true,
    description:
      'All scopes, in an organization with approval policies: enabling or disabling a flag and launching a survey need an approval (409); scheduled flag changes wait for one',
  },
  phx_demo_old_server: {
    scopes: ['*'],
    demoOnlyProjectActions: false,
    olderServer: true,
    description:
      'All scopes on an older self-hosted PostHog: scheduled changes refuse personal API keys (403), so a survey cannot be scheduled; copy_flags answers without team_id',
  },
  phx_demo_org_scoped: {
    scopes: ['*'],
    scopedOrganizations: [DEMO_ORGANIZATION_IDS.northwind],
    demoOnlyProjectActions: false,
    description:
      'All scopes, limited to the Northwind Labs organization: @current (Acme Analytics) answers 403, Northwind by its id works',
  },
} as const satisfies Record<string, DemoKeyFacts>;

/** The facts of a demo key, or undefined for any other string. */
export function demoKey(name: string): DemoKeyFacts | undefined {
  return Object.hasOwn(DEMO_KEYS, name) ? (DEMO_KEYS as Record<string, DemoKeyFacts>)[name] : undefined;
}

/**
 * Whether scopes grant the `needed` one, as APIScopePermission decides (posthog/permissions.py): `*`
 * grants everything, and a `:read` scope is also satisfied by the same object's `:write`.
 */
export function scopesGrant(scopes: readonly string[], needed: string): boolean {
  if (scopes.includes('*') || scopes.includes(needed)) return true;
  const [object, action] = needed.split(':');
  return action === 'read' && scopes.includes(`${object}:write`);
}
