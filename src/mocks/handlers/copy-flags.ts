// POST /api/organizations/:org_id/feature_flags/copy_flags/ as OrganizationFeatureFlagView.copy_flags answers
// it. The view is `scope_object = "INTERNAL"` and the action declares `required_scopes=["feature_flag:write"]`:
// a personal key must list that scope itself (`*` is not enough, the route says so), and, the view being an
// organization's, a key limited to projects may not call it. It answers 200 `{success, failed}`: one target
// failing never stops the others. What one target gets is models/flag-copy.ts.
//
// The newest server (products/feature_flags/backend/api/organization_feature_flag.py @ e21f6113, tested
// @ 02a2706b) is the default. The demo's older-server key (`olderServer`, src/contracts/demo-keys.ts)
// gets 07434db5's behaviour: bare `{error}` 400s, a source found among deleted flags too (a live and a
// deleted flag of the key: a 500), targets outside the URL's organization accepted, deleted flags of the
// key updated, schedules copied without cron_expression/timezone, and success items without `team_id`
// (FeatureFlagSerializer.Meta.fields has none).
import type { FeatureFlag } from '@/contracts/feature-flag';
import { db } from '../db';
import { errors, json } from '../http/errors';
import { organizationFromUrl } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { copyInto, type CopyResult } from '../models/flags/flag-copy';
import type { StoredFeatureFlag } from '../stored';
import { cleanCopyRequest, type CopyRequest } from '../serializers/copy-flags-request';

const PROJECT_NOT_FOUND = 'Project not found.';
const EXISTING_TARGET_SCHEDULES =
  'Pending scheduled changes already attached to the target flag were left unchanged and may change this copied flag later.';

/** `FeatureFlag.objects.get(key, project, organization)`: live flags only on the newest server. */
function flagToCopy(request: CopyRequest, organizationId: string, newest: boolean): StoredFeatureFlag {
  const project = db.projects.find((candidate) => candidate.id === request.fromProject);
  const matches =
    project?.organization === organizationId
      ? db.featureFlags.filter(
          (stored) =>
            stored.projectId === request.fromProject &&
            stored.flag.key === request.key &&
            (!newest || !stored.flag.deleted),
        )
      : [];
  if (matches.length === 0) throw errors.legacy(400, 'Feature flag to copy does not exist.');
  // 07434db5's manager kept deleted flags: `.get()` with a live and a deleted one raised MultipleObjectsReturned.
  if (matches.length > 1) throw errors.server();
  return matches[0]!;
}

/** The newest server's success item: the flag serializer's answer with `team_id` and what it warns of. */
function newestSuccess(
  { target, updatedExisting, dependencyWarnings, targetHadPendingChanges }: CopyResult,
  copySchedule: boolean,
) {
  const item: Record<string, unknown> = {
    ...target.flag,
    team_id: target.projectId,
    updated_existing: updatedExisting,
  };
  const scheduleWarnings = [
    ...(targetHadPendingChanges ? [EXISTING_TARGET_SCHEDULES] : []),
    ...(dependencyWarnings.length && copySchedule
      ? [
          'Skipped scheduled changes because one or more current flag dependencies could not be safely remapped.',
        ]
      : []),
  ];
  if (scheduleWarnings.length)
    item.schedule_copy_warning = `Flag copied but scheduled changes had dependency warnings: ${scheduleWarnings.join('; ')}`;
  if (dependencyWarnings.length) item.flag_dependency_warnings = dependencyWarnings;
  return item;
}

/** 07434db5's success item: FeatureFlagSerializer's fields, which have no `team_id`. */
function olderSuccess({ target }: CopyResult): FeatureFlag {
  const { team_id: _team, ...flag } = target.flag;
  return flag as FeatureFlag;
}

function copyFlags({ params, body, key }: RouteContext) {
  const organization = organizationFromUrl(params.org_id!);
  const newest = !key.olderServer;
  const request = cleanCopyRequest(body ?? {}, newest);
  const source = flagToCopy(request, organization.id, newest);
  const success: unknown[] = [];
  const failed: Record<string, unknown>[] = [];
  for (const projectId of request.targets) {
    // _get_accessible_target_team: a project of the URL's organization (07434db5 did not compare).
    const target = db.projects.find(
      (project) => project.id === Number(projectId) && (!newest || project.organization === organization.id),
    );
    if (!target) {
      failed.push({ project_id: projectId, error_message: PROJECT_NOT_FOUND });
      continue;
    }
    const result = copyInto(source, target.id, {
      disable: request.disable,
      schedule: request.schedule,
      newest,
    });
    success.push(newest ? newestSuccess(result, request.schedule) : olderSuccess(result));
  }
  return json({ success, failed });
}

export const copyFlagsRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/organizations/:org_id/feature_flags/copy_flags',
    scope: 'feature_flag:write',
    scopeOnInternalView: true,
    target: (params) => ({ organization: () => organizationFromUrl(params.org_id!).id, team: () => null }),
    handle: copyFlags,
  },
];
