import { describe, expect, it } from 'vitest';
import { isolate, isolatedRuns, isolateShown, showInvisible, withoutIsolates } from './bidi';

describe('server text in the app’s sentences', () => {
  it('shows bidi controls and zero-width characters as escapes, and nothing else', () => {
    expect(showInvisible('Churn \u202Egnp.exe\u202C plan')).toBe('Churn ⟨U+202E⟩gnp.exe⟨U+202C⟩ plan');
    expect(showInvisible('a\u200Bb\u200Dc\uFEFFd\u2066e\u2069f\u200Fg\u061Ch')).toBe(
      'a⟨U+200B⟩b⟨U+200D⟩c⟨U+FEFF⟩d⟨U+2066⟩e⟨U+2069⟩f⟨U+200F⟩g⟨U+061C⟩h',
    );
    expect(showInvisible('שלום — “Ünïcødé” 👍')).toBe('שלום — “Ünïcødé” 👍');
  });

  it('isolates server text; an isolate control inside cannot end the isolation early', () => {
    expect(isolate('\u202Enimda')).toBe('\u2068\u202Enimda\u2069');
    expect(isolate('a\u2069b')).toBe('\u2068a⟨U+2069⟩b\u2069');
    expect(isolateShown('\u202Enimda')).toBe('\u2068⟨U+202E⟩nimda\u2069');
    expect(withoutIsolates(`Q1 “${isolate('x')}”`)).toBe('Q1 “x”');
  });

  it('splits marked text into runs, nested as marked', () => {
    expect(isolatedRuns(`Q1 “${isolate('Why?')}” → ${isolate('end')}`)).toEqual([
      'Q1 “',
      { isolated: ['Why?'] },
      '” → ',
      { isolated: ['end'] },
    ]);
    expect(isolatedRuns('a\u2068b\u2068c\u2069d\u2069e\u2069')).toEqual([
      'a',
      { isolated: ['b', { isolated: ['c'] }, 'd'] },
      'e\u2069',
    ]);
    expect(isolatedRuns('plain')).toEqual(['plain']);
    expect(isolatedRuns('')).toEqual([]);
  });
});
