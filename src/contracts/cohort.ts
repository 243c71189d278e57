// Cohorts of a project (GET /api/projects/:project_id/cohorts/, CohortViewSet, scope cohort:read): what a
// survey's targeting refers to by id, matched across projects by name. Read leniently: only the id must be
// readable; everything else passes through untouched.
import { z } from 'zod';
import { paginated } from './common';
import { readItems, schemaReader } from './readable';

export const cohort = z.looseObject({
  id: z.number().int(),
  /** A nullable CharField on the model; copies match cohorts by it. */
  name: z.string().nullable().catch(null),
  description: z.string().nullish().catch(null),
  is_static: z.boolean().nullish().catch(null),
  deleted: z.boolean().nullish().catch(null),
  created_at: z.string().nullish().catch(null),
});
export type Cohort = z.infer<typeof cohort>;

/** LimitOffsetPagination pages (100 by default); soft-deleted cohorts are not listed. */
export const cohortList = paginated(readItems(schemaReader(cohort)));
