// Open-text answers as posthog-js 1.449.2 accepts them: its OpenTextQuestion (QuestionTypes.mjs) keeps
// Submit disabled while `getValidationError` (@posthog/core/dist/surveys/validation.mjs) returns an
// error, and shows the hint of `getRequirementsHint` under the box. Only min_length and max_length rules
// exist there (SurveyValidationType); any other rule type is ignored by the widget.
import type { ReadQuestion } from '@/contracts/survey-questions';

interface LengthRule {
  type: 'min_length' | 'max_length';
  value: unknown;
  errorMessage?: unknown;
}

/** The question's `validation` rules the SDK acts on; the list is not in Surveyor's contract. */
function lengthRules(question: ReadQuestion): LengthRule[] {
  const rules = (question as { validation?: unknown }).validation;
  if (!Array.isArray(rules)) return [];
  return rules.filter(
    (rule): rule is LengthRule =>
      typeof rule === 'object' &&
      rule !== null &&
      ((rule as LengthRule).type === 'min_length' || (rule as LengthRule).type === 'max_length'),
  );
}

/** `getLengthFromRules`: the first rule of the type, its value as stored. */
function lengthOf(question: ReadQuestion, type: LengthRule['type']): unknown {
  return lengthRules(question).find((rule) => rule.type === type)?.value;
}

/**
 * Why the widget keeps Submit disabled for this text, in the SDK's words, or null when it may be sent
 * (`getValidationError(value, question.validation, question.optional)`).
 */
export function openTextProblem(question: ReadQuestion, value: string): string | null {
  const trimmed = value.trim();
  if (!question.optional && trimmed === '') return 'This field is required';
  if (trimmed === '') return null;
  for (const rule of lengthRules(question)) {
    // The SDK compares with `<` and `>` on whatever is stored; Number() gives the same result.
    if (rule.value === undefined) continue;
    const limit = Number(rule.value);
    const custom = typeof rule.errorMessage === 'string' ? rule.errorMessage : null;
    if (rule.type === 'min_length' && trimmed.length < limit)
      return custom ?? `Please enter at least ${String(rule.value)} characters`;
    if (rule.type === 'max_length' && trimmed.length > limit)
      return custom ?? `Please enter no more than ${String(rule.value)} characters`;
  }
  return null;
}

/** The hint the widget shows under the box (`getRequirementsHint`), or null. */
export function openTextHint(question: ReadQuestion): string | null {
  const min = lengthOf(question, 'min_length');
  const max = lengthOf(question, 'max_length');
  // A minimum of 1 says nothing a required answer does not already say.
  const effectiveMin = min === 1 ? undefined : min;
  const plural = (count: unknown) => (count === 1 ? 'character' : 'characters');
  if (effectiveMin && max) return `Enter ${String(effectiveMin)}-${String(max)} characters`;
  if (effectiveMin) return `Enter at least ${String(effectiveMin)} ${plural(effectiveMin)}`;
  if (max) return `Maximum ${String(max)} ${plural(max)}`;
  return null;
}
