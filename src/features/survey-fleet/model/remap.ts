// One survey's references moved into another project's terms: the linked flag by key, its variant when
// that flag has it, actions by name, cohorts in targeting by name. The plan finds the mapping once
// (transfer-plan.ts); the restore after a copy and every push or pull apply it with mapSurvey.
import { isPlainObject } from '@/contracts/readable';
import { isScheduleGate as isGateFlag } from '@/entities/survey/model/survey-json';
import { linkedFlagOf, targetingOf, type SurveyLike } from '@/entities/survey/versions/survey-shape';
import type { FlagRef, NamedRef } from './fleet-types';
import { cohortIdOf, groupProperties, targetingGroups } from './references';

export interface Remap {
  /** The source's flag id → the target's flag with the same key (absent: the link is dropped). */
  flags: ReadonlyMap<number, FlagRef>;
  /** The source's cohort id → the target's cohort with the same name (absent: the condition is dropped). */
  cohorts: ReadonlyMap<number, number>;
  /** The source's action id → the target's action with the same name (absent: the trigger is dropped). */
  actions: ReadonlyMap<number, NamedRef>;
  /** Whether targeting may be written there at all (PostHog needs feature_flag:write for it). */
  targeting: boolean;
}

/** The same mapping read the other way: a copy's references back into its source's project. */
export function invertRemap(remap: Remap): Remap {
  return {
    flags: new Map(
      [...remap.flags].map(([sourceId, flag]) => [
        flag.id,
        { id: sourceId, key: flag.key, variants: flag.variants },
      ]),
    ),
    cohorts: new Map([...remap.cohorts].map(([sourceId, targetId]) => [targetId, sourceId])),
    actions: new Map(
      [...remap.actions].map(([sourceId, action]) => [action.id, { id: sourceId, name: action.name }]),
    ),
    targeting: remap.targeting,
  };
}

/** Whether a flag accepts a variant condition (PostHog's validate(): "any" or one of its variant keys). */
export const flagHasVariant = (flag: FlagRef, variant: string) =>
  variant === 'any' || flag.variants.includes(variant);

/**
 * The targeting filters with cohort ids mapped; a cohort property with no mapping is dropped, and so is
 * a group left with no condition at full rollout (PostHog refuses targeting that "rolls out to
 * everyone", SurveySerializerCreateUpdateOnly.validate). Null when no group is left.
 */
export function mapTargeting(
  filters: Record<string, unknown>,
  cohorts: ReadonlyMap<number, number>,
): Record<string, unknown> | null {
  const groups = targetingGroups(filters);
  const mapped = groups.flatMap((group) => {
    const before = groupProperties(group);
    const properties = before.flatMap((property) => {
      const id = cohortIdOf(property);
      if (id === null) return [property];
      const target = cohorts.get(id);
      if (target === undefined) return [];
      // The same cohort keeps its value as written (a number or its digits).
      return target === id ? [property] : [{ ...(property as Record<string, unknown>), value: target }];
    });
    const everyone =
      properties.length === 0 && (group.rollout_percentage === 100 || group.rollout_percentage == null);
    return before.length > 0 && everyone ? [] : [{ ...group, properties }];
  });
  if (groups.length > 0 && mapped.length === 0) return null;
  return { ...filters, groups: mapped };
}

/**
 * `survey` in the target project's terms. `keep` is what the target has now: its targeting stays where
 * targeting cannot be written there.
 */
export function mapSurvey(survey: SurveyLike, remap: Remap, keep: SurveyLike): SurveyLike {
  const out: SurveyLike = { ...survey };
  const flag = linkedFlagOf(survey);
  // A gate flag is each survey's own schedule: neither side's gate goes to the other, and the target
  // keeps its own link (and variant) whichever side has the gate.
  const kept = linkedFlagOf(keep);
  const schedule = isGateFlag(flag) || isGateFlag(kept);
  const target = flag && !schedule ? remap.flags.get(flag.id) : undefined;
  delete out.linked_flag_id;
  out.linked_flag = schedule
    ? kept
      ? { id: kept.id, key: kept.key }
      : null
    : target
      ? { id: target.id, key: target.key }
      : null;
  if (isPlainObject(survey.conditions)) {
    const conditions: Record<string, unknown> = { ...survey.conditions };
    const variant = conditions.linkedFlagVariant;
    if (typeof variant === 'string' && variant && !(target && flagHasVariant(target, variant)))
      delete conditions.linkedFlagVariant;
    const keptVariant = isPlainObject(keep.conditions) ? keep.conditions.linkedFlagVariant : undefined;
    if (schedule && keptVariant !== undefined) conditions.linkedFlagVariant = keptVariant;
    const actions = conditions.actions;
    if (isPlainObject(actions) && Array.isArray(actions.values)) {
      const values = actions.values.flatMap((action) => {
        const id = isPlainObject(action) ? action.id : action;
        const found = typeof id === 'number' ? remap.actions.get(id) : undefined;
        return found ? [{ id: found.id, name: found.name }] : [];
      });
      if (values.length > 0) conditions.actions = { ...actions, values };
      else delete conditions.actions;
    }
    out.conditions = conditions;
  }
  const filters = targetingOf(survey);
  if (!remap.targeting) out.targeting_flag = keep.targeting_flag ?? null;
  else if (filters === null) out.targeting_flag = null;
  else {
    const mapped = mapTargeting(filters, remap.cohorts);
    out.targeting_flag = mapped ? { filters: mapped } : null;
  }
  return out;
}
