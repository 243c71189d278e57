import { z } from 'zod';
import { paginationSearch } from '../../../lib/url-state/pagination';

/** URL state of the surveys list. */
export const surveysSearch = paginationSearch.extend({
  search: z.string().catch(''),
  archived: z.enum(['', 'true', 'false']).catch(''),
});

export const surveyDetailSearch = z.object({
  tab: z.enum(['overview', 'flow', 'preview', 'activity']).catch('overview'),
});

/** URL state of the editor: the open section. */
export const surveyEditorSearch = z.object({
  tab: z.enum(['questions', 'schedule', 'appearance', 'conditions', 'targeting', 'flow']).catch('questions'),
  template: z.string().catch(''),
  /** What sits beside the questions: the live preview or the flow graph. */
  beside: z.enum(['preview', 'flow']).catch('preview'),
});
