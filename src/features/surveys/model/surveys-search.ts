import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '@/contracts/survey-facts';
import { paginationSearch, toLimitOffset } from '@/lib/url-state/pagination';
import type { SurveyListParams } from '@/entities/survey/api/surveys.api';

/** URL state of the surveys list. A longer search in a link is cut to what the server takes. */
export const surveysSearch = paginationSearch.extend({
  search: z
    .string()
    .catch('')
    .transform((search) => search.slice(0, MAX_SEARCH_LENGTH)),
  archived: z.enum(['', 'true', 'false']).catch(''),
});

export type SurveysSearch = z.infer<typeof surveysSearch>;

/** The list request for what the URL asks: the page loader and the page ask for the same thing. */
export function surveyListParams(search: SurveysSearch): SurveyListParams {
  return {
    ...toLimitOffset(search),
    ...(search.search ? { search: search.search } : {}),
    ...(search.archived ? { archived: search.archived === 'true' } : {}),
  };
}

export const surveyDetailSearch = z.object({
  tab: z.enum(['overview', 'results', 'flow', 'preview', 'history', 'copies', 'activity']).catch('overview'),
});

/** The timeline's URL state: how many weeks from this one it shows. */
export const timelineSearch = z.object({
  week: z.coerce.number().int().min(-520).max(520).catch(0),
});
