// The Team/Project model (posthog/models/team, posthog/api/project.py): the defaults of a new project,
// its default name, product intents, token reset and the changes an update logs. Both the project
// handlers and the seed build projects through these functions.
import { mockNowIso } from '../clock';
import type { ActivityChange } from '@/contracts/common';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import type { Project } from '@/contracts/project';
import type { StoredProject } from '../stored';
import { newProjectToken, uuidFrom } from '../ids';
import { fieldChange, modelChange } from './activity';

/** A full project with the defaults the real server gives a new one (reference §2.3). */
export function buildProject(
  fields: Partial<Project> & Pick<Project, 'id' | 'name'>,
  random: () => number = Math.random,
): StoredProject {
  const now = mockNowIso();
  return {
    uuid: uuidFrom(random),
    organization: DEMO_ORGANIZATION_IDS.acme,
    project_id: fields.id,
    product_description: null,
    created_at: now,
    updated_at: now,
    effective_membership_level: 8,
    has_group_types: false,
    group_types: [],
    live_events_token: `eyJhbGciOiJIUzI1NiJ9.demo-live-${fields.id}`,
    api_token: newProjectToken(random),
    app_urls: [],
    anonymize_ips: false,
    completed_snippet_onboarding: false,
    ingested_event: false,
    // New projects filter out the "internal and test users" cohort the server creates with them.
    test_account_filters: [{ key: 'id', type: 'cohort', value: 2000 + fields.id, operator: 'not_in' }],
    test_account_filters_default_checked: null,
    path_cleaning_filters: [],
    is_demo: false,
    timezone: 'UTC',
    data_attributes: ['data-attr'],
    person_display_name_properties: null,
    correlation_config: {},
    autocapture_opt_out: null,
    autocapture_exceptions_opt_in: null,
    autocapture_web_vitals_opt_in: null,
    autocapture_web_vitals_allowed_metrics: null,
    autocapture_exceptions_errors_to_ignore: null,
    capture_console_log_opt_in: true,
    capture_performance_opt_in: true,
    session_recording_opt_in: false,
    session_recording_sample_rate: null,
    session_recording_minimum_duration_milliseconds: null,
    session_recording_linked_flag: null,
    session_recording_network_payload_capture_config: null,
    session_recording_masking_config: null,
    session_recording_url_trigger_config: [],
    session_recording_url_blocklist_config: [],
    session_recording_event_trigger_config: [],
    session_recording_trigger_match_type_config: null,
    session_recording_trigger_groups: null,
    session_recording_retention_period: '30d',
    session_replay_config: null,
    survey_config: null,
    access_control: false,
    week_start_day: null,
    primary_dashboard: 1000 + fields.id,
    live_events_columns: null,
    recording_domains: null,
    inject_web_apps: null,
    extra_settings: { recorder_script: 'posthog-recorder' },
    modifiers: null,
    has_completed_onboarding_for: null,
    surveys_opt_in: null,
    heatmaps_opt_in: null,
    product_intents: [],
    secret_api_token: null,
    secret_api_token_backup: null,
    is_pending_deletion: false,
    user_access_level: 'admin',
    base_currency: 'USD',
    capture_dead_clicks: false,
    person_on_events_querying_enabled: true,
    default_modifiers: {
      personsOnEventsMode: 'person_id_override_properties_on_events',
      bounceRateDurationSeconds: 10,
    },
    flags_persistence_default: false,
    receive_org_level_activity_logs: false,
    business_model: null,
    conversations_enabled: null,
    cookieless_server_hash_mode: 0,
    human_friendly_comparison_periods: false,
    feature_flag_confirmation_enabled: false,
    feature_flag_confirmation_message: null,
    web_analytics_pre_aggregated_tables_enabled: false,
    onboarding_tasks: null,
    available_setup_task_ids: [],
    managed_viewsets: { revenue_analytics: false },
    ...fields,
  } as StoredProject;
}

/** Project.objects default names: "Default project", then the first "Default project N" not taken. */
export function defaultProjectName(takenNames: readonly string[]): string {
  const names = new Set(takenNames.map((name) => name.toLowerCase()));
  if (!names.has('default project')) return 'Default project';
  let n = 2;
  while (names.has(`default project ${n}`)) n += 1;
  return `Default project ${n}`;
}

/**
 * A written value as the activity log shows it. The sample rate is a Decimal the log writes without its
 * trailing zeros: 0.4 is logged "0.4" where the API answers "0.40"
 * (posthog/api/test/test_team.py @ 0030b351, test_team_float_config_can_be_serialized_to_activity_log).
 */
function loggedValue(field: string, value: unknown): unknown {
  if (field === 'session_recording_sample_rate' && typeof value === 'string') return String(Number(value));
  return value;
}

/**
 * The activity log's changes of an update: the written fields whose value differs, as changes_between
 * writes them (a field set from empty is `created`, emptied is `deleted`; test_team.py @ 0030b351,
 * test_team_float_config_can_be_serialized_to_activity_log).
 */
export function projectChanges(before: StoredProject, after: Partial<Project>): ActivityChange[] {
  return Object.entries(after)
    .filter(([field, value]) => JSON.stringify(before[field as keyof Project]) !== JSON.stringify(value))
    .map(([field, value]) =>
      modelChange(
        'Team',
        field,
        loggedValue(field, before[field as keyof Project]),
        loggedValue(field, value),
      ),
    )
    .filter((change): change is ActivityChange => change !== null);
}

/**
 * ProductIntent.register: get or create the team's intent for the product; with `is_onboarding` it sets
 * the intent's `onboarding_completed_at`, and nothing else: `has_completed_onboarding_for` is NOT
 * touched (PostHog's own onboarding UI PATCHes it separately afterwards). No activity is logged.
 */
export function registerIntent(project: StoredProject, product: string, isOnboarding: boolean): void {
  const now = mockNowIso();
  const intents = project.product_intents ?? [];
  let intent = intents.find((candidate) => candidate.product_type === product);
  if (!intent) {
    intent = { product_type: product, created_at: now, updated_at: now, onboarding_completed_at: null };
    intents.push(intent);
  }
  intent.updated_at = now;
  if (isOnboarding) intent.onboarding_completed_at = now;
  project.product_intents = intents;
}

/**
 * reset_token: a new project API token; the log shows both tokens whole, as test_reset_token asserts
 * (posthog/api/test/test_team.py @ 0030b351): the project token is public, it ships in every page's snippet.
 */
export function resetApiToken(project: StoredProject): ActivityChange {
  const before = project.api_token;
  project.api_token = newProjectToken();
  project.updated_at = mockNowIso();
  return fieldChange('Team', 'api_token', before, project.api_token);
}

/**
 * A project as the project endpoints answer it: the flag policy is TeamFeatureFlagPolicyConfig, a row of
 * its own on the server that ProjectBackwardCompatSerializer does not show.
 */
export function projectAnswer(project: StoredProject): Omit<StoredProject, 'feature_flag_policy'> {
  const { feature_flag_policy: _policy, ...answer } = project;
  return answer;
}
