// products/surveys/backend/api/test/test_survey.py: what the serializer cleans in question text, choices,
// links and translations (TestSurvey).
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase } from '../../conformance-case';
import { create, storedSurvey, TEST_SURVEY } from '../support/surveys';

const FILE = TEST_SURVEY;

const stored = (server: Parameters<NonNullable<ConformanceCase['given']>>[0], json: unknown) =>
  storedSurvey(server, (json as { id: string }).id).questions as Record<string, Record<string, unknown>>[];

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestSurvey::test_survey_level_translations_sanitize_html`,
      area: 'surveys',
      title: 'survey-level translations are sanitised',
      steps: [
        create(
          {
            name: 'Survey',
            type: 'popover',
            questions: [{ type: 'open', question: 'Question?' }],
            translations: {
              es: {
                name: "<script>alert('xss')</script>Título",
                description: '<b>Bold</b> <script>evil()</script>',
                thankYouMessageHeader: '<i>Gracias</i><script>xss()</script>',
                thankYouMessageDescription: '<em>Apreciamos tu respuesta</em><script>bad()</script>',
                thankYouMessageCloseButtonText: '<strong>Cerrar</strong><script>evil()</script>',
              },
            },
          },
          {
            status: 201,
            check: (json, server) => {
              const es = (storedSurvey(server, (json as { id: string }).id).translations as Record<
                string,
                Record<string, string>
              >)!.es!;
              expect(es.name).toContain('Título');
              expect(es.description).toContain('<b>Bold</b>');
              expect(es.thankYouMessageHeader).toContain('<i>Gracias</i>');
              expect(es.thankYouMessageDescription).toContain('<em>Apreciamos tu respuesta</em>');
              expect(es.thankYouMessageCloseButtonText).toContain('<strong>Cerrar</strong>');
              for (const text of Object.values(es)) expect(text).not.toContain('<script>');
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_inline_question_translations_sanitize_all_fields`,
      area: 'surveys',
      title: 'every translated question field is sanitised, links and choices included',
      steps: [
        create(
          {
            name: 'Survey',
            type: 'popover',
            questions: [
              {
                type: 'rating',
                question: 'Rate us',
                translations: {
                  es: {
                    question: '<i>¿Califica?</i><script>xss()</script>',
                    description: '<b>Por favor</b><script>bad()</script>',
                    buttonText: '<strong>Enviar</strong><script>evil()</script>',
                    lowerBoundLabel: '<em>Malo</em><script>x()</script>',
                    upperBoundLabel: '<u>Bueno</u><script>y()</script>',
                  },
                },
              },
              {
                type: 'link',
                question: 'Click',
                link: 'https://example.com',
                translations: { es: { link: 'https://ejemplo.com' } },
              },
              {
                type: 'single_choice',
                question: 'Choose',
                choices: ['A', 'B'],
                translations: {
                  es: { choices: ['<b>Opción A</b>', "<script>alert('xss')</script>Opción B"] },
                },
              },
            ],
          },
          {
            status: 201,
            check: (json, server) => {
              const questions = stored(server, json);
              const q0 = (questions[0]!.translations as Record<string, Record<string, string>>).es!;
              expect(q0.question).toContain('<i>¿Califica?</i>');
              expect(q0.description).toContain('<b>Por favor</b>');
              expect(q0.buttonText).toContain('<strong>Enviar</strong>');
              expect(q0.lowerBoundLabel).toContain('<em>Malo</em>');
              expect(q0.upperBoundLabel).toContain('<u>Bueno</u>');
              for (const text of Object.values(q0)) expect(text).not.toContain('<script>');
              const q1 = (questions[1]!.translations as Record<string, Record<string, string>>).es!;
              expect(q1.link).toBe('https://ejemplo.com');
              const q2 = (questions[2]!.translations as Record<string, Record<string, string[]>>).es!;
              expect(q2.choices![0]).toContain('<b>Opción A</b>');
              expect(q2.choices![1]).not.toContain('<script>');
              expect(q2.choices![1]).toContain('Opción B');
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_question_fields_sanitize_all_top_level_translatable_fields`,
      area: 'surveys',
      title: "a question's own text fields are sanitised",
      steps: [
        create(
          {
            name: 'Survey',
            type: 'popover',
            questions: [
              {
                type: 'rating',
                question: '<i>Rate us</i><script>xss()</script>',
                description: '<b>Please rate</b><script>bad()</script>',
                buttonText: '<strong>Submit</strong><script>evil()</script>',
                lowerBoundLabel: '<em>Bad</em><script>x()</script>',
                upperBoundLabel: '<u>Good</u><script>y()</script>',
              },
            ],
          },
          {
            status: 201,
            check: (json, server) => {
              const question = stored(server, json)[0]!;
              expect(question.question).toContain('<i>Rate us</i>');
              expect(question.description).toContain('<b>Please rate</b>');
              expect(question.buttonText).toContain('<strong>Submit</strong>');
              expect(question.lowerBoundLabel).toContain('<em>Bad</em>');
              expect(question.upperBoundLabel).toContain('<u>Good</u>');
              for (const field of [
                'question',
                'description',
                'buttonText',
                'lowerBoundLabel',
                'upperBoundLabel',
              ])
                expect(question[field]).not.toContain('<script>');
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_translated_link_validation`,
      area: 'surveys',
      title: 'a translated link must be https or a valid mailto',
      steps: [
        create(
          {
            name: 'Survey',
            type: 'popover',
            questions: [
              {
                type: 'link',
                question: 'Click',
                link: 'https://example.com',
                translations: { es: { link: 'ftp://invalid.com' } },
              },
            ],
          },
          { status: 400, check: (json) => expect((json as { detail: string }).detail).toContain('schemes') },
        ),
        create(
          {
            name: 'Survey',
            type: 'popover',
            questions: [
              {
                type: 'link',
                question: 'Contact',
                link: 'mailto:test@example.com',
                translations: { es: { link: 'mailto:invalid' } },
              },
            ],
          },
          { status: 400, detailIncludes: ['invalid mailto'] },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_choices_translation_on_non_choice_question_silently_removed`,
      area: 'surveys',
      title: 'translated choices of a question without choices are dropped',
      steps: [
        create(
          {
            name: 'Survey',
            type: 'popover',
            questions: [
              {
                type: 'open',
                question: 'What do you think?',
                translations: { es: { question: '¿Qué piensas?', choices: ['Option A', 'Option B'] } },
              },
            ],
          },
          {
            status: 201,
            body: { questions: [{ translations: { es: { question: '¿Qué piensas?' } } }] },
            absent: ['questions.0.translations.es.choices'],
          },
        ),
      ],
    },
  ],
};
