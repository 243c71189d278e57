// The question rules of SurveySerializerCreateUpdateOnly (products/surveys/backend/api/survey.py
// @ 0031b5ea): validate_questions, with its text, choice, link, translation and validation-rule checks.
// Only the first error is reported, with the server's exact message; presence checks use Python
// truthiness, as the server's `if value:` does.
import type { Survey } from '@/contracts/survey';
import { errors } from '../http/errors';
import { newUuid } from '../ids';
import { isDict, truthy } from './fields';
import { cleanChoices, cleanLink, sanitizeHtml } from './survey-text';
import { cleanQuestionTranslations } from './survey-translations';

const invalid = (detail: string) => errors.invalid(detail, 'questions');

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
