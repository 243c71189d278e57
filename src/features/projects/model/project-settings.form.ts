// The settings form: its zod schema, its fields' labels and switches, and the conversions between the
// API's project and form values.
// PATCH bodies carry only what the user changed; fields the form does not know are never sent.
import { sameJson } from '@/lib/same-json';
import { z } from 'zod';
import {
  MAX_MIN_DURATION_MS,
  PROJECT_NAME_MAX_LENGTH,
  webVitalsMetric,
  type Project,
  type ProjectUpdateBody,
} from '@/contracts/project';
import { isKnownTimeZone } from './time-zones';

const urlEntry = z.object({
  value: z
    .string()
    .trim()
    .min(1, 'Enter a URL or remove this row.')
    .refine((value) => {
      try {
        const url = new URL(value.replace(/\*/g, 'wildcard'));
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'Enter a full URL, e.g. https://app.example.com (wildcards like https://*.example.com are allowed).'),
});

const optionalNumber = (min: number, max: number, label: string) =>
  z.union([
    z.literal(''),
    z.coerce
      .number({ message: `${label} must be a number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} must be at most ${max}.`),
  ]);

export const projectSettingsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a project name.')
    .max(PROJECT_NAME_MAX_LENGTH, `At most ${PROJECT_NAME_MAX_LENGTH} characters.`),
  timezone: z.string().refine(isKnownTimeZone, 'Choose a time zone from the list.'),
  week_start_day: z.enum(['', '0', '1']),
  app_urls: z.array(urlEntry),
  recording_domains: z.array(urlEntry),
  anonymize_ips: z.boolean(),
  person_display_name_properties: z.string(),
  autocapture_opt_out: z.boolean(),
  autocapture_exceptions_opt_in: z.boolean(),
  autocapture_web_vitals_opt_in: z.boolean(),
  autocapture_web_vitals_allowed_metrics: z.array(webVitalsMetric),
  capture_console_log_opt_in: z.boolean(),
  capture_performance_opt_in: z.boolean(),
  heatmaps_opt_in: z.boolean(),
  surveys_opt_in: z.boolean(),
  inject_web_apps: z.boolean(),
  session_recording_opt_in: z.boolean(),
  sample_rate_percent: optionalNumber(0, 100, 'Sample rate'),
  minimum_duration_ms: optionalNumber(0, MAX_MIN_DURATION_MS, 'Minimum duration'),
});

export type ProjectSettingsValues = z.input<typeof projectSettingsSchema>;

/** Field labels, for the fields and for the summary of problems above the form. */
export const FIELD_LABELS: Record<keyof ProjectSettingsValues, string> = {
  name: 'Name',
  timezone: 'Time zone',
  week_start_day: 'Week starts on',
  app_urls: 'App URLs',
  recording_domains: 'Recording domains',
  anonymize_ips: 'Anonymize IP addresses',
  person_display_name_properties: 'Person display name properties',
  autocapture_opt_out: 'Disable autocapture',
  autocapture_exceptions_opt_in: 'Capture exceptions',
  autocapture_web_vitals_opt_in: 'Capture web vitals',
  autocapture_web_vitals_allowed_metrics: 'Allowed web vitals metrics',
  capture_console_log_opt_in: 'Capture console logs',
  capture_performance_opt_in: 'Capture network performance',
  heatmaps_opt_in: 'Heatmaps',
  surveys_opt_in: 'Surveys',
  inject_web_apps: 'Inject web apps',
  session_recording_opt_in: 'Record user sessions',
  sample_rate_percent: 'Sample rate',
  minimum_duration_ms: 'Minimum duration',
};

/** A problem's field in words: `app_urls.0.value` → "App URL 1"; `name` → "Name". */
export function fieldLabel(path: string): string {
  const [root = '', index] = path.split('.');
  const label = FIELD_LABELS[root as keyof ProjectSettingsValues] ?? root;
  return index !== undefined && /^\d+$/.test(index)
    ? `${label.replace(/s$/, '')} ${Number(index) + 1}`
    : label;
}

export type SwitchField = {
  [K in keyof ProjectSettingsValues]: ProjectSettingsValues[K] extends boolean ? K : never;
}[keyof ProjectSettingsValues];
export type SettingsSection = 'general' | 'capture' | 'replay';

/** Every switch, in the order shown, with the section it sits in and the help under it. */
export const SWITCHES: { name: SwitchField; section: SettingsSection; help?: string }[] = [
  { name: 'anonymize_ips', section: 'general', help: 'Discard client IP data.' },
  {
    name: 'autocapture_opt_out',
    section: 'capture',
    help: 'Stop capturing clicks, inputs and page changes automatically.',
  },
  { name: 'autocapture_exceptions_opt_in', section: 'capture' },
  { name: 'autocapture_web_vitals_opt_in', section: 'capture' },
  { name: 'capture_console_log_opt_in', section: 'capture' },
  { name: 'capture_performance_opt_in', section: 'capture' },
  { name: 'heatmaps_opt_in', section: 'capture' },
  { name: 'surveys_opt_in', section: 'capture', help: 'Let the SDK show surveys on your site.' },
  { name: 'inject_web_apps', section: 'capture' },
  { name: 'session_recording_opt_in', section: 'replay' },
];

/** Form field names, for mapping server errors (`attr`) onto fields. */
export const API_FIELD_TO_FORM: Record<string, string> = {
  session_recording_sample_rate: 'sample_rate_percent',
  session_recording_minimum_duration_milliseconds: 'minimum_duration_ms',
};
export const FORM_FIELDS = Object.keys(projectSettingsSchema.shape);

const urls = (values: readonly (string | null)[] | null | undefined) =>
  (values ?? []).filter((value): value is string => Boolean(value)).map((value) => ({ value }));

export function toFormValues(project: Project): ProjectSettingsValues {
  return {
    name: project.name,
    timezone: project.timezone ?? 'UTC',
    week_start_day:
      project.week_start_day === 0 || project.week_start_day === 1
        ? (String(project.week_start_day) as '0' | '1')
        : '',
    app_urls: urls(project.app_urls),
    recording_domains: urls(project.recording_domains),
    anonymize_ips: project.anonymize_ips ?? false,
    person_display_name_properties: (project.person_display_name_properties ?? []).join(', '),
    autocapture_opt_out: project.autocapture_opt_out ?? false,
    autocapture_exceptions_opt_in: project.autocapture_exceptions_opt_in ?? false,
    autocapture_web_vitals_opt_in: project.autocapture_web_vitals_opt_in ?? false,
    autocapture_web_vitals_allowed_metrics: (project.autocapture_web_vitals_allowed_metrics ?? []).filter(
      (metric): metric is z.infer<typeof webVitalsMetric> => webVitalsMetric.safeParse(metric).success,
    ),
    capture_console_log_opt_in: project.capture_console_log_opt_in ?? false,
    capture_performance_opt_in: project.capture_performance_opt_in ?? false,
    heatmaps_opt_in: project.heatmaps_opt_in ?? false,
    surveys_opt_in: project.surveys_opt_in ?? false,
    inject_web_apps: project.inject_web_apps ?? false,
    session_recording_opt_in: project.session_recording_opt_in ?? false,
    sample_rate_percent: sampleRatePercent(project.session_recording_sample_rate),
    minimum_duration_ms: project.session_recording_minimum_duration_milliseconds ?? '',
  };
}

/** The API's decimal ("0.50", or a number from older servers) → 0–100 %; '' when unset or unreadable. */
function sampleRatePercent(rate: string | number | null | undefined): number | '' {
  const value = rate === null || rate === undefined || rate === '' ? NaN : Number(rate);
  return Number.isFinite(value) ? Math.round(value * 100) : '';
}

/** 0–100 % in the form ↔ the API's decimal string with two places ("0.50"). */
export function percentToSampleRate(percent: number | string): string | null {
  if (percent === '' || percent === null) return null;
  return (Number(percent) / 100).toFixed(2);
}

type Converter = (values: ProjectSettingsValues) => Partial<ProjectUpdateBody>;

const toApi: Record<keyof ProjectSettingsValues, Converter> = {
  name: (v) => ({ name: v.name.trim() }),
  timezone: (v) => ({ timezone: v.timezone }),
  week_start_day: (v) => ({
    week_start_day: v.week_start_day === '' ? null : (Number(v.week_start_day) as 0 | 1),
  }),
  app_urls: (v) => ({ app_urls: v.app_urls.map((entry) => entry.value.trim()) }),
  recording_domains: (v) => ({ recording_domains: v.recording_domains.map((entry) => entry.value.trim()) }),
  anonymize_ips: (v) => ({ anonymize_ips: v.anonymize_ips }),
  person_display_name_properties: (v) => {
    const list = v.person_display_name_properties
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return { person_display_name_properties: list.length ? list : null };
  },
  autocapture_opt_out: (v) => ({ autocapture_opt_out: v.autocapture_opt_out }),
  autocapture_exceptions_opt_in: (v) => ({ autocapture_exceptions_opt_in: v.autocapture_exceptions_opt_in }),
  autocapture_web_vitals_opt_in: (v) => ({ autocapture_web_vitals_opt_in: v.autocapture_web_vitals_opt_in }),
  autocapture_web_vitals_allowed_metrics: (v) => ({
    autocapture_web_vitals_allowed_metrics: v.autocapture_web_vitals_allowed_metrics.length
      ? v.autocapture_web_vitals_allowed_metrics
      : null,
  }),
  capture_console_log_opt_in: (v) => ({ capture_console_log_opt_in: v.capture_console_log_opt_in }),
  capture_performance_opt_in: (v) => ({ capture_performance_opt_in: v.capture_performance_opt_in }),
  heatmaps_opt_in: (v) => ({ heatmaps_opt_in: v.heatmaps_opt_in }),
  surveys_opt_in: (v) => ({ surveys_opt_in: v.surveys_opt_in }),
  inject_web_apps: (v) => ({ inject_web_apps: v.inject_web_apps }),
  session_recording_opt_in: (v) => ({ session_recording_opt_in: v.session_recording_opt_in }),
  sample_rate_percent: (v) => ({
    session_recording_sample_rate: percentToSampleRate(v.sample_rate_percent as number | ''),
  }),
  minimum_duration_ms: (v) => ({
    session_recording_minimum_duration_milliseconds:
      v.minimum_duration_ms === '' ? null : Number(v.minimum_duration_ms),
  }),
};

/** The PATCH body: only the API fields whose form values differ from what was loaded. */
export function changedFields(
  initial: ProjectSettingsValues,
  current: ProjectSettingsValues,
): ProjectUpdateBody {
  const body: ProjectUpdateBody = {};
  for (const field of Object.keys(toApi) as (keyof ProjectSettingsValues)[]) {
    const before = toApi[field](initial);
    const after = toApi[field](current);
    if (!sameJson(before, after)) Object.assign(body, after);
  }
  return body;
}
