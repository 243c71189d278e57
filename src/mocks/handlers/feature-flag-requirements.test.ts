// A project's flag governance (FeatureFlagSerializer.validate, products/feature_flags/backend/api/
// feature_flag.py @ 00611561): required tags and evaluation contexts, and the flows exempt from them.
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { call, get } from '../test-api';

const NORTHWIND_OPS = 122;
const flagsOf = (project: number) => `/api/projects/${project}/feature_flags/`;
const gateBody = (extra: Record<string, unknown> = {}) => ({
  key: 'surveyor-gate-abc',
  name: 'Surveyor schedule: NPS',
  active: false,
  filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
  ...extra,
});

function requireTags(project: number) {
  db.projects.find((candidate) => candidate.id === project)!.feature_flag_policy = { require_tags: true };
}

describe('flag creation requirements', () => {
  it('a project that requires tags refuses an untagged flag with PostHog\'s 400 on "tags"', async () => {
    requireTags(3);
    const refused = await call('POST', flagsOf(3), gateBody());
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      type: 'validation_error',
      code: 'invalid_input',
      detail: 'Add at least one tag. This project requires new feature flags to be tagged.',
      attr: 'tags',
    });
    expect((await call('POST', flagsOf(3), gateBody({ tags: [] }))).status).toBe(400);
    expect((await call('POST', flagsOf(3), gateBody({ tags: ['   '] }))).status).toBe(400);
    const tagged = await call('POST', flagsOf(3), gateBody({ tags: ['billing'] }));
    expect(tagged.status).toBe(201);
    expect(tagged.json).toMatchObject({ tags: ['billing'] });
  });

  it.each(['surveys', 'experiments', 'early_access_features', 'web_experiments', 'product_tours'])(
    'a flag created for another object (%s) is exempt from the tag requirement',
    async (creationContext) => {
      requireTags(3);
      const created = await call('POST', flagsOf(3), gateBody({ creation_context: creationContext }));
      expect(created.status).toBe(201);
    },
  );

  it('creation_context "feature_flags" is not exempt, and an unknown context is a choice error', async () => {
    requireTags(3);
    expect((await call('POST', flagsOf(3), gateBody({ creation_context: 'feature_flags' }))).status).toBe(
      400,
    );
    expect((await call('POST', flagsOf(3), gateBody({ creation_context: 'nope' }))).json).toMatchObject({
      code: 'invalid_choice',
      attr: 'creation_context',
    });
  });

  it('an update may not strip the last tag, but a flag older than the setting stays editable', async () => {
    const { json } = await call('POST', flagsOf(3), gateBody({ tags: ['billing'] }));
    const id = (json as { id: number }).id;
    requireTags(3);
    const stripped = await call('PATCH', `${flagsOf(3)}${id}/`, { tags: [] });
    expect(stripped.json).toMatchObject({
      detail: 'Keep at least one tag. This project requires feature flags to stay tagged.',
      attr: 'tags',
    });
    expect((await call('PATCH', `${flagsOf(3)}${id}/`, { tags: ['growth'] })).status).toBe(200);
    expect((await call('PATCH', `${flagsOf(3)}3001/`, { name: 'Renamed' })).status).toBe(200);
  });

  it('a project that requires evaluation contexts refuses a flag without one; survey flags are exempt', async () => {
    db.projects.find((project) => project.id === 3)!.require_evaluation_contexts = true;
    const refused = await call('POST', flagsOf(3), gateBody());
    expect(refused.json).toEqual({
      type: 'validation_error',
      code: 'invalid_input',
      detail: 'At least one evaluation context is required to create a new feature flag.',
      attr: null,
    });
    expect((await call('POST', flagsOf(3), gateBody({ evaluation_contexts: [] }))).status).toBe(400);
    expect((await call('POST', flagsOf(3), gateBody({ creation_context: 'experiments' }))).status).toBe(400);
    const withContext = await call('POST', flagsOf(3), gateBody({ evaluation_contexts: ['production'] }));
    expect(withContext.json).toMatchObject({ evaluation_contexts: ['production'] });
    const id = (withContext.json as { id: number }).id;
    expect((await call('PATCH', `${flagsOf(3)}${id}/`, { evaluation_contexts: [] })).status).toBe(400);
    expect((await call('PATCH', `${flagsOf(3)}${id}/`, { name: 'Renamed' })).status).toBe(200);
    const gate = await call('POST', flagsOf(3), gateBody({ key: 'gate-2', creation_context: 'surveys' }));
    expect(gate.status).toBe(201);
  });

  it('the seeded Northwind Ops requires both, and the project answers do not show the tag policy', async () => {
    expect((await call('POST', flagsOf(NORTHWIND_OPS), gateBody())).json).toMatchObject({
      detail: 'At least one evaluation context is required to create a new feature flag.',
    });
    expect(
      (await call('POST', flagsOf(NORTHWIND_OPS), gateBody({ evaluation_contexts: ['production'] }))).json,
    ).toMatchObject({ attr: 'tags' });
    expect(
      (await call('POST', flagsOf(NORTHWIND_OPS), gateBody({ creation_context: 'surveys' }))).status,
    ).toBe(201);
    const project = (await get(`/api/projects/${NORTHWIND_OPS}/`)).json!;
    expect(project).toMatchObject({ require_evaluation_contexts: true });
    expect(project).not.toHaveProperty('feature_flag_policy');
  });
});
