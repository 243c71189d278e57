// POST /api/organizations/:org_id/feature_flags/copy_flags/ as OrganizationFeatureFlagView.copy_flags
// answers it (products/feature_flags/backend/api/organization_feature_flag.py @ 07434db5): the view is
// `scope_object = "INTERNAL"` but the action declares `required_scopes=["feature_flag:write"]`, so a
// personal key with that scope may call it; being an organization view, a key limited to projects may not.
// It answers 200 `{success: [flag…], failed: [{project_id, error_message}…]}`: one target failing never
// stops the others. What it copies: key, name, filters (cohorts re-pointed by name, a missing cohort
// created in the target), `active` (false with `disable_copied_flag`), ensure_experience_continuity; a
// target that already has a flag with the key gets it updated instead; with `copy_schedule`, the source
// flag's pending scheduled changes too.
import type { FeatureFlag } from '../../contracts/feature-flag';
import { isPlainObject } from '../../contracts/readable';
import { mockNowIso } from '../clock';
import { db, nextFlagId } from '../db';
import { errors, json } from '../http/errors';
import { organizationFromUrl } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { refreshLinkedCopies } from '../models/flag-links';
import type { StoredCohort, StoredFeatureFlag } from '../stored';

type Property = Record<string, unknown>;

/** The cohort properties of a flag's release conditions (`filters.groups[].properties[]` of type cohort). */
function cohortProperties(filters: FeatureFlag['filters']): Property[] {
  const groups = Array.isArray(filters?.groups) ? filters.groups : [];
  return groups.flatMap((group) =>
    (Array.isArray(group.properties) ? (group.properties as unknown[]) : []).filter(
      (property): property is Property => isPlainObject(property) && property.type === 'cohort',
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
  for (const property of cohortProperties(filters)) {
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
  for (const property of cohortProperties(mapped)) {
    const name = sources.get(Number(property.value))?.name;
    if (name && byName.has(name)) property.value = byName.get(name);
  }
  return mapped;
}

/** The source's pending changes, copied onto the target flag (`_copy_feature_flag_schedules`). */
function copySchedules(source: StoredFeatureFlag, target: StoredFeatureFlag): void {
  const pending = db.scheduledChanges.filter(
    (change) =>
      change.projectId === source.projectId &&
      change.record_id === String(source.flag.id) &&
      !change.executed_at,
  );
  for (const change of pending) {
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
      cron_expression: null,
      timezone: null,
      created_at: mockNowIso(),
      updated_at: mockNowIso(),
    });
  }
}

/** The flag the action copies: `FeatureFlag.objects.get(key, project, organization)`, deleted ones included. */
function flagToCopy(key: string, fromProject: number, organizationId: string): StoredFeatureFlag {
  const project = db.projects.find((candidate) => candidate.id === fromProject);
  const matches =
    project?.organization === organizationId
      ? db.featureFlags.filter((stored) => stored.projectId === fromProject && stored.flag.key === key)
      : [];
  if (matches.length === 0) throw errors.legacy(400, 'Feature flag to copy does not exist.');
  // `.get()` with a live and a deleted flag of the key raises MultipleObjectsReturned: a 500.
  if (matches.length > 1) throw errors.server();
  return matches[0]!;
}

function copyInto(source: StoredFeatureFlag, targetId: number, disable: boolean, schedule: boolean) {
  const filters = mapCohorts(source.projectId, targetId, source.flag.filters);
  const fields = {
    key: source.flag.key,
    name: source.flag.name ?? '',
    filters,
    active: disable ? false : source.flag.active,
    ensure_experience_continuity: source.flag.ensure_experience_continuity ?? false,
    deleted: false,
  };
  // An existing flag of the key (deleted or not) is updated (PATCH), otherwise one is created (POST).
  let target = db.featureFlags.find(
    (stored) => stored.projectId === targetId && stored.flag.key === source.flag.key,
  );
  if (target) {
    Object.assign(target.flag, fields, { version: (Number(target.flag.version) || 1) + 1 });
    refreshLinkedCopies(target);
  } else {
    target = {
      projectId: targetId,
      flag: { id: nextFlagId(), team_id: targetId, ...fields, created_at: mockNowIso(), version: 1 },
    };
    db.featureFlags.push(target);
  }
  if (schedule) copySchedules(source, target);
  return target.flag;
}

function copyFlags({ params, body }: RouteContext) {
  const organization = organizationFromUrl(params.org_id!);
  const key = body?.feature_flag_key;
  const fromProject = body?.from_project;
  const targets = body?.target_project_ids;
  // `if not feature_flag_key or not from_project or not target_project_ids` (falsy: "", 0, []).
  if (!key || !fromProject || !targets || (Array.isArray(targets) && targets.length === 0))
    throw errors.legacy(400, 'Missing required fields');
  const source = flagToCopy(String(key), Number(fromProject), organization.id);
  const success: FeatureFlag[] = [];
  const failed: { project_id: unknown; error_message: string }[] = [];
  for (const projectId of Array.isArray(targets) ? targets : [targets]) {
    // Any project of the user's organizations: the target's organization is not compared with the URL's.
    const target = db.projects.find((project) => project.id === Number(projectId));
    if (!target) {
      failed.push({ project_id: projectId, error_message: 'Project not found.' });
      continue;
    }
    success.push(
      copyInto(source, target.id, body?.disable_copied_flag === true, body?.copy_schedule === true),
    );
  }
  return json({ success, failed });
}

export const copyFlagsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/organizations/:org_id/feature_flags/copy_flags',
    scope: 'feature_flag:write',
    target: (params) => ({ organization: () => organizationFromUrl(params.org_id!).id, team: () => null }),
    handle: copyFlags,
  },
];
