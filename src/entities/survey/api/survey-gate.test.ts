// A survey's gate is its own gate flag only: another linked flag, a gate of another survey or a deleted
// gate is not one.
import { describe, expect, it } from 'vitest';
import { UnreadableRecord } from '@/contracts/readable';
import { gateFlagKey } from '../schedule/gate-flag';
import { gateOf, readableChanges, unreadableChangeWords } from './survey-gate';

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
  const change = {
    id: 1,
    record_id: '7',
    model_name: 'FeatureFlag',
    payload: {},
    scheduled_at: '2026-12-01T09:00:00Z',
  };

  it('leaves out the changes Surveyor could not read', () => {
    expect(readableChanges([change, new UnreadableRecord({}, [])])).toEqual([change]);
  });

  it('leaves out, and says why, a change whose times are not dates or whose zone the browser does not know', () => {
    const bad = [
      { ...change, id: 2, scheduled_at: 'not-a-date' },
      { ...change, id: 3, end_date: 'soon' },
      { ...change, id: 4, timezone: 'Mars/Olympus' },
      new UnreadableRecord({ id: 5 }, [{ path: 'scheduled_at', message: 'expected text, got a number' }]),
    ];
    expect(readableChanges([change, ...bad, { ...change, id: 6, timezone: '' }])).toEqual([
      change,
      { ...change, id: 6, timezone: '' },
    ]);
    expect(unreadableChangeWords([change, ...bad])).toEqual([
      'its time “not-a-date” is not a date',
      'its end_date “soon” is not a date',
      'its time zone “Mars/Olympus” is not one this browser knows',
      'scheduled_at: expected text, got a number',
    ]);
  });
});
