// products/surveys/backend/api/test/test_survey.py: translation keys stored before the server validated
// them ("legacy" keys): kept on saves, editable, but no new bad key and no collision (TestSurvey).
import { expect } from 'vitest';
import type { CaseFile, ConformanceCase } from '../../conformance-case';
import { givenSurvey, storedSurvey, TEST_SURVEY, update } from '../support/surveys';

const FILE = TEST_SURVEY;

type Translations = Record<string, Record<string, unknown>>;
const translationsOf = (server: Parameters<NonNullable<ConformanceCase['given']>>[0], id: unknown) =>
  storedSurvey(server, id).translations as Translations | null;

const legacySurvey = (translations: Translations, base = 'en') => ({
  name: 'Legacy survey',
  type: 'popover' as const,
  base_language: base,
  questions: [{ type: 'open', id: 'q1', question: 'Question?' }],
  translations,
});

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestSurvey::test_legacy_translation_keys_are_preserved_on_unrelated_update`,
      area: 'surveys',
      title: 'stored legacy translation keys survive an unrelated update',
      given: (server) => {
        server.saved.survey = givenSurvey(
          server,
          legacySurvey({
            default: { name: 'Should never have been a key' },
            es: { name: 'Encuesta válida' },
          }),
        );
      },
      steps: [
        update(
          { name: 'Renamed' },
          {
            status: 200,
            check: (_json, server) => {
              const translations = translationsOf(server, server.saved.survey);
              expect(translations?.default).toEqual({ name: 'Should never have been a key' });
              expect(translations?.es).toEqual({ name: 'Encuesta válida' });
            },
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_legacy_translation_keys_can_still_be_edited`,
      area: 'surveys',
      title: 'the content of a legacy translation key can be edited',
      given: (server) => {
        server.saved.survey = givenSurvey(server, legacySurvey({ default: { name: 'Old text' } }));
      },
      steps: [
        update(
          { translations: { default: { name: 'Edited text' } } },
          {
            status: 200,
            check: (_json, server) =>
              expect(translationsOf(server, server.saved.survey)?.default).toEqual({ name: 'Edited text' }),
          },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_new_bad_keys_still_rejected_on_legacy_survey`,
      area: 'surveys',
      title: 'a survey with a legacy key cannot gain a new bad key',
      given: (server) => {
        server.saved.survey = givenSurvey(server, legacySurvey({ default: { name: 'Old text' } }));
      },
      steps: [
        update(
          {
            translations: { default: { name: 'Old text' }, english: { name: 'Newly added bad key' } },
          },
          { status: 400, detailIncludes: ['english'] },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_new_translation_collides_with_legacy_case_variant`,
      area: 'surveys',
      title: "a new 'en' beside a legacy 'EN' collides",
      given: (server) => {
        server.saved.survey = givenSurvey(server, legacySurvey({ EN: { name: 'Legacy uppercase' } }, 'es'));
      },
      steps: [
        update(
          { translations: { EN: { name: 'Legacy uppercase' }, en: { name: 'New lowercase' } } },
          { status: 400, detailIncludes: ['collides'] },
        ),
      ],
    },
    {
      source: `${FILE}::TestSurvey::test_base_language_change_rejects_collision_with_existing_translation`,
      area: 'surveys',
      title: 'base_language cannot become a language the survey has a translation for',
      given: (server) => {
        server.saved.survey = givenSurvey(server, {
          ...legacySurvey({ fr: { name: 'French' } }),
          name: 'Multi-language survey',
        });
      },
      steps: [
        update(
          { base_language: 'fr' },
          {
            status: 400,
            check: (json) =>
              expect(
                'base_language' in (json as object) ||
                  JSON.stringify(json).toLowerCase().includes('translation'),
              ).toBe(true),
          },
        ),
      ],
    },
  ],
};
