// The Team/Project model: a new project's defaults, its default name, intents, token reset and changes.
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION_IDS } from '@/contracts/demo-keys';
import { project as projectContract } from '../testing/strict-contracts';
import { buildProject, defaultProjectName, projectChanges, registerIntent, resetApiToken } from './project';

describe('buildProject', () => {
  it("has the server's defaults for a new project, in the current organization, with the given fields on top", () => {
    const project = buildProject({ id: 500, name: 'Fresh', timezone: 'Asia/Tokyo' });
    expect(project).toMatchObject({
      id: 500,
      project_id: 500,
      name: 'Fresh',
      organization: DEMO_ORGANIZATION_IDS.acme,
      timezone: 'Asia/Tokyo',
      is_pending_deletion: false,
      primary_dashboard: 1500,
    });
    expect(project.api_token).toMatch(/^phc_[0-9A-Za-z]{43}$/);
    projectContract.parse(project);
  });
  it('is deterministic with a seeded random', () => {
    let n = 0;
    const random = () => ((n = (n * 7 + 3) % 97), n / 97);
    const first = buildProject({ id: 1, name: 'A', created_at: 'x', updated_at: 'x' }, random);
    n = 0;
    expect(buildProject({ id: 1, name: 'A', created_at: 'x', updated_at: 'x' }, random)).toEqual(first);
  });
});

describe('defaultProjectName', () => {
  it('is "Default project", then the first "Default project N" not taken, case-insensitively', () => {
    expect(defaultProjectName(['Web'])).toBe('Default project');
    expect(defaultProjectName(['default PROJECT'])).toBe('Default project 2');
    expect(defaultProjectName(['Default project', 'Default project 2', 'Default project 4'])).toBe(
      'Default project 3',
    );
  });
});

describe('changes, intents and the token', () => {
  it('logs only the written fields whose value changed', () => {
    const project = buildProject({ id: 2, name: 'Same', timezone: 'UTC' });
    expect(projectChanges(project, { name: 'Same', timezone: 'Europe/Paris' })).toEqual([
      { type: 'Team', action: 'changed', field: 'timezone', before: 'UTC', after: 'Europe/Paris' },
    ]);
  });
  it('registers an intent once per product; onboarding sets only its completion', () => {
    const project = buildProject({ id: 3, name: 'Intents' });
    registerIntent(project, 'surveys', false);
    registerIntent(project, 'surveys', true);
    expect(project.product_intents).toHaveLength(1);
    expect(project.product_intents?.[0]).toMatchObject({ product_type: 'surveys' });
    expect(project.product_intents?.[0]?.onboarding_completed_at).toEqual(expect.any(String));
    expect(project.has_completed_onboarding_for).toBeNull();
  });
  it('resets the token and logs both tokens whole', () => {
    const project = buildProject({ id: 4, name: 'Token' });
    const before = project.api_token;
    const change = resetApiToken(project);
    expect(project.api_token).not.toBe(before);
    expect(change).toEqual({
      type: 'Team',
      action: 'changed',
      field: 'api_token',
      before,
      after: project.api_token,
    });
  });
});
