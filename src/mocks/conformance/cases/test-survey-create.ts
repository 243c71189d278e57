// products/surveys/backend/api/test/test_survey.py: creating a survey (validation, defaults, translations).
import type { CaseFile } from '../conformance-case';

const FILE = 'products/surveys/backend/api/test/test_survey.py@0031b5ea';

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestSurvey::test_can_create_basic_survey`,
      area: 'surveys',
      title: 'a basic popover is created with the defaults the serializer answers',
      steps: [
        {
          method: 'POST',
          path: '/api/projects/{team}/surveys/',
          body: {
            name: 'Notebooks beta release survey',
            description: 'Get feedback on the new notebooks feature',
            type: 'popover',
            questions: [{ type: 'open', question: 'What do you think of the new notebooks feature?' }],
            targeting_flag_filters: null,
          },
          expect: {
            status: 201,
            body: {
              name: 'Notebooks beta release survey',
              description: 'Get feedback on the new notebooks feature',
              type: 'popover',
              schedule: 'once',
              enable_partial_responses: false,
            },
            check: (json) => {
              const questions = (json as { questions: Record<string, unknown>[] }).questions;
              if (questions.length !== 1 || typeof questions[0]!.id !== 'string')
                throw new Error(`expected one question with a string id, got ${JSON.stringify(questions)}`);
            },
          },
        },
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_translation_rejects_base_language_collision`,
      area: 'surveys',
      title: 'a survey translation keyed by the base language is refused',
      steps: [
        {
          method: 'POST',
          path: '/api/projects/{team}/surveys/',
          body: {
            name: 'Survey',
            type: 'popover',
            base_language: 'en',
            questions: [{ type: 'open', question: 'Question?' }],
            translations: { en: { name: 'Translated' } },
          },
          expect: { status: 400, detailIncludes: ['base language'] },
        },
      ],
    },
  ],
};
