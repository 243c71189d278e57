// Activity log entries as PostHog's ActivityLog stores them (posthog/models/activity_logging): the seed
// writes a history with them, and every write of the mock logs one.
import type { ActivityChange, ActivityChanges } from '../../contracts/common';
import type { ActivityScope, StoredActivity } from '../db';
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

/** An entry by the demo user about one item of a project. */
export function activityEntry(
  id: string,
  projectId: number,
  scope: ActivityScope,
  itemId: string,
  name: string,
  activity: string,
  at: string,
  changes: ActivityChanges = null,
): StoredActivity {
  return {
    projectId,
    scope,
    entry: {
      id,
      user: { first_name: DEMO_USER.first_name, email: DEMO_USER.email },
      activity,
      scope,
      item_id: itemId,
      detail: { id: itemId, name, changes, merge: null, trigger: null, short_id: null, type: null },
      created_at: at,
    },
  };
}
