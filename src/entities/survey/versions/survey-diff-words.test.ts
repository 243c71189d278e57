// The words of a diff name fields the server sent; a name that is also a built-in property of every
// JavaScript object (constructor, __proto__, toString…) is a name like any other.
import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@/lib/bidi';
import { diffSurveys, type SurveyDiff } from './survey-diff';
import {
  diffWords,
  kindWords,
  questionChangeWords,
  settingChangeWords,
  settingLabel,
} from './survey-diff-words';

const plain = {
  settingLabel: (path: string) => withoutIsolates(settingLabel(path)),
  settingChangeWords: (change: Parameters<typeof settingChangeWords>[0]) =>
    withoutIsolates(settingChangeWords(change)),
  kindWords: (type: string) => withoutIsolates(kindWords(type)),
  questionChangeWords: (change: Parameters<typeof questionChangeWords>[0]) =>
    withoutIsolates(questionChangeWords(change)),
};

/** The words as read (the isolation marks around server text are rendered as <bdi>, not as text). */
function plainWords(diff: SurveyDiff) {
  const words = diffWords(diff);
  return {
    questions: words.questions.map(withoutIsolates),
    branching: words.branching.map(withoutIsolates),
    settings: words.settings.map(withoutIsolates),
  };
}

const BUILT_IN = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('settingLabel', () => {
  it('names a known setting, a known appearance key, and leaves any other name as it is', () => {
    expect(plain.settingLabel('name')).toBe('Name');
    expect(plain.settingLabel('appearance.backgroundColor')).toBe('Appearance: background colour');
    expect(plain.settingLabel('appearance.custom')).toBe('Appearance: custom');
    expect(plain.settingLabel('odd.thing')).toBe('odd.thing');
    for (const name of BUILT_IN) {
      expect(plain.settingLabel(name)).toBe(name);
      expect(plain.settingLabel(`appearance.${name}`)).toBe(`Appearance: ${name}`);
      expect(plain.settingLabel(`conditions.${name}`)).toBe(`Display conditions: ${name}`);
      expect(plain.settingLabel(`${name}.x`)).toBe(`${name}.x`);
    }
  });

  it('marks the server’s names and values as isolated, and shows their invisible controls', () => {
    expect(settingChangeWords({ path: 'appearance.constructor', before: 'a\u202E', after: null })).toBe(
      'Appearance: \u2068constructor\u2069 “\u2068a⟨U+202E⟩\u2069” → (empty)',
    );
    expect(settingLabel('name')).toBe('Name');
  });

  it('says a setting change whatever its name', () => {
    expect(plain.settingChangeWords({ path: 'appearance.constructor', before: 'a', after: null })).toBe(
      'Appearance: constructor “a” → (empty)',
    );
    expect(plain.settingChangeWords({ path: 'toString', before: 1, after: 2 })).toBe('toString: 1 → 2');
  });
});

describe('question words', () => {
  it('name a kind Surveyor does not know, whatever its name', () => {
    expect(plain.kindWords('open')).toBe('Open text');
    for (const name of BUILT_IN)
      expect(plain.kindWords(name)).toBe(`“${name}” (a kind Surveyor does not know)`);
  });

  it('say a detail whatever its name, and a detail only one version has', () => {
    const ref = { index: 0, text: 'Why?' };
    expect(
      plain.questionChangeWords({
        kind: 'detail',
        field: 'toString',
        from: 'a',
        to: 'b',
        before: ref,
        after: ref,
      }),
    ).toBe('Q1 “Why?”: toString “a” → “b”');
    const before = { questions: [{ id: 'q', type: 'open', question: 'Why?' }] };
    const after = { questions: [{ id: 'q', type: 'open', question: 'Why?', constructor: 'x', valueOf: 1 }] };
    expect(plainWords(diffSurveys(before, after)).questions).toEqual([
      'Q1 “Why?”: constructor (empty) → “x”',
      'Q1 “Why?”: valueOf (empty) → 1',
    ]);
    expect(plainWords(diffSurveys(after, before)).questions).toEqual([
      'Q1 “Why?”: constructor “x” → (empty)',
      'Q1 “Why?”: valueOf 1 → (empty)',
    ]);
  });

  it('a question of a kind named like a built-in property is a kind change like any other', () => {
    const before = { questions: [{ id: 'q', type: 'open', question: 'Why?' }] };
    const after = { questions: [{ id: 'q', type: 'constructor', question: 'Why?' }] };
    expect(plainWords(diffSurveys(before, after)).questions).toEqual([
      'Q1 “Why?”: kind Open text → “constructor” (a kind Surveyor does not know)',
    ]);
  });
});
