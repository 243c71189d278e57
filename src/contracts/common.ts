// Shapes shared by every endpoint: the pagination envelope, the error body and activity-log pages.
import { z } from 'zod';

export const isoDateTime = z.string().min(1);

/** DRF LimitOffsetPagination envelope; `next`/`previous` are absolute URLs or null. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.looseObject({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const apiErrorType = z.enum([
  'validation_error',
  'authentication_error',
  'invalid_request',
  'throttled_error',
  'server_error',
]);

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
  type: z.string(),
  action: z.string(),
  field: z.string().nullable().optional(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type ActivityChange = z.infer<typeof activityChange>;

export const activityUser = z.looseObject({
  first_name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  is_system: z.boolean().optional(),
});

export const activityEntry = z.looseObject({
  id: z.string(),
  user: activityUser.nullable(),
  activity: z.string(),
  scope: z.string(),
  item_id: z.string().nullable(),
  detail: z.looseObject({
    id: z.union([z.string(), z.number()]).nullable().optional(),
    changes: z.array(activityChange).nullable().optional(),
    merge: z.unknown().optional(),
    trigger: z.unknown().optional(),
    name: z.string().nullable().optional(),
    short_id: z.string().nullable().optional(),
    type: z.string().nullable().optional(),
  }),
  created_at: isoDateTime,
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/** Activity endpoints paginate by `page` (1-based) and `limit`, and count with `total_count`. */
export const activityPage = z.looseObject({
  results: z.array(activityEntry),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  total_count: z.number().int().nonnegative(),
});
export type ActivityPage = z.infer<typeof activityPage>;
