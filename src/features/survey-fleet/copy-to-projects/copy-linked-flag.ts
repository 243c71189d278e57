// The linked flag a copy needs in its new project, made there before the copy is linked to it. Two ways:
// - PostHog's copy_flags (products/feature_flags/backend/api/organization_feature_flag.py): cohorts matched
//   by name, missing ones created. Its view is INTERNAL with `required_scopes=["feature_flag:write"]` on the
//   action, and APIScopePermission (posthog/permissions.py @ 001027ce) lets `*` through only on views that
//   are not INTERNAL: an "All access" key gets 403 "API key missing required scope 'feature_flag:write'".
//   A key limited to projects is refused too (an organization endpoint).
// - Creating the flag in the target (POST …/feature_flags/, where `*` grants feature_flag:write) with the
//   body copy_flags itself builds (key, name, filters, active, ensure_experience_continuity and, where the
//   source has them, the newer fields), its cohorts matched by name. A condition that cannot be carried
//   (a cohort with no namesake there, a dependency on another flag) is left out and the flag is created
//   switched off, as the newest copy_flags does for dropped dependencies: a copy never reaches more people.
import type { FeatureFlag } from '@/contracts/feature-flag';
import { isPlainObject } from '@/contracts/readable';
import { isApiError } from '@/lib/api/api-error';
import { cohortsApi } from '@/entities/cohort/cohorts.api';
import { featureFlagsApi } from '@/entities/feature-flag/feature-flags.api';
import { surveyFleetApi } from '../api/survey-fleet.api';
import type { TransferPlan } from '../model/transfer-plan';

/** How the flag is made: copy_flags, a create in the target, or (null) copy_flags then a create on its 403. */
export type FlagCopyPath = 'copy_flags' | 'create' | null;

/**
 * The path a key's scopes decide, when they are known: only an explicit feature_flag:write passes
 * copy_flags; `*` alone is refused there but creates flags in a project.
 */
export function flagCopyPath(scopes: readonly string[] | null): FlagCopyPath {
  if (scopes === null) return null;
  if (scopes.includes('feature_flag:write')) return 'copy_flags';
  return scopes.includes('*') ? 'create' : null;
}

export interface FlagCopyContext {
  /** The source project. */
  projectId: number;
  organization: string | null;
  plan: TransferPlan;
  flagPath?: FlagCopyPath;
}

export interface CopiedFlag {
  id: number | undefined;
  notes: string[];
}

const errorWords = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : JSON.stringify(error);

/** FeatureFlagSerializer fields copy_flags carries besides the basic ones, sent only where the source has them. */
const NEWER_FIELDS = ['evaluation_runtime', 'bucketing_identifier', 'is_remote_configuration'] as const;

/**
 * copy_flags' copy in the target: one target is sent per call, so the one success is it. Newer servers
 * add `team_id`; the serializer older ones answer with has none (FeatureFlagSerializer.Meta.fields).
 */
function copiedFlagOf(
  success: readonly (FeatureFlag & { team_id?: number | null })[],
  key: string,
  projectId: number,
) {
  const here = success.filter((item) => item.team_id == null || item.team_id === projectId);
  return here.find((item) => item.team_id === projectId) ?? here.find((item) => item.key === key) ?? here[0];
}

type CopyFlagsOutcome = { id: number } | { note: string } | 'refused';

async function throughCopyFlags(context: FlagCopyContext, key: string): Promise<CopyFlagsOutcome> {
  const { plan } = context;
  try {
    const result = await surveyFleetApi.copyFlags(context.organization!, {
      feature_flag_key: key,
      from_project: context.projectId,
      target_project_ids: [plan.projectId],
    });
    const copied = copiedFlagOf(result.success, key, plan.projectId);
    if (copied) return { id: copied.id };
    const failed =
      result.failed.find((item) => Number(item.project_id) === plan.projectId) ?? result.failed[0];
    const reason = failed?.error_message ?? (failed as { errors?: unknown } | undefined)?.errors;
    return { note: `copy_flags did not copy it${reason !== undefined ? `: ${errorWords(reason)}` : ''}` };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return 'refused';
    return { note: errorWords(error) };
  }
}

type Property = Record<string, unknown>;

/** The flag's filters in the target's terms, and what could not be carried. */
async function filtersForTarget(flag: FeatureFlag, sourceProject: number, targetProject: number) {
  const filters = structuredClone(isPlainObject(flag.filters) ? flag.filters : {}) as Record<string, unknown>;
  const groups = Array.isArray(filters.groups) ? filters.groups.filter(isPlainObject) : [];
  const cohortIds = new Set<number>();
  for (const group of groups)
    for (const property of Array.isArray(group.properties) ? group.properties : [])
      if (isPlainObject(property) && property.type === 'cohort' && /^\d+$/.test(String(property.value)))
        cohortIds.add(Number(property.value));
  let names = new Map<number, string>();
  let theirs = new Map<string, number[]>();
  let unread: string | null = null;
  if (cohortIds.size > 0)
    try {
      const [mine, target] = await Promise.all([
        cohortsApi.all(sourceProject),
        cohortsApi.all(targetProject),
      ]);
      names = new Map(mine.flatMap((cohort) => (cohort.name ? [[cohort.id, cohort.name] as const] : [])));
      theirs = new Map();
      for (const cohort of target)
        if (cohort.name) theirs.set(cohort.name, [...(theirs.get(cohort.name) ?? []), cohort.id]);
    } catch (error) {
      unread = errorWords(error);
    }
  const left: string[] = [];
  for (const group of groups) {
    const properties = Array.isArray(group.properties) ? (group.properties as unknown[]) : [];
    group.properties = properties.flatMap((property) => {
      if (!isPlainObject(property)) return [property];
      if (property.type === 'flag') {
        left.push(`its condition on another flag (#${String(property.key)})`);
        return [];
      }
      if (property.type !== 'cohort') return [property];
      const id = Number(property.value);
      const name = names.get(id);
      const found = name === undefined ? undefined : theirs.get(name);
      if (found?.length === 1) return [{ ...(property as Property), value: found[0] }];
      left.push(
        unread !== null
          ? `its cohort #${id} (the cohorts could not be read: ${unread})`
          : name === undefined
            ? `its cohort #${id} (no name to look for)`
            : `its cohort “${name}” (${found ? 'several' : 'none'} of that name there)`,
      );
      return [];
    });
  }
  return { filters, left };
}

async function throughCreate(context: FlagCopyContext, sourceId: number, key: string): Promise<CopiedFlag> {
  const target = context.plan.projectId;
  // Made by an earlier try whose answer was lost, or by copy_flags before it refused: use it.
  const existing = await featureFlagsApi.byKey(target, key);
  if (existing) return { id: existing.id, notes: [] };
  const source = await featureFlagsApi.get(context.projectId, sourceId);
  const { filters, left } = await filtersForTarget(source, context.projectId, target);
  const body: Record<string, unknown> = {
    key,
    name: source.name ?? '',
    filters,
    active: left.length > 0 ? false : (source.active ?? true),
    ensure_experience_continuity: source.ensure_experience_continuity === true,
  };
  for (const field of NEWER_FIELDS) if (source[field] != null) body[field] = source[field];
  const written = await featureFlagsApi.create(target, body as never, {
    action: `Create the flag “${key}”`,
  });
  // Made, but its answer cannot be read: it is found by its key.
  const created = written.data ?? (await featureFlagsApi.byKey(target, key));
  if (!created) throw written.unreadable ?? new Error('The flag was made but cannot be found.');
  const notes = left.length
    ? [
        `The linked flag “${key}” was created switched off, without ${left.join(' and ')}: it would otherwise reach more people than in this project. Add the condition in PostHog, then switch the flag on.`,
      ]
    : [];
  return { id: created.id, notes };
}

/** Makes the plan's `flagToCopy` in the target project: its id there, or notes of why not. */
export async function copyLinkedFlag(context: FlagCopyContext): Promise<CopiedFlag> {
  const { plan } = context;
  if (!plan.flagToCopy) return { id: undefined, notes: [] };
  const { key, sourceId } = plan.flagToCopy;
  const notCopied = (why: string) => ({
    id: undefined,
    notes: [`The linked flag “${key}” was not copied (${why}); the copy has no linked flag.`],
  });
  const path = context.flagPath ?? null;
  if (path !== 'create' && context.organization) {
    const outcome = await throughCopyFlags(context, key);
    if (outcome !== 'refused')
      return 'id' in outcome ? { id: outcome.id, notes: [] } : notCopied(outcome.note);
  }
  try {
    return await throughCreate(context, sourceId, key);
  } catch (error) {
    return notCopied(errorWords(error));
  }
}
