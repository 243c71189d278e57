// The editor form's validation: survey basics and questions (question-schema.ts), the settings
// sections (settings/settings-schema.ts), and the rules that span both.
import { z } from 'zod';
import { surveyType } from '@/contracts/survey';
import { SURVEY_NAME_MAX_LENGTH } from '@/contracts/survey-facts';
import { surveySettingsSchema } from '../settings/settings-schema';
import { editorQuestionsSchemaWith } from './question-schema';
import { apiViewOf, type ApiViewOf } from './api-view';
import type { EditorQuestion } from './editor-document';

export const SHUFFLE_WITH_BRANCHING =
  'Shuffled questions cannot be combined with branching (PostHog refuses both): turn shuffling off or set every question to “next question”.';

/**
 * The editor's schema; `viewOf` gives the API view of the questions (the editor's stores hold it), and
 * `baseline` the questions as stored, whose flow problems an edit is not blamed for.
 */
export const surveyEditorSchemaWith = (viewOf: ApiViewOf, baseline?: readonly EditorQuestion[]) =>
  surveySettingsSchema
    .safeExtend({
      name: z
        .string()
        .max(SURVEY_NAME_MAX_LENGTH, `Names can be at most ${SURVEY_NAME_MAX_LENGTH} characters.`)
        .refine((name) => name.trim().length > 0, 'Give the survey a name.'),
      description: z.string(),
      type: surveyType,
      questions: editorQuestionsSchemaWith(viewOf, baseline),
    })
    .superRefine((values, ctx) => {
      const branches = values.questions.some((question) => question.rule.kind !== 'next');
      if (values.appearance?.shuffleQuestions && branches) {
        ctx.addIssue({
          code: 'custom',
          path: ['appearance', 'shuffleQuestions'],
          message: SHUFFLE_WITH_BRANCHING,
        });
      }
    });

export const surveyEditorSchema = surveyEditorSchemaWith(apiViewOf);
