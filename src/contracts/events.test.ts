import { describe, expect, it } from 'vitest';
import { choiceTranslationMap, TRANSLATION_NEEDED_PLACEHOLDER } from './events';

describe('choiceTranslationMap', () => {
  it('maps translated choices to base ones by position; skips other lengths, blanks and the placeholder; base wins', () => {
    const map = choiceTranslationMap({
      choices: ['Free', 'Team', 'Enterprise'],
      translations: {
        fr: { choices: ['Gratuite', 'Équipe', 'Entreprise'] },
        de: { choices: ['Kostenlos', 'Free', TRANSLATION_NEEDED_PLACEHOLDER] },
        es: { choices: ['Gratis', 'Equipo'] },
        it: { choices: [' ', 'Squadra', 'Impresa'] },
      },
    });
    expect(map.get('Équipe')).toBe('Team');
    expect(map.get('Kostenlos')).toBe('Free');
    // "Free" in the German list sits at Team's place, but a base choice keeps its own meaning.
    expect(map.get('Free')).toBe('Free');
    expect(map.has(TRANSLATION_NEEDED_PLACEHOLDER)).toBe(false);
    expect(map.has('Gratis')).toBe(false);
    expect(map.has(' ')).toBe(false);
    expect(map.get('Squadra')).toBe('Team');
    expect(choiceTranslationMap({ choices: null })).toEqual(new Map());
  });
});
