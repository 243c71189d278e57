import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@/lib/bidi';
import { duplicateOf, npsSurvey, SOURCE_COHORTS, targetLookups } from '@/testing/fixtures/fleet-surveys';
import { restoreBody } from './restore-body';
import { planTransfer, type PlanInput, type TransferPlan } from './transfer-plan';

const NOW = new Date('2026-03-01T12:00:00Z');

function plan(overrides: Partial<PlanInput> = {}): TransferPlan {
  return planTransfer({
    source: npsSurvey(),
    sourceCohorts: SOURCE_COHORTS,
    target: { id: 2, name: 'Staging', refusal: null },
    lookups: targetLookups(),
    canWriteFlags: true,
    serverCopiesTranslations: false,
    now: NOW,
    ...overrides,
  });
}

/** The plan's words without the isolation marks around server text. */
const words = (result: TransferPlan) => ({
  name: result.name,
  copied: result.copied.map(withoutIsolates),
  mapped: result.mapped.map((m) => ({
    ...m,
    label: withoutIsolates(m.label),
    note: withoutIsolates(m.note),
  })),
  dropped: result.dropped.map((d) => ({ part: withoutIsolates(d.part), reason: withoutIsolates(d.reason) })),
});

describe('planTransfer', () => {
  it('maps everything found by key and name, and lists what copies as is', () => {
    const result = words(plan());
    expect(result.name).toEqual({ value: 'NPS', note: null });
    expect(result.copied).toEqual([
      '3 questions with their branching',
      'Description',
      'Appearance',
      'Display conditions: URL',
      'Event triggers: “checkout_done”',
      'Translations (de, fr): restored by Surveyor, since this PostHog drops them when copying',
      'Targeting',
    ]);
    expect(result.mapped.map((m) => [m.ref, m.label, m.outcome, m.targetId])).toEqual([
      ['flag', 'Linked feature flag “new-checkout”', 'found', 411],
      ['cohort', 'Cohort “Paying”', 'found', 521],
      ['cohort', 'Cohort “Trial”', 'found', 522],
      ['action', 'Action “Signed up”', 'found', 607],
    ]);
    expect(result.mapped[0]!.note).toContain('Its variant “beta” is kept.');
    // The source is launched: the copy is a draft, and the plan says so.
    expect(result.dropped).toEqual([
      {
        part: 'Launch state',
        reason: 'PostHog creates every copy as a draft: launch it in “Staging” when it is ready.',
      },
    ]);
  });

  it('says translations copy as is on a server that copies them', () => {
    expect(words(plan({ serverCopiesTranslations: true })).copied).toContain('Translations (de, fr)');
  });

  it('keeps PostHog’s name when the target has a survey of that name, or its names cannot be read', () => {
    const clash = plan({ lookups: targetLookups({ surveyNames: new Set(['NPS']) }) });
    expect(clash.name.value).toBe('NPS (duplicated at <date and time of the copy>)');
    expect(withoutIsolates(clash.name.note!)).toContain('“Staging” already has a survey named “NPS”');
    const unread = plan({ lookups: targetLookups({ surveyNames: { unreadable: 'needs survey:read' } }) });
    expect(unread.name.value).not.toBe('NPS');
    expect(unread.name.note).toContain('could not be read (needs survey:read)');
  });

  it('copies a missing flag when the key may write flags, keeping its variant', () => {
    const result = plan({ lookups: targetLookups({ flags: [] }) });
    expect(result.mapped[0]).toMatchObject({ ref: 'flag', outcome: 'copy', sourceId: 11 });
    expect(result.flagToCopy).toEqual({ sourceId: 11, key: 'new-checkout' });
    expect(result.dropped.map((d) => d.part)).toEqual(['Launch state']);
  });

  it('drops a missing flag, its variant, targeting and sampling without feature_flag:write', () => {
    const source = npsSurvey({
      response_sampling_limit: 50,
      response_sampling_interval: 1,
      response_sampling_interval_type: 'week',
      response_sampling_start_date: '2026-04-01T00:00:00Z',
    });
    const result = words(plan({ source, canWriteFlags: false, lookups: targetLookups({ flags: [] }) }));
    expect(result.mapped.filter((m) => m.ref === 'flag')).toMatchObject([{ outcome: 'missing' }]);
    expect(result.mapped.some((m) => m.ref === 'cohort')).toBe(false);
    const parts = Object.fromEntries(result.dropped.map((d) => [d.part, d.reason]));
    expect(parts['Linked feature flag “new-checkout”']).toContain(
      'copying it needs the feature_flag:write scope',
    );
    expect(parts['Flag variant “beta”']).toContain('not copied');
    expect(parts.Targeting).toContain('needs the feature_flag:write scope');
    expect(parts['Response sampling']).toContain('feature_flag:write');
    expect(result.copied).not.toContain('Targeting');
  });

  it('drops the variant when the target’s flag lacks it, saying which variants it has', () => {
    const flags = [{ id: 411, key: 'new-checkout', variants: ['control'] }];
    const result = words(plan({ lookups: targetLookups({ flags }) }));
    expect(result.dropped).toContainEqual({
      part: 'Flag variant “beta”',
      reason:
        "“Staging”'s flag “new-checkout” has no variant “beta” (it has “control”), and PostHog refuses a variant the linked flag lacks: the copy shows for every variant.",
    });
  });

  it('drops a cohort condition the target has no cohort for, and a group left with none', () => {
    const result = words(plan({ lookups: targetLookups({ cohorts: [{ id: 522, name: 'Trial' }] }) }));
    expect(result.mapped.find((m) => m.label === 'Cohort “Paying”')).toMatchObject({ outcome: 'missing' });
    expect(result.dropped).toContainEqual({
      part: 'Targeting condition: in cohort “Paying”',
      reason:
        '“Staging” has no cohort named “Paying”. The targeting condition on it is dropped, so its group reaches more people.',
    });
    expect(result.dropped.map((d) => d.part)).toContain('1 targeting group');
    expect(result.copied).toContain('Targeting');
  });

  it('says why cohorts cannot be matched when either project’s cohorts cannot be read', () => {
    const target = words(plan({ lookups: targetLookups({ cohorts: { unreadable: 'needs cohort:read' } }) }));
    expect(
      target.mapped.filter((m) => m.ref === 'cohort').every((m) => m.note.includes('needs cohort:read')),
    ).toBe(true);
    // The group targeting only a cohort is left with nothing, and dropped; the other keeps its email.
    expect(target.dropped.map((d) => d.part)).toContain('1 targeting group');
    expect(target.copied).toContain('Targeting');
    const onlyCohorts = npsSurvey({
      targeting_flag: {
        id: 90,
        key: 't',
        filters: { groups: [{ properties: [{ key: 'id', type: 'cohort', value: 21 }] }] },
      },
    });
    const none = words(plan({ source: onlyCohorts, lookups: targetLookups({ cohorts: [] }) }));
    expect(none.dropped.find((d) => d.part === 'Targeting')?.reason).toContain('shows to everyone');
    expect(
      restoreBody(
        plan({ source: onlyCohorts, lookups: targetLookups({ cohorts: [] }) }),
        onlyCohorts,
        duplicateOf(onlyCohorts),
      ),
    ).not.toHaveProperty('targeting_flag_filters');
    const source = words(plan({ sourceCohorts: { unreadable: 'timed out' } }));
    expect(source.mapped.find((m) => m.label === 'Cohort #21')?.note).toContain('timed out');
  });

  it('maps actions by name and drops one the target lacks, or several of one name', () => {
    const none = words(plan({ lookups: targetLookups({ actions: [] }) }));
    expect(none.dropped).toContainEqual({
      part: 'Display condition: action “Signed up”',
      reason:
        '“Staging” has no action named “Signed up”. The trigger is dropped: the copy no longer waits for an action.',
    });
    const twice = words(
      plan({
        lookups: targetLookups({
          actions: [
            { id: 1, name: 'Signed up' },
            { id: 2, name: 'Signed up' },
          ],
        }),
      }),
    );
    expect(twice.mapped.find((m) => m.ref === 'action')?.note).toContain('several actions named “Signed up”');
  });

  it('refuses where the key cannot write, and a name PostHog’s suffix would make too long', () => {
    expect(
      plan({
        target: { id: 3, name: 'Prod', refusal: 'API key does not have access to the requested project' },
      }),
    ).toMatchObject({
      refusal: 'API key does not have access to the requested project',
      copied: [],
      mapped: [],
    });
    expect(plan({ source: npsSurvey({ name: 'n'.repeat(380) }) }).refusal).toContain(
      'longer than 400 characters',
    );
  });

  it('moves a past sampling start date to today, and says so', () => {
    const source = npsSurvey({
      response_sampling_limit: 50,
      response_sampling_interval: 2,
      response_sampling_interval_type: 'week',
      response_sampling_start_date: '2026-01-01T00:00:00Z',
    });
    const result = plan({ source });
    expect(result.samplingStart).toBe('2026-03-01T00:00:00.000Z');
    expect(result.copied).toContain(
      "Response sampling: 50 responses every 2 weeks, starting 2026-03-01: PostHog refuses a start date in the past (the source's was 2026-01-01)",
    );
  });
});

describe('restoreBody', () => {
  it('restores what duplicate stripped, mapped into the target, and nothing the copy already has', () => {
    const source = npsSurvey();
    const copy = duplicateOf(source);
    const body = restoreBody(plan(), source, copy);
    expect(body).toEqual({
      name: 'NPS',
      linked_flag_id: 411,
      conditions: {
        url: 'pricing',
        linkedFlagVariant: 'beta',
        events: { values: [{ name: 'checkout_done' }] },
        actions: { values: [{ id: 607, name: 'Signed up' }] },
      },
      targeting_flag_filters: {
        groups: [
          {
            properties: [{ key: 'id', type: 'cohort', value: 521, operator: 'in' }],
            rollout_percentage: 100,
          },
          {
            properties: [
              { key: 'id', type: 'cohort', value: 522, operator: 'in' },
              { key: 'email', type: 'person', value: 'x', operator: 'icontains' },
            ],
            rollout_percentage: 50,
          },
        ],
      },
      translations: source.translations,
      base_language: 'en',
    });
    expect(body).not.toHaveProperty('questions');
    expect(body).not.toHaveProperty('appearance');
  });

  it('leaves the server’s name, the translations it copied and unwritable targeting alone', () => {
    const source = npsSurvey();
    const copy = duplicateOf(source, 'copy-1', true);
    const result = plan({
      canWriteFlags: false,
      serverCopiesTranslations: true,
      lookups: targetLookups({ surveyNames: new Set(['NPS']) }),
    });
    const body = restoreBody(result, source, copy);
    expect(Object.keys(body).sort()).toEqual(['conditions', 'linked_flag_id']);
    expect(body.linked_flag_id).toBe(411);
  });

  it('links the flag copy_flags made, with its variant, and leaves the link out without it', () => {
    const source = npsSurvey();
    const copy = duplicateOf(source);
    const result = plan({ lookups: targetLookups({ flags: [] }) });
    const linked = restoreBody(result, source, copy, 977);
    expect(linked.linked_flag_id).toBe(977);
    expect((linked.conditions as Record<string, unknown>).linkedFlagVariant).toBe('beta');
    const unlinked = restoreBody(result, source, copy);
    expect(unlinked).not.toHaveProperty('linked_flag_id');
    expect(unlinked.conditions).not.toHaveProperty('linkedFlagVariant');
  });

  it('sends sampling with the start date the server accepts', () => {
    const source = npsSurvey({
      response_sampling_limit: 50,
      response_sampling_interval: 2,
      response_sampling_interval_type: 'week',
      response_sampling_start_date: '2026-01-01T00:00:00Z',
    });
    const body = restoreBody(plan({ source }), source, duplicateOf(source));
    expect(body).toMatchObject({
      response_sampling_limit: 50,
      response_sampling_interval: 2,
      response_sampling_interval_type: 'week',
      response_sampling_start_date: '2026-03-01T00:00:00.000Z',
    });
  });

  it('writes nothing for a refused plan', () => {
    const result = plan({ target: { id: 3, name: 'Prod', refusal: 'no access' } });
    expect(restoreBody(result, npsSurvey(), duplicateOf(npsSurvey()))).toEqual({});
  });
});
