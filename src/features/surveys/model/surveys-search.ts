import { z } from 'zod';
import { paginationSearch } from '../../../lib/url-state/pagination';

/** The longest search PostHog accepts (MAX_SEARCH_LENGTH in posthog/helpers/trigram_search.py). */
export const MAX_SEARCH_LENGTH = 200;

/** URL state of the surveys list. A longer search in a link is cut to what the server takes. */
export const surveysSearch = paginationSearch.extend({
  search: z
    .string()
    .catch('')
    .transform((search) => search.slice(0, MAX_SEARCH_LENGTH)),
  archived: z.enum(['', 'true', 'false']).catch(''),
});

export const surveyDetailSearch = z.object({
  tab: z.enum(['overview', 'flow', 'preview', 'activity']).catch('overview'),
});
