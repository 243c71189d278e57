// PostHog's Approvals (products/approvals/backend/): an organization on the APPROVALS feature with an
// enabled policy for an action gets a pending change request instead of the change. The demo models the
// three actions Surveyor meets: `feature_flag.enable` and `feature_flag.disable` (actions/feature_flags.py,
// EnableFeatureFlagAction gates creates too) and `survey.launch` (actions/surveys.py @ 112a04a4).
//
// Where they live: an organization's policies and change requests are kept on its stored record
// (`approval_policies`, `change_requests`), which the organization endpoints never show. The demo key
// `phx_demo_approvals` stands for an organization that has the feature with the three policies on, so a
// demo reaches them without changing the seed (src/contracts/demo-keys.ts).
import { mockNowIso } from '../../clock';
import { db } from '../../db';
import { newUuid } from '../../ids';
import type { DemoKey } from '../../http/auth';
import { MockHttpError } from '../../http/errors';
import type { StoredOrganization, StoredProject } from '../../stored';
import { DEMO_USER } from '../demo-user';

export type ApprovalAction = 'feature_flag.enable' | 'feature_flag.disable' | 'survey.launch';
export type ChangeRequestState = 'pending' | 'approved' | 'applied' | 'rejected' | 'expired' | 'failed';

/** ApprovalPolicy: per organization, optionally narrowed to one project (`team`). */
export interface StoredApprovalPolicy {
  id: string;
  action_key: ApprovalAction;
  team_id: number | null;
  enabled: boolean;
  approver_config: { quorum: number; users: number[] };
}

/** ChangeRequest, the fields the demo keeps. */
export interface StoredChangeRequest {
  id: string;
  action_key: ApprovalAction;
  action_version: number;
  team_id: number;
  resource_type: 'feature_flag' | 'survey';
  /** Null for a create (`_extract_resource_id` answers None for a POST). */
  resource_id: string | null;
  intent: Record<string, unknown>;
  intent_display: Record<string, unknown>;
  state: ChangeRequestState;
  /** The demo key's policy, or one of the organization's. */
  policy_source: 'organization' | 'demo key';
  created_at: string;
  updated_at: string;
  expires_at: string;
  applied_at: string | null;
}

const DAY = 86_400_000;
/** ApprovalPolicy.expires_after's default in PostHog's tests: fourteen days. */
const EXPIRES_AFTER = 14 * DAY;
const APPROVALS_FEATURE = 'approvals';

/** PolicyEngine.evaluate's message for a request needing approval (policies.py @ 215f78e7). */
export const APPROVAL_REQUIRED_MESSAGE = 'A change request has been created and is pending approval.';
/** _result_to_exception's message for a duplicate (decorators.py @ 0aa21e53). */
export const DUPLICATE_MESSAGE = 'A pending approval request already exists for this action';

const organizationOf = (project: StoredProject): StoredOrganization | undefined =>
  db.organizations.find((organization) => organization.id === project.organization);

/** The organization's change requests (kept on its record; created on first use). */
export function changeRequestsOf(organization: StoredOrganization): StoredChangeRequest[] {
  organization.change_requests ??= [];
  return organization.change_requests as StoredChangeRequest[];
}

/** Every change request of every organization, with its organization. */
export function allChangeRequests(): { organization: StoredOrganization; request: StoredChangeRequest }[] {
  return db.organizations.flatMap((organization) =>
    ((organization.change_requests as StoredChangeRequest[] | undefined) ?? []).map((request) => ({
      organization,
      request,
    })),
  );
}

/** `organization.is_feature_available(AvailableFeature.APPROVALS)`. */
function hasApprovals(organization: StoredOrganization): boolean {
  const features = Array.isArray(organization.available_product_features)
    ? (organization.available_product_features as { key?: unknown }[])
    : [];
  return features.some((feature) => feature.key === APPROVALS_FEATURE);
}

/**
 * PolicyEngine.get_policy: the project's enabled policy for the action, else the organization's. With the
 * demo key, an organization-wide policy stands in when the organization has none.
 */
export function policyFor(
  action: ApprovalAction,
  project: StoredProject,
  key: Pick<DemoKey, 'approvals'> | null,
): { policy: StoredApprovalPolicy; source: StoredChangeRequest['policy_source'] } | null {
  const organization = organizationOf(project);
  if (organization && hasApprovals(organization)) {
    const policies = (organization.approval_policies as StoredApprovalPolicy[] | undefined) ?? [];
    const enabled = policies.filter((policy) => policy.enabled && policy.action_key === action);
    const policy =
      enabled.find((candidate) => candidate.team_id === project.id) ??
      enabled.find((candidate) => candidate.team_id === null);
    if (policy) return { policy, source: 'organization' };
  }
  if (key?.approvals)
    return {
      policy: {
        id: `demo-${action}`,
        action_key: action,
        team_id: null,
        enabled: true,
        approver_config: { quorum: 1, users: [Number(DEMO_USER.id)] },
      },
      source: 'demo key',
    };
  return null;
}

/** A pending or approved request for the same action and resource (`_check_for_duplicate`). */
export function duplicateOf(
  project: StoredProject,
  action: ApprovalAction,
  resourceId: string | null,
): StoredChangeRequest | undefined {
  const organization = organizationOf(project);
  if (!organization) return undefined;
  return changeRequestsOf(organization).find(
    (request) =>
      request.action_key === action &&
      request.team_id === project.id &&
      request.resource_id === resourceId &&
      (request.state === 'pending' || request.state === 'approved'),
  );
}

/** `_create_change_request`: a pending request, expiring after the policy's window. */
export function createChangeRequest(
  project: StoredProject,
  action: ApprovalAction,
  source: StoredChangeRequest['policy_source'],
  resourceId: string | null,
  intent: Record<string, unknown>,
  description: string,
): StoredChangeRequest {
  const now = mockNowIso();
  const request: StoredChangeRequest = {
    id: newUuid(),
    action_key: action,
    action_version: 1,
    team_id: project.id,
    resource_type: action === 'survey.launch' ? 'survey' : 'feature_flag',
    resource_id: resourceId,
    intent,
    intent_display: {
      description,
      before: intent.current_state ?? {},
      after: intent.gated_changes ?? {},
    },
    state: 'pending',
    policy_source: source,
    created_at: now,
    updated_at: now,
    expires_at: new Date(Date.parse(now) + EXPIRES_AFTER).toISOString(),
    applied_at: null,
  };
  changeRequestsOf(organizationOf(project)!).push(request);
  return request;
}

export function setState(request: StoredChangeRequest, state: ChangeRequestState): void {
  request.state = state;
  request.updated_at = mockNowIso();
  if (state === 'applied') request.applied_at = request.updated_at;
}

/** ChangeRequestSerializer, the fields the demo keeps. */
export function changeRequestShape(request: StoredChangeRequest): Record<string, unknown> {
  const { policy_source: _source, team_id, ...fields } = request;
  return { ...fields, team: team_id, created_by: DEMO_USER };
}

/**
 * ApprovalRequired as ApprovalHandlingMixin.handle_exception answers it (mixins.py @ 1a49cd26): a 409
 * outside the error envelope, naming the request.
 */
export function approvalRequired(
  request: StoredChangeRequest,
  code: 'approval_required' | 'change_request_pending',
  message: string,
  requiredApprovers: Record<string, unknown>,
): MockHttpError {
  return new MockHttpError(409, {
    code,
    status: 'approval_required',
    detail: message,
    message,
    resource_type: request.resource_type,
    resource_id: request.resource_id,
    change_request_id: request.id,
    change_request: changeRequestShape(request),
    required_approvers: requiredApprovers,
  });
}

/**
 * The request-time gate (`@approval_gate` on a serializer's create/update): a duplicate answers 409
 * `change_request_pending`; otherwise a new pending request and 409 `approval_required`. Null when no
 * enabled policy gates the action.
 */
export function gateOrNull(
  project: StoredProject,
  key: DemoKey,
  action: ApprovalAction,
  resourceId: string | null,
  intent: Record<string, unknown>,
  description: string,
): MockHttpError | null {
  const found = policyFor(action, project, key);
  if (!found) return null;
  const duplicate = duplicateOf(project, action, resourceId);
  if (duplicate) return approvalRequired(duplicate, 'change_request_pending', DUPLICATE_MESSAGE, {});
  const request = createChangeRequest(project, action, found.source, resourceId, intent, description);
  return approvalRequired(
    request,
    'approval_required',
    APPROVAL_REQUIRED_MESSAGE,
    found.policy.approver_config,
  );
}
