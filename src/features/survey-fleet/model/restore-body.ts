// The PATCH of a new copy right after duplicate_to_projects: what the server stripped, restored in the
// target project's terms (the plan's mapping), sent only where it differs from what the copy has.
import { isPlainObject } from '@/contracts/readable';
import type { Survey, SurveyWriteBody } from '@/contracts/survey';
import { setField, type SurveyLike } from '@/entities/survey/versions/survey-shape';
import { writeBody } from '@/entities/survey/versions/survey-write';
import { mapSurvey, type Remap } from './remap';
import { SAMPLING_FIELDS } from './transfer-parts';
import type { TransferPlan } from './transfer-plan';

/**
 * The restoring PATCH for `copy` (as the server answered it). `copiedFlagId`: the flag copy_flags made
 * for the plan's `flagToCopy` (without it, the link is left out).
 */
export function restoreBody(
  plan: TransferPlan,
  source: Survey,
  copy: Survey,
  copiedFlagId?: number,
): SurveyWriteBody {
  if (plan.refusal !== null) return {};
  const flags = new Map(plan.remap.flags);
  if (plan.flagToCopy && copiedFlagId !== undefined) {
    const variant = isPlainObject(source.conditions) ? source.conditions.linkedFlagVariant : null;
    // copy_flags copies the flag with its variants: the source's variant is there.
    flags.set(plan.flagToCopy.sourceId, {
      id: copiedFlagId,
      key: plan.flagToCopy.key,
      variants: typeof variant === 'string' ? [variant] : [],
    });
  }
  const remap: Remap = { ...plan.remap, flags };
  const mapped = mapSurvey(source, remap, copy);
  const next: SurveyLike = { ...copy };
  if (plan.name.value === source.name) next.name = source.name;
  next.linked_flag = mapped.linked_flag;
  delete next.linked_flag_id;
  // The copy's conditions with what duplicate_to_projects took out of them put back.
  const from = isPlainObject(mapped.conditions) ? mapped.conditions : {};
  const conditions: Record<string, unknown> = { ...(isPlainObject(copy.conditions) ? copy.conditions : {}) };
  for (const key of ['linkedFlagVariant', 'actions', 'events'])
    if (Object.hasOwn(from, key)) setField(conditions, key, from[key]);
  if (Object.keys(conditions).length > 0 || copy.conditions != null) next.conditions = conditions;
  next.targeting_flag = mapped.targeting_flag ?? null;
  for (const field of ['translations', 'base_language'])
    if (source[field] != null) setField(next, field, source[field]);
  // duplicate_to_projects leaves a hosted survey's framing off (survey.py @ 0031b5ea builds no such field).
  if (source.type === 'external_survey' && source.enable_iframe_embedding != null)
    setField(next, 'enable_iframe_embedding', source.enable_iframe_embedding);
  const limit = source.response_sampling_limit;
  // Sampling is an internal flag on the server: restored where the plan kept it (feature_flag:write).
  if (plan.remap.targeting && typeof limit === 'number' && limit > 0) {
    for (const field of SAMPLING_FIELDS) setField(next, field, source[field] ?? null);
    next.response_sampling_start_date = plan.samplingStart;
  }
  return writeBody(copy, next);
}
