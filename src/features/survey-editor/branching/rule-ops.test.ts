import { describe, expect, it } from 'vitest';
import { setAnswerRow } from './rule-ops';

describe('answer rules', () => {
  it('answer rows: "next" removes the row, a target sets it', () => {
    const rule = setAnswerRow({ kind: 'next' }, 'promoters', { kind: 'end' });
    expect(rule).toEqual({ kind: 'response', rows: { promoters: { kind: 'end' } } });
    expect(setAnswerRow(rule, 'promoters', null)).toEqual({ kind: 'response', rows: {} });
  });
});
