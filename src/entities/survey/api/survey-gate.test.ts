// A survey's gate is its own gate flag only: another linked flag, a gate of another survey or a deleted
// gate is not one.
import { describe, expect, it } from 'vitest';
import { UnreadableRecord } from '../../../contracts/readable';
import { gateFlagKey } from '../schedule/gate-flag';
import { gateOf, readableChanges } from './survey-gate';

const survey = (linked_flag: { id: number; key: string; deleted?: boolean } | null) => ({
  id: '0190aaaa-0000-7000-8000-000000000001',
  linked_flag,
});

describe('gateOf', () => {
  it('is the linked flag when it is the survey’s own gate', () => {
    const gate = { id: 7, key: gateFlagKey('0190aaaa-0000-7000-8000-000000000001') };
    expect(gateOf(survey(gate))).toBe(gate);
  });

  it('is null for another flag, another survey’s gate, a deleted gate, or no flag', () => {
    expect(gateOf(survey({ id: 7, key: 'beta-users' }))).toBeNull();
    expect(gateOf(survey({ id: 7, key: gateFlagKey('0190bbbb-0000-7000-8000-000000000002') }))).toBeNull();
    expect(
      gateOf(survey({ id: 7, key: gateFlagKey('0190aaaa-0000-7000-8000-000000000001'), deleted: true })),
    ).toBeNull();
    expect(gateOf(survey(null))).toBeNull();
  });
});

describe('readableChanges', () => {
  it('leaves out the changes Surveyor could not read', () => {
    const change = { id: 1, record_id: '7', model_name: 'FeatureFlag', payload: {}, scheduled_at: 'x' };
    expect(readableChanges([change, new UnreadableRecord({}, [])])).toEqual([change]);
  });
});
