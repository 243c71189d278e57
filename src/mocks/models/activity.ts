// Activity log entries as PostHog's ActivityLog stores them (posthog/models/activity_logging): the seed
// writes a history with them, and every write of the mock logs one.
import type { ActivityChange, ActivityChanges } from '@/contracts/common';
import { isPlainObject } from '@/contracts/readable';
import type { ActivityScope, StoredActivity } from '../stored';
import { DEMO_USER } from './demo-user';

/** One changed field of an `updated` entry (`Change` in activity_logging). */
export function fieldChange(
  type: ActivityScope,
  field: string,
  before: unknown,
  after: unknown,
): ActivityChange {
  return { type, action: 'changed', field, before, after };
}

/**
 * A model field's value is "empty" for the log when it is None or in Django's `Field.empty_values`
 * (None, '', [], (), {}): changes_between in posthog/models/activity_logging/activity_log.py
 * (PostHog/posthog @ 5328c2d7) checks `left is None or left in field.empty_values`.
 */
export function isEmptyForLog(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (isPlainObject(value) && Object.keys(value).length === 0)
  );
}

/**
 * A change as changes_between writes it (same file): both sides empty is no change; empty before is
 * `created` (after only, before null), empty after is `deleted` (before only), otherwise `changed`. The
 * `Change` dataclass always serialises both keys, so the missing side is `null`, never absent.
 */
export function modelChange(
  type: ActivityScope,
  field: string,
  before: unknown,
  after: unknown,
): ActivityChange | null {
  const [beforeEmpty, afterEmpty] = [isEmptyForLog(before), isEmptyForLog(after)];
  if (beforeEmpty && afterEmpty) return null;
  if (beforeEmpty) return { type, action: 'created', field, before: null, after };
  if (afterEmpty) return { type, action: 'deleted', field, before, after: null };
  return { type, action: 'changed', field, before, after };
}

/**
 * A DateTimeField as the log stores it: ActivityDetailEncoder writes `datetime.isoformat()`, so an
 * aware UTC instant reads `2026-11-01T10:00:00+00:00` (microseconds only when there are some), where the
 * API's serializer writes `…Z`.
 */
export function pythonIsoformat(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const [day, time] = date.toISOString().split('T') as [string, string];
  const ms = date.getUTCMilliseconds();
  return `${day}T${time.slice(0, 8)}${ms ? `.${String(ms * 1000).padStart(6, '0')}` : ''}+00:00`;
}

/** An entry by a user (the demo user unless told) about one item of a project. */
export function activityEntry(
  id: string,
  projectId: number,
  scope: ActivityScope,
  itemId: string,
  name: string,
  activity: string,
  at: string,
  changes: ActivityChanges = null,
  user: { first_name?: string | null; email?: string | null } = DEMO_USER,
): StoredActivity {
  return {
    projectId,
    scope,
    entry: {
      id,
      user: { first_name: user.first_name, email: user.email },
      activity,
      scope,
      item_id: itemId,
      // Detail's fields as the log answers them: test_create_survey_records_activity
      // (products/surveys/backend/api/test/test_survey.py @ 0031b5ea) compares the whole entry.
      detail: { changes, trigger: null, name, short_id: null, type: null },
      created_at: at,
    },
  };
}
