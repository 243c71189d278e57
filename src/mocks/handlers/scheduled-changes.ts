// /api/projects/:project_id/scheduled_changes/ as ScheduledChangeViewSet answers it
// (products/feature_flags/backend/api/scheduled_change.py @ 0ed6bd8d): scope_object "feature_flag", a
// ModelViewSet with the default LimitOffset pages, filtered by `model_name` and `record_id` (exact text).
// Older servers declared scope_object "INTERNAL" and refused personal API keys: the route says so and the
// demo's "older server" key gets that refusal (with-api.ts).
import { mockNowIso } from '../clock';
import { db } from '../db';
import { errors, json, noContent } from '../http/errors';
import { paginate } from '../http/pagination';
import { projectFromParent, projectNestedView } from '../http/reach';
import type { Route, RouteContext } from '../http/route';
import { cleanScheduledChange, scheduledChangeShape } from '../serializers/scheduled-change';
import { findChangeRequest, gateScheduledChange } from '../models/flags/approval-gates';
import { setState } from '../models/flags/approvals';
import { findFeatureFlag } from '../queries';
import type { StoredScheduledChange } from '../stored';

function changesOf(projectId: number): StoredScheduledChange[] {
  return db.scheduledChanges.filter((change) => change.projectId === projectId);
}

function changeOr404(projectId: number, rawId: string): StoredScheduledChange {
  const change = /^\d+$/.test(rawId)
    ? changesOf(projectId).find((candidate) => candidate.id === Number(rawId))
    : undefined;
  if (!change) throw errors.notFound();
  return change;
}

/**
 * _check_target_edit_permission (create and update): `FeatureFlag.objects.get`, whose manager leaves
 * deleted flags out, so a soft-deleted flag answers "Feature flag not found" like a missing one (a
 * non-numeric record_id finds nothing). Its canonical id is what create stores.
 */
function targetFlagId(projectId: number, modelName: string, recordId: string): string {
  if (modelName !== 'FeatureFlag') return recordId;
  const flag = /^\d+$/.test(recordId) ? findFeatureFlag(projectId, Number(recordId)) : undefined;
  if (!flag) throw errors.invalid('Feature flag not found', null);
  return String(flag.flag.id);
}

/** safely_get_queryset's filters; no ordering is declared, so rows come in creation (id) order. */
function list({ params, url }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const modelName = url.searchParams.get('model_name');
  const recordId = url.searchParams.get('record_id');
  const rows = changesOf(project.id)
    .filter((change) => modelName === null || change.model_name === modelName)
    .filter((change) => recordId === null || change.record_id === recordId)
    .map(scheduledChangeShape);
  return json(paginate(rows, url));
}

function create({ params, body, key }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const fields = cleanScheduledChange(body ?? {}, null);
  const recordId = targetFlagId(project.id, fields.model_name!, fields.record_id!);
  const flag =
    fields.model_name === 'FeatureFlag' ? findFeatureFlag(project.id, Number(recordId)) : undefined;
  // An approval policy that gates the change binds a pending request to it; the answer is still a 201.
  const changeRequestId = flag ? gateScheduledChange(project, key, flag, fields.payload!) : null;
  const now = mockNowIso();
  db.nextScheduledChangeId += 1;
  const change: StoredScheduledChange = {
    projectId: project.id,
    id: db.nextScheduledChangeId,
    record_id: recordId,
    model_name: fields.model_name!,
    payload: fields.payload!,
    scheduled_at: fields.scheduled_at!,
    executed_at: null,
    failure_reason: null,
    failure_count: 0,
    is_recurring: fields.is_recurring ?? false,
    recurrence_interval: fields.recurrence_interval ?? null,
    cron_expression: fields.cron_expression ?? null,
    last_executed_at: null,
    end_date: fields.end_date ?? null,
    // The project's zone at creation: cron fields keep their wall-clock meaning if the project's changes.
    timezone: project.timezone,
    created_at: now,
    updated_at: now,
    change_request_id: changeRequestId,
  };
  db.scheduledChanges.push(change);
  return json(scheduledChangeShape(change), 201);
}

/**
 * _reject_timing_change_on_gated_schedule: while its approval request is pending or approved, a
 * schedule's timing is fixed (an approver signed off on that window).
 */
function checkTimingOfGatedChange(change: StoredScheduledChange, body: Record<string, unknown>) {
  const request = findChangeRequest(change.change_request_id);
  if (!request || (request.state !== 'pending' && request.state !== 'approved')) return;
  const fields = [
    'scheduled_at',
    'cron_expression',
    'recurrence_interval',
    'end_date',
    'is_recurring',
  ] as const;
  const changed = fields.find((field) => field in body && body[field] !== change[field]);
  if (changed)
    throw errors.invalid(
      'Cannot change the timing of a scheduled change while its approval request is pending or approved. ' +
        'Delete this schedule and create a new one to reschedule.',
      changed,
    );
}

function update({ params, body, key }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const change = changeOr404(project.id, params.id!);
  const fields = cleanScheduledChange(body ?? {}, change);
  checkTimingOfGatedChange(change, body ?? {});
  change.record_id = targetFlagId(project.id, change.model_name, change.record_id);
  // A new payload is gated again (_regate_on_payload_change); a request it no longer needs expires.
  const flag = findFeatureFlag(project.id, Number(change.record_id));
  if (flag && fields.payload) {
    const previous = findChangeRequest(change.change_request_id);
    const next = gateScheduledChange(project, key, flag, fields.payload, previous?.id ?? null);
    if (previous?.state === 'pending' && next !== previous.id) setState(previous, 'expired');
    change.change_request_id = next;
  }
  const { record_id: _record, model_name: _model, ...writable } = fields;
  Object.assign(change, writable, { updated_at: mockNowIso() });
  return json(scheduledChangeShape(change));
}

/** perform_destroy: an orphaned schedule (its flag gone) can still be cleaned up. */
function destroy({ params }: RouteContext) {
  const project = projectFromParent(params.project_id!);
  const change = changeOr404(project.id, params.id!);
  db.scheduledChanges = db.scheduledChanges.filter((candidate) => candidate !== change);
  // Deleting a schedule cancels its change: the request it carried expires unless another still shares it.
  const request = findChangeRequest(change.change_request_id);
  const shared = db.scheduledChanges.some((other) => other.change_request_id === request?.id);
  if (request && (request.state === 'pending' || request.state === 'approved') && !shared)
    setState(request, 'expired');
  return noContent();
}

const BASE = '/api/projects/:project_id/scheduled_changes';
const shared = { target: projectNestedView, internalOnOlderServers: true } as const;

export const scheduledChangeRoutes: Route[] = [
  { method: 'GET', path: BASE, scope: 'feature_flag:read', ...shared, handle: list },
  { method: 'POST', path: BASE, scope: 'feature_flag:write', ...shared, handle: create },
  {
    method: 'GET',
    path: `${BASE}/:id`,
    scope: 'feature_flag:read',
    ...shared,
    handle: ({ params }) =>
      json(scheduledChangeShape(changeOr404(projectFromParent(params.project_id!).id, params.id!))),
  },
  { method: 'PATCH', path: `${BASE}/:id`, scope: 'feature_flag:write', ...shared, handle: update },
  { method: 'DELETE', path: `${BASE}/:id`, scope: 'feature_flag:write', ...shared, handle: destroy },
];
