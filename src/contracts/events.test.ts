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

// products/surveys/backend/responses/test_fetch_rows.py @ bb9f4154 (TestBuildChoiceTranslationMap): the
// server's twin of the same rule, its cases replayed here.
describe('choiceTranslationMap agrees with build_choice_translation_map', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'maps_each_translation_back_to_its_base_choice',
      { choices: ['yes', 'no'], translations: { 'zh-cn': { choices: ['是', '否'] } } },
      { 是: 'yes', 否: 'no', yes: 'yes', no: 'no' },
    ],
    [
      'merges_multiple_languages',
      {
        choices: ['yes', 'no'],
        translations: { 'zh-cn': { choices: ['是', '否'] }, fr: { choices: ['oui', 'non'] } },
      },
      { 是: 'yes', 否: 'no', oui: 'yes', non: 'no', yes: 'yes', no: 'no' },
    ],
    [
      'skips_language_when_length_is_out_of_sync',
      { choices: ['yes', 'no', 'maybe'], translations: { fr: { choices: ['oui', 'non'] } } },
      { yes: 'yes', no: 'no', maybe: 'maybe' },
    ],
    [
      'seeds_base_choices_when_the_question_has_no_translations',
      { choices: ['yes', 'no'] },
      { yes: 'yes', no: 'no' },
    ],
    [
      'seeds_base_choices_when_translations_is_null',
      { choices: ['yes', 'no'], translations: null },
      { yes: 'yes', no: 'no' },
    ],
    [
      'ignores_question_without_choices',
      { question: 'open ended', translations: { fr: { question: 'ouvert' } } },
      {},
    ],
    [
      'ignores_malformed_translation_entries',
      { choices: ['yes', 'no'], translations: { fr: { choices: ['oui', 5] } } },
      { oui: 'yes', yes: 'yes', no: 'no' },
    ],
    [
      'skips_translation_needed_placeholder',
      { choices: ['yes', 'no'], translations: { fr: { choices: ['[Translation needed]', 'non'] } } },
      { non: 'no', yes: 'yes', no: 'no' },
    ],
    [
      'skips_empty_and_whitespace_only_translated_choices',
      { choices: ['yes', 'no'], translations: { fr: { choices: ['', '   '] } } },
      { yes: 'yes', no: 'no' },
    ],
  ];
  it.each(cases)('%s', (_name, question, expected) => {
    expect(Object.fromEntries(choiceTranslationMap(question))).toEqual(expected);
  });
});
