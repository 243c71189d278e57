// Local drafts: one key per backend, project, survey and tab; found whichever tab wrote them; pruned
// when old; removed per backend by "Forget key".
import { describe, expect, it } from 'vitest';
import {
  asideKey,
  clearDraft,
  clearDraftsExcept,
  clearSurveyDrafts,
  draftKey,
  findDrafts,
  pruneOldDrafts,
  readDraftText,
  savedAtOf,
  writeDraftText,
} from './draft-storage';
import { isTabId } from './draft-tabs';

const scope = { backend: 'demo|', projectId: 1, surveyId: 'abc' };
const TAB_A = 'tabaaaaaaa';
const TAB_B = 'tabbbbbbbb';
const dated = (savedAt: string) => JSON.stringify({ format: 2, savedAt, base: null, values: {} });

describe('local drafts', () => {
  it('writes, reads and clears one key per tab', () => {
    const key = draftKey(scope, TAB_A);
    expect(key).toBe('surveyor.draft.v2:demo|:1:abc:tabaaaaaaa');
    expect(draftKey({ ...scope, surveyId: null }, TAB_A)).toBe('surveyor.draft.v2:demo|:1:new:tabaaaaaaa');
    expect(writeDraftText(key, 'x')).toBe(true);
    expect(readDraftText(key)).toBe('x');
    clearDraft(key);
    expect(readDraftText(key)).toBeNull();
  });

  it("finds every tab's drafts of one survey, set-aside and older-format ones included, and no other", () => {
    const aside = asideKey(scope, TAB_A, new Date('2026-01-01T00:00:00Z'));
    const keys = [
      draftKey(scope, TAB_A),
      draftKey(scope, TAB_B),
      aside,
      'surveyor.draft.v1:demo|:1:abc',
      // Not drafts of this survey, or not well formed.
      draftKey({ ...scope, surveyId: 'abcd' }, TAB_A),
      draftKey({ ...scope, projectId: 2 }, TAB_A),
      draftKey({ ...scope, backend: 'us|https://us.posthog.com' }, TAB_A),
      `${draftKey(scope, TAB_A)}~x~y`,
      `${draftKey(scope, 'NOT A TAB')}`,
      'surveyor.draft.v1:demo|:1:abc:extra',
    ];
    for (const key of keys) localStorage.setItem(key, '{}');
    expect(findDrafts(scope, isTabId)).toEqual(
      expect.arrayContaining([
        { key: draftKey(scope, TAB_A), tab: TAB_A },
        { key: draftKey(scope, TAB_B), tab: TAB_B },
        { key: aside, tab: TAB_A },
        { key: 'surveyor.draft.v1:demo|:1:abc', tab: null },
      ]),
    );
    expect(findDrafts(scope, isTabId)).toHaveLength(4);

    clearSurveyDrafts(scope);
    expect(findDrafts(scope, isTabId)).toEqual([]);
    expect(localStorage.getItem(draftKey({ ...scope, surveyId: 'abcd' }, TAB_A))).toBe('{}');
  });

  it('reads when a draft was written from the start of its text', () => {
    expect(savedAtOf(dated('2026-01-01T00:00:00.000Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(savedAtOf('{"savedAt":"2026-01-01T00:00:00Z","values":{}}')).toBe('2026-01-01T00:00:00Z');
    expect(savedAtOf('{"savedAt":"yesterday!","values":{}}')).toBeNull();
    expect(savedAtOf('{not json')).toBeNull();
  });

  it('prunes drafts of any survey and backend not written for 30 days, keeping undated ones', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const old = draftKey({ ...scope, backend: 'us|https://us.posthog.com' }, TAB_A);
    const legacyOld = 'surveyor.draft.v1:demo|:1:gone';
    const recent = draftKey(scope, TAB_B);
    const undated = draftKey(scope, TAB_A);
    localStorage.setItem(old, dated('2026-01-15T00:00:00Z'));
    localStorage.setItem(legacyOld, '{"savedAt":"2025-12-01T00:00:00Z","values":{}}');
    localStorage.setItem(recent, dated('2026-02-15T00:00:00Z'));
    localStorage.setItem(undated, '{"values":{}}');
    localStorage.setItem('surveyor.colorMode', '{"savedAt":"2020-01-01T00:00:00Z"}');
    expect(pruneOldDrafts(now).sort()).toEqual([old, legacyOld].sort());
    expect(localStorage.getItem(recent)).not.toBeNull();
    expect(localStorage.getItem(undated)).not.toBeNull();
    expect(localStorage.getItem('surveyor.colorMode')).not.toBeNull();
  });

  it('"Forget key" keeps the drafts of the backends it is told to keep, in both formats', () => {
    const real = [
      draftKey({ ...scope, backend: 'us|https://us.posthog.com' }, TAB_A),
      'surveyor.draft.v1:self-hosted|https://posthog.example.com:2:new',
    ];
    const demo = [draftKey(scope, TAB_A), 'surveyor.draft.v1:demo|:1:new'];
    for (const key of [...real, ...demo]) localStorage.setItem(key, '{}');
    clearDraftsExcept((backend) => backend.startsWith('demo|'));
    for (const key of real) expect(localStorage.getItem(key), key).toBeNull();
    for (const key of demo) expect(localStorage.getItem(key), key).toBe('{}');
  });
});
