// Projects of an organization: the list item (TeamBasic), the full project, and the bodies the dashboard
// writes. Reads are lenient (every field the server may leave null or untyped is read when it fits and
// named as a problem when it does not); writes are strict and carry only what changed.
import { z } from 'zod';
import { paginated } from './common';
import { readFields, readItems, readWith, type ReadProblem } from './readable';

const nullableBool = z.boolean().nullish();

/** The list endpoints' shape (ProjectBackwardCompatBasic): only the id is needed to show a row. */
const teamBasicShape = {
  uuid: z.string().nullish(),
  organization: z.string().nullish(),
  project_id: z.number().int().nullish(),
  api_token: z.string().nullish(),
  name: z.string(),
  completed_snippet_onboarding: nullableBool,
  /** Free JSON on the server; PostHog writes product → true. Read it with onboardedProducts(). */
  has_completed_onboarding_for: z.unknown().optional(),
  ingested_event: nullableBool,
  is_demo: nullableBool,
  timezone: z.string().nullish(),
  access_control: nullableBool,
};
type TeamBasicFields = { [K in keyof typeof teamBasicShape]: z.output<(typeof teamBasicShape)[K]> };
export type ProjectListItem = TeamBasicFields & { id: number } & Record<string, unknown>;

export function readProjectListItem(input: unknown): {
  value: ProjectListItem | null;
  problems: ReadProblem[];
} {
  const problems: ReadProblem[] = [];
  const record = input as { id?: unknown } | null;
  if (typeof record?.id !== 'number' || !Number.isInteger(record.id))
    return {
      value: null,
      problems: [{ path: 'id', message: 'missing: without an id the project cannot be opened' }],
    };
  const fields = readFields(input, teamBasicShape, problems, { fallbacks: { name: `Project ${record.id}` } });
  return { value: fields && ({ ...fields, id: record.id } as ProjectListItem), problems };
}

export const projectList = paginated(readItems(readProjectListItem));

/** Products whose onboarding is marked complete (keys whose value is true). */
export function onboardedProducts(value: unknown): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value)
    .filter(([, done]) => done === true)
    .map(([key]) => key);
}

export const weekStartDay = z.union([z.literal(0), z.literal(1)]);

/** The API stores the sample rate as a decimal with 2 places and returns it as a string ("0.50"). */
export const sampleRateString = z
  .string()
  .regex(/^(0(\.\d{1,2})?|1(\.0{1,2})?)$/, 'A decimal between 0 and 1');

export const webVitalsMetric = z.enum(['FCP', 'LCP', 'INP', 'CLS']);

export const productIntent = z.looseObject({
  product_type: z.string(),
  created_at: z.string().nullish(),
  onboarding_completed_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

const jsonObject = z.record(z.string(), z.unknown());
const stringList = z.array(z.string().nullable()).nullish();

/** The full project (ProjectBackwardCompat), each field read on its own; only the id is required. */
const projectShape = {
  uuid: z.string().nullish(),
  organization: z.string().nullish(),
  project_id: z.number().int().nullish(),
  name: z.string(),
  product_description: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  effective_membership_level: z.number().nullish(),
  has_group_types: nullableBool,
  live_events_token: z.string().nullish(),
  api_token: z.string().nullish(),
  app_urls: stringList,
  anonymize_ips: nullableBool,
  completed_snippet_onboarding: nullableBool,
  ingested_event: nullableBool,
  is_demo: nullableBool,
  timezone: z.string().nullish(),
  person_display_name_properties: stringList,
  autocapture_opt_out: nullableBool,
  autocapture_exceptions_opt_in: nullableBool,
  autocapture_web_vitals_opt_in: nullableBool,
  /** Untyped on the server; PostHog writes a list of metric names. */
  autocapture_web_vitals_allowed_metrics: z.array(z.string()).nullish(),
  capture_console_log_opt_in: nullableBool,
  capture_performance_opt_in: nullableBool,
  session_recording_opt_in: nullableBool,
  session_recording_sample_rate: z.union([z.string(), z.number()]).nullish(),
  session_recording_minimum_duration_milliseconds: z.number().nullish(),
  session_recording_retention_period: z.string().nullish(),
  week_start_day: z.number().nullish(),
  recording_domains: stringList,
  inject_web_apps: nullableBool,
  has_completed_onboarding_for: z.unknown().optional(),
  surveys_opt_in: nullableBool,
  heatmaps_opt_in: nullableBool,
  /** Declared as a string by the schema; in fact a list of intents. Unreadable items are dropped. */
  product_intents: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = productIntent.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  is_pending_deletion: nullableBool,
  access_control: nullableBool,
  base_currency: z.string().nullish(),
  survey_config: jsonObject.nullish(),
};
type ProjectFields = { [K in keyof typeof projectShape]: z.output<(typeof projectShape)[K]> };
export type Project = ProjectFields & { id: number } & Record<string, unknown>;

/** A project with what could not be read of it. */
export interface ProjectRecord {
  project: Project;
  problems: ReadProblem[];
}

export function readProject(input: unknown): { value: ProjectRecord | null; problems: ReadProblem[] } {
  const problems: ReadProblem[] = [];
  const record = input as { id?: unknown } | null;
  if (typeof record?.id !== 'number' || !Number.isInteger(record.id))
    return {
      value: null,
      problems: [{ path: 'id', message: 'missing: without an id the project cannot be opened' }],
    };
  const fields = readFields(input, projectShape, problems, { fallbacks: { name: `Project ${record.id}` } });
  if (!fields) return { value: null, problems };
  return { value: { project: { ...fields, id: record.id } as Project, problems }, problems };
}

/** GET detail and the answer of every write that returns the project. */
export const projectRecord = readWith(readProject);

/** The project name's CharField(max_length=200) (ProjectBackwardCompatSerializer, posthog/api/project.py). */
export const PROJECT_NAME_MAX_LENGTH = 200;
/** session_recording_minimum_duration_milliseconds: at most 30000 (OpenAPI `maximum: 30000`). */
export const MAX_MIN_DURATION_MS = 30000;

const writableBool = z.boolean().nullable();

/** Fields a PATCH may carry (all optional; only changed ones are sent). */
export const projectUpdateBody = z
  .object({
    name: z.string().trim().min(1).max(PROJECT_NAME_MAX_LENGTH),
    timezone: z.string(),
    week_start_day: weekStartDay.nullable(),
    app_urls: z.array(z.string()),
    recording_domains: z.array(z.string()).nullable(),
    anonymize_ips: z.boolean(),
    person_display_name_properties: z.array(z.string()).nullable(),
    autocapture_opt_out: writableBool,
    autocapture_exceptions_opt_in: writableBool,
    autocapture_web_vitals_opt_in: writableBool,
    autocapture_web_vitals_allowed_metrics: z.array(webVitalsMetric).nullable(),
    capture_console_log_opt_in: writableBool,
    capture_performance_opt_in: writableBool,
    heatmaps_opt_in: writableBool,
    surveys_opt_in: writableBool,
    inject_web_apps: writableBool,
    session_recording_opt_in: z.boolean(),
    session_recording_sample_rate: z.union([sampleRateString, z.number().min(0).max(1)]).nullable(),
    session_recording_minimum_duration_milliseconds: z
      .number()
      .int()
      .min(0)
      .max(MAX_MIN_DURATION_MS)
      .nullable(),
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

export const demoDataStatus = z.object({ is_generating_demo_data: z.boolean() });
