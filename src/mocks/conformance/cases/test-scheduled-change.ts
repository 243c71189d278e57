// products/feature_flags/backend/api/test/test_scheduled_change.py: creating and editing scheduled changes.
import type { CaseFile, ConformanceServer } from '../conformance-case';

const FILE = 'products/feature_flags/backend/api/test/test_scheduled_change.py@0e2640ec';
const CHANGES = '/api/projects/{team}/scheduled_changes/';

/** FeatureFlag.objects.create(team=self.team, key=…): saved as {flag}. */
function flag(server: ConformanceServer, extra: Record<string, unknown> = {}) {
  server.db.nextFlagId += 1;
  const id = server.db.nextFlagId;
  server.db.featureFlags.push({
    projectId: server.team,
    flag: {
      id,
      team_id: server.team,
      key: `flag-${id}`,
      name: 'Test Flag',
      filters: { groups: [] },
      active: true,
      deleted: false,
      ...extra,
    },
  });
  server.saved.flag = id;
  return id;
}

/**
 * ScheduledChange.objects.create(...): saved as {change}. The tests' rows are due in 2024, but no task runs
 * in them; the demo runs its task before every answer, so a pending row here is due far ahead instead.
 */
function change(server: ConformanceServer, extra: Record<string, unknown> = {}) {
  server.db.nextScheduledChangeId += 1;
  const id = server.db.nextScheduledChangeId;
  server.db.scheduledChanges.push({
    projectId: server.team,
    id,
    record_id: String(server.saved.flag),
    model_name: 'FeatureFlag',
    payload: { operation: 'update_status', value: false },
    scheduled_at: '2124-01-15T09:00:00.000Z',
    executed_at: null,
    failure_reason: null,
    failure_count: 0,
    is_recurring: false,
    recurrence_interval: null,
    cron_expression: null,
    last_executed_at: null,
    end_date: null,
    timezone: 'UTC',
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    ...extra,
  });
  server.saved.change = id;
}

const body = (extra: Record<string, unknown> = {}) => ({
  record_id: '{flag}',
  model_name: 'FeatureFlag',
  payload: { operation: 'update_status', value: true },
  scheduled_at: '2024-01-15T09:00:00Z',
  ...extra,
});

const create = (title: string, test: string, extra: Record<string, unknown>, expectation: object) => ({
  source: `${FILE}::TestScheduledChange::${test}`,
  area: 'scheduled changes' as const,
  title,
  given: (server: ConformanceServer) => void flag(server),
  steps: [{ method: 'POST' as const, path: CHANGES, body: body(extra), expect: expectation as never }],
});

export const caseFile: CaseFile = {
  cases: [
    {
      source: `${FILE}::TestScheduledChange::test_can_create_flag_change`,
      area: 'scheduled changes',
      title: 'a change is created with its payload as sent and its creator',
      given: (server) => void flag(server),
      steps: [
        {
          method: 'POST',
          path: CHANGES,
          body: {
            id: 6,
            ...body({ payload: { field: 'active', value: 'false' } }),
            executed_at: null,
            failure_reason: '',
          },
          expect: {
            status: 201,
            body: {
              model_name: 'FeatureFlag',
              payload: { field: 'active', value: 'false' },
              created_by: { id: 1 },
            },
            check: (json) => {
              const answer = json as { record_id: string };
              if (!/^\d+$/.test(answer.record_id)) throw new Error(`record_id ${answer.record_id}`);
            },
          },
        },
      ],
    },
    {
      source: `${FILE}::TestScheduledChange::test_cannot_create_scheduled_change_for_nonexistent_feature_flag`,
      area: 'scheduled changes',
      title: 'a change for a flag that does not exist is refused',
      steps: [
        {
          method: 'POST',
          path: CHANGES,
          body: { ...body(), record_id: '999999' },
          expect: { status: 400, detail: 'Feature flag not found' },
        },
      ],
    },
    {
      source: `${FILE}::TestScheduledChange::test_cannot_create_scheduled_change_for_nonexistent_feature_flag[soft-deleted]`,
      area: 'scheduled changes',
      title: 'a soft-deleted flag is not found either (FeatureFlag.objects leaves it out)',
      given: (server) => void flag(server, { deleted: true }),
      steps: [
        {
          method: 'POST',
          path: CHANGES,
          body: body(),
          expect: { status: 400, detail: 'Feature flag not found', attr: null },
        },
      ],
    },
    create(
      'a recurring change needs an interval or a cron',
      'test_recurring_schedule_requires_interval',
      { is_recurring: true },
      {
        status: 400,
        attr: 'recurrence_interval',
        detailIncludes: ['required when is_recurring is true'],
      },
    ),
    create(
      'a recurring status change is allowed',
      'test_recurring_schedule_operation_validation[update_status_allowed]',
      {
        payload: { operation: 'update_status', value: false },
        is_recurring: true,
        recurrence_interval: 'daily',
      },
      { status: 201, body: { is_recurring: true, recurrence_interval: 'daily' } },
    ),
    create(
      'a recurring add_release_condition is refused',
      'test_recurring_schedule_operation_validation[add_release_condition_blocked]',
      {
        payload: {
          operation: 'add_release_condition',
          value: { groups: [{ properties: [], rollout_percentage: 100 }] },
        },
        is_recurring: true,
        recurrence_interval: 'daily',
      },
      { status: 400, detailIncludes: ['not supported for add_release_condition'] },
    ),
    create(
      'a new one-time change may not carry an interval',
      'test_non_recurring_schedule_rejects_interval',
      {
        is_recurring: false,
        recurrence_interval: 'daily',
      },
      { status: 400, attr: 'recurrence_interval' },
    ),
    create(
      'a cron expression makes a recurring change',
      'test_can_create_recurring_schedule_with_cron_expression',
      {
        is_recurring: true,
        cron_expression: '0 9 * * 1-5',
      },
      {
        status: 201,
        body: { is_recurring: true, cron_expression: '0 9 * * 1-5', recurrence_interval: null },
      },
    ),
    create(
      'cron and interval together are refused',
      'test_rejects_both_cron_and_interval',
      {
        is_recurring: true,
        cron_expression: '0 9 * * 1-5',
        recurrence_interval: 'daily',
      },
      { status: 400, detailIncludes: ['Cannot set both'] },
    ),
    ...(
      [
        ['wrong_field_count', 'not a cron', '5-field'],
        ['six_fields_rejected', '* * * * * *', '5-field'],
        ['invalid_syntax', '99 99 99 99 99', 'Invalid cron expression'],
      ] as const
    ).map(([name, expression, fragment]) =>
      create(
        `an invalid cron expression is refused (${name})`,
        `test_rejects_invalid_cron_expression[${name}]`,
        {
          is_recurring: true,
          cron_expression: expression,
        },
        { status: 400, detailIncludes: [fragment] },
      ),
    ),
    create(
      'a one-time change may not carry a cron',
      'test_non_recurring_rejects_cron_on_create',
      {
        is_recurring: false,
        cron_expression: '0 9 * * 1-5',
      },
      { status: 400, attr: 'cron_expression' },
    ),
    create(
      'a cron recurring add_release_condition is refused',
      'test_cron_recurring_blocks_add_release_condition',
      {
        payload: {
          operation: 'add_release_condition',
          value: { groups: [{ properties: [], rollout_percentage: 100 }] },
        },
        is_recurring: true,
        cron_expression: '0 9 * * 1-5',
      },
      { status: 400, detailIncludes: ['not supported for add_release_condition'] },
    ),
    {
      source: `${FILE}::TestScheduledChange::test_recurring_schedule_appears_in_list`,
      area: 'scheduled changes',
      title: 'a recurring change is listed with its recurrence',
      given: (server) => {
        flag(server);
        change(server, { is_recurring: true, recurrence_interval: 'monthly' });
      },
      steps: [
        {
          method: 'GET',
          path: `${CHANGES}?model_name=FeatureFlag&record_id={flag}`,
          expect: {
            status: 200,
            body: { count: 1, results: [{ is_recurring: true, recurrence_interval: 'monthly' }] },
          },
        },
      ],
    },
    {
      source: `${FILE}::TestScheduledChange::test_cannot_update_record_id`,
      area: 'scheduled changes',
      title: 'the target of a change cannot be changed',
      given: (server) => {
        const first = flag(server);
        change(server);
        flag(server);
        server.saved.other = server.saved.flag;
        server.saved.flag = first;
      },
      steps: [
        {
          method: 'PATCH',
          path: `${CHANGES}{change}/`,
          body: { record_id: '{other}' },
          expect: { status: 400, detailIncludes: ['Cannot change the target record'] },
        },
      ],
    },
    {
      source: `${FILE}::TestScheduledChange::test_cannot_update_model_name_to_invalid_value`,
      area: 'scheduled changes',
      title: 'the model of a change cannot be changed',
      given: (server) => {
        flag(server);
        change(server);
      },
      steps: [
        {
          method: 'PATCH',
          path: `${CHANGES}{change}/`,
          body: { model_name: 'SomeOtherModel' },
          expect: { status: 400, attr: 'model_name' },
        },
      ],
    },
    {
      source: `${FILE}::TestScheduledChange::test_can_update_other_fields_without_changing_record_id`,
      area: 'scheduled changes',
      title: 'the payload of a pending change can be changed',
      given: (server) => {
        flag(server);
        change(server);
      },
      steps: [
        {
          method: 'PATCH',
          path: `${CHANGES}{change}/`,
          body: { payload: { operation: 'update_status', value: true } },
          expect: { status: 200, body: { payload: { operation: 'update_status', value: true } } },
        },
      ],
    },
    ...(
      [
        ['reset_executed_at', { executed_at: null }],
        ['replace_payload', { payload: { operation: 'update_status', value: true } }],
        ['reschedule', { scheduled_at: '2030-01-15T09:00:00Z' }],
      ] as const
    ).map(([name, patch]) => ({
      source: `${FILE}::TestScheduledChange::test_completed_one_time_scheduled_change_is_immutable[${name}]`,
      area: 'scheduled changes' as const,
      title: `a one-time change that has run cannot be edited (${name})`,
      given: (server: ConformanceServer) => {
        flag(server);
        change(server, { executed_at: '2024-01-15T10:00:00.000Z' });
      },
      steps: [
        {
          method: 'PATCH' as const,
          path: `${CHANGES}{change}/`,
          body: patch,
          expect: { status: 400, detailIncludes: ['already executed'] },
        },
      ],
    })),
    {
      source: `${FILE}::TestScheduledChange::test_destroy_allowed_for_orphaned_schedule_even_without_edit_permission`,
      area: 'scheduled changes',
      title: 'a change whose flag is gone can still be deleted',
      given: (server) => {
        flag(server);
        change(server);
        server.db.featureFlags = server.db.featureFlags.filter(
          (stored) => stored.flag.id !== server.saved.flag,
        );
      },
      steps: [{ method: 'DELETE', path: `${CHANGES}{change}/`, expect: { status: 204 } }],
    },
    {
      source: `${FILE}::TestScheduledChangePersonalAPIKey::test_create_rejected_without_write_scope[read_scope_on_write]`,
      area: 'scheduled changes',
      title: 'a key without feature_flag:write cannot create a change',
      given: (server) => void flag(server),
      steps: [
        { method: 'POST', path: CHANGES, key: 'phx_demo_surveys', body: body(), expect: { status: 403 } },
      ],
    },
    {
      source: `${FILE}::TestScheduledChangePersonalAPIKey::test_list_allowed_with_read_scope`,
      area: 'scheduled changes',
      title: 'a key with feature_flag:read lists changes',
      steps: [{ method: 'GET', path: CHANGES, key: 'phx_demo_surveys', expect: { status: 200 } }],
    },
  ],
  leftOut: [
    {
      source: `${FILE}::TestScheduledChange::test_*_feature_flag_edit_permission`,
      area: 'scheduled changes',
      reason: 'patch CanEditFeatureFlag (access control); the demo user may edit every flag.',
    },
    {
      source: `${FILE}::TestScheduledChange::test_validate_rejects_model_name_change_on_update`,
      area: 'scheduled changes',
      reason: 'calls the serializer from Python, not the HTTP API.',
    },
    {
      source: `${FILE}::TestScheduledChange::test_cannot_update_record_id_via_put`,
      area: 'scheduled changes',
      reason: 'the demo has no PUT on scheduled changes (Surveyor only PATCHes them).',
    },
    {
      source: `${FILE}::TestScheduledChange::test_reads_exclude_schedules_for_flags_the_caller_cannot_read`,
      area: 'scheduled changes',
      reason: 'needs per-flag access control, which the demo does not model.',
    },
    {
      source: `${FILE}::TestScheduledChangePersonalAPIKey::test_*[wildcard_on_internal_viewset]`,
      area: 'scheduled changes',
      reason:
        'versions disagree: this test file has the view INTERNAL (refusing "*"), scheduled_change.py @ 7286c363 has scope_object "feature_flag"; the demo follows the view.',
    },
  ],
};
