// Scheduled changes of feature flags (GET/POST /api/projects/:project_id/scheduled_changes/,
// PATCH/DELETE …/scheduled_changes/:id/): PostHog's servers apply them on time, with nobody online.
// Surveyor's survey schedule is a gate flag switched on and off by them. Fields as ScheduledChangeSerializer
// (products/feature_flags/backend/api/scheduled_change.py @ 0ed6bd8d); read leniently like every record.
import { z } from 'zod';
import { paginated } from './common';
import { readItems, schemaReader } from './readable';

/** ScheduledChange.RecurrenceInterval (posthog/models/scheduled_change.py; newer servers add "yearly"). */
export const RECURRENCE_INTERVALS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceInterval = (typeof RECURRENCE_INTERVALS)[number];

/** The payload of a status change: the only operation that may recur (validate() refuses the others). */
export const updateStatusPayload = z.looseObject({
  operation: z.literal('update_status'),
  value: z.boolean(),
});

export const scheduledChange = z.looseObject({
  id: z.number().int(),
  /** A CharField: the flag's id as text ("123"). */
  record_id: z.union([z.string(), z.number()]).transform(String),
  model_name: z.string(),
  payload: z.looseObject({ operation: z.string().nullish(), value: z.unknown().optional() }).catch({}),
  scheduled_at: z.string(),
  executed_at: z.string().nullish(),
  /** Formatted by the server (formatted_failure_reason); null when it has not failed. */
  failure_reason: z.string().nullish(),
  created_at: z.string().nullish(),
  is_recurring: z.boolean().nullish(),
  recurrence_interval: z.string().nullish(),
  /** A standard 5-field cron expression, evaluated in `timezone` (captured from the project at creation). */
  cron_expression: z.string().nullish(),
  last_executed_at: z.string().nullish(),
  /** A recurring change stops executing after this moment. */
  end_date: z.string().nullish(),
  timezone: z.string().nullish(),
});
export type ScheduledChange = z.infer<typeof scheduledChange>;

export const scheduledChangeList = paginated(readItems(schemaReader(scheduledChange)));

/** The body Surveyor creates: a gate flag switched on (value true) or off at `scheduled_at`. */
export interface ScheduledChangeCreate {
  model_name: 'FeatureFlag';
  record_id: string;
  payload: { operation: 'update_status'; value: boolean };
  scheduled_at: string;
  is_recurring?: boolean;
  recurrence_interval?: RecurrenceInterval | null;
  cron_expression?: string | null;
  end_date?: string | null;
}

/**
 * A partial update (PATCH …/scheduled_changes/:id/). The target (record_id, model_name) cannot change, and a
 * one-time change that has run cannot be edited at all; `is_recurring: false` pauses a recurring one.
 */
export type ScheduledChangePatch = Partial<Omit<ScheduledChangeCreate, 'model_name' | 'record_id'>>;
