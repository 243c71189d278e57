// What copy_flags does to one target project (OrganizationFeatureFlagView._copy_feature_flag_to_target,
// products/feature_flags/backend/api/organization_feature_flag.py @ e21f6113, and @ 07434db5 for older
// servers): cohorts re-pointed by name, flag dependencies re-pointed by key, the flag created or updated,
// pending scheduled changes copied on request.
import type { FeatureFlag } from '@/contracts/feature-flag';
import { isPlainObject } from '@/contracts/readable';
import { mockNowIso } from '../../clock';
import { db, nextFlagId } from '../../db';
import type { StoredCohort, StoredFeatureFlag } from '../../stored';
import { refreshLinkedCopies, removeDeletedFlagsOfKey } from './flag-links';

type Property = Record<string, unknown>;

/** The properties of a flag's release conditions of one type (`filters.groups[].properties[]`). */
function propertiesOfType(filters: FeatureFlag['filters'], type: string): Property[] {
  const groups = Array.isArray(filters?.groups) ? filters.groups : [];
  return groups.flatMap((group) =>
    (Array.isArray(group.properties) ? (group.properties as unknown[]) : []).filter(
      (property): property is Property => isPlainObject(property) && property.type === type,
    ),
  );
}

/**
 * The target's cohort for each source cohort, matched by name among its live cohorts, or created from the
 * source (name, description, is_static, filters) when it has none: `name_to_dest_cohort_id`. A source
 * cohort that no longer exists is skipped, and the property keeps the source's id.
 */
function mapCohorts(sourceProject: number, targetProject: number, filters: FeatureFlag['filters']) {
  const byName = new Map<string, number>();
  const sources = new Map<number, StoredCohort>();
  for (const property of propertiesOfType(filters, 'cohort')) {
    const id = Number(property.value);
    const source = db.cohorts.find((cohort) => cohort.projectId === sourceProject && cohort.id === id);
    if (!source || source.name === null) continue;
    sources.set(id, source);
    if (byName.has(source.name)) continue;
    let destination = db.cohorts.find(
      (cohort) => cohort.projectId === targetProject && !cohort.deleted && cohort.name === source.name,
    );
    if (!destination) {
      db.nextCohortId += 1;
      destination = {
        ...structuredClone(source),
        projectId: targetProject,
        id: db.nextCohortId,
        deleted: false,
        created_at: mockNowIso(),
      };
      db.cohorts.push(destination);
    }
    byName.set(source.name, destination.id);
  }
  const mapped = structuredClone(filters ?? {}) as NonNullable<FeatureFlag['filters']>;
  for (const property of propertiesOfType(mapped, 'cohort')) {
    const name = sources.get(Number(property.value))?.name;
    if (name && byName.has(name)) property.value = byName.get(name);
  }
  return mapped;
}

const liveFlagOfKey = (projectId: number, key: string) =>
  db.featureFlags.find(
    (stored) => stored.projectId === projectId && stored.flag.key === key && !stored.flag.deleted,
  );

/**
 * _remap_flag_dependencies (newest servers): a `flag` property names its parent by id, which differs
 * across projects, so it is matched by key to an active flag of the target; a parent that cannot be
 * matched is dropped with a warning (and a group left without constraints says so too).
 */
function remapDependencies(
  filters: NonNullable<FeatureFlag['filters']>,
  sourceProject: number,
  targetProject: number,
) {
  const warnings: string[] = [];
  for (const group of Array.isArray(filters.groups) ? filters.groups : []) {
    const properties = group.properties;
    if (!Array.isArray(properties) || properties.length === 0) continue;
    const kept: unknown[] = [];
    let dropped = false;
    for (const property of properties as unknown[]) {
      if (!isPlainObject(property) || property.type !== 'flag') {
        kept.push(property);
        continue;
      }
      const parent = db.featureFlags.find(
        (stored) =>
          stored.projectId === sourceProject &&
          !stored.flag.deleted &&
          (String(stored.flag.id) === String(property.key) || stored.flag.key === String(property.key)),
      );
      const target = parent ? liveFlagOfKey(targetProject, parent.flag.key) : undefined;
      dropped = dropped || !target?.flag.active || parent?.flag.active === false;
      if (!parent)
        warnings.push(
          `Removed a flag dependency (source flag reference ${String(property.key)}) because the dependency flag could not be resolved in the source project.`,
        );
      else if (parent.flag.active === false)
        warnings.push(
          `Removed dependency on flag '${parent.flag.key}' because that flag is disabled in the source project.`,
        );
      else if (target?.flag.active) kept.push({ ...property, key: String(target.flag.id) });
      else if (target)
        warnings.push(
          `Removed dependency on flag '${parent.flag.key}' because that flag is disabled in the target project.`,
        );
      else
        warnings.push(
          `Removed dependency on flag '${parent.flag.key}' because no flag with that key exists in the target project.`,
        );
    }
    if (dropped && kept.length === 0)
      warnings.push(
        'A condition group now has no remaining constraints and will match all users at its rollout percentage — review and re-gate it before re-enabling this flag.',
      );
    group.properties = kept;
  }
  return warnings;
}

/** Pending scheduled changes of a flag (executed_at still null). */
export const pendingChangesOf = (flag: StoredFeatureFlag) =>
  db.scheduledChanges.filter(
    (change) =>
      change.projectId === flag.projectId && change.record_id === String(flag.flag.id) && !change.executed_at,
  );

/**
 * The source's pending changes, copied onto the target flag (`_copy_feature_flag_schedules`). Servers
 * before e21f6113 dropped `cron_expression` and `timezone` on the way.
 */
function copySchedules(source: StoredFeatureFlag, target: StoredFeatureFlag, keepCron: boolean): void {
  for (const change of pendingChangesOf(source)) {
    db.nextScheduledChangeId += 1;
    db.scheduledChanges.push({
      ...structuredClone(change),
      projectId: target.projectId,
      id: db.nextScheduledChangeId,
      record_id: String(target.flag.id),
      executed_at: null,
      failure_reason: null,
      failure_count: 0,
      last_executed_at: null,
      cron_expression: keepCron ? change.cron_expression : null,
      timezone: keepCron ? change.timezone : null,
      created_at: mockNowIso(),
      updated_at: mockNowIso(),
    });
  }
}

export interface CopyOptions {
  disable: boolean;
  schedule: boolean;
  /** The newest server's behaviour (e21f6113); false models 07434db5. */
  newest: boolean;
}

export interface CopyResult {
  target: StoredFeatureFlag;
  updatedExisting: boolean;
  dependencyWarnings: string[];
  /** Whether the target flag already had pending scheduled changes (newest servers warn of them). */
  targetHadPendingChanges: boolean;
}

/**
 * The flag the target gets. Newest servers update only a live flag of the key (a deleted one is removed
 * for good by the create, as a flag create always does); 07434db5 updated a deleted one as well.
 */
export function copyInto(source: StoredFeatureFlag, targetId: number, options: CopyOptions): CopyResult {
  const filters = mapCohorts(source.projectId, targetId, source.flag.filters);
  const dependencyWarnings = options.newest ? remapDependencies(filters, source.projectId, targetId) : [];
  const fields = {
    key: source.flag.key,
    name: source.flag.name ?? '',
    filters,
    // A dropped dependency leaves its group matching everyone: newest servers force such a copy off.
    active: options.disable || dependencyWarnings.length > 0 ? false : source.flag.active,
    ensure_experience_continuity: source.flag.ensure_experience_continuity ?? false,
    deleted: false,
  };
  let target = options.newest
    ? liveFlagOfKey(targetId, source.flag.key)
    : db.featureFlags.find((stored) => stored.projectId === targetId && stored.flag.key === source.flag.key);
  const updatedExisting = Boolean(target);
  const targetHadPendingChanges = target ? pendingChangesOf(target).length > 0 : false;
  if (target) {
    Object.assign(target.flag, fields, { version: (Number(target.flag.version) || 1) + 1 });
    refreshLinkedCopies(target);
  } else {
    removeDeletedFlagsOfKey(targetId, source.flag.key);
    target = {
      projectId: targetId,
      flag: {
        id: nextFlagId(),
        team_id: targetId,
        ...fields,
        archived: false,
        tags: [],
        evaluation_contexts: [],
        created_at: mockNowIso(),
        version: 1,
      },
    };
    db.featureFlags.push(target);
  }
  // A copy whose dependencies could not be re-pointed does not take the source's schedule.
  if (options.schedule && dependencyWarnings.length === 0) copySchedules(source, target, options.newest);
  return { target, updatedExisting, dependencyWarnings, targetHadPendingChanges };
}
