// The question, link and translation rules of SurveySerializerCreateUpdateOnly
// (products/surveys/backend/api/survey.py @ 0031b5ea): validate_questions, _validate_and_sanitize_link,
// _validate_and_sanitize_choices, _validate_question_translations, validate_translations,
// validate_base_language and _validate_translation_language_key. Only the first error is reported, with
// the server's exact message; presence checks use Python truthiness, as the server's `if value:` does.
import type { Survey } from '../../contracts/survey';
import { newUuid } from '../ids';
import { errors } from './utils';

const invalid = (detail: string) => errors.invalid(detail, 'questions');

/** Python truthiness of a JSON value: None, False, 0, '', [] and {} are falsy. */
export function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

const isDict = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server cleans anything that looks like HTML against a tag allow-list (nh3) without an error.
 * The mock removes what such a list never allows: script-like elements, event handlers, javascript: URLs.
 */
export function sanitizeHtml(text: string): string {
  if (!/<[a-z!/]/i.test(text)) return text;
  return text
    .replace(/<(script|style|iframe|object|embed|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?(script|style|iframe|object|embed|template|link|meta|base|form|input)\b[^>]*>/gi, '')
    .replace(/<[a-z][^>]*>/gi, (tag) =>
      tag
        .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
        .replace(
          /\s+(href|src)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*'|javascript:[^\s>]+)/gi,
          '',
        ),
    );
}

// ---- links ---------------------------------------------------------------------------------------

/** `EMAIL_REGEX` matched with `re.match`; Python's `$` also matches before a final newline. */
const EMAIL_REGEX = /^mailto:[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}\n?$/;
const SCHEME_CHARS = /^[A-Za-z][A-Za-z0-9+.-]*$/;

/** The scheme and netloc of Python's `urllib.parse.urlparse` (scheme lower-cased; no validation). */
function urlparse(link: string): { scheme: string; netloc: string } {
  // urlsplit strips leading C0 controls and spaces and drops tabs and newlines anywhere.
  // eslint-disable-next-line no-control-regex
  const url = link.replace(/^[\x00-\x20]+/, '').replace(/[\t\r\n]/g, '');
  let scheme = '';
  let rest = url;
  const colon = url.indexOf(':');
  if (colon > 0 && SCHEME_CHARS.test(url.slice(0, colon))) {
    scheme = url.slice(0, colon).toLowerCase();
    rest = url.slice(colon + 1);
  }
  let netloc = '';
  if (rest.startsWith('//')) {
    const end = rest.slice(2).search(/[/?#]/);
    netloc = end < 0 ? rest.slice(2) : rest.slice(2, 2 + end);
  }
  return { scheme, netloc };
}

/** _validate_and_sanitize_link: https with a host, or a mailto matching EMAIL_REGEX. */
export function cleanLink(link: string, fail: (detail: string) => Error = invalid): string {
  const { scheme, netloc } = urlparse(link);
  if (scheme !== 'https' && scheme !== 'mailto') {
    throw fail('Link must be a URL with one of these schemes: [https, mailto]');
  }
  if (scheme === 'mailto') {
    if (!EMAIL_REGEX.test(link)) {
      throw fail('Invalid mailto link. Please enter a valid mailto link (e.g., mailto:example@domain.com).');
    }
  } else if (!netloc) {
    throw fail('Invalid HTTPS URL. Please enter a valid HTTPS link.');
  }
  return sanitizeHtml(link);
}

/** _validate_and_sanitize_choices: every choice a non-blank string. */
function cleanChoices(choices: unknown[]): string[] {
  return choices.map((choice) => {
    if (typeof choice !== 'string') throw invalid('Question choices must be strings');
    if (!choice.trim()) throw invalid('Question choices cannot be empty');
    return sanitizeHtml(choice);
  });
}

// ---- languages -----------------------------------------------------------------------------------

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
function cleanQuestionTranslations(
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

// ---- questions -----------------------------------------------------------------------------------

const VALIDATION_RULE_TYPES = ['min_length', 'max_length', 'email'];

/** A rule value must be a Python int above 0 (a JSON boolean is an int in Python: true is 1). */
function positiveInt(value: unknown): boolean {
  if (value === true) return true;
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The `validation` rules of a question (any type): a list of `{type, value?}`. */
function checkValidationRules(rules: unknown): void {
  if (rules === undefined || rules === null) return;
  if (!Array.isArray(rules)) throw invalid('Question validation must be a list of validation rules');
  for (const rule of rules) {
    if (!isDict(rule)) throw invalid('Each validation rule must be an object');
    if (!VALIDATION_RULE_TYPES.includes(rule.type as string))
      throw invalid(`Validation rule type must be one of: ${VALIDATION_RULE_TYPES.join(', ')}`);
    if (rule.type !== 'email' && rule.value !== undefined && rule.value !== null && !positiveInt(rule.value))
      throw invalid(`Validation rule value for ${String(rule.type)} must be a positive integer`);
  }
  const min = (rules as Record<string, unknown>[]).find((rule) => rule.type === 'min_length')?.value;
  const max = (rules as Record<string, unknown>[]).find((rule) => rule.type === 'max_length')?.value;
  if (min !== undefined && min !== null && max !== undefined && max !== null && Number(min) > Number(max))
    throw invalid('Minimum length cannot be greater than maximum length');
}

/**
 * validate_questions: returns the cleaned questions with an id assigned to each (ensure_question_ids).
 * Translations of a question are grandfathered by the stored question at the same index, so moving a
 * question can turn one of its legacy keys into an error.
 */
export function cleanQuestions(value: unknown, base: string, existing: Survey | null): Survey['questions'] {
  if (value === null) return null;
  if (!Array.isArray(value)) throw invalid('Questions must be a list of objects');
  const stored = Array.isArray(existing?.questions) ? (existing.questions as unknown[]).filter(isDict) : [];
  return value.map((raw, index) => {
    if (!isDict(raw)) throw invalid('Questions must be a list of objects');
    const n = index + 1;
    const cleaned: Record<string, unknown> = { ...raw };
    if (!truthy(raw.question)) throw invalid('Question text is required');
    if (typeof raw.question !== 'string') throw invalid('Question text must be a string');
    cleaned.question = sanitizeHtml(raw.question);
    if (truthy(raw.description)) {
      if (typeof raw.description !== 'string') throw invalid('Question description must be a string');
      cleaned.description = sanitizeHtml(raw.description);
    }
    for (const field of ['buttonText', 'lowerBoundLabel', 'upperBoundLabel']) {
      if (!truthy(raw[field])) continue;
      if (typeof raw[field] !== 'string') throw invalid(`Question ${field} must be a string`);
      cleaned[field] = sanitizeHtml(raw[field] as string);
    }
    if (truthy(raw.choices)) {
      if (!Array.isArray(raw.choices)) throw invalid('Question choices must be a list of strings');
      cleaned.choices = cleanChoices(raw.choices);
    }
    if (
      truthy(raw.descriptionContentType) &&
      !['text', 'html'].includes(raw.descriptionContentType as string)
    )
      throw invalid("Question descriptionContentType must be one of ['text', 'html']");
    if ('translations' in raw) {
      const storedTranslations = stored[index]?.translations;
      const translations = cleanQuestionTranslations(
        raw.translations,
        n,
        base,
        isDict(storedTranslations) ? storedTranslations : {},
      );
      const choices = cleaned.choices;
      for (const [language, translation] of Object.entries(translations)) {
        if (!('choices' in translation)) continue;
        // Translated choices of a question without a list of choices are dropped.
        if (!('choices' in cleaned) || !Array.isArray(choices)) {
          delete translation.choices;
          continue;
        }
        const count = (translation.choices as unknown[]).length;
        if (count !== choices.length) {
          throw invalid(
            `Question ${n}: Translation '${language}' has ${count} choices but question has ${choices.length} choices. ` +
              'Array lengths must match to avoid partial translations.',
          );
        }
      }
      cleaned.translations = translations;
    }
    if (truthy(raw.link)) {
      if (typeof raw.link !== 'string') throw invalid(`Question ${n}: link must be a string`);
      cleaned.link = cleanLink(raw.link);
    }
    checkValidationRules(raw.validation);
    cleaned.id = typeof raw.id === 'string' && raw.id ? raw.id : newUuid();
    return cleaned as NonNullable<Survey['questions']>[number];
  });
}
