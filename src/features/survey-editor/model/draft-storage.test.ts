// Local drafts of unsaved edits, one per connection, project and survey.
import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-storage';

describe('local drafts', () => {
  it('saves, loads and clears per key, ignoring garbage', () => {
    const key = draftKey('demo|', 1, 'abc');
    expect(saveDraft(key, { a: 1 }, localStorage, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(loadDraft(key)).toEqual({ savedAt: '2026-01-01T00:00:00.000Z', values: { a: 1 } });
    expect(loadDraft(draftKey('demo|', 1, null))).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(loadDraft(key)).toBeNull();
    clearDraft(key);
    expect(localStorage.getItem(key)).toBeNull();
  });
});
