// Survey languages and translations, each next to its source in
// products/surveys/backend/api/survey.py (PostHog/posthog @ 0031b5ea) unless said otherwise.
import { describe, expect, it } from 'vitest';
import type { ReadQuestion } from '@/contracts/survey-questions';
import { survey } from '../testing/strict-contracts';
import { db } from '../db';
import { call, surveyId } from '../test-api';

const BASE = '/api/projects/1/surveys/';
const post = (body: unknown, key?: string) => call('POST', BASE, body, key);
const open = (question: string, extra: object = {}) => ({ type: 'open', question, ...extra });
const single = (question: string, choices: unknown, extra: object = {}) => ({
  type: 'single_choice',
  question,
  choices,
  ...extra,
});
const invalid = (detail: string, attr: string | null = 'questions') => ({
  type: 'validation_error',
  code: 'invalid_input',
  detail,
  attr,
});

describe('translations', () => {
  // validate_questions → _validate_question_translations, validate_translations, validate_base_language,
  // _validate_translation_language_key.
  const choices = ['Red', 'Green', 'Blue', 'Other'];
  const translated = (translations: unknown, extra: object = {}) =>
    post({
      name: 'Translated',
      type: 'popover',
      questions: [single('Colour?', choices, { translations })],
      ...extra,
    });

  it("translated choices must match the question's in length", async () => {
    expect((await translated({ fr: { choices: ['Rouge', 'Vert', 'Bleu'] } })).json).toEqual(
      invalid(
        "Question 1: Translation 'fr' has 3 choices but question has 4 choices. Array lengths must match to avoid partial translations.",
      ),
    );
    const ok = await translated({
      FR: { question: 'Couleur ?', choices: ['Rouge', 'Vert', 'Bleu', 'Autre'] },
    });
    expect(ok.status).toBe(201);
    // Keys are stored normalized: trimmed, lower case, `_` → `-`.
    expect(survey.parse(ok.json).questions?.[0]).toMatchObject({
      translations: { fr: { question: 'Couleur ?', choices: ['Rouge', 'Vert', 'Bleu', 'Autre'] } },
    });
  });

  it.each([
    [
      { english: { question: 'Colour?' } },
      "Question 1 translation: 'english' is not a valid language code. Use BCP-47 codes like 'en', 'es', or 'es-MX' (not language names like 'english').",
    ],
    [
      { default: { question: 'Colour?' } },
      "Question 1 translation: 'default' is not a valid translation language. The untranslated text is the original — set the survey's base language instead of adding it as a translation.",
    ],
    [
      { en: { question: 'Colour?' } },
      "Question 1 translation: 'en' matches the survey's base language ('en'). The original text already covers this language — translate to a different language.",
    ],
    [{ ' ': { question: 'Colour?' } }, 'Question 1 translation: translation language code cannot be empty.'],
    [
      { pt_BR: { question: 'Cor?' }, 'pt-br': { question: 'Cor?' } },
      "Question 1 translation: 'pt-br' collides with another translation for 'pt-br'.",
    ],
    [['fr'], 'Question 1: translations must be an object'],
    [null, 'Question 1: translations must be an object'],
    [{ fr: 'Couleur' }, "Question 1: Translation for 'fr' must be an object"],
    [{ fr: { question: 5 } }, "Question 1: Translation 'fr' field 'question' must be a string"],
    [{ fr: { choices: 'Rouge' } }, "Question 1: Translation 'fr' field 'choices' must be a list of strings"],
    [{ fr: { choices: ['Rouge', ' ', 'Bleu', 'Autre'] } }, 'Question choices cannot be empty'],
    [{ fr: { link: 7 } }, "Question 1: Translation 'fr' field 'link' must be a string"],
    [{ fr: { link: 'http://exemple.fr' } }, 'Link must be a URL with one of these schemes: [https, mailto]'],
  ])('question translations %j → 400', async (translations, detail) => {
    expect((await translated(translations)).json).toEqual(invalid(detail));
  });

  it("the base language is the payload's, else the stored one, else en", async () => {
    expect((await translated({ en: { question: 'Colour?' } }, { base_language: 'fr' })).status).toBe(201);
    expect((await post({ name: 'Base', type: 'popover', base_language: 'pt_BR' })).json).toMatchObject({
      base_language: 'pt-br',
    });
    const id = await surveyId('Base');
    const clash = await call('PATCH', `${BASE}${id}/`, {
      questions: [open('Cor?', { translations: { 'pt-BR': { question: 'Cor?' } } })],
    });
    expect(clash.json).toEqual(
      invalid(
        "Question 1 translation: 'pt-BR' matches the survey's base language ('pt-br'). The original text already covers this language — translate to a different language.",
      ),
    );
    expect((await post({ name: 'Blank base', type: 'popover', base_language: '  ' })).json).toMatchObject({
      base_language: 'en',
    });
    expect((await post({ name: 'Bad base', type: 'popover', base_language: 'english' })).json).toEqual(
      invalid(
        "'english' is not a valid language code. Use BCP-47 codes like 'en', 'es', or 'es-MX'.",
        'base_language',
      ),
    );
    expect((await post({ name: 'Sentinel base', type: 'popover', base_language: 'Original' })).json).toEqual(
      invalid(
        "'Original' is not a valid language code. Use a BCP-47 code like 'en' or 'es'.",
        'base_language',
      ),
    );
  });

  it('survey-level translations follow the same key rules; entries without a known field are dropped', async () => {
    const ok = await post({
      name: 'Survey translations',
      type: 'popover',
      translations: { DE: { name: 'Umfrage', thankYouMessageHeader: 'Danke!' }, es: { colour: 'rojo' } },
    });
    expect(ok.json).toMatchObject({
      translations: { de: { name: 'Umfrage', thankYouMessageHeader: 'Danke!' } },
    });
    expect((ok.json as { translations: object }).translations).not.toHaveProperty('es');
    const cases: [unknown, string][] = [
      [['de'], 'Translations must be an object'],
      [{ de: 'Umfrage' }, "Translation for 'de' must be an object"],
      [{ de: { name: 3 } }, "Translation for 'de': 'name' must be a string"],
      [
        { en: { name: 'Survey' } },
        "Survey translation: 'en' matches the survey's base language ('en'). The original text already covers this language — translate to a different language.",
      ],
    ];
    for (const [translations, detail] of cases) {
      expect((await post({ name: 'Bad translations', type: 'popover', translations })).json).toEqual(
        invalid(detail, 'translations'),
      );
    }
  });

  it('legacy keys already stored are kept, but only on the question at the same index', async () => {
    const id = await surveyId('Feedback round 2');
    const stored = db.surveys.find((item) => item.survey.id === id)!.survey;
    // A key saved before the validation existed.
    const [first, second] = [
      { ...stored.questions![0]!, translations: { English: { question: 'Legacy' } } },
      stored.questions![1]!,
    ] as ReadQuestion[];
    stored.questions = [first!, second!];
    expect((await call('PATCH', `${BASE}${id}/`, { questions: [first, second] })).status).toBe(200);
    const moved = await call('PATCH', `${BASE}${id}/`, { questions: [second, first] });
    expect(moved.json).toEqual(
      invalid(
        "Question 2 translation: 'English' is not a valid language code. Use BCP-47 codes like 'en', 'es', or 'es-MX' (not language names like 'english').",
      ),
    );
  });

  it("a PATCH of base_language alone may not take a stored translation's language", async () => {
    const created = await post({
      name: 'Has German',
      type: 'popover',
      translations: { de: { name: 'Umfrage' } },
    });
    const id = (created.json as { id: string }).id;
    expect((await call('PATCH', `${BASE}${id}/`, { base_language: 'DE' })).json).toEqual(
      invalid(
        "'de' already exists as a translation key on this survey. Remove the translation first, or pick a different base language.",
        'base_language',
      ),
    );
  });
});
