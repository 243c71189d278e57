import { z } from 'zod';

/** URL state of the editor: the open section, the template a new survey starts from, the side panel. */
export const surveyEditorSearch = z.object({
  tab: z.enum(['questions', 'schedule', 'appearance', 'conditions', 'targeting', 'flow']).catch('questions'),
  template: z.string().catch(''),
  /** What sits beside the questions: the live preview or the flow graph. */
  beside: z.enum(['preview', 'flow']).catch('preview'),
});
