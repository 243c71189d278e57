// Languages and translations of SurveySerializerCreateUpdateOnly (products/surveys/backend/api/survey.py
// @ 0031b5ea): validate_base_language, validate_translations, _validate_question_translations and
// _validate_translation_language_key. Only the first error is reported, with the server's exact message.
import type { Survey } from '@/contracts/survey';
import { errors } from '../http/errors';
import { isDict, truthy } from './fields';
import { cleanChoices, cleanLink, sanitizeHtml } from './survey-text';

const invalid = (detail: string) => errors.invalid(detail, 'questions');

/** BCP47_LANGUAGE_CODE_RE, matched against the normalized code. */
const BCP47 = /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,3}$/;
const REJECTED_TRANSLATION_KEYS = new Set(['default', 'original', 'base']);
export const DEFAULT_BASE_LANGUAGE = 'en';

/** _normalize_language_code: trimmed, lower case, `_` → `-` (what the SDK does before a lookup). */
export function normalizeLanguage(raw: string): string {
  return raw.trim().toLowerCase().replace(/_/g, '-');
}

/**
 * _resolve_base_language: the payload's non-blank `base_language`, else the stored one, else "en"
 * (normalized either way; the payload's raw value, before field validation).
 */
export function resolveBaseLanguage(body: Record<string, unknown>, existing: Survey | null): string {
  const candidate = body.base_language;
  if ('base_language' in body && typeof candidate === 'string' && candidate.trim()) {
    return normalizeLanguage(candidate);
  }
  const stored = (existing as Record<string, unknown> | null)?.base_language;
  if (typeof stored === 'string' && stored.trim()) return normalizeLanguage(stored);
  return DEFAULT_BASE_LANGUAGE;
}

/**
 * `base_language`: CharField(allow_blank=True, max_length=20), then validate_base_language. Blank means
 * "en"; the stored value is the normalized code.
 */
export function cleanBaseLanguage(value: unknown): string {
  const attr = 'base_language';
  if (value === null) throw errors.validation('null', 'This field may not be null.', attr);
  if (typeof value !== 'string' && typeof value !== 'number')
    throw errors.validation('invalid', 'Not a valid string.', attr);
  const text = String(value).trim();
  if (text.length > 20)
    throw errors.validation('max_length', 'Ensure this field has no more than 20 characters.', attr);
  if (!text) return DEFAULT_BASE_LANGUAGE;
  const normalized = normalizeLanguage(text);
  if (REJECTED_TRANSLATION_KEYS.has(normalized)) {
    throw errors.invalid(
      `'${text}' is not a valid language code. Use a BCP-47 code like 'en' or 'es'.`,
      attr,
    );
  }
  if (!BCP47.test(normalized)) {
    throw errors.invalid(
      `'${text}' is not a valid language code. Use BCP-47 codes like 'en', 'es', or 'es-MX'.`,
      attr,
    );
  }
  return normalized;
}

/** _validate_translation_language_key: a BCP-47 code that is not a sentinel and not the base language. */
function languageKey(raw: string, base: string, context: string, fail: (detail: string) => Error): string {
  if (!raw.trim()) throw fail(`${context}: translation language code cannot be empty.`);
  const normalized = normalizeLanguage(raw);
  if (REJECTED_TRANSLATION_KEYS.has(normalized)) {
    throw fail(
      `${context}: '${raw}' is not a valid translation language. ` +
        "The untranslated text is the original — set the survey's base language instead of adding it as a translation.",
    );
  }
  if (!BCP47.test(normalized)) {
    throw fail(
      `${context}: '${raw}' is not a valid language code. ` +
        "Use BCP-47 codes like 'en', 'es', or 'es-MX' (not language names like 'english').",
    );
  }
  if (normalized === base) {
    throw fail(
      `${context}: '${raw}' matches the survey's base language ('${base}'). ` +
        'The original text already covers this language — translate to a different language.',
    );
  }
  return normalized;
}

/**
 * Adds a translation under its key. A key already stored (on the survey, or on the question at the same
 * index) is "grandfathered": kept as it is without checks. A new key is validated, normalized and must
 * not collide with another key after normalization.
 */
function addTranslation(
  cleaned: Record<string, Record<string, unknown>>,
  raw: string,
  translation: Record<string, unknown>,
  grandfathered: Record<string, unknown>,
  base: string,
  context: string,
  fail: (detail: string) => Error,
): void {
  if (Object.hasOwn(grandfathered, raw)) {
    cleaned[raw] = translation;
    return;
  }
  const key = languageKey(raw, base, context, fail);
  if (Object.keys(cleaned).some((existing) => normalizeLanguage(existing) === key)) {
    throw fail(`${context}: '${raw}' collides with another translation for '${key}'.`);
  }
  cleaned[key] = translation;
}

const SURVEY_TRANSLATION_FIELDS = [
  'name',
  'description',
  'thankYouMessageHeader',
  'thankYouMessageDescription',
  'thankYouMessageCloseButtonText',
];

/**
 * validate_translations (survey level, attr `translations`): an object of language → object of string
 * fields. Entries without any known field are dropped.
 */
export function cleanSurveyTranslations(
  value: unknown,
  base: string,
  existing: Survey | null,
): Record<string, Record<string, unknown>> | null {
  const fail = (detail: string) => errors.invalid(detail, 'translations');
  if (value === null) return null;
  if (!isDict(value)) throw fail('Translations must be an object');
  const stored = (existing as Record<string, unknown> | null)?.translations;
  const grandfathered = isDict(stored) ? stored : {};
  const cleaned: Record<string, Record<string, unknown>> = {};
  for (const [raw, data] of Object.entries(value)) {
    if (!isDict(data)) throw fail(`Translation for '${raw}' must be an object`);
    const translation: Record<string, unknown> = {};
    for (const field of SURVEY_TRANSLATION_FIELDS) {
      if (!(field in data)) continue;
      if (typeof data[field] !== 'string')
        throw fail(`Translation for '${raw}': '${field}' must be a string`);
      translation[field] = sanitizeHtml(data[field] as string);
    }
    if (!Object.keys(translation).length) continue;
    addTranslation(cleaned, raw, translation, grandfathered, base, 'Survey translation', fail);
  }
  return cleaned;
}

const QUESTION_TRANSLATION_FIELDS = [
  'question',
  'description',
  'buttonText',
  'lowerBoundLabel',
  'upperBoundLabel',
];

/** _validate_question_translations for question number `n` (1-based). */
export function cleanQuestionTranslations(
  value: unknown,
  n: number,
  base: string,
  grandfathered: Record<string, unknown>,
): Record<string, Record<string, unknown>> {
  if (!isDict(value)) throw invalid(`Question ${n}: translations must be an object`);
  const cleaned: Record<string, Record<string, unknown>> = {};
  for (const [raw, data] of Object.entries(value)) {
    if (!isDict(data)) throw invalid(`Question ${n}: Translation for '${raw}' must be an object`);
    const translation: Record<string, unknown> = {};
    for (const field of QUESTION_TRANSLATION_FIELDS) {
      if (!(field in data)) continue;
      if (typeof data[field] !== 'string') {
        throw invalid(`Question ${n}: Translation '${raw}' field '${field}' must be a string`);
      }
      translation[field] = sanitizeHtml(data[field] as string);
    }
    // An empty link is treated as absent, as on the question itself.
    if (truthy(data.link)) {
      if (typeof data.link !== 'string') {
        throw invalid(`Question ${n}: Translation '${raw}' field 'link' must be a string`);
      }
      translation.link = cleanLink(data.link);
    }
    if ('choices' in data) {
      if (!Array.isArray(data.choices)) {
        throw invalid(`Question ${n}: Translation '${raw}' field 'choices' must be a list of strings`);
      }
      translation.choices = cleanChoices(data.choices);
    }
    if (!Object.keys(translation).length) continue;
    addTranslation(cleaned, raw, translation, grandfathered, base, `Question ${n} translation`, invalid);
  }
  return cleaned;
}
