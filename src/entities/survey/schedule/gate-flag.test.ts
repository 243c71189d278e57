import { describe, expect, it } from 'vitest';
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
    });
  });

  it('is recognised by its key, of any survey or of one', () => {
    expect(isGateFlag({ key: gateFlagKey(ID) })).toBe(true);
    expect(isGateFlag({ key: gateFlagKey(ID) }, ID)).toBe(true);
    expect(isGateFlag({ key: gateFlagKey(ID) }, 'other')).toBe(false);
    expect(isGateFlag({ key: 'beta-users' })).toBe(false);
    expect(isGateFlag(null)).toBe(false);
  });
});
