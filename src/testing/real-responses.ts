// Responses shaped like a real PostHog's, with what the OpenAPI schema allows and the demo backend does
// not send by itself: null model fields, fields typed loosely (metadata and member_count as strings),
// legacy survey shapes, a record without an id, activity without ids. Sources: the team's reference
// (real-posthog-behaviour.md, posthog-openapi-subset.yaml). Tests serve them with `serveReal`.
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';

export const REAL_ORG_ID = '0191e1f2-5a1b-7000-8000-00000000beef';

/** OrganizationSerializer: the two model fields that allow null are null; loosely typed fields as declared. */
export const realOrganization = {
  id: REAL_ORG_ID,
  name: 'Hedgebox Inc.',
  slug: 'hedgebox',
  logo_media_id: null,
  created_at: '2024-02-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  membership_level: 15,
  plugins_access_level: 9,
  teams: [{ id: 7, name: 'Hedgebox web' }],
  projects: [{ id: 7, name: 'Hedgebox web', organization_id: REAL_ORG_ID }],
  available_product_features: [],
  is_member_join_email_enabled: true,
  metadata: 'instance_tag: cloud-eu',
  customer_id: null,
  enforce_2fa: null,
  members_can_invite: null,
  members_can_use_personal_api_keys: true,
  allow_publicly_shared_resources: true,
  member_count: '3',
  is_ai_data_processing_approved: null,
  default_experiment_stats_method: null,
  default_anonymize_ips: false,
  default_role_id: null,
};

export const teamBasic = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  uuid: `0191e1f2-0000-7000-8000-${String(id).padStart(12, '0')}`,
  organization: REAL_ORG_ID,
  project_id: id,
  api_token: `phc_real_${id}`,
  name,
  completed_snippet_onboarding: true,
  has_completed_onboarding_for: null,
  ingested_event: true,
  is_demo: false,
  timezone: 'Asia/Kolkata',
  access_control: false,
  ...extra,
});

/** ProjectBackwardCompat with nulls where the model allows them and an untyped field of an odd shape. */
export const realProject = {
  ...teamBasic(7, 'Hedgebox web'),
  product_description: null,
  created_at: '2024-02-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  effective_membership_level: 15,
  has_group_types: false,
  group_types: [],
  live_events_token: null,
  app_urls: [null, 'https://hedgebox.net'],
  slack_incoming_webhook: null,
  anonymize_ips: false,
  test_account_filters: [],
  test_account_filters_default_checked: null,
  path_cleaning_filters: null,
  data_attributes: ['data-attr'],
  person_display_name_properties: null,
  correlation_config: null,
  autocapture_opt_out: null,
  autocapture_exceptions_opt_in: null,
  autocapture_web_vitals_opt_in: null,
  autocapture_web_vitals_allowed_metrics: { FCP: true },
  capture_console_log_opt_in: null,
  capture_performance_opt_in: null,
  session_recording_opt_in: false,
  session_recording_sample_rate: null,
  session_recording_minimum_duration_milliseconds: null,
  session_recording_linked_flag: null,
  session_replay_config: null,
  survey_config: null,
  week_start_day: null,
  primary_dashboard: null,
  live_events_columns: null,
  recording_domains: null,
  person_on_events_querying_enabled: 'true',
  inject_web_apps: null,
  extra_settings: null,
  modifiers: null,
  default_modifiers: '{}',
  surveys_opt_in: null,
  heatmaps_opt_in: null,
  product_intents: [],
  flags_persistence_default: null,
  secret_api_token: null,
  secret_api_token_backup: null,
  receive_org_level_activity_logs: null,
};

const survey = (id: string, name: string, extra: Record<string, unknown>) => ({
  id,
  name,
  description: '',
  type: 'popover',
  schedule: 'once',
  linked_flag: null,
  linked_flag_id: null,
  targeting_flag: null,
  internal_targeting_flag: null,
  questions: [],
  conditions: null,
  appearance: null,
  created_at: '2025-06-10T12:00:00Z',
  created_by: { id: 1, uuid: 'u-1', distinct_id: 'd', first_name: 'Marius', email: 'marius@hedgebox.net' },
  start_date: '2025-06-11T12:00:00Z',
  end_date: null,
  archived: false,
  responses_limit: null,
  feature_flag_keys: [{ key: 'linked_flag_key', value: null }],
  iteration_count: null,
  iteration_frequency_days: null,
  iteration_start_dates: [],
  current_iteration: null,
  current_iteration_start_date: null,
  response_sampling_start_date: null,
  response_sampling_interval_type: '',
  response_sampling_interval: null,
  response_sampling_limit: null,
  response_sampling_daily_limits: null,
  enable_partial_responses: false,
  user_access_level: 'editor',
  ...extra,
});

/** A rating created through the API or an agent: PostHog's request schema makes display and scale optional. */
export const legacyRatingSurvey = survey('11111111-0000-4000-8000-000000000001', 'Rating from an agent', {
  questions: [
    { id: 'q-rating', type: 'rating', question: 'How was your week?' },
    { id: 'q-open', type: 'open', question: 'Why?', branching: { type: 'confirmation_message' } },
  ],
  iteration_count: 600,
  iteration_frequency_days: 7,
  schedule: 'recurring',
  appearance: { whiteLabel: null, thankYouMessageDescriptionContentType: null, position: null },
});

export const unknownKindSurvey = survey('11111111-0000-4000-8000-000000000002', 'Grid feedback', {
  type: 'hosted_form',
  questions: [{ id: 'q-grid', type: 'matrix', question: 'Rate each part', rows: ['A'], columns: ['B'] }],
  appearance: 'dark',
});

export const translatedSurvey = survey('11111111-0000-4000-8000-000000000003', 'Plan check', {
  base_language: 'en',
  translations: { fr: { name: 'Vérification' } },
  questions: [
    {
      id: 'q-plan',
      type: 'single_choice',
      question: 'Which plan?',
      choices: ['Free', 'Team'],
      translations: { fr: { question: 'Quelle offre ?', choices: ['Gratuite', 'Équipe'] } },
    },
  ],
});

/** A list item without an id: it can only take its own row. */
export const surveyWithoutId = { name: 'Half-written row', type: 'popover', questions: null };

export const page = (results: unknown[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

/** Serve these answers instead of the demo backend's, for paths under /api. */
export function serveReal(routes: Record<string, unknown>, method: 'get' | 'post' | 'patch' = 'get') {
  server.use(
    ...Object.entries(routes).map(([path, body]) =>
      http[method](path, () =>
        HttpResponse.json(body as Record<string, unknown>, { status: method === 'post' ? 201 : 200 }),
      ),
    ),
  );
}
