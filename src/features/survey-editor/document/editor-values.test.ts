import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { readSurvey, type SurveyRecord } from '@/contracts/survey';
import { ApiError } from '@/lib/api/api-error';
import { buildSeed } from '@/mocks/seed';
import { moveQuestion } from '../questions/question-ops';
import { SHUFFLE_WITH_BRANCHING, surveyEditorSchema } from './editor-schema';
import {
  baselineOf,
  pendingPatch,
  toWriteBody,
  withServerQuestionIds,
  type Baseline,
  type SurveyEditorValues,
} from './editor-values';
import { describeField, fieldForServerError } from './form-errors';
import { touchedErrors } from './touched-errors';
import { newSurveyAppearance } from '@/entities/survey/model/new-survey';

const NOW = new Date('2026-11-23T12:00:00Z');
const record = (raw: unknown): SurveyRecord => readSurvey(structuredClone(raw)).value!;
const seeded = (name: string): SurveyRecord => {
  const found = buildSeed().surveys.find((stored) => stored.survey.name === name);
  if (!found) throw new Error(`no seeded survey ${name}`);
  return record(found.survey);
};
const baseline = (source: SurveyRecord | null): Baseline => baselineOf(source).baseline;
const load = (source: SurveyRecord | null) => baseline(source).values;
const problems = (values: SurveyEditorValues) => {
  const result = surveyEditorSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
type Json = Record<string, unknown>;
/** Zod issues as react-hook-form nests them (the shape touchedErrors filters). */
function zodErrors(error: z.ZodError): FieldErrors<SurveyEditorValues> {
  const errors: Record<string, unknown> = {};
  for (const issue of error.issues) {
    let node = errors;
    issue.path.forEach((key, depth) => {
      const name = String(key);
      if (depth === issue.path.length - 1) node[name] = { message: issue.message, type: issue.code };
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  return errors as FieldErrors<SurveyEditorValues>;
}

describe('PATCH of the changed fields only', () => {
  it('an untouched survey sends nothing, even after a round trip through the form', () => {
    for (const stored of buildSeed().surveys) {
      const base = baseline(record(stored.survey));
      expect(pendingPatch(base, structuredClone(base.values), NOW)).toEqual({});
    }
  });

  it('a renamed survey sends only its name; an edited question sends the questions, unknown keys included', () => {
    const raw = buildSeed().surveys.find((stored) => stored.survey.name === 'NPS with follow-ups')!.survey;
    const copy = structuredClone(raw) as Json & { questions: Json[] };
    Object.assign(copy.questions[1]!, { translations: { fr: { question: 'Désolé' } } });
    const base = baseline(record(copy));
    const renamed = { ...structuredClone(base.values), name: 'NPS, renamed' };
    expect(pendingPatch(base, renamed, NOW)).toEqual({ name: 'NPS, renamed' });

    const edited = structuredClone(base.values);
    edited.questions[1]!.question = 'What should we fix first?';
    const body = pendingPatch(base, edited, NOW);
    expect(Object.keys(body)).toEqual(['questions']);
    expect(body.questions![1]).toMatchObject({
      question: 'What should we fix first?',
      id: copy.questions[1]!.id,
      translations: { fr: { question: 'Désolé' } },
    });
    // Every other question goes back exactly as it was stored.
    for (const index of [0, 2, 3]) expect(body.questions![index]).toEqual(copy.questions[index]);
  });

  it('a moved question sends the questions with every rule re-indexed to the same question', () => {
    const survey = seeded('NPS with follow-ups');
    const base = baseline(survey);
    const moved = { ...structuredClone(base.values), questions: moveQuestion(base.values.questions, 3, 0) };
    const questions = pendingPatch(base, moved, NOW).questions as Json[];
    const byText = (index: number | 'end') => (index === 'end' ? 'end' : questions[index]!.question);
    const nps = questions.find((question) => question.type === 'rating')!;
    const values = (nps.branching as { responseValues: Record<string, number | 'end'> }).responseValues;
    const original = survey.survey.questions!;
    const originalValues = (original[0]!.branching as { responseValues: Record<string, number | 'end'> })
      .responseValues;
    for (const [key, target] of Object.entries(originalValues)) {
      expect(byText(values[key]!)).toBe(target === 'end' ? 'end' : original[target]!.question);
    }
  });

  it('what the editor normalises on load goes back as stored unless the user changes it', () => {
    const stored = {
      id: 's1',
      name: 'Legacy',
      type: 'popover',
      appearance: { backgroundColor: '', whiteLabel: null, fontFamily: 'Inter' },
      questions: [
        { id: 'a', type: 'rating', question: 'Rate us' },
        {
          id: 'b',
          type: 'single_choice',
          question: 'Pick',
          choices: null,
          branching: { type: 'next_question' },
        },
        { id: 'c', type: 'matrix', question: 'Grid', rows: [1, 2] },
        { id: 'd', type: 'open', question: 'Why?', branching: { type: 'confirmation_message' } },
      ],
    };
    const base = baseline(record(stored));
    const values = structuredClone(base.values);
    values.questions[3]!.question = 'Why, really?';
    values.appearance = { ...values.appearance, textColor: '#111111' };
    const body = pendingPatch(base, values, NOW);
    expect(body.questions).toEqual([
      stored.questions[0],
      stored.questions[1],
      stored.questions[2],
      { ...stored.questions[3], question: 'Why, really?' },
    ]);
    expect(body.appearance).toEqual({ ...stored.appearance, textColor: '#111111' });
  });

  it('a question Surveyor cannot read moves with its rules and goes back as stored', () => {
    const stored = {
      id: 's2',
      name: 'Unknown kind',
      type: 'api',
      questions: [
        { id: 'a', type: 'open', question: 'First' },
        { id: 'b', type: 'matrix', question: 'Grid', branching: { type: 'specific_question', index: 0 } },
      ],
    };
    const base = baseline(record(stored));
    expect(base.values.questions[1]).toMatchObject({ type: 'unreadable', rule: { kind: 'question' } });
    const moved = { ...structuredClone(base.values), questions: moveQuestion(base.values.questions, 1, 0) };
    expect(pendingPatch(base, moved, NOW).questions).toEqual([
      { ...stored.questions[1], branching: { type: 'specific_question', index: 1 } },
      stored.questions[0],
    ]);
  });

  it('parts whose stored value could not be read are never sent', () => {
    const base = baseline(
      record({ id: 's3', name: 'Odd', type: 'popover', appearance: 'dark', questions: [] }),
    );
    const values = { ...structuredClone(base.values), appearance: { backgroundColor: '#000000' } };
    expect(pendingPatch(base, values, NOW, new Set(['appearance']))).toEqual({});
  });

  it('fields the editor does not know are never sent', () => {
    const raw = buildSeed().surveys.find((stored) => stored.survey.name === 'Beta feedback')!.survey;
    const values = load(record({ ...raw, form_content: { layout: 'kept' }, base_language: 'fr' }));
    const full = toWriteBody(values, NOW) as Record<string, unknown>;
    expect(full).not.toHaveProperty('form_content');
    expect(full).not.toHaveProperty('base_language');
    expect(full).not.toHaveProperty('id');
    expect(full).not.toHaveProperty('created_at');
  });

  it('a new survey gets a full body with questions in the API shape', () => {
    const body = toWriteBody({ ...load(null), name: '  Spaced name  ' }, NOW);
    expect(body).toMatchObject({
      name: 'Spaced name',
      type: 'popover',
      questions: [{ type: 'open', question: '' }],
    });
    expect(body.questions![0]).not.toHaveProperty('uid');
    expect(body.questions![0]).not.toHaveProperty('rule');
  });

  it('after a create, questions take the ids the server gave them and keep their uids', () => {
    const values = { ...load(null), name: 'x' };
    const saved = withServerQuestionIds(values, {
      questions: [{ type: 'open', question: '', id: 'server-id' }],
    });
    expect(saved.questions[0]).toMatchObject({ id: 'server-id', uid: values.questions[0]!.uid });
  });
});

describe('the editor schema', () => {
  it('accepts every seeded survey except the broken loop and the legacy shapes it would not write', () => {
    const refused: Record<string, RegExp> = {
      'Broken flow: loop': /endless loop/,
      'Legacy: rating without scale': /Choose how ratings are shown/,
      'Legacy: 600 iterations': /Repeat between 1 and 500 times/,
    };
    for (const stored of buildSeed().surveys) {
      const result = problems(load(record(stored.survey)));
      const expected = refused[stored.survey.name];
      if (expected) expect(Object.values(result).join(' ')).toMatch(expected);
      else expect(result, stored.survey.name).toEqual({});
    }
  });

  it('a problem in a part the user did not touch never blocks a save; one in what they changed does', () => {
    for (const name of Object.keys({
      'Broken flow: loop': 0,
      'Legacy: rating without scale': 0,
      'Legacy: 600 iterations': 0,
    })) {
      const base = baseline(seeded(name));
      const renamed = { ...structuredClone(base.values), name: `${name} (renamed)` };
      const result = surveyEditorSchema.safeParse(renamed);
      const errors = result.success ? {} : zodErrors(result.error);
      expect(touchedErrors(errors, base.values, renamed), name).toEqual({});
    }
    // Even in the same question: rewording the rating without a display leaves its display as stored…
    const base = baseline(seeded('Legacy: rating without scale'));
    const touched = (values: SurveyEditorValues) => {
      const result = surveyEditorSchema.safeParse(values);
      return touchedErrors(result.success ? {} : zodErrors(result.error), base.values, values);
    };
    const edited = structuredClone(base.values);
    edited.questions[0]!.question = 'How was your month?';
    expect(touched(edited)).toEqual({});
    // …while choosing a display without a scale is the user's change, and its problem is new.
    (edited.questions[0] as { display?: string }).display = 'emoji';
    expect(Object.keys(touched(edited))).toEqual(['questions']);
  });

  it('needs a name of at most 400 characters', () => {
    const values = load(seeded('Churn reasons'));
    expect(problems({ ...values, name: '   ' })).toEqual({ name: 'Give the survey a name.' });
    expect(problems({ ...values, name: 'x'.repeat(401) })).toEqual({
      name: 'Names can be at most 400 characters.',
    });
    expect(problems({ ...values, name: 'x'.repeat(400) })).toEqual({});
  });

  it('refuses shuffled questions together with branching, on the shuffle switch', () => {
    const values = load(seeded('NPS with follow-ups'));
    expect(problems({ ...values, appearance: { ...values.appearance, shuffleQuestions: true } })).toEqual({
      'appearance.shuffleQuestions': SHUFFLE_WITH_BRANCHING,
    });
    const plain = load(seeded('Churn reasons'));
    expect(problems({ ...plain, appearance: { ...plain.appearance, shuffleQuestions: true } })).toEqual({});
  });
});

describe('server errors land on fields', () => {
  const error = (detail: string, attr: string | null, code = 'invalid_input') =>
    new ApiError({ kind: 'http', status: 400, type: 'validation_error', code, detail, attr });
  it.each([
    [error('There is already a survey with this name.', null, 'unique'), 'name'],
    [error('This field may not be blank.', 'name', 'blank'), 'name'],
    [error('Question text is required', 'questions'), 'questions'],
    [
      error(
        'Question shuffling and question branching cannot be used together. Please disable one of these features.',
        null,
      ),
      'appearance.shuffleQuestions',
    ],
    [
      error('Ensure this value is less than or equal to 500.', 'iteration_count', 'max_value'),
      'schedule.iterationCount',
    ],
  ])('%s → %s', (apiError, field) => {
    expect(fieldForServerError(apiError)).toBe(field);
  });
  it('a 500 or a network failure is not a field error', () => {
    expect(
      fieldForServerError(
        new ApiError({
          kind: 'http',
          status: 500,
          type: 'server_error',
          code: 'error',
          detail: 'boom',
          attr: null,
        }),
      ),
    ).toBeNull();
    expect(fieldForServerError(new Error('offline'))).toBeNull();
  });
});

describe('problems in words', () => {
  it.each([
    ['questions.2.choices.1', 'Q3 choice 2'],
    ['questions.0.rule', 'Q1 branching'],
    ['questions.4.link', 'Q5 link'],
    ['questions.1.question', 'Q2 text'],
    ['questions.3.lowerBoundLabel', 'Q4 lowest rating label'],
    ['questions', 'Questions'],
    ['name', 'Survey name'],
    ['schedule.startAt', 'Schedule › Open on'],
    ['appearance.backgroundColor', 'Appearance › Background colour'],
    ['conditions.seenSurveyWaitPeriodInDays', 'Display conditions › Wait after another survey'],
    ['targeting.filters.groups.0.properties.1.value', 'Targeting › group 1 › condition 2'],
    ['targeting.filters.groups.1.rollout_percentage', 'Targeting › group 2'],
    ['appearance.fontFamily', 'Appearance › font family'],
  ])('%s → %s', (path, words) => {
    expect(describeField(path)).toBe(words);
  });
});

describe('a new survey', () => {
  it('starts from the look it is given (the project’s theme), or PostHog’s alone', () => {
    const themed = newSurveyAppearance({ appearance: { backgroundColor: '#eef2ff' } });
    const values = baselineOf(null, { appearance: themed }).baseline.values;
    expect(values.appearance).toEqual(themed);
    expect(toWriteBody(values, NOW).appearance).toMatchObject({ backgroundColor: '#eef2ff' });
    expect(load(null).appearance).toEqual(newSurveyAppearance(null));
  });
});
