import { describe, expect, it } from 'vitest';
import { call } from '@/mocks/test-api';
import { gateFlagBody, gateFlagKey, isGateFlag } from './gate-flag';

const ID = '0190B2C4-1E2F-7A00-9C1D-ABCDEF012345';

describe('the gate flag', () => {
  it('has a key PostHog accepts: lower case letters, digits and dashes', () => {
    expect(gateFlagKey(ID)).toBe('surveyor-gate-0190b2c4-1e2f-7a00-9c1d-abcdef012345');
    expect(gateFlagKey('a b/c')).toBe('surveyor-gate-a-b-c');
    expect(gateFlagKey(ID)).toMatch(/^[a-z0-9_-]+$/);
  });

  it('is created off, for everyone, named so people recognise it', () => {
    expect(gateFlagBody({ id: ID, name: 'NPS Q4' })).toEqual({
      key: 'surveyor-gate-0190b2c4-1e2f-7a00-9c1d-abcdef012345',
      name: 'Surveyor schedule: NPS Q4',
      active: false,
      filters: { groups: [{ properties: [], rollout_percentage: 100 }] },
      creation_context: 'surveys',
    });
  });

  it('is created for a survey, so a project that requires flag tags and evaluation contexts accepts it', async () => {
    // The demo's Northwind Ops requires both, as FeatureFlagSerializer.validate enforces them; flags made
    // for another object are exempt (products/feature_flags/backend/api/feature_flag.py @ 00611561).
    const body = gateFlagBody({ id: ID, name: 'NPS' });
    const { creation_context: _, ...untagged } = body;
    const refused = await call('POST', '/api/projects/122/feature_flags/', untagged);
    expect(refused.status).toBe(400);
    const created = await call('POST', '/api/projects/122/feature_flags/', body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ key: gateFlagKey(ID), active: false });
  });

  it('is recognised by its key, of any survey or of one', () => {
    expect(isGateFlag({ key: gateFlagKey(ID) })).toBe(true);
    expect(isGateFlag({ key: gateFlagKey(ID) }, ID)).toBe(true);
    expect(isGateFlag({ key: gateFlagKey(ID) }, 'other')).toBe(false);
    expect(isGateFlag({ key: 'beta-users' })).toBe(false);
    expect(isGateFlag(null)).toBe(false);
  });
});
