// Telling a gate someone changed from one PostHog's runner moved along, and a gate someone paused.
import { describe, expect, it } from 'vitest';
import type { ScheduledChange } from '@/contracts/scheduled-change';
import { gateChangedSince, gatePaused, readPendingIds, type GateSnapshot } from './gate-snapshot';

const change = (
  id: number,
  value: boolean,
  at: string,
  more: Partial<ScheduledChange> = {},
): ScheduledChange => ({
  id,
  record_id: '7',
  model_name: 'FeatureFlag',
  payload: { operation: 'update_status', value },
  scheduled_at: at,
  executed_at: null,
  ...more,
});
const snapshot = (changes: ScheduledChange[], active: boolean | null = false): GateSnapshot => ({
  gateId: 7,
  active,
  changes,
  unread: null,
});
const launch = change(1, true, '2026-12-01T08:00:00Z');
const stop = change(2, false, '2026-12-01T16:00:00Z');

describe('gateChangedSince', () => {
  it('is false for the same changes, and for a launch that has run since (the gate switched by it)', () => {
    const base = snapshot([launch, stop]);
    expect(gateChangedSince(base, snapshot([launch, stop]))).toBe(false);
    const ran = snapshot([{ ...launch, executed_at: '2026-12-01T08:00:30Z' }, stop], true);
    expect(gateChangedSince(base, ran)).toBe(false);
  });

  it('is true for a change moved, deleted or added, another gate, or a switch nothing explains', () => {
    const base = snapshot([launch, stop]);
    expect(
      gateChangedSince(base, snapshot([launch, { ...stop, scheduled_at: '2026-12-02T16:00:00Z' }])),
    ).toBe(true);
    expect(gateChangedSince(base, snapshot([launch]))).toBe(true);
    expect(gateChangedSince(base, snapshot([launch, stop, change(3, false, '2026-12-03T00:00:00Z')]))).toBe(
      true,
    );
    expect(gateChangedSince(base, { ...snapshot([launch, stop]), gateId: 8 })).toBe(true);
    expect(gateChangedSince(snapshot([stop], true), snapshot([stop], false))).toBe(true);
  });

  it('a repeat moving to its next run is not a change; a new cron is', () => {
    const daily = change(4, true, '2026-12-01T08:00:00Z', {
      is_recurring: true,
      cron_expression: '0 9 * * *',
    });
    const next = { ...daily, scheduled_at: '2026-12-02T08:00:00Z', last_executed_at: '2026-12-01T08:00:10Z' };
    expect(gateChangedSince(snapshot([daily]), snapshot([next], true))).toBe(false);
    expect(gateChangedSince(snapshot([daily]), snapshot([{ ...daily, cron_expression: '0 10 * * *' }]))).toBe(
      true,
    );
  });

  it('a reading that failed: nothing known now is no change; nothing known then is, if there is a gate', () => {
    const unread = { ...snapshot([]), unread: 'Network error' };
    expect(gateChangedSince(snapshot([launch]), unread)).toBe(false);
    expect(gateChangedSince(unread, snapshot([launch]))).toBe(true);
  });

  it('lets a save delete only the pending changes it read', () => {
    expect([...readPendingIds(snapshot([{ ...launch, executed_at: '2026-12-01T08:00:00Z' }, stop]))]).toEqual(
      [2],
    );
    expect([...readPendingIds(undefined)]).toEqual([]);
  });
});

describe('gatePaused', () => {
  it('is a launched survey whose gate is off with a stop waiting, or after its launch ran', () => {
    expect(gatePaused(snapshot([stop]), true)).toBe(true);
    expect(gatePaused(snapshot([{ ...launch, executed_at: '2026-12-01T08:00:00Z' }]), true)).toBe(true);
  });

  it('is not waiting on a launch, stopped by its schedule, on, a draft, or unread', () => {
    expect(gatePaused(snapshot([launch, stop]), true)).toBe(false);
    expect(gatePaused(snapshot([{ ...stop, executed_at: '2026-12-01T16:00:00Z' }]), true)).toBe(false);
    expect(gatePaused(snapshot([stop], true), true)).toBe(false);
    expect(gatePaused(snapshot([stop]), false)).toBe(false);
    expect(gatePaused({ ...snapshot([stop]), unread: 'x' }, true)).toBe(false);
  });
});
