// The words of a diff name fields the server sent; a name that is also a built-in property of every
// JavaScript object (constructor, __proto__, toString…) is a name like any other.
import { describe, expect, it } from 'vitest';
import { diffSurveys } from './survey-diff';
import {
  diffWords,
  kindWords,
  questionChangeWords,
  settingChangeWords,
  settingLabel,
} from './survey-diff-words';

const BUILT_IN = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('settingLabel', () => {
  it('names a known setting, a known appearance key, and leaves any other name as it is', () => {
    expect(settingLabel('name')).toBe('Name');
    expect(settingLabel('appearance.backgroundColor')).toBe('Appearance: background colour');
    expect(settingLabel('appearance.custom')).toBe('Appearance: custom');
    expect(settingLabel('odd.thing')).toBe('odd.thing');
    for (const name of BUILT_IN) {
      expect(settingLabel(name)).toBe(name);
      expect(settingLabel(`appearance.${name}`)).toBe(`Appearance: ${name}`);
      expect(settingLabel(`conditions.${name}`)).toBe(`Display conditions: ${name}`);
      expect(settingLabel(`${name}.x`)).toBe(`${name}.x`);
    }
  });

  it('says a setting change whatever its name', () => {
    expect(settingChangeWords({ path: 'appearance.constructor', before: 'a', after: null })).toBe(
      'Appearance: constructor “a” → (empty)',
    );
    expect(settingChangeWords({ path: 'toString', before: 1, after: 2 })).toBe('toString: 1 → 2');
  });
});

describe('question words', () => {
  it('name a kind Surveyor does not know, whatever its name', () => {
    expect(kindWords('open')).toBe('Open text');
    for (const name of BUILT_IN) expect(kindWords(name)).toBe(`“${name}” (a kind Surveyor does not know)`);
  });

  it('say a detail whatever its name, and a detail only one version has', () => {
    const ref = { index: 0, text: 'Why?' };
    expect(
      questionChangeWords({ kind: 'detail', field: 'toString', from: 'a', to: 'b', before: ref, after: ref }),
    ).toBe('Q1 “Why?”: toString “a” → “b”');
    const before = { questions: [{ id: 'q', type: 'open', question: 'Why?' }] };
    const after = { questions: [{ id: 'q', type: 'open', question: 'Why?', constructor: 'x', valueOf: 1 }] };
    expect(diffWords(diffSurveys(before, after)).questions).toEqual([
      'Q1 “Why?”: constructor (empty) → “x”',
      'Q1 “Why?”: valueOf (empty) → 1',
    ]);
    expect(diffWords(diffSurveys(after, before)).questions).toEqual([
      'Q1 “Why?”: constructor “x” → (empty)',
      'Q1 “Why?”: valueOf 1 → (empty)',
    ]);
  });

  it('a question of a kind named like a built-in property is a kind change like any other', () => {
    const before = { questions: [{ id: 'q', type: 'open', question: 'Why?' }] };
    const after = { questions: [{ id: 'q', type: 'constructor', question: 'Why?' }] };
    expect(diffWords(diffSurveys(before, after)).questions).toEqual([
      'Q1 “Why?”: kind Open text → “constructor” (a kind Surveyor does not know)',
    ]);
  });
});
