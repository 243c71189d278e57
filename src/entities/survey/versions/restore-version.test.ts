import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@/lib/bidi';
import {
  readRestoreVersion,
  restoreVersionState,
  unrestoredChanges,
  unrestoredWords,
} from './restore-version';
import type { SurveyLike } from './survey-shape';

const now: SurveyLike = {
  id: 's1',
  name: 'Translated',
  questions: [{ id: 'a', type: 'open', question: 'Why?' }],
  appearance: { backgroundColor: '#ffffff', fontFamily: 'Inter' },
  translations: { fr: { name: 'Traduit' } },
  base_language: 'en',
  start_date: '2026-11-02T10:00:00Z',
  end_date: null,
  archived: false,
};

describe('unrestoredChanges', () => {
  it('names what a version differs in that restoring it leaves as it is now', () => {
    const version: SurveyLike = {
      ...now,
      name: 'Older name',
      questions: [{ id: 'a', type: 'open', question: 'Why, then?', unknownKey: 1 }],
      appearance: { backgroundColor: '#eeeded', fontFamily: 'Georgia' },
      translations: { fr: { name: 'ANCIEN NOM' } },
      base_language: 'fr',
      start_date: null,
      archived: true,
      some_new_field: 'x',
    };
    expect(unrestoredChanges(version, now)).toEqual([
      { path: 'start_date', why: 'lifecycle' },
      { path: 'archived', why: 'lifecycle' },
      { path: 'base_language', why: 'not-edited' },
      { path: 'some_new_field', why: 'not-edited' },
      { path: 'translations', why: 'not-edited' },
    ]);
  });

  it('names a targeting flag a version did not have: restoring does not delete it', () => {
    const flag = {
      id: 3,
      key: 'survey-targeting',
      filters: { groups: [{ properties: [], rollout_percentage: 50 }] },
    };
    expect(unrestoredChanges({ ...now, targeting_flag: null }, { ...now, targeting_flag: flag })).toEqual([
      { path: 'targeting_flag', why: 'flag-kept' },
    ]);
    // Other filters are restored (sent as the flag's new filters).
    const other = { ...flag, filters: { groups: [{ properties: [], rollout_percentage: 10 }] } };
    expect(unrestoredChanges({ ...now, targeting_flag: other }, { ...now, targeting_flag: flag })).toEqual(
      [],
    );
  });

  it('is empty when the version differs only in what the editor edits', () => {
    expect(unrestoredChanges({ ...now, name: 'Other', conditions: { url: 'x' } }, now)).toEqual([]);
    expect(unrestoredChanges(now, structuredClone(now))).toEqual([]);
  });
});

describe('unrestoredWords', () => {
  it('says what stays as it is now, and why', () => {
    const words = (changes: Parameters<typeof unrestoredWords>[0]) =>
      unrestoredWords(changes).map(withoutIsolates);
    expect(words([])).toEqual([]);
    expect(
      words([
        { path: 'start_date', why: 'lifecycle' },
        { path: 'archived', why: 'lifecycle' },
        { path: 'base_language', why: 'not-edited' },
        { path: 'some_new_field', why: 'not-edited' },
        { path: 'translations', why: 'not-edited' },
        { path: 'targeting_flag', why: 'flag-kept' },
      ]),
    ).toEqual([
      'Restoring does not bring back Base language, some_new_field and Translations: the editor does not edit them.',
      'Start date and Archived stay as they are now: launching, stopping and archiving are actions of their own.',
      'The targeting flag the survey has now stays: restoring does not delete it.',
    ]);
    expect(words([{ path: 'translations', why: 'not-edited' }])).toEqual([
      'Restoring does not bring back Translations: the editor does not edit it.',
    ]);
  });
});

describe('the restore handed to the editor', () => {
  it('is read back from the navigation’s state, which carries only a key', () => {
    const version = { survey: now, label: 'the version of 3 Nov by Maya' };
    const state = restoreVersionState(version);
    expect(JSON.stringify(state)).not.toContain('Translated');
    expect(readRestoreVersion(state)).toBe(version);
    expect(readRestoreVersion(structuredClone(state))).toBe(version);
  });

  it('is nothing for any other state, or for an older restore’s (a reload, Back and Forward)', () => {
    const first = restoreVersionState({ survey: now, label: 'first' });
    restoreVersionState({ survey: now, label: 'second' });
    expect(readRestoreVersion(first)).toBeNull();
    expect(readRestoreVersion(null)).toBeNull();
    expect(readRestoreVersion({ restoreVersion: { survey: now, label: 'forged' } })).toBeNull();
    expect(readRestoreVersion({ restoreVersion: 'no-such-key' })).toBeNull();
  });
});
