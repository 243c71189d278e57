import { describe, expect, it } from 'vitest';
import { withoutIsolates } from '@/lib/bidi';
import { applyMerge, conflictsOf, mergeSurveys, resolvedSide } from './survey-merge';
import { writeBody } from './survey-write';
import { withWrite, type SurveyLike } from './survey-shape';

const q = (id: string, question: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'open',
  question,
  ...extra,
});

const base: SurveyLike = {
  id: 's1',
  name: 'NPS',
  description: '',
  questions: [q('a', 'First?'), q('b', 'Second?'), q('c', 'Third?')],
  appearance: { backgroundColor: '#eeeded', textColor: 'black' },
  conditions: null,
  linked_flag: null,
  targeting_flag: null,
  iteration_count: null,
  iteration_frequency_days: null,
};

const edit = (changes: SurveyLike): SurveyLike => ({ ...structuredClone(base), ...changes });
const texts = (survey: SurveyLike) =>
  (survey.questions as { question: string }[]).map((question) => question.question);

describe('mergeSurveys', () => {
  it('fields only one side changed merge by themselves; the write sends only mine', () => {
    const mine = edit({ description: 'Asked after checkout' });
    const theirs = edit({ name: 'NPS (Q4)' });
    const merge = mergeSurveys(base, mine, theirs);
    expect(merge.units.map((unit) => [unit.id, unit.changedBy, unit.conflict])).toEqual([
      ['name', 'theirs', false],
      ['description', 'mine', false],
    ]);
    const { survey } = applyMerge(merge, {});
    expect(survey).toMatchObject({ name: 'NPS (Q4)', description: 'Asked after checkout' });
    expect(writeBody(theirs, survey)).toEqual({ description: 'Asked after checkout' });
  });

  it('a field both changed the same way is no conflict; changed differently, the user picks', () => {
    const same = mergeSurveys(base, edit({ name: 'X' }), edit({ name: 'X' }));
    expect(conflictsOf(same)).toEqual([]);
    const mine = edit({ name: 'Mine' });
    const theirs = edit({ name: 'Theirs' });
    const merge = mergeSurveys(base, mine, theirs);
    expect(conflictsOf(merge).map((unit) => [unit.id, unit.mine, unit.theirs])).toEqual([
      ['name', 'Mine', 'Theirs'],
    ]);
    expect(() => applyMerge(merge, {})).toThrow(/not been settled/);
    expect(writeBody(theirs, applyMerge(merge, { name: 'mine' }).survey)).toEqual({ name: 'Mine' });
    expect(writeBody(theirs, applyMerge(merge, { name: 'theirs' }).survey)).toEqual({});
  });

  it('appearance merges key by key', () => {
    const mine = edit({ appearance: { backgroundColor: '#eeeded', textColor: 'navy' } });
    const theirs = edit({ appearance: { backgroundColor: '#ffffff', textColor: 'black', position: 'left' } });
    const { survey } = applyMerge(mergeSurveys(base, mine, theirs), {});
    expect(survey.appearance).toEqual({ backgroundColor: '#ffffff', textColor: 'navy', position: 'left' });
    expect(writeBody(theirs, survey)).toEqual({ appearance: survey.appearance });
  });

  it('questions merge one by one: their rewording and mine both stay', () => {
    const mine = edit({ questions: [q('a', 'First?'), q('b', 'Second, mine?'), q('c', 'Third?')] });
    const theirs = edit({ questions: [q('a', 'First, theirs?'), q('b', 'Second?'), q('c', 'Third?')] });
    const merge = mergeSurveys(base, mine, theirs);
    expect(conflictsOf(merge)).toEqual([]);
    const { survey } = applyMerge(merge, {});
    expect(texts(survey)).toEqual(['First, theirs?', 'Second, mine?', 'Third?']);
    expect(writeBody(theirs, survey)).toEqual({ questions: survey.questions });
  });

  it('keeps my rules on the same questions when they added a question before them', () => {
    // I route Q1 to "Third?" (index 2); they insert a question at the top, so "Third?" is now index 3.
    const mine = edit({
      questions: [
        q('a', 'First?', { branching: { type: 'specific_question', index: 2 } }),
        q('b', 'Second?'),
        q('c', 'Third?'),
      ],
    });
    const theirs = edit({
      questions: [q('z', 'Zeroth?'), q('a', 'First?'), q('b', 'Second?'), q('c', 'Third?')],
    });
    const { survey, notes } = applyMerge(mergeSurveys(base, mine, theirs), {});
    expect(texts(survey)).toEqual(['Zeroth?', 'First?', 'Second?', 'Third?']);
    expect((survey.questions as Record<string, unknown>[])[1]!.branching).toEqual({
      type: 'specific_question',
      index: 3,
    });
    expect(notes).toEqual([]);
  });

  it('new questions on both sides are both kept, each after the question it followed', () => {
    const mine = edit({
      questions: [
        q('a', 'First?'),
        q('b', 'Second?'),
        { type: 'open', question: 'Mine new?' },
        q('c', 'Third?'),
      ],
    });
    const theirs = edit({
      questions: [q('a', 'First?'), q('b', 'Second?'), q('c', 'Third?'), q('t', 'Theirs new?')],
    });
    const { survey } = applyMerge(mergeSurveys(base, mine, theirs), {});
    expect(texts(survey)).toEqual(['First?', 'Second?', 'Mine new?', 'Third?', 'Theirs new?']);
  });

  it('a question I edited and they removed is a conflict: keep it, or let it go', () => {
    const mine = edit({ questions: [q('a', 'First?'), q('b', 'Second, edited?'), q('c', 'Third?')] });
    const theirs = edit({ questions: [q('a', 'First?'), q('c', 'Third?')] });
    const merge = mergeSurveys(base, mine, theirs);
    const [conflict] = conflictsOf(merge);
    expect(conflict).toMatchObject({ id: 'question:id:b', kind: 'question', theirs: undefined });
    expect(conflict!.positions).toEqual({ base: 1, mine: 1, theirs: null });
    expect(texts(applyMerge(merge, { 'question:id:b': 'mine' }).survey)).toEqual([
      'First?',
      'Second, edited?',
      'Third?',
    ]);
    expect(texts(applyMerge(merge, { 'question:id:b': 'theirs' }).survey)).toEqual(['First?', 'Third?']);
  });

  it('both reordering differently is one conflict on the order; one side reordering wins by itself', () => {
    const mine = edit({ questions: [q('c', 'Third?'), q('a', 'First?'), q('b', 'Second?')] });
    const theirs = edit({ questions: [q('b', 'Second?'), q('a', 'First?'), q('c', 'Third?')] });
    const merge = mergeSurveys(base, mine, theirs);
    expect(conflictsOf(merge).map((unit) => unit.id)).toEqual(['question-order']);
    expect(texts(applyMerge(merge, { 'question-order': 'mine' }).survey)).toEqual([
      'Third?',
      'First?',
      'Second?',
    ]);
    expect(texts(applyMerge(merge, { 'question-order': 'theirs' }).survey)).toEqual([
      'Second?',
      'First?',
      'Third?',
    ]);
    const onlyMine = mergeSurveys(base, mine, edit({ name: 'Renamed' }));
    expect(texts(applyMerge(onlyMine, {}).survey)).toEqual(['Third?', 'First?', 'Second?']);
  });

  it('a rule of mine pointing at a question they removed goes to the next question, and says so', () => {
    const mine = edit({
      questions: [
        q('a', 'First?', { branching: { type: 'specific_question', index: 2 } }),
        q('b', 'Second?'),
        q('c', 'Third?'),
      ],
    });
    const theirs = edit({ questions: [q('a', 'First?'), q('b', 'Second?')] });
    const { survey, notes } = applyMerge(mergeSurveys(base, mine, theirs), {});
    expect((survey.questions as Record<string, unknown>[])[0]).toEqual(q('a', 'First?'));
    expect(notes.map(withoutIsolates)).toEqual([
      'Q1 “First?” had a rule pointing at a question that is no longer in the survey; those answers now go to the next question.',
    ]);
  });
});

describe('questions that share an id', () => {
  // The server accepts two questions with one id; each is still a question of its own.
  const twins = edit({
    questions: [q('same-id', 'QUESTION A'), q('same-id', 'QUESTION B'), q('other-id', 'QUESTION C')],
  });
  const reworded = (survey: SurveyLike, index: number, text: string) => {
    const questions = structuredClone(survey.questions) as { question: string }[];
    questions[index]!.question = text;
    return { ...survey, questions };
  };

  it('get a merge key each, so both stay when only another question changed', () => {
    const merge = mergeSurveys(twins, reworded(twins, 2, 'QUESTION C, reworded'), structuredClone(twins));
    expect(new Set(merge.keys.base).size).toBe(3);
    expect(new Set(merge.keys.mine).size).toBe(3);
    expect(merge.units.map((unit) => [unit.changedBy, unit.conflict])).toEqual([['mine', false]]);
    const { survey } = applyMerge(merge, {});
    expect(texts(survey)).toEqual(['QUESTION A', 'QUESTION B', 'QUESTION C, reworded']);
    expect(writeBody(twins, survey)).toEqual({ questions: expect.any(Array) });
  });

  it('merge one by one: their rewording of one twin and mine of the other both stay', () => {
    const merge = mergeSurveys(
      twins,
      reworded(twins, 1, 'QUESTION B, mine'),
      reworded(twins, 0, 'QUESTION A, theirs'),
    );
    expect(conflictsOf(merge)).toEqual([]);
    const { survey } = applyMerge(merge, {});
    expect(texts(survey)).toEqual(['QUESTION A, theirs', 'QUESTION B, mine', 'QUESTION C']);
    expect((survey.questions as { id: string }[]).map((question) => question.id)).toEqual([
      'same-id',
      'same-id',
      'other-id',
    ]);
  });

  it('a twin added on one side and a twin removed on the other are kept apart', () => {
    const mine = edit({ questions: [...(twins.questions as unknown[]), q('same-id', 'QUESTION D')] });
    const theirs = edit({ questions: [q('same-id', 'QUESTION B'), q('other-id', 'QUESTION C')] });
    const merge = mergeSurveys(twins, mine, theirs);
    expect(new Set(merge.keys.mine).size).toBe(4);
    expect(new Set(merge.keys.theirs).size).toBe(2);
    const { survey } = applyMerge(merge, {});
    expect(texts(survey)).toEqual(['QUESTION B', 'QUESTION C', 'QUESTION D']);
  });
});

describe('parts named like built-in object properties', () => {
  it('are parts like any other: an unpicked conflict stays unpicked, a pick by such a name counts', () => {
    const appearance = base.appearance as Record<string, unknown>;
    const mine = edit({ constructor: 'mine', appearance: { ...appearance, toString: 'mine' } });
    const theirs = edit({ constructor: 'theirs', appearance: { ...appearance, toString: 'theirs' } });
    const merge = mergeSurveys(base, mine, theirs);
    expect(conflictsOf(merge).map((unit) => unit.id)).toEqual(['appearance.toString', 'constructor']);
    for (const unit of conflictsOf(merge)) expect(resolvedSide(unit, {})).toBeNull();
    expect(() => applyMerge(merge, {})).toThrow('has not been settled');
    const { survey } = applyMerge(merge, {
      constructor: 'mine' as const,
      'appearance.toString': 'theirs',
    });
    expect(survey.constructor).toBe('mine');
    expect((survey.appearance as Record<string, unknown>).toString).toBe('theirs');
  });

  it('a part I removed is removed, never replaced by what every object inherits', () => {
    const appearance = base.appearance as Record<string, unknown>;
    const withThem = edit({ valueOf: 'x', appearance: { ...appearance, constructor: 'x' } });
    const merge = mergeSurveys(withThem, edit({}), edit({ valueOf: 'x', appearance: withThem.appearance }));
    const { survey } = applyMerge(merge, {});
    expect(Object.hasOwn(survey, 'valueOf')).toBe(false);
    expect(Object.hasOwn(survey.appearance as object, 'constructor')).toBe(false);
  });

  it('a part named __proto__ is carried as data', () => {
    const mine = edit({ appearance: JSON.parse('{"backgroundColor":"#eeeded","__proto__":"x"}') as unknown });
    const { survey } = applyMerge(mergeSurveys(base, mine, edit({})), {});
    const merged = survey.appearance as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(merged, '__proto__')?.value).toBe('x');
  });
});

describe('writeBody', () => {
  it('sends fields the server reads together together', () => {
    const current = edit({
      iteration_count: 2,
      iteration_frequency_days: 30,
      linked_flag: { id: 4, key: 'f' },
    });
    const next = { ...current, iteration_count: 3 };
    // The update re-reads the frequency whenever the count is sent.
    expect(writeBody(current, next)).toEqual({ iteration_count: 3, iteration_frequency_days: 30 });
    const variant = { ...current, conditions: { linkedFlagVariant: 'test' } };
    expect(writeBody(current, variant)).toEqual({
      conditions: { linkedFlagVariant: 'test' },
      linked_flag_id: 4,
    });
  });

  it('sends targeting as new filters or a removal, and the linked flag by id', () => {
    const targeted = edit({ targeting_flag: { id: 9, key: 't', filters: { groups: [] } } });
    expect(writeBody(targeted, edit({}))).toEqual({ remove_targeting_flag: true });
    expect(writeBody(base, targeted)).toEqual({ targeting_flag_filters: { groups: [] } });
    expect(writeBody(base, edit({ linked_flag: { id: 4, key: 'f' } }))).toEqual({ linked_flag_id: 4 });
    // Derived fields never go out.
    expect(writeBody(base, edit({ internal_targeting_flag: { id: 1 }, feature_flag_keys: [] }))).toEqual({});
  });
});

describe('writeBody with fields named like built-in object properties', () => {
  it('sends them as fields: one removed goes as null, never as what every object inherits', () => {
    const current = edit({ constructor: 'a', toString: 'b' });
    expect(writeBody(current, edit({ toString: 'b' }))).toEqual({ constructor: null });
    expect(Object.hasOwn(writeBody(edit({}), edit({})), 'constructor')).toBe(false);
  });

  it('sends a field named __proto__ as data', () => {
    const next = { ...edit({}), ...(JSON.parse('{"__proto__":{"x":1}}') as SurveyLike) };
    const body = writeBody(edit({}), next);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(body))).toEqual(JSON.parse('{"__proto__":{"x":1}}'));
    // And the survey as the server will have it once it takes that write.
    const after = withWrite(edit({}), body);
    expect(Object.getPrototypeOf(after)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(after, '__proto__')?.value).toEqual({ x: 1 });
  });
});

describe('merge units in words', () => {
  it('names each unit and says what each side did to it', async () => {
    const { unitChangeWords, unitLabel } = await import('./survey-merge-words');
    const mine = edit({
      name: 'Mine',
      questions: [q('a', 'First?', { optional: true }), q('b', 'Second, mine?'), q('c', 'Third?')],
    });
    const theirs = edit({
      name: 'Theirs',
      questions: [q('a', 'First?'), q('c', 'Third?'), q('b', 'Second?')],
    });
    const merge = mergeSurveys(base, mine, theirs);
    expect(
      merge.units.map((unit) => [
        withoutIsolates(unitLabel(unit)),
        ...(['theirs', 'mine'] as const).map((side) => {
          const words = unitChangeWords(merge, unit, side);
          return words === null ? null : withoutIsolates(words);
        }),
      ]),
    ).toEqual([
      ['Name', '“NPS” → “Theirs”', '“NPS” → “Mine”'],
      ['Q1 “First?”', null, 'optional (empty) → on'],
      ['Q2 “Second?”', null, 'reworded to “Second, mine?”'],
      ['Question order', 'now “First?”, “Third?”, “Second?”', null],
    ]);
  });
});

describe('JSON nested deeper than Surveyor reads', () => {
  it('is left out of the diff, the merge, the write and the history instead of overflowing the stack', async () => {
    const { diffSurveys } = await import('./survey-diff');
    const { rebuildHistory } = await import('./survey-history');
    let deep: unknown = 'leaf';
    for (let level = 0; level < 50_000; level += 1) deep = { a: deep };
    const stored = edit({ appearance: { backgroundColor: '#eeeded', theme: deep }, translations: deep });
    const mine = { ...stored, description: 'Mine' };
    const theirs = { ...stored, name: 'Theirs', appearance: { backgroundColor: '#ffffff', theme: deep } };
    expect(diffSurveys(stored, theirs).settings.map((change) => change.path)).toEqual([
      'name',
      'appearance.backgroundColor',
    ]);
    const { survey } = applyMerge(mergeSurveys(stored, mine, theirs), {});
    expect(writeBody(theirs, survey)).toEqual({ description: 'Mine' });
    const versions = rebuildHistory(theirs, []);
    expect(versions).toEqual([expect.objectContaining({ current: true, survey: theirs })]);
  });
});
