// ProjectBackwardCompatSerializer (posthog/api/project.py) as the mock's writes run it: every writable
// field of the body checked in the order DRF would, read-only ones ignored; only the first error is
// reported. The fields with rules of their own are in project-fields.ts.
import { MAX_MIN_DURATION_MS, PROJECT_NAME_MAX_LENGTH, type Project } from '@/contracts/project';
import { isServerTimeZone } from '@/contracts/time-zones';
import type { StoredProject } from '../stored';
import { errors } from '../http/errors';
import { projectsOf } from '../queries';
import { booleanField, stringList } from './fields';
import {
  drfNullableBoolean,
  linkedFlag,
  mergeConfig,
  RETENTION_PERIODS,
  sampleRate,
  urlList,
} from './project-fields';

const READ_ONLY = new Set([
  'id',
  'uuid',
  'organization',
  'is_pending_deletion',
  'effective_membership_level',
  'has_group_types',
  'group_types',
  'live_events_token',
  'created_at',
  'api_token',
  'updated_at',
  'ingested_event',
  'default_modifiers',
  'person_on_events_querying_enabled',
  'product_intents',
  'secret_api_token',
  'secret_api_token_backup',
  'available_setup_task_ids',
  'project_id',
  'user_access_level',
  'managed_viewsets',
  'event_retention_months',
]);

/**
 * ProjectBackwardCompatSerializer.name: CharField(required=False, min_length=1,
 * max_length=PROJECT_NAME_MAX_LENGTH), trimmed;
 * then validate_name: keeping the project's own name is always fine, any other name must not match
 * (trimmed, case-insensitively) a project of the organization that is not pending deletion (409).
 */
function checkName(value: unknown, organizationId: string, current: StoredProject | null): string {
  if (value === null) throw errors.validation('null', 'This field may not be null.', 'name');
  if (typeof value !== 'string') throw errors.validation('invalid', 'Not a valid string.', 'name');
  const name = value.trim();
  if (!name) throw errors.validation('blank', 'This field may not be blank.', 'name');
  if (name.length > PROJECT_NAME_MAX_LENGTH)
    throw errors.validation(
      'max_length',
      `Ensure this field has no more than ${PROJECT_NAME_MAX_LENGTH} characters.`,
      'name',
    );
  if (current && name === current.name) return name;
  const taken = projectsOf(organizationId).some(
    (project) =>
      project.id !== current?.id &&
      !project.is_pending_deletion &&
      project.name.trim().toLowerCase() === name.toLowerCase(),
  );
  if (taken)
    throw errors.conflict(
      `There is already a project called "${name}" in this organization. Choose a different name.`,
    );
  return name;
}

/** Validates writable fields in the order DRF would and returns the cleaned values. */
export function cleanProjectFields(
  body: Record<string, unknown>,
  organizationId: string,
  current: StoredProject | null,
): Partial<Project> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (READ_ONLY.has(field)) continue;
    switch (field) {
      case 'name':
        out.name = checkName(value, organizationId, current);
        break;
      case 'timezone':
        // ChoiceField over pytz.all_timezones (the OpenAPI TimezoneEnum; src/contracts/time-zones.ts);
        // the model field is not nullable.
        if (value === null) throw errors.validation('null', 'This field may not be null.', 'timezone');
        if (!isServerTimeZone(value)) {
          throw errors.validation('invalid_choice', `"${String(value)}" is not a valid choice.`, 'timezone');
        }
        out.timezone = value;
        break;
      case 'week_start_day':
        if (value !== null && value !== 0 && value !== 1) {
          throw errors.validation(
            'invalid_choice',
            `"${String(value)}" is not a valid choice.`,
            'week_start_day',
          );
        }
        out.week_start_day = value;
        break;
      case 'session_recording_sample_rate':
        out[field] = sampleRate(value);
        break;
      case 'session_recording_minimum_duration_milliseconds':
        if (value !== null) {
          if (typeof value !== 'number' || !Number.isInteger(value))
            throw errors.validation('invalid', 'A valid integer is required.', field);
          if (value < 0)
            throw errors.validation('min_value', 'Ensure this value is greater than or equal to 0.', field);
          if (value > MAX_MIN_DURATION_MS)
            throw errors.validation(
              'max_value',
              `Ensure this value is less than or equal to ${MAX_MIN_DURATION_MS}.`,
              field,
            );
        }
        out[field] = value;
        break;
      case 'app_urls':
        out.app_urls = urlList(value, 'app_urls', true) ?? [];
        break;
      case 'recording_domains':
        out.recording_domains = urlList(value, 'recording_domains', false);
        break;
      case 'session_recording_retention_period':
        if (typeof value !== 'string' || !RETENTION_PERIODS.includes(value)) {
          throw errors.invalid(
            `Must provide a valid retention period. Options are: ${RETENTION_PERIODS.join(', ')}`,
            field,
          );
        }
        out[field] = value;
        break;
      case 'session_recording_linked_flag':
        out[field] = linkedFlag(value);
        break;
      case 'product_description':
        if (value !== null && typeof value !== 'string')
          throw errors.validation('invalid', 'Not a valid string.', field);
        if (typeof value === 'string' && value.length > 1000)
          throw errors.validation('max_length', 'Ensure this field has no more than 1000 characters.', field);
        out[field] = value;
        break;
      case 'survey_config':
      case 'modifiers':
      case 'session_replay_config':
        if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
          throw errors.invalid('Must provide a dictionary or None.', field);
        out[field] =
          value === null
            ? null
            : mergeConfig(field, current?.[field as keyof Project], value as Record<string, unknown>);
        break;
      case 'access_control':
        // TeamSerializer.validate_access_control (posthog/api/team.py @ 15a26711): any value but None.
        if (value !== null)
          throw errors.invalid(
            "The 'access_control' field has been deprecated and is no longer supported. " +
              'Please use the new access control system instead. ' +
              'For more information, visit: https://posthog.com/docs/settings/access-control',
            'access_control',
          );
        break;
      case 'test_account_filters_default_checked':
        out[field] = drfNullableBoolean(value, field);
        break;
      case 'anonymize_ips':
      case 'session_recording_opt_in':
      case 'is_demo':
      case 'completed_snippet_onboarding':
        out[field] = booleanField(value, field, false);
        break;
      case 'autocapture_opt_out':
      case 'autocapture_exceptions_opt_in':
      case 'autocapture_web_vitals_opt_in':
      case 'capture_console_log_opt_in':
      case 'capture_performance_opt_in':
      case 'heatmaps_opt_in':
      case 'surveys_opt_in':
      case 'inject_web_apps':
      case 'capture_dead_clicks':
        out[field] = booleanField(value, field);
        break;
      case 'person_display_name_properties':
      case 'autocapture_web_vitals_allowed_metrics':
        out[field] = stringList(value, field);
        break;
      case 'has_completed_onboarding_for':
        if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
          throw errors.validation('invalid', 'Value must be valid JSON.', field);
        out[field] = value;
        break;
      case 'organization':
        break;
      default:
        // Fields the mock does not model are stored as sent, as the real server stores its JSON fields.
        out[field] = value;
    }
  }
  return out as Partial<Project>;
}
