// Projects of an organization: list item, full detail, and the bodies the dashboard writes.
import { z } from 'zod';
import { isoDateTime, paginated } from './common';
import { teamBasic } from './organization';

/** The list endpoint returns the TeamBasic shape. */
export const projectListItem = teamBasic;
export type ProjectListItem = z.infer<typeof projectListItem>;
export const projectList = paginated(projectListItem);
export type ProjectList = z.infer<typeof projectList>;

export const weekStartDay = z.union([z.literal(0), z.literal(1)]);

/** The API stores the sample rate as a decimal with 2 places and returns it as a string ("0.50"). */
export const sampleRateString = z
  .string()
  .regex(/^(0(\.\d{1,2})?|1(\.0{1,2})?)$/, 'A decimal between 0 and 1');

export const webVitalsMetric = z.enum(['FCP', 'LCP', 'INP', 'CLS']);

export const productIntent = z.looseObject({
  product_type: z.string(),
  created_at: isoDateTime,
  onboarding_completed_at: isoDateTime.nullable(),
  updated_at: isoDateTime,
});
export type ProductIntent = z.infer<typeof productIntent>;

const nullableBool = z.boolean().nullable();
const jsonObject = z.record(z.string(), z.unknown());

/** Full project (ProjectBackwardCompat); fields the dashboard does not edit are kept as they come. */
export const project = z.looseObject({
  id: z.number().int(),
  uuid: z.string(),
  organization: z.string(),
  project_id: z.number().int().nullable().optional(),
  name: z.string(),
  product_description: z.string().nullable().optional(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  effective_membership_level: z.number().int().nullable(),
  has_group_types: z.boolean(),
  group_types: z.array(jsonObject).optional(),
  live_events_token: z.string().nullable(),
  api_token: z.string(),
  app_urls: z.array(z.string().nullable()),
  anonymize_ips: z.boolean(),
  completed_snippet_onboarding: z.boolean(),
  ingested_event: z.boolean(),
  test_account_filters: z.array(jsonObject).optional(),
  test_account_filters_default_checked: nullableBool.optional(),
  path_cleaning_filters: z.array(jsonObject).nullable().optional(),
  is_demo: z.boolean(),
  timezone: z.string(),
  data_attributes: z.array(z.string()).optional(),
  person_display_name_properties: z.array(z.string()).nullable(),
  correlation_config: jsonObject.nullable().optional(),
  autocapture_opt_out: nullableBool,
  autocapture_exceptions_opt_in: nullableBool,
  autocapture_web_vitals_opt_in: nullableBool,
  autocapture_web_vitals_allowed_metrics: z.array(z.string()).nullable(),
  autocapture_exceptions_errors_to_ignore: z.array(z.string()).nullable().optional(),
  capture_console_log_opt_in: nullableBool,
  capture_performance_opt_in: nullableBool,
  session_recording_opt_in: z.boolean(),
  session_recording_sample_rate: z.string().nullable(),
  session_recording_minimum_duration_milliseconds: z.number().int().nullable(),
  session_recording_linked_flag: jsonObject.nullable().optional(),
  session_recording_retention_period: z.string().nullable().optional(),
  session_replay_config: jsonObject.nullable().optional(),
  survey_config: jsonObject.nullable().optional(),
  access_control: z.boolean().optional(),
  week_start_day: weekStartDay.nullable(),
  primary_dashboard: z.number().int().nullable().optional(),
  live_events_columns: z.array(z.string()).nullable().optional(),
  recording_domains: z.array(z.string().nullable()).nullable(),
  inject_web_apps: nullableBool,
  extra_settings: jsonObject.nullable().optional(),
  modifiers: jsonObject.nullable().optional(),
  has_completed_onboarding_for: z.record(z.string(), z.boolean()).nullable(),
  surveys_opt_in: nullableBool,
  heatmaps_opt_in: nullableBool,
  product_intents: z.array(productIntent).nullable().optional(),
  secret_api_token: z.string().nullable().optional(),
  secret_api_token_backup: z.string().nullable().optional(),
  is_pending_deletion: z.boolean().nullable().optional(),
  user_access_level: z.string().nullable().optional(),
  base_currency: z.string().optional(),
  capture_dead_clicks: nullableBool.optional(),
});
export type Project = z.infer<typeof project>;

/** Fields a PATCH may carry (all optional; only changed ones are sent). */
export const projectUpdateBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    timezone: z.string(),
    week_start_day: weekStartDay.nullable(),
    app_urls: z.array(z.string()),
    recording_domains: z.array(z.string()).nullable(),
    anonymize_ips: z.boolean(),
    person_display_name_properties: z.array(z.string()).nullable(),
    autocapture_opt_out: nullableBool,
    autocapture_exceptions_opt_in: nullableBool,
    autocapture_web_vitals_opt_in: nullableBool,
    autocapture_web_vitals_allowed_metrics: z.array(webVitalsMetric).nullable(),
    capture_console_log_opt_in: nullableBool,
    capture_performance_opt_in: nullableBool,
    heatmaps_opt_in: nullableBool,
    surveys_opt_in: nullableBool,
    inject_web_apps: nullableBool,
    session_recording_opt_in: z.boolean(),
    session_recording_sample_rate: z.union([sampleRateString, z.number().min(0).max(1)]).nullable(),
    session_recording_minimum_duration_milliseconds: z.number().int().min(0).max(30000).nullable(),
    has_completed_onboarding_for: z.record(z.string(), z.boolean()).nullable(),
    is_demo: z.boolean(),
  })
  .partial();
export type ProjectUpdateBody = z.infer<typeof projectUpdateBody>;

export const projectCreateBody = projectUpdateBody.extend({
  organization: z.string().optional(),
});
export type ProjectCreateBody = z.infer<typeof projectCreateBody>;

/** Product keys accepted by add_product_intent / complete_product_onboarding. */
export const productKey = z.enum([
  'product_analytics',
  'session_replay',
  'feature_flags',
  'experiments',
  'surveys',
  'web_analytics',
  'error_tracking',
  'data_warehouse',
]);
export type ProductKey = z.infer<typeof productKey>;

export const productIntentBody = z.object({
  product_type: z.string().min(1),
  intent_context: z.string().optional(),
  metadata: jsonObject.optional(),
  organization: z.string().optional(),
});
export type ProductIntentBody = z.infer<typeof productIntentBody>;

export const demoDataStatus = z.object({ is_generating_demo_data: z.boolean() });
export type DemoDataStatus = z.infer<typeof demoDataStatus>;
