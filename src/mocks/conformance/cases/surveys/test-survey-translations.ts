// products/surveys/backend/api/test/test_survey.py: translations and base_language (TestSurvey).
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase } from '../../conformance-case';
import { create, storedSurvey, TEST_SURVEY, update } from '../support/surveys';

const FILE = TEST_SURVEY;

type Translations = Record<string, Record<string, unknown>>;
const translationsOf = (server: Parameters<NonNullable<ConformanceCase['given']>>[0], id: unknown) =>
  storedSurvey(server, id).translations as Translations | null;
const questionTranslations = (
  server: Parameters<NonNullable<ConformanceCase['given']>>[0],
  id: unknown,
  index: number,
) => (storedSurvey(server, id).questions as Record<string, unknown>[])[index]!.translations as Translations;

const linkTranslation = (name: string, link: string | null, present: boolean): ConformanceCase => ({
  source: `${FILE}::TestSurvey::test_link_question_translation_allows_empty_link[${name}]`,
  area: 'surveys',
  title: `a link question's translation with ${name} link is ${present ? 'kept' : 'saved without it'}`,
  steps: [
    create(
      {
        name: 'Link survey with translations',
        type: 'popover',
        questions: [
          {
            type: 'link',
            question: 'Check out our docs',
            link: 'https://posthog.com',
            translations: {
              es: { question: 'Mira nuestra documentación', ...(link === null ? {} : { link }) },
            },
          },
        ],
      },
      {
        status: 201,
        check: (json, server) => {
          const es = questionTranslations(server, (json as { id: string }).id, 0).es!;
          expect(es.question).toBe('Mira nuestra documentación');
          if (present) expect(es.link).toBe(link);
          else expect(es).not.toHaveProperty('link');
        },
      },
    ),
  ],
});

const invalidLanguage = (name: string, code: string): ConformanceCase => ({
  source: `${FILE}::TestSurvey::test_translation_rejects_invalid_language_codes[${name}]`,
  area: 'surveys',
  title: `a survey translation keyed ${JSON.stringify(code)} is refused`,
  steps: [
    create(
      {
        name: 'Survey',
        type: 'popover',
        questions: [{ type: 'open', question: 'Question?' }],
        translations: { [code]: { name: 'Translated' } },
      },
      { status: 400, detailIncludes: ['translation'] },
    ),
  ],
});

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestSurvey::test_can_create_survey_with_translations`,
      area: 'surveys',
      title: 'survey and inline question translations are stored',
      steps: [
        create(
          {
            name: 'Customer feedback survey',
            description: 'Help us improve',
            type: 'popover',
            questions: [
              {
                type: 'rating',
                question: 'How satisfied are you?',
                description: 'Please rate your experience',
                buttonText: 'Submit',
                lowerBoundLabel: 'Not satisfied',
                upperBoundLabel: 'Very satisfied',
                translations: {
                  es: {
                    question: '¿Qué tan satisfecho estás?',
                    description: 'Por favor califica tu experiencia',
                    buttonText: 'Enviar',
                    lowerBoundLabel: 'No satisfecho',
                    upperBoundLabel: 'Muy satisfecho',
                  },
                  fr: { question: 'Êtes-vous satisfait?', buttonText: 'Soumettre' },
                },
              },
              {
                type: 'multiple_choice',
                question: 'What features do you use?',
                choices: ['Analytics', 'Feature Flags'],
                translations: {
                  es: { question: '¿Qué funciones usas?', choices: ['Analítica', 'Feature Flags'] },
                },
              },
            ],
            translations: {
              es: { name: 'Encuesta de comentarios', description: 'Ayúdanos a mejorar' },
              fr: { name: 'Enquête de satisfaction' },
            },
          },
          {
            status: 201,
            check: (json, server) => {
              const id = (json as { id: string }).id;
              expect(translationsOf(server, id)?.es?.name).toBe('Encuesta de comentarios');
              expect(translationsOf(server, id)?.fr?.name).toBe('Enquête de satisfaction');
              expect(questionTranslations(server, id, 0).es!.question).toBe('¿Qué tan satisfecho estás?');
              expect(questionTranslations(server, id, 0).fr!.question).toBe('Êtes-vous satisfait?');
              expect(questionTranslations(server, id, 1).es!.choices).toEqual(['Analítica', 'Feature Flags']);
            },
          },
        ),
      ],
    },
    linkTranslation('empty_string', '', false),
    linkTranslation('absent', null, false),
    linkTranslation('valid_url', 'https://posthog.com/docs', true),
    {
      source: `${FILE}::TestSurvey::test_translation_language_codes_are_normalized`,
      area: 'surveys',
      title: 'translation keys are stored lower-cased and hyphenated',
      steps: [
        create(
          {
            name: 'Customer feedback survey',
            description: 'Help us improve',
            type: 'popover',
            questions: [
              {
                type: 'single_choice',
                question: 'How satisfied are you?',
                choices: ['Happy', 'Unhappy'],
                translations: {
                  'RO-ro': { question: 'Cat de multumit esti?', choices: ['Multumit', 'Nemultumit'] },
                },
              },
            ],
            translations: { Ro_RO: { name: 'Sondaj de feedback', thankYouMessageHeader: 'Multumim!' } },
          },
          {
            status: 201,
            check: (json, server) => {
              const id = (json as { id: string }).id;
              expect(translationsOf(server, id)?.['ro-ro']?.name).toBe('Sondaj de feedback');
              expect(questionTranslations(server, id, 0)['ro-ro']!.question).toBe('Cat de multumit esti?');
            },
          },
        ),
      ],
    },
    invalidLanguage('default_sentinel', 'default'),
    invalidLanguage('language_name_alias', 'english'),
    invalidLanguage('empty_subtag', ''),
    invalidLanguage('includes_invalid_chars', 'en US'),
    invalidLanguage('non_bcp47_word', 'custom-customer-locale'),
    {
      source: `${FILE}::TestSurvey::test_translation_rejects_base_language_collision`,
      area: 'surveys',
      title: 'a survey translation keyed by the base language is refused',
      steps: [
        create(
          {
            name: 'Survey',
            type: 'popover',
            base_language: 'en',
            questions: [{ type: 'open', question: 'Question?' }],
            translations: { en: { name: 'Translated' } },
          },
          { status: 400, detailIncludes: ['base language'] },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_translation_rejects_base_language_collision_in_question`,
      area: 'surveys',
      title: 'a question translation keyed by the base language, in another case, is refused',
      steps: [
        create(
          {
            name: 'Survey',
            type: 'popover',
            base_language: 'es',
            questions: [
              { type: 'open', question: '¿Cómo estás?', translations: { ES: { question: 'Hola' } } },
            ],
          },
          { status: 400, detailIncludes: ['base language'] },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_survey_defaults_to_english_base_language`,
      area: 'surveys',
      title: 'a survey without base_language is English',
      steps: [
        create(
          { name: 'Survey', type: 'popover', questions: [{ type: 'open', question: 'Question?' }] },
          {
            status: 201,
            body: { base_language: 'en' },
            check: (json, server) =>
              expect(storedSurvey(server, (json as { id: string }).id).base_language).toBe('en'),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_can_set_non_english_base_language`,
      area: 'surveys',
      title: 'a non-English base language is stored normalised, with an English translation',
      steps: [
        create(
          {
            name: 'Encuesta',
            type: 'popover',
            base_language: 'es-MX',
            questions: [{ type: 'open', question: '¿Cómo estás?' }],
            translations: { en: { name: 'Survey' } },
          },
          {
            status: 201,
            body: { base_language: 'es-mx' },
            check: (json, server) =>
              expect(translationsOf(server, (json as { id: string }).id)).toHaveProperty('en'),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_base_language_rejects_invalid_value`,
      area: 'surveys',
      title: 'a language name as base_language is refused',
      steps: [
        create(
          {
            name: 'Survey',
            type: 'popover',
            base_language: 'english',
            questions: [{ type: 'open', question: 'Question?' }],
          },
          { status: 400 },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_can_create_survey_without_translations`,
      area: 'surveys',
      title: 'a survey without translations stores none, nor do its questions',
      steps: [
        create(
          { name: 'Basic survey', type: 'popover', questions: [{ type: 'open', question: 'How are you?' }] },
          {
            status: 201,
            check: (json, server) => {
              const stored = storedSurvey(server, (json as { id: string }).id);
              expect(stored.translations ?? null).toBeNull();
              expect((stored.questions as object[])[0]).not.toHaveProperty('translations');
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_can_remove_survey_translations`,
      area: 'surveys',
      title: 'translations: null removes them',
      steps: [
        create({
          name: 'Translated survey',
          type: 'popover',
          questions: [{ type: 'open', question: 'Feedback?' }],
          translations: { es: { name: 'Encuesta traducida' } },
        }),
        update(
          { translations: null },
          {
            status: 200,
            check: (_json, server) => expect(translationsOf(server, server.saved.survey)).toBeNull(),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_choices_array_length_mismatch_rejected`,
      area: 'surveys',
      title: 'translated choices must match the question in number',
      steps: [
        create(
          {
            name: 'Survey',
            type: 'popover',
            questions: [
              {
                type: 'single_choice',
                question: 'Pick one',
                choices: ['Option A', 'Option B', 'Option C'],
                translations: { es: { question: 'Elige uno', choices: ['Opción A', 'Opción B'] } },
              },
            ],
          },
          {
            status: 400,
            check: (json) => {
              const detail = (json as { detail: string }).detail;
              for (const part of ['2 choices', '3 choices', 'partial translations'])
                expect(detail).toContain(part);
            },
          },
        ),
      ],
    },
  ],
  leftOut: [
    {
      source: `${FILE}::TestSurvey::test_sdk_payload_strips_invalid_question_translation_keys`,
      area: 'surveys',
      reason:
        'SurveyAPISerializer is the SDK payload (/api/surveys/ by project token), which Surveyor never calls',
    },
    {
      source: `${FILE}::TestSurvey::test_sdk_payload_strips_invalid_translation_keys`,
      area: 'surveys',
      reason: 'get_survey_api_translations feeds only the SDK payload, which Surveyor never calls',
    },
    {
      source: `${FILE}::TestSurvey::test_generate_translations_*`,
      area: 'surveys',
      reason: 'generate_translations (five tests) is an LLM endpoint Surveyor never calls',
    },
  ],
};
