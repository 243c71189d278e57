import { z } from 'zod';
import { paginationSearch } from '../../../lib/url-state/pagination';

/** URL state of the surveys list. */
export const surveysSearch = paginationSearch.extend({
  search: z.string().catch(''),
  archived: z.enum(['', 'true', 'false']).catch(''),
});

export const surveyDetailSearch = z.object({ tab: z.enum(['overview', 'flow', 'activity']).catch('overview') });
