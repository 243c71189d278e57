// Approvals (products/approvals/backend/, decorators.py @ 0aa21e53, scheduled_changes.py @ 0ed6bd8d,
// tests/test_survey_launch_action.py @ 112a04a4) in the demo backend: gated flag writes, survey launches
// and scheduled changes, and approving a request.
import { describe, expect, it } from 'vitest';
import { mockNow } from '../../clock';
import { db } from '../../db';
import { mockControl } from '../../node';
import { call, get } from '../../test-api';
import type { StoredApprovalPolicy, StoredChangeRequest } from './approvals';

const HOUR = 3_600_000;
const FLAGS = '/api/projects/1/feature_flags/';
const CHANGES = '/api/projects/1/scheduled_changes/';
const REQUESTS = '/api/environments/1/change_requests/';
const GATE = 1006; // legacy-reports: inactive

/** Acme Analytics on the APPROVALS feature with enabled policies for the given actions. */
function enablePolicies(...actions: StoredApprovalPolicy['action_key'][]) {
  const organization = db.organizations[0]!;
  const features = Array.isArray(organization.available_product_features)
    ? organization.available_product_features
    : [];
  organization.available_product_features = [...features, { key: 'approvals', name: 'Approvals' }];
  organization.approval_policies = actions.map((action_key, index) => ({
    id: `policy-${index}`,
    action_key,
    team_id: null,
    enabled: true,
    approver_config: { quorum: 1, users: [1] },
  }));
}

const requests = () => (db.organizations[0]!.change_requests ?? []) as StoredChangeRequest[];
const gate = () => db.featureFlags.find((stored) => stored.flag.id === GATE)!.flag;

async function scheduleOn(extra: Record<string, unknown> = {}) {
  return call('POST', CHANGES, {
    model_name: 'FeatureFlag',
    record_id: String(GATE),
    payload: { operation: 'update_status', value: true },
    scheduled_at: new Date(mockNow() + HOUR).toISOString(),
    ...extra,
  });
}

describe('scheduled changes under an approval policy', () => {
  it('answer a plain 201 and bind a pending request; unapproved, the change is skipped at fire time', async () => {
    enablePolicies('feature_flag.enable');
    const created = await scheduleOn();
    expect(created.status).toBe(201);
    expect(created.json).not.toHaveProperty('change_request');
    expect(created.json).not.toHaveProperty('change_request_id');
    expect(requests()).toEqual([
      expect.objectContaining({
        action_key: 'feature_flag.enable',
        state: 'pending',
        resource_id: String(GATE),
      }),
    ]);
    mockControl.advanceClock(2 * HOUR);
    const ran = (await get(`${CHANGES}${created.json!.id}/`)).json!;
    expect(ran.executed_at).not.toBeNull();
    expect(ran.failure_reason).toBeNull();
    expect(gate().active).toBe(false);
    expect(requests()[0]!.state).toBe('expired');
  });

  it('approved before its time, the change runs at its time', async () => {
    enablePolicies('feature_flag.enable');
    await scheduleOn();
    const approved = await call('POST', `${REQUESTS}${requests()[0]!.id}/approve/`);
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ state: 'approved' });
    expect(gate().active).toBe(false);
    mockControl.advanceClock(2 * HOUR);
    expect(gate().active).toBe(true);
    expect(requests()[0]!.state).toBe('applied');
  });

  it('a recurring change is gated again for each occurrence', async () => {
    enablePolicies('feature_flag.enable');
    const created = await scheduleOn({ is_recurring: true, recurrence_interval: 'daily' });
    mockControl.advanceClock(2 * HOUR);
    expect(gate().active).toBe(false);
    expect(requests().map((request) => request.state)).toEqual(['expired', 'pending']);
    expect((await get(`${CHANGES}${created.json!.id}/`)).json).toMatchObject({ executed_at: null });
  });

  it('a second change for the same flag answers 409; the timing of a gated one is fixed; deleting it expires its request', async () => {
    enablePolicies('feature_flag.enable');
    const first = await scheduleOn();
    const second = await scheduleOn();
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'change_request_pending', status: 'approval_required' });
    const retimed = await call('PATCH', `${CHANGES}${first.json!.id}/`, {
      scheduled_at: new Date(mockNow() + 3 * HOUR).toISOString(),
    });
    expect(retimed.json).toMatchObject({ code: 'invalid_input', attr: 'scheduled_at' });
    expect((await call('DELETE', `${CHANGES}${first.json!.id}/`)).status).toBe(204);
    expect(requests()[0]!.state).toBe('expired');
  });
});

describe('flag writes under an approval policy', () => {
  it('enabling a flag answers 409 approval_required and leaves it off; again, change_request_pending', async () => {
    enablePolicies('feature_flag.enable');
    const refused = await call('PATCH', `${FLAGS}${GATE}/`, { active: true });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'approval_required',
      status: 'approval_required',
      message: 'A change request has been created and is pending approval.',
      resource_type: 'feature_flag',
      resource_id: String(GATE),
      change_request: { state: 'pending', action_key: 'feature_flag.enable' },
      required_approvers: { quorum: 1, users: [1] },
    });
    expect(gate().active).toBe(false);
    const again = await call('PATCH', `${FLAGS}${GATE}/`, { active: true });
    expect(again.json).toMatchObject({
      code: 'change_request_pending',
      message: 'A pending approval request already exists for this action',
    });
    await call('POST', `${REQUESTS}${String(refused.json!.change_request_id)}/approve/`);
    expect(gate().active).toBe(true);
  });

  it('creating an enabled flag is gated; an inactive gate flag is not', async () => {
    enablePolicies('feature_flag.enable');
    const filters = { groups: [{ properties: [], rollout_percentage: 100 }] };
    const refused = await call('POST', FLAGS, { key: 'on-at-once', filters });
    expect(refused.json).toMatchObject({ code: 'approval_required', resource_id: null });
    expect((await call('POST', FLAGS, { key: 'surveyor-gate-x', active: false, filters })).status).toBe(201);
  });
});

describe('survey launches under a survey.launch policy', () => {
  const draft = () =>
    db.surveys.find((stored) => stored.projectId === 1 && !stored.survey.start_date)!.survey;

  it('a PATCH that launches a draft answers 409, a second one change_request_pending; approving sets only start_date', async () => {
    enablePolicies('survey.launch');
    const survey = draft();
    const path = `/api/projects/1/surveys/${survey.id}/`;
    const start = new Date(mockNow()).toISOString();
    const refused = await call('PATCH', path, { start_date: start, linked_flag_id: GATE });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: 'approval_required',
      resource_type: 'survey',
      resource_id: survey.id,
    });
    expect(draft().id).toBe(survey.id);
    expect((await call('PATCH', path, { start_date: start })).json).toMatchObject({
      code: 'change_request_pending',
    });
    expect((await call('PATCH', path, { description: 'just editing' })).status).toBe(200);
    await call('POST', `${REQUESTS}${String(refused.json!.change_request_id)}/approve/`);
    const launched = (await get(path)).json!;
    expect(launched.start_date).toBe(start);
    expect(launched.linked_flag).toBeNull();
    expect((await call('POST', `/api/projects/1/surveys/${draft().id}/launch/`)).status).toBe(409);
  });
});

describe('the demo switch', () => {
  it('phx_demo_approvals stands for an organization with the three policies; phx_demo_all is not gated', async () => {
    expect((await call('PATCH', `${FLAGS}${GATE}/`, { active: true }, 'phx_demo_approvals')).status).toBe(
      409,
    );
    expect((await scheduleOn({ payload: { operation: 'update_status', value: true } })).status).toBe(201);
    expect((await call('PATCH', `${FLAGS}1001/`, { active: false }, 'phx_demo_all')).status).toBe(200);
    const list = (await get(REQUESTS, 'phx_demo_approvals')).json!;
    expect(list).toMatchObject({
      count: 1,
      results: [{ action_key: 'feature_flag.enable', state: 'pending' }],
    });
    expect((await get(REQUESTS, 'phx_demo_strict')).status).toBe(403);
  });
});
