// Shapes shared by every endpoint: the pagination envelope, the error body and activity-log pages.
import { z } from 'zod';
import { readItems, schemaReader } from './readable';

export const isoDateTime = z.string().min(1);

/**
 * DRF LimitOffsetPagination envelope; `next`/`previous` are absolute URLs or null (the schema requires
 * only `count` and `results`). `results` is the schema of the whole list, usually readItems(…), so that
 * one item Surveyor cannot read takes its own row and never the page. A `count` that is not a whole
 * number of rows (negative, fractional, missing, text…) is null, "unknown": the rows still show and the
 * pages follow `next` (components/data-table).
 */
export function paginated<T extends z.ZodType<unknown[]>>(results: T) {
  return z.looseObject({
    count: z.number().int().nonnegative().nullable().catch(null),
    next: z.string().nullish(),
    previous: z.string().nullish(),
    results,
  });
}

/** drf-exceptions-hog error envelope: only the first error is reported. */
export const apiErrorBody = z.looseObject({
  type: z.string(),
  code: z.string(),
  detail: z.string(),
  attr: z.string().nullable(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** Some custom actions (complete_product_onboarding) answer `{"error": "..."}` instead. */
export const legacyErrorBody = z.object({ error: z.string() });

export const activityChange = z.looseObject({
  type: z.string().nullish(),
  action: z.string().nullish(),
  field: z.string().nullish(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type ActivityChange = z.infer<typeof activityChange>;

export const activityUser = z.looseObject({
  first_name: z.string().nullish(),
  email: z.string().nullish(),
  is_system: z.boolean().nullish(),
});

/**
 * One activity-log entry. Older servers send no `id` (ActivityLogSerializer gained it later) and the
 * model's `detail` may be null; a change list that cannot be read is dropped, not the entry.
 */
export const activityEntry = z.looseObject({
  id: z.string().nullish(),
  user: activityUser.nullish().catch(null),
  activity: z.string(),
  scope: z.string().nullish(),
  item_id: z.string().nullish(),
  detail: z
    .looseObject({
      id: z.union([z.string(), z.number()]).nullish(),
      changes: z.array(activityChange).nullish().catch(null),
      merge: z.unknown().optional(),
      trigger: z.unknown().optional(),
      name: z.string().nullish(),
      short_id: z.string().nullish(),
      type: z.string().nullish(),
    })
    .nullish()
    .catch(null),
  created_at: isoDateTime,
});
export type ActivityEntry = z.infer<typeof activityEntry>;
export type ActivityChanges = NonNullable<ActivityEntry['detail']>['changes'];

/** Activity endpoints paginate by `page` (1-based) and `limit`, and count with `total_count`. */
export const activityPage = z.looseObject({
  results: readItems(schemaReader(activityEntry)),
  next: z.string().nullish(),
  previous: z.string().nullish(),
  total_count: z.number().int().nonnegative().nullish(),
});
export type ActivityPage = z.infer<typeof activityPage>;
