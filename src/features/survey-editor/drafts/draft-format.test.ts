// What a draft holds, and the drafts that are never applied: damaged, of an older or another format,
// without their base, or whose values do not have the editor's shape (see
// docs/decisions/0013-drafts-keep-their-base.md).
import { describe, expect, it } from 'vitest';
import { readSurvey } from '@/contracts/survey';
import { draftBaseJson, draftText, readDraft, valuesProblem } from './draft-format';
import { baselineOf, type SurveyEditorValues } from '../document/editor-values';
import { savedAtOf } from './draft-storage';

let counter = 0;
const stored = { id: 's1', name: 'Stored', questions: [{ id: 'q1', type: 'open', question: 'Why?' }] };
const { baseline } = baselineOf(readSurvey(stored).value, undefined, () => `uid-${(counter += 1)}`);
const reference = baselineOf(null, { name: 'Draft test' }, () => `uid-${(counter += 1)}`).baseline.values;
const NOW = new Date('2026-01-01T00:00:00Z');

describe('a draft as stored', () => {
  it('holds its format, date, base and values, and reads back', () => {
    const text = draftText(draftBaseJson(baseline), reference, NOW);
    expect(text.startsWith('{"format":2,"savedAt":"2026-01-01T00:00:00.000Z"')).toBe(true);
    expect(savedAtOf(text)).toBe('2026-01-01T00:00:00.000Z');
    const read = readDraft(text, { isNew: false });
    expect(read).toEqual({
      ok: true,
      draft: {
        savedAt: '2026-01-01T00:00:00.000Z',
        // The schedule as the editor read it travels with the base.
        base: { stored, uids: ['q-q1'], schedule: baseline.values.schedule },
        values: reference,
      },
    });
    // A new survey's draft has no base.
    expect(draftBaseJson({ values: reference, stored: null })).toBe('null');
    expect(readDraft(draftText('null', reference, NOW), { isNew: true })).toMatchObject({
      ok: true,
      draft: { base: null },
    });
  });

  it.each([
    ['damaged text', '{not json', 'its text is damaged'],
    ['not an object', '[1,2]', 'its text is damaged'],
    [
      'the older format (no base)',
      '{"savedAt":"2026-01-01T00:00:00Z","values":{"questions":[{"uid":"x","rule":{}}]}}',
      'it was written by an older version of Surveyor, which did not keep the version of the survey it was edited from, so restoring it could undo what others saved since',
    ],
    [
      'another format',
      '{"format":3,"savedAt":"2026-01-01T00:00:00Z","base":null,"values":{}}',
      'it was written by another version of Surveyor (draft format 3)',
    ],
    ['no date', '{"format":2,"base":null,"values":{}}', 'it does not say when it was written'],
    [
      'no base',
      '{"format":2,"savedAt":"2026-01-01T00:00:00Z","base":null,"values":{}}',
      'it does not hold the version of the survey it was edited from',
    ],
    [
      'a base without uids',
      '{"format":2,"savedAt":"2026-01-01T00:00:00Z","base":{"stored":{"id":"s1"}},"values":{}}',
      'it does not hold the version of the survey it was edited from',
    ],
    [
      'no values',
      '{"format":2,"savedAt":"2026-01-01T00:00:00Z","base":{"stored":{"id":"s1"},"uids":[]},"values":5}',
      'it holds no survey',
    ],
  ])('refuses %s, with the reason', (_, text, reason) => {
    expect(readDraft(text, { isNew: false })).toMatchObject({ ok: false, reason });
  });

  it('keeps the date of a draft it refuses, when it has one', () => {
    expect(readDraft('{"savedAt":"2026-01-01T00:00:00Z","values":{}}', { isNew: false })).toMatchObject({
      savedAt: '2026-01-01T00:00:00Z',
    });
  });
});

describe("a draft's values", () => {
  const problemOf = (values: unknown) => valuesProblem(values, reference);
  const notInForm = (parts: string) =>
    `its ${parts} not in the form this editor uses (damaged, or written by an older version of Surveyor)`;

  it('pass when they have the editor shape, unfinished content included', () => {
    expect(problemOf(reference)).toBeNull();
    const unfinished = structuredClone(reference);
    unfinished.name = '';
    unfinished.questions[0]!.question = '';
    expect(problemOf(unfinished)).toBeNull();
  });

  it('refuse a question without its kind and a rule without its kind, with every section missing', () => {
    expect(problemOf({ questions: [{ uid: 'x', rule: {} }] })).toBe(
      notInForm('schedule settings, appearance settings, display conditions, targeting and more are'),
    );
  });

  it('refuse a name that is not text', () => {
    expect(problemOf({ ...reference, name: 5 })).toBe(notInForm('name is'));
  });

  it('refuse a missing section', () => {
    const { schedule: _schedule, ...rest } = reference;
    expect(problemOf(rest)).toBe(notInForm('schedule settings is'));
  });

  it('refuse a rule of no known kind, naming its question', () => {
    const values = structuredClone(reference) as SurveyEditorValues;
    values.questions[0]!.rule = {} as never;
    expect(problemOf(values)).toBe(notInForm('Q1 is'));
  });

  it('refuse an empty question list', () => {
    expect(problemOf({ ...reference, questions: [] })).toBe('it holds no questions');
  });

  it('refuse what is not an object', () => {
    expect(problemOf(null)).toBe('it holds no survey');
    expect(problemOf('values')).toBe('it holds no survey');
  });

  it('accept a value the editor would not write itself when it is the survey’s own, unchanged', () => {
    // A type this version does not know, loaded from the server as it is and left alone.
    const legacy = { ...reference, type: 'a_future_type' };
    expect(valuesProblem(legacy, legacy)).toBeNull();
    expect(valuesProblem({ ...legacy, name: 'Renamed' }, legacy)).toBeNull();
    // The same value where the survey had another is the draft's own.
    expect(valuesProblem(legacy, reference)).toBe(notInForm('survey type is'));
  });

  it('compare questions by uid, so a moved legacy question is still the survey’s own', () => {
    const base = structuredClone(reference);
    base.questions.push({
      ...structuredClone(base.questions[0]!),
      uid: 'legacy',
      rule: { kind: 'odd' } as never,
    });
    const moved = { ...base, questions: [...base.questions].reverse() };
    expect(valuesProblem(moved, base)).toBeNull();
  });
});
