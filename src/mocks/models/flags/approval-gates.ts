// Where Approvals (models/approvals.ts) stop a write, and what an approval then applies:
// - a flag create or PATCH that switches a flag on or off (`@approval_gate` on FeatureFlagSerializer's
//   create and update, feature_flag.py @ 00611561; EnableFeatureFlagAction gates creates too): 409;
// - a survey PATCH that launches a draft, and the `launch` action (LaunchSurveyAction, products/approvals/
//   backend/actions/surveys.py @ 112a04a4): 409;
// - a scheduled change that would switch a flag (`_gate_scheduled_change_at_creation`, products/
//   feature_flags/backend/api/scheduled_change.py @ 0ed6bd8d): a plain 201 with a pending request bound to
//   it, which the task expires at fire time if nobody approved it (apply_gated_scheduled_change,
//   products/approvals/backend/scheduled_changes.py @ 0ed6bd8d); a recurring one is gated again for each
//   occurrence (regate_recurring_scheduled_change).
import type { Survey } from '@/contracts/survey';
import { mockNowIso } from '../../clock';
import { db, recordActivity } from '../../db';
import type { DemoKey } from '../../http/auth';
import type { FlagFields } from '../../serializers/feature-flag';
import type { StoredFeatureFlag, StoredProject, StoredScheduledChange } from '../../stored';
import { truthy } from '../../serializers/fields';
import {
  allChangeRequests,
  approvalRequired,
  createChangeRequest,
  duplicateOf,
  gateOrNull,
  policyFor,
  setState,
  type ApprovalAction,
  type StoredChangeRequest,
} from './approvals';
import { insertFlag, updateFlag } from './flag-write';

const SCHEDULE_DUPLICATE_MESSAGE =
  'A change for this feature flag is already awaiting approval or its scheduled application. Wait for it ' +
  'to resolve before scheduling another change.';

/** FeatureFlagActionBase.detect: the write switches `active` to the action's state (a create counts as from off). */
function flagAction(self: StoredFeatureFlag | null, active: boolean | undefined): ApprovalAction | null {
  if (!self) return active !== false ? 'feature_flag.enable' : null;
  if (active === true && self.flag.active !== true) return 'feature_flag.enable';
  if (active === false && self.flag.active !== false) return 'feature_flag.disable';
  return null;
}

/** A flag create or update that needs an approval throws the 409; others pass. */
export function gateFlagWrite(
  project: StoredProject,
  key: DemoKey,
  self: StoredFeatureFlag | null,
  fields: FlagFields,
  body: Record<string, unknown>,
): void {
  const action = flagAction(self, fields.active ?? undefined);
  if (!action) return;
  const flagKey = self?.flag.key ?? fields.key;
  const intent = {
    flag_id: self ? self.flag.id : null,
    flag_key: flagKey,
    current_state: { active: self ? self.flag.active : null },
    gated_changes: { active: action === 'feature_flag.enable' },
    full_request_data: structuredClone(body),
    cleaned_fields: structuredClone(fields),
  };
  const verb = action === 'feature_flag.enable' ? 'Enable' : 'Disable';
  const refusal = gateOrNull(
    project,
    key,
    action,
    self ? String(self.flag.id) : null,
    intent,
    `${verb} feature flag '${String(flagKey)}'`,
  );
  if (refusal) throw refusal;
}

/** The survey `start_date` a launch asks for: LaunchSurveyAction.detect on a PATCH, or the launch action. */
export function gateSurveyLaunch(
  project: StoredProject,
  key: DemoKey,
  survey: Survey,
  body: Record<string, unknown> | null,
): void {
  if (survey.start_date || survey.archived) return;
  if (body !== null && !truthy(body.start_date)) return;
  const requested = body === null ? mockNowIso() : body.start_date;
  const intent = {
    survey_id: survey.id,
    survey_name: survey.name,
    current_state: { start_date: null },
    gated_changes: { start_date: requested },
    full_request_data: body === null ? { start_date: requested } : structuredClone(body),
  };
  const refusal = gateOrNull(
    project,
    key,
    'survey.launch',
    survey.id,
    intent,
    `Launch survey '${survey.name}'`,
  );
  if (refusal) throw refusal;
}

/**
 * gate_scheduled_change: the id of the pending request to bind, or null when no policy gates the change
 * the payload would make. A pending request of another change for the flag answers 409.
 */
export function gateScheduledChange(
  project: StoredProject,
  key: Pick<DemoKey, 'approvals'> | null,
  flag: StoredFeatureFlag,
  payload: Record<string, unknown>,
  current: string | null = null,
): string | null {
  if (payload.operation !== 'update_status' || typeof payload.value !== 'boolean') return null;
  const action = flagAction(flag, payload.value);
  if (!action) return null;
  const found = policyFor(action, project, key);
  if (!found) return null;
  const resourceId = String(flag.flag.id);
  const duplicate = duplicateOf(project, action, resourceId);
  if (duplicate && duplicate.id === current && duplicate.state === 'pending') return duplicate.id;
  if (duplicate) throw approvalRequired(duplicate, 'change_request_pending', SCHEDULE_DUPLICATE_MESSAGE, {});
  const intent = {
    flag_id: flag.flag.id,
    flag_key: flag.flag.key,
    current_state: { active: flag.flag.active },
    gated_changes: { active: payload.value },
    full_request_data: { active: payload.value },
    cleaned_fields: { active: payload.value },
  };
  const verb = payload.value ? 'Enable' : 'Disable';
  return createChangeRequest(
    project,
    action,
    found.source,
    resourceId,
    intent,
    `${verb} feature flag '${flag.flag.key}'`,
  ).id;
}

export function findChangeRequest(id: string | null | undefined): StoredChangeRequest | undefined {
  return id ? allChangeRequests().find(({ request }) => request.id === id)?.request : undefined;
}

/**
 * apply_gated_scheduled_change at fire time: true when the task should make the change (no request bound,
 * or an approved one, which is then applied); a still-pending request expires and the change is skipped.
 */
export function dispatchAtFireTime(change: StoredScheduledChange): boolean {
  const request = findChangeRequest(change.change_request_id);
  if (!request) return true;
  if (request.state === 'approved') {
    setState(request, 'applied');
    return true;
  }
  // "Time window closed with no approval — expire the request … and skip the change."
  if (request.state === 'pending') setState(request, 'expired');
  return false;
}

/** regate_recurring_scheduled_change: the next occurrence of a recurring change gets its own request. */
export function regateRecurring(change: StoredScheduledChange): void {
  const previous = findChangeRequest(change.change_request_id);
  const project = db.projects.find((candidate) => candidate.id === change.projectId);
  const flag = db.featureFlags.find(
    (stored) =>
      stored.projectId === change.projectId &&
      String(stored.flag.id) === change.record_id &&
      !stored.flag.deleted,
  );
  if (!project || !flag) return;
  const key = previous?.policy_source === 'demo key' ? { approvals: true } : null;
  try {
    change.change_request_id = gateScheduledChange(project, key, flag, change.payload);
  } catch {
    change.change_request_id = null;
  }
}

/** Whether a pending schedule still carries the request: approving it then waits for the fire time. */
const boundToPendingSchedule = (request: StoredChangeRequest) =>
  db.scheduledChanges.some(
    (change) => change.change_request_id === request.id && change.executed_at === null,
  );

/** LaunchSurveyAction.apply: only `start_date` (idempotent once launched); the gate flag is left alone. */
function launchSurvey(request: StoredChangeRequest): void {
  const stored = db.surveys.find(
    (candidate) => candidate.projectId === request.team_id && candidate.survey.id === request.resource_id,
  );
  if (!stored) throw new Error('Survey not found');
  const { survey } = stored;
  if (survey.archived) throw new Error('Cannot launch an archived survey');
  if (survey.start_date) return;
  const gated = (request.intent.gated_changes as { start_date?: unknown } | undefined)?.start_date;
  survey.start_date = typeof gated === 'string' && !Number.isNaN(Date.parse(gated)) ? gated : mockNowIso();
  recordActivity(request.team_id, 'Survey', survey.id, survey.name, 'launched', [
    { type: 'Survey', action: 'changed', field: 'start_date', before: null, after: survey.start_date },
  ]);
}

/** The held flag write, made now (the approved path does not pass the gate again). */
function applyFlagWrite(request: StoredChangeRequest): void {
  const fields = request.intent.cleaned_fields as FlagFields;
  if (request.resource_id === null) {
    insertFlag(request.team_id, fields);
    return;
  }
  const stored = db.featureFlags.find(
    (candidate) =>
      candidate.projectId === request.team_id &&
      String(candidate.flag.id) === request.resource_id &&
      !candidate.flag.deleted,
  );
  if (!stored) throw new Error('FeatureFlag matching query does not exist.');
  updateFlag(stored, fields);
}

/**
 * ChangeRequestService.approve with the quorum reached: a request bound to a pending schedule is approved
 * and applied at the schedule's time; any other is applied now (failed if it no longer can be).
 */
export function approveChangeRequest(request: StoredChangeRequest): void {
  if (boundToPendingSchedule(request)) {
    setState(request, 'approved');
    return;
  }
  try {
    if (request.action_key === 'survey.launch') launchSurvey(request);
    else applyFlagWrite(request);
    setState(request, 'applied');
  } catch {
    setState(request, 'failed');
  }
}
