import { describe, expect, it } from 'vitest';
import type { Survey } from '@/contracts/survey';
import { gateFlagKey } from './gate-flag';
import { audienceKey, overlappingWindows } from './overlap';

const survey = (parts: Partial<Survey>): Survey =>
  ({
    id: 's1',
    name: 'A',
    type: 'popover',
    questions: null,
    appearance: null,
    conditions: null,
    ...parts,
  }) as Survey;
const window = (start: string | null, end: string | null) => ({
  start: start ? new Date(start) : null,
  end: end ? new Date(end) : null,
});

describe('audienceKey', () => {
  it('is empty for a survey shown to everyone, whatever its gate', () => {
    expect(audienceKey(survey({}))).toBe('');
    expect(
      audienceKey(
        survey({ linked_flag_id: 9, linked_flag: { id: 9, key: gateFlagKey('s1') }, conditions: {} }),
      ),
    ).toBe('');
    expect(audienceKey(survey({ targeting_flag: { id: 3, key: 'x', filters: { groups: [] } } }))).toBe('');
  });

  it('is the same for the same targeting, whatever the order of its keys, and differs otherwise', () => {
    const filters = { groups: [{ properties: [{ key: 'plan', value: 'pro' }], rollout_percentage: 100 }] };
    const a = audienceKey(survey({ targeting_flag: { id: 3, key: 'x', filters } }));
    const b = audienceKey(
      survey({
        id: 's2',
        targeting_flag_filters: {
          groups: [{ rollout_percentage: 100, properties: [{ value: 'pro', key: 'plan' }] }],
        },
      }),
    );
    expect(a).not.toBe('');
    expect(a).toBe(b);
    expect(audienceKey(survey({ conditions: { url: '/pricing' } }))).not.toBe(
      audienceKey(survey({ conditions: { url: '/docs' } })),
    );
    expect(audienceKey(survey({ linked_flag_id: 5, linked_flag: { id: 5, key: 'beta' } }))).not.toBe('');
  });
});

describe('overlappingWindows', () => {
  const week = [window('2026-12-01T08:00Z', '2026-12-05T16:00Z')];

  it('pairs surveys shown at once to possibly the same people, with where they meet', () => {
    const overlaps = overlappingWindows([
      { surveyId: 'a', windows: week, audience: '' },
      { surveyId: 'b', windows: [window('2026-12-04T08:00Z', null)], audience: 'pro' },
      { surveyId: 'c', windows: [window('2026-12-03T00:00Z', '2026-12-04T00:00Z')], audience: 'docs' },
    ]);
    expect(overlaps).toEqual([
      { surveyIds: ['a', 'b'], windows: [window('2026-12-04T08:00Z', '2026-12-05T16:00Z')] },
      { surveyIds: ['a', 'c'], windows: [window('2026-12-03T00:00Z', '2026-12-04T00:00Z')] },
    ]);
  });

  it('leaves apart different audiences and windows that only touch', () => {
    expect(
      overlappingWindows([
        { surveyId: 'a', windows: week, audience: 'pro' },
        { surveyId: 'b', windows: week, audience: 'docs' },
        { surveyId: 'c', windows: [window('2026-12-05T16:00Z', null)], audience: 'pro' },
      ]),
    ).toEqual([]);
    expect(
      overlappingWindows([
        { surveyId: 'a', windows: [window(null, '2026-12-02T00:00Z')], audience: 'pro' },
        { surveyId: 'b', windows: week, audience: 'pro' },
      ]),
    ).toEqual([{ surveyIds: ['a', 'b'], windows: [window('2026-12-01T08:00Z', '2026-12-02T00:00Z')] }]);
  });
});
