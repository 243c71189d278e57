import { describe, expect, it } from 'vitest';
import { npsSurvey, read } from '@/testing/fixtures/fleet-surveys';
import { surveyReferences } from './references';

describe('surveyReferences', () => {
  it('reads the linked flag, its variant, the targeting’s cohorts, actions and events', () => {
    expect(surveyReferences(npsSurvey())).toEqual({
      linkedFlag: { id: 11, key: 'new-checkout' },
      linkedFlagVariant: 'beta',
      cohortIds: [21, 22],
      actions: [{ id: 7, name: 'Signed up' }],
      events: ['checkout_done'],
    });
  });

  it('reads absent, null and odd shapes as none, without throwing', () => {
    const empty = { linkedFlag: null, linkedFlagVariant: null, cohortIds: [], actions: [], events: [] };
    expect(surveyReferences(read({ id: 's', name: 'x', type: 'api' }))).toEqual(empty);
    const odd = read({
      id: 's',
      name: 'x',
      type: 'api',
      conditions: { events: { values: 'checkout' }, actions: null, linkedFlagVariant: '' },
      targeting_flag: {
        id: 1,
        key: 't',
        filters: {
          groups: [null, { properties: 'all' }, { properties: [{ type: 'cohort', value: 'abc' }] }],
        },
      },
    });
    expect(surveyReferences(odd)).toEqual(empty);
    // A write's answer names the flag by id only: its key is unknown.
    expect(surveyReferences(read({ id: 's', name: 'x', type: 'api', linked_flag_id: 4 })).linkedFlag).toEqual(
      { id: 4, key: null },
    );
  });
});
