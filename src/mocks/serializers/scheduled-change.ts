// ScheduledChangeSerializer (products/feature_flags/backend/api/scheduled_change.py @ 0ed6bd8d): the fields'
// checks, validate()'s rules in the server's order with its messages, and the answer's shape.
import { RECURRENCE_INTERVALS } from '@/contracts/scheduled-change';
import { errors } from '../http/errors';
import { DEMO_USER } from '../models/demo-user';
import { isValidCron } from '../models/flags/cron';
import type { StoredScheduledChange } from '../stored';
import { booleanField, choice, dateOrNull, isDict, truthy } from './fields';

/** ScheduledChange.AllowedModels. */
const ALLOWED_MODELS = ['FeatureFlag'] as const;

/** The writable fields a request may set, cleaned (absent ones stay absent, as in a partial update). */
export interface ScheduledChangeFields {
  record_id?: string;
  model_name?: string;
  payload?: Record<string, unknown>;
  scheduled_at?: string;
  is_recurring?: boolean;
  recurrence_interval?: string | null;
  cron_expression?: string | null;
  end_date?: string | null;
}

const required = (attr: string) => errors.validation('required', 'This field is required.', attr);

/** CharField(max_length): numbers are read as their text, as DRF does; other types are refused. */
function charField(value: unknown, attr: string, maxLength: number, allowNull: boolean): string | null {
  if (value === null) {
    if (allowNull) return null;
    throw errors.validation('null', 'This field may not be null.', attr);
  }
  if (typeof value !== 'string' && typeof value !== 'number')
    throw errors.validation('invalid', 'Not a valid string.', attr);
  const text = String(value).trim();
  if (!text && !allowNull) throw errors.validation('blank', 'This field may not be blank.', attr);
  if (text.length > maxLength)
    throw errors.validation(
      'max_length',
      `Ensure this field has no more than ${maxLength} characters.`,
      attr,
    );
  return text || null;
}

/** to_internal_value: each field's own checks; a create needs record_id, model_name, payload, scheduled_at. */
function cleanFields(body: Record<string, unknown>, creating: boolean): ScheduledChangeFields {
  const fields: ScheduledChangeFields = {};
  if ('record_id' in body) fields.record_id = charField(body.record_id, 'record_id', 200, false)!;
  else if (creating) throw required('record_id');
  if ('model_name' in body) fields.model_name = choice(body.model_name, ALLOWED_MODELS, 'model_name');
  else if (creating) throw required('model_name');
  if ('payload' in body) {
    // JSONField accepts any JSON; the model stores a dict and validate() reads it as one.
    if (body.payload === null) throw errors.validation('null', 'This field may not be null.', 'payload');
    fields.payload = isDict(body.payload) ? body.payload : {};
  } else if (creating) throw required('payload');
  if ('scheduled_at' in body) {
    if (body.scheduled_at === null)
      throw errors.validation('null', 'This field may not be null.', 'scheduled_at');
    fields.scheduled_at = dateOrNull(body.scheduled_at, 'scheduled_at')!;
  } else if (creating) throw required('scheduled_at');
  if ('is_recurring' in body) fields.is_recurring = booleanField(body.is_recurring, 'is_recurring', false)!;
  else if (creating) fields.is_recurring = false;
  if ('recurrence_interval' in body)
    fields.recurrence_interval =
      body.recurrence_interval === null
        ? null
        : choice(body.recurrence_interval, RECURRENCE_INTERVALS, 'recurrence_interval');
  if ('cron_expression' in body)
    fields.cron_expression = charField(body.cron_expression, 'cron_expression', 100, true);
  if ('end_date' in body) fields.end_date = dateOrNull(body.end_date, 'end_date');
  return fields;
}

/** validate(data), with the instance's values filling what a partial update leaves out. */
function validate(fields: ScheduledChangeFields, instance: StoredScheduledChange | null): void {
  if (instance) {
    if (fields.record_id !== undefined && fields.record_id !== instance.record_id)
      throw errors.invalid('Cannot change the target record of an existing scheduled change.', 'record_id');
    if (fields.model_name !== undefined && fields.model_name !== instance.model_name)
      throw errors.invalid('Cannot change the model type of an existing scheduled change.', 'model_name');
    // Recurring schedules carry executed_at = null while active: only a finished one-time change is frozen.
    if (instance.executed_at !== null && !instance.is_recurring)
      throw errors.invalid('Cannot modify a scheduled change that has already executed.', null);
  }
  const isRecurring = fields.is_recurring ?? instance?.is_recurring ?? false;
  const interval =
    fields.recurrence_interval !== undefined
      ? fields.recurrence_interval
      : (instance?.recurrence_interval ?? null);
  const cron =
    fields.cron_expression !== undefined ? fields.cron_expression : (instance?.cron_expression ?? null);
  const payload = fields.payload ?? instance?.payload ?? {};

  if (cron && interval)
    throw errors.invalid(
      'Cannot set both cron_expression and recurrence_interval. Use one or the other.',
      'cron_expression',
    );
  if (cron) {
    if (cron.trim().split(/\s+/).length !== 5)
      throw errors.invalid(
        "Only standard 5-field cron expressions are supported (minute hour day month weekday). Example: '0 9 * * 1-5'.",
        'cron_expression',
      );
    if (!isValidCron(cron))
      throw errors.invalid(
        "Invalid cron expression. Use standard 5-field cron syntax (e.g., '0 9 * * 1-5').",
        'cron_expression',
      );
  }
  if (isRecurring) {
    if (!interval && !cron)
      throw errors.invalid(
        'Either recurrence_interval or cron_expression is required when is_recurring is true.',
        'recurrence_interval',
      );
    if (payload.operation === 'add_release_condition')
      throw errors.invalid(
        'Recurring schedules are not supported for add_release_condition because it appends conditions on each run, creating duplicates.',
        'payload',
      );
  }
  // A new one-time schedule carries no recurrence; an update may keep it (a paused recurring schedule).
  if (!instance && !isRecurring) {
    if (interval)
      throw errors.invalid(
        'Cannot set recurrence_interval when is_recurring is false for new schedules.',
        'recurrence_interval',
      );
    if (cron)
      throw errors.invalid(
        'Cannot set cron_expression when is_recurring is false for new schedules.',
        'cron_expression',
      );
  }
  const endDate = fields.end_date !== undefined ? fields.end_date : (instance?.end_date ?? null);
  const scheduledAt = fields.scheduled_at ?? instance?.scheduled_at ?? null;
  if (endDate && scheduledAt && Date.parse(endDate) <= Date.parse(scheduledAt))
    throw errors.invalid('End date must be after the scheduled start date.', 'end_date');
}

/** The request's fields, cleaned and validated against the row it updates (null for a create). */
export function cleanScheduledChange(
  body: Record<string, unknown>,
  instance: StoredScheduledChange | null,
): ScheduledChangeFields {
  const fields = cleanFields(body, instance === null);
  validate(fields, instance);
  return fields;
}

/** formatted_failure_reason (ScheduledChange model): the error, and whether the task will retry it. */
function formatFailure(raw: string): string {
  try {
    const context = JSON.parse(raw) as Record<string, unknown>;
    if (isDict(context) && 'error' in context) {
      let message = String(context.error);
      const retries = context.retry_count ?? 0;
      if (context.will_retry === false && context.retry_exhausted)
        message += ` (failed after ${String(retries)} out of ${String(context.max_retries)} attempts)`;
      else if (context.will_retry === false && context.error_classification === 'unrecoverable')
        message += ' (permanent error)';
      else if (truthy(context.will_retry)) {
        const remaining = Number(context.max_retries) - Number(retries);
        message += ` (will retry automatically, ${remaining} attempt${remaining === 1 ? '' : 's'} remaining)`;
      }
      return message;
    }
  } catch {
    // A legacy plain-text reason is shown as it is.
  }
  return raw;
}

/** The serializer's answer for a row. */
export function scheduledChangeShape(change: StoredScheduledChange): Record<string, unknown> {
  const { projectId, failure_count: _count, failure_reason, change_request_id: _request, ...fields } = change;
  return {
    ...fields,
    team_id: projectId,
    failure_reason: failure_reason ? formatFailure(failure_reason) : null,
    created_by: DEMO_USER,
  };
}
