// The NPS survey's linked flag "beta-program" made in Acme Demo (which lacks it) on the servers PostHog
// really runs: copy_flags answering without `team_id` (organization_feature_flag.py @ 07434db5, whose
// FeatureFlagSerializer has none), copy_flags refusing an "All access" key (403: the view is INTERNAL), and
// a key whose scopes say which way to go before anything is sent.
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@/contracts/feature-flag';
import { surveysApi } from '@/entities/survey/api/surveys.api';
import { surveyReferences } from '../model/references';
import { defaultConnection } from '@/lib/api/backend';
import { resetConnectionForTests } from '@/lib/api/connection-store';
import { missingScopeReason } from '@/lib/api/scopes';
import { db, nextFlagId } from '@/mocks/db';
import { server } from '@/mocks/node';
import { call, surveyId } from '@/mocks/test-api';
import { apiRequests } from '@/testing/api-requests';
import { NPS } from '@/testing/fleet-copies';
import { flagCopyPath, type FlagCopyPath } from './copy-linked-flag';
import { copyToProject } from './copy-to-project';
import { planFor, readSourceCohorts, readTargetFacts } from './target-facts';

const COPY_FLAGS = '*/api/organizations/:org/feature_flags/copy_flags/';

async function copyNpsToDemo(flagPath?: FlagCopyPath) {
  const { survey: source } = await surveysApi.get(1, await surveyId(NPS));
  const wanted = { refs: surveyReferences(source), name: source.name };
  const plan = planFor(
    source,
    await readSourceCohorts(wanted, 1),
    { id: 3, name: 'Acme Demo' },
    await readTargetFacts(wanted, 3),
    true,
  );
  expect(plan.flagToCopy?.key).toBe('beta-program');
  const result = await copyToProject({
    queryClient: new QueryClient(),
    projectId: 1,
    organization: '@current',
    source,
    plan,
    flagPath,
  });
  if (result.status !== 'copied') throw new Error(`not copied: ${JSON.stringify(result)}`);
  const copy = db.surveys.find((item) => item.projectId === 3 && item.survey.id === result.surveyId)!;
  const flags = db.featureFlags.filter((item) => item.projectId === 3 && item.flag.key === 'beta-program');
  return { result, copy: copy.survey, flags };
}

/** The Acme Web flag with a condition on the cohort named `cohort` added to its release group. */
async function withCohortCondition(cohortId: number) {
  const flag = db.featureFlags.find((item) => item.projectId === 1 && item.flag.key === 'beta-program')!;
  const groups = [{ properties: [{ key: 'id', type: 'cohort', value: cohortId }], rollout_percentage: 100 }];
  const patched = await call('PATCH', `/api/projects/1/feature_flags/${flag.flag.id}/`, {
    filters: { ...flag.flag.filters, groups },
  });
  expect(patched.status).toBe(200);
}

describe('the linked flag of a copy, on each PostHog', { timeout: 30_000 }, () => {
  it('links the copy to the flag an older copy_flags made, though its answer has no team_id', async () => {
    server.use(
      http.post(COPY_FLAGS, () => {
        // What organization_feature_flag.py @ 07434db5 answers: the serializer's data, no team_id.
        const flag: FeatureFlag = {
          id: nextFlagId(),
          key: 'beta-program',
          name: 'Customers in the beta program',
          filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
          active: true,
          deleted: false,
        };
        db.featureFlags.push({ projectId: 3, flag: { ...flag, team_id: 3 } });
        return HttpResponse.json({ success: [flag], failed: [] });
      }),
    );
    const { result, copy, flags } = await copyNpsToDemo();
    expect(flags).toHaveLength(1);
    expect(copy.linked_flag?.id).toBe(flags[0]!.flag.id);
    expect(result.notes.join(' ')).not.toMatch(/not copied/);
  });

  it('creates the flag in the project when copy_flags refuses an "All access" key, learning no missing scope', async () => {
    server.use(
      http.post(COPY_FLAGS, () =>
        HttpResponse.json(
          {
            type: 'authentication_error',
            code: 'permission_denied',
            detail: "API key missing required scope 'feature_flag:write'",
            attr: null,
          },
          { status: 403 },
        ),
      ),
    );
    const { result, copy, flags } = await copyNpsToDemo();
    expect(result.notes).toEqual([]);
    expect(flags).toHaveLength(1);
    expect(flags[0]!.flag).toMatchObject({
      name: 'Customers in the beta program',
      active: true,
      filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
    });
    expect(copy.linked_flag?.id).toBe(flags[0]!.flag.id);
    // The key still writes flags elsewhere: targeting and sampling stay on offer.
    expect(missingScopeReason('feature_flag:write')).toBeNull();
  });

  it('with a key known to be "All access", creates the flag without asking copy_flags', async () => {
    const requests = apiRequests();
    const { copy, flags } = await copyNpsToDemo(flagCopyPath(['*']));
    expect(requests.some((request) => request.includes('copy_flags'))).toBe(false);
    expect(copy.linked_flag?.id).toBe(flags[0]!.flag.id);
  });

  it('with an explicit feature_flag:write, copies through copy_flags', async () => {
    expect(flagCopyPath(['feature_flag:write', 'survey:write'])).toBe('copy_flags');
    expect(flagCopyPath(['*', 'feature_flag:write'])).toBe('copy_flags');
    expect(flagCopyPath(null)).toBeNull();
    const requests = apiRequests();
    const { copy, flags } = await copyNpsToDemo('copy_flags');
    expect(requests.filter((request) => request.includes('copy_flags'))).toHaveLength(1);
    expect(copy.linked_flag?.id).toBe(flags[0]!.flag.id);
  });

  it('maps a cohort condition by name when creating the flag', async () => {
    // "Beta testers" is 102 in Acme Web and 301 in Acme Demo.
    await withCohortCondition(102);
    const { flags, result } = await copyNpsToDemo('create');
    expect(flags[0]!.flag.filters?.groups).toEqual([
      { properties: [{ key: 'id', type: 'cohort', value: 301 }], rollout_percentage: 100 },
    ]);
    expect(flags[0]!.flag.active).toBe(true);
    expect(result.notes).toEqual([]);
  });

  it('creates the flag switched off, and says so, when a cohort of its conditions is not there', async () => {
    // "Power users" (101) is deleted in Acme Demo: the condition cannot be carried.
    await withCohortCondition(101);
    const { flags, result, copy } = await copyNpsToDemo('create');
    expect(flags[0]!.flag.active).toBe(false);
    expect(copy.linked_flag?.id).toBe(flags[0]!.flag.id);
    expect(result.notes.join(' ')).toMatch(
      /“beta-program” was created switched off, without its cohort “Power users”/,
    );
  });

  describe('against the demo backend’s servers', () => {
    it('newest, "All access" key (refused by copy_flags): the flag is created, the key keeps its scope', async () => {
      const requests = apiRequests();
      const { copy, flags } = await copyNpsToDemo();
      expect(requests.filter((request) => request.includes('copy_flags'))).toHaveLength(1);
      expect(requests).toContain('POST /api/projects/3/feature_flags/');
      expect(copy.linked_flag?.id).toBe(flags[0]!.flag.id);
      expect(missingScopeReason('feature_flag:write')).toBeNull();
    });

    it('newest, a key listing feature_flag:write: copied by copy_flags, found by its team_id', async () => {
      resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_explicit_scopes' });
      const requests = apiRequests();
      const { copy, flags } = await copyNpsToDemo('copy_flags');
      expect(requests).not.toContain('POST /api/projects/3/feature_flags/');
      expect(copy.linked_flag?.id).toBe(flags[0]!.flag.id);
    });

    it('older (phx_demo_old_server): copy_flags answers without team_id, and the copy is linked', async () => {
      resetConnectionForTests({ ...defaultConnection, apiKey: 'phx_demo_old_server' });
      const requests = apiRequests();
      const { copy, flags, result } = await copyNpsToDemo();
      expect(requests).not.toContain('POST /api/projects/3/feature_flags/');
      expect(copy.linked_flag?.id).toBe(flags[0]!.flag.id);
      expect(result.notes).toEqual([]);
    });
  });
});
