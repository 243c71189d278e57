// Actions of a project (GET /api/projects/:project_id/actions/, ActionViewSet, scope action:read): what a
// survey's action trigger refers to by id, matched across projects by name. The list is not paged: the
// server answers every live action at once as `{results: [...]}` (ActionViewSet.list). Read leniently.
import { z } from 'zod';
import { readItems, schemaReader } from './readable';

export const action = z.looseObject({
  id: z.number().int(),
  /** A nullable CharField on the model; copies match actions by it. */
  name: z.string().nullable().catch(null),
  description: z.string().nullish().catch(null),
  deleted: z.boolean().nullish().catch(null),
  created_at: z.string().nullish().catch(null),
});
export type Action = z.infer<typeof action>;

/** `{results}`; `next` is read in case a server pages it after all. */
export const actionList = z.looseObject({
  results: readItems(schemaReader(action)),
  next: z.string().nullish(),
});
