// The PATCH between two versions of a survey: what the merge sends once the user has settled it.
import type { z } from 'zod';
import { canonical } from '@/lib/same-json';
import { isPlainObject } from '@/contracts/readable';
import { surveyWriteBody, type SurveyWriteBody } from '@/contracts/survey';
import {
  comparable,
  isEditedField,
  KEYED_PARTS,
  linkedFlagOf,
  ownField,
  questionsOf,
  sameValue,
  setField,
  targetingOf,
  type SurveyLike,
} from './survey-shape';

/**
 * The PATCH that turns `current` (what the server has) into `next`: only fields that differ, whole
 * questions, appearance and conditions objects (the server stores each as one JSON field), the linked
 * flag by id and targeting as new filters or a removal. Fields the server reads together go together:
 * iteration_count with iteration_frequency_days (the update re-reads the frequency whenever the count is
 * sent) and conditions with linked_flag_id when a variant is set (validate() checks the variant against
 * the payload's linked_flag_id), both in products/surveys/backend/api/survey.py.
 */
export function writeBody(current: SurveyLike, next: SurveyLike): SurveyWriteBody {
  const body: Record<string, unknown> = {};
  if (canonical(questionsOf(current)) !== canonical(questionsOf(next))) body.questions = next.questions ?? [];
  for (const part of KEYED_PARTS) {
    const [now, then] = [current[part] ?? null, next[part] ?? null];
    if (now === then || !comparable(now) || !comparable(then)) continue;
    if (canonical(now) !== canonical(then)) body[part] = then;
  }
  if (!sameValue('linked_flag', linkedFlagOf(current), linkedFlagOf(next)))
    body.linked_flag_id = linkedFlagOf(next)?.id ?? null;
  const [targetingNow, targetingNext] = [targetingOf(current), targetingOf(next)];
  if (!sameValue('targeting_flag', targetingNow, targetingNext)) {
    if (targetingNext === null) body.remove_targeting_flag = true;
    else body.targeting_flag_filters = targetingNext;
  }
  const skip = new Set(['questions', ...KEYED_PARTS, 'linked_flag', 'targeting_flag']);
  for (const key of new Set([...Object.keys(current), ...Object.keys(next)])) {
    if (skip.has(key) || !isEditedField(key) || key === 'linked_flag_id' || key === 'targeting_flag_filters')
      continue;
    // Own fields only: a field the server named `constructor` is absent, not Object, where it is not.
    const [now, then] = [ownField(current, key), ownField(next, key)];
    if (now === then || !comparable(now) || !comparable(then)) continue;
    if (!sameValue(key, now, then)) setField(body, key, then ?? null);
  }
  if ('iteration_count' in body) body.iteration_frequency_days = next.iteration_frequency_days ?? null;
  const variant = isPlainObject(next.conditions) ? next.conditions.linkedFlagVariant : undefined;
  if (variant && ('conditions' in body || 'linked_flag_id' in body)) {
    body.conditions = next.conditions ?? null;
    body.linked_flag_id = linkedFlagOf(next)?.id ?? null;
  }
  return asWriteBody(body);
}

/**
 * Limits a write body's type does not state (a blank or too long name, a whole number): the server
 * judges those and its 400 names the field, as the editor's own checks do before a save.
 */
const beyondTheType = (issue: z.core.$ZodIssue) =>
  issue.code === 'too_small' ||
  issue.code === 'too_big' ||
  issue.code === 'invalid_format' ||
  issue.code === 'not_multiple_of' ||
  (issue.code === 'invalid_type' && issue.expected === 'int');

/**
 * The body checked once against the write body's schema: every field it names holds a value of the kind
 * the write body says (the keys are the write body's by construction, and each value is a survey's own).
 * A value of another kind (a survey holding `conditions` as text) is said, never sent.
 */
function asWriteBody(body: Record<string, unknown>): SurveyWriteBody {
  const checked = surveyWriteBody.safeParse(body);
  const wrong = checked.success ? [] : checked.error.issues.filter((issue) => !beyondTheType(issue));
  if (wrong.length > 0)
    throw new Error(
      `This survey cannot be saved as it is: ${wrong.map((issue) => `${issue.path.join('.')} (${issue.message})`).join('; ')}.`,
    );
  // The parsed copy is not returned: a field named like a built-in property (`__proto__`) must stay one.
  return body as SurveyWriteBody;
}
