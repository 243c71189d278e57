// A scheduled survey's gate flag ("surveyor-gate-<survey id>") is its schedule, not a linked flag like any
// other: the scheduled changes that switch it live on the source's gate alone, so a copy or a duplicate
// linked to it (or to a copy of it) would show only in the source's windows, or stay on or off for ever.
// Copies, duplicates, pushes and pulls leave every survey its own gate, and the plan says why.
import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@/lib/bidi';
import { gateFlagKey } from '@/entities/survey/schedule/gate-flag';
import { isScheduleGate, toDuplicate } from '@/entities/survey/model/survey-json';
import { withWrite } from '@/entities/survey/versions/survey-shape';
import {
  duplicateOf,
  npsSurvey,
  read,
  SOURCE_COHORTS,
  targetLookups,
} from '@/testing/fixtures/fleet-surveys';
import { fleetMatrix } from './fleet-matrix';
import { pullBody, pushBody } from './push';
import { restoreBody } from './restore-body';
import { planTransfer } from './transfer-plan';

const gate = { id: 77, key: gateFlagKey('src-1') };
const scheduled = npsSurvey({ linked_flag: gate, conditions: { url: 'pricing' } });

const planOf = (flags = targetLookups().flags) =>
  planTransfer({
    source: scheduled,
    sourceCohorts: SOURCE_COHORTS,
    target: { id: 2, name: 'Staging', refusal: null },
    lookups: targetLookups({ flags }),
    canWriteFlags: true,
    serverCopiesTranslations: false,
    now: new Date('2026-03-01T00:00:00Z'),
  });

describe('a scheduled survey’s gate flag', () => {
  it('is not copied nor linked: the plan drops the schedule and says to schedule the copy in its own editor', () => {
    for (const plan of [planOf([]), planOf([{ id: 900, key: gate.key, variants: [] }])]) {
      expect(plan.flagToCopy).toBeNull();
      expect(plan.mapped.filter((m) => m.ref === 'flag')).toEqual([]);
      expect(plan.remap.flags.size).toBe(0);
      const dropped = plan.dropped.map((d) => `${withoutIsolates(d.part)}: ${withoutIsolates(d.reason)}`);
      expect(dropped.join('\n')).toMatch(
        /Schedule \(gate flag “surveyor-gate-src-1”\): Its schedule is not copied: schedule the copy in its own editor/,
      );
      const duplicate = duplicateOf(scheduled, 'c');
      const body = restoreBody(plan, scheduled, duplicate);
      expect(body.linked_flag_id ?? null).toBeNull();
    }
  });

  it('is known by the key the schedule gives it', () => {
    expect(isScheduleGate({ key: gateFlagKey('Some-ID.1') })).toBe(true);
    expect(isScheduleGate({ key: 'beta-program' })).toBe(false);
  });

  it('is left behind by Duplicate', () => {
    const raw = { ...scheduled, linked_flag_id: gate.id, conditions: { url: 'pricing' } };
    const body = toDuplicate({ raw, survey: scheduled }, 'NPS (copy)');
    expect(body.linked_flag_id).toBeUndefined();
    // An ordinary linked flag still goes with a duplicate.
    const linked = npsSurvey();
    expect(toDuplicate({ raw: { ...linked }, survey: linked }, 'NPS (copy)').linked_flag_id).toBe(11);
  });

  it('is never pushed over a copy’s own gate, nor pulled over the source’s, nor shown as a difference', () => {
    const plan = planOf([]);
    const copy = read({
      ...withWrite(duplicateOf(scheduled, 'c'), restoreBody(plan, scheduled, duplicateOf(scheduled, 'c'))),
      linked_flag: { id: 901, key: gateFlagKey('c') },
    });
    const matrix = fleetMatrix(scheduled, [
      { projectId: 2, projectName: 'Staging', survey: copy, remap: plan.remap },
    ]);
    expect(matrix.rows.map((row) => row.id)).not.toContain('setting:linked_flag');
    expect(pushBody(scheduled, copy, ['setting:linked_flag'], plan.remap).body).toEqual({});
    expect(pullBody(copy, scheduled, ['setting:linked_flag'], plan.remap).body).toEqual({});
    // A copy without a gate is not given the source's either.
    const plain = read({ ...copy, linked_flag: null });
    expect(pushBody(scheduled, plain, ['setting:linked_flag'], plan.remap).body).toEqual({});
  });
});
