import { describe, expect, it } from 'vitest';
import type { Survey } from '../../../../contracts/survey';
import { ApiError } from '../../../../lib/api/api-error';
import { buildSeed } from '../../../../mocks/seed';
import { moveQuestion } from './question-ops';
import { SHUFFLE_WITH_BRANCHING, surveyEditorSchema } from './editor-schema';
import {
  changedBody,
  toEditorValues,
  toWriteBody,
  withServerQuestionIds,
  type SurveyEditorValues,
} from './editor-values';
import { describeField, fieldForServerError } from './form-errors';

const NOW = new Date('2026-11-23T12:00:00Z');
const seeded = (name: string): Survey => {
  const found = buildSeed().surveys.find((stored) => stored.survey.name === name);
  if (!found) throw new Error(`no seeded survey ${name}`);
  return found.survey;
};
const load = (survey: Survey | null) => toEditorValues(survey).values;
const problems = (values: SurveyEditorValues) => {
  const result = surveyEditorSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('PATCH of the changed fields only', () => {
  it('an untouched survey sends nothing, even after a round trip through the form', () => {
    for (const stored of buildSeed().surveys) {
      const values = load(stored.survey);
      expect(changedBody(values, structuredClone(values), NOW)).toEqual({});
    }
  });

  it('a renamed survey sends only its name; an edited question sends the questions, unknown keys included', () => {
    const survey = seeded('NPS with follow-ups');
    Object.assign(survey.questions![1]!, { translations: { fr: { question: 'Désolé' } } });
    const initial = load(survey);
    const renamed = { ...structuredClone(initial), name: 'NPS, renamed' };
    expect(changedBody(initial, renamed, NOW)).toEqual({ name: 'NPS, renamed' });

    const edited = structuredClone(initial);
    edited.questions[1]!.question = 'What should we fix first?';
    const body = changedBody(initial, edited, NOW);
    expect(Object.keys(body)).toEqual(['questions']);
    expect(body.questions![1]).toMatchObject({
      question: 'What should we fix first?',
      id: survey.questions![1]!.id,
      translations: { fr: { question: 'Désolé' } },
    });
  });

  it('a moved question sends the questions with every rule re-indexed to the same question', () => {
    const survey = seeded('NPS with follow-ups');
    const initial = load(survey);
    const moved = { ...structuredClone(initial), questions: moveQuestion(initial.questions, 3, 0) };
    const questions = changedBody(initial, moved, NOW).questions!;
    const byText = (index: number | 'end') => (index === 'end' ? 'end' : questions[index]!.question);
    const nps = questions.find((question) => question.type === 'rating')!;
    expect(nps.branching?.type).toBe('response_based');
    const values = (nps.branching as { responseValues: Record<string, number | 'end'> }).responseValues;
    const original = survey.questions!;
    const originalValues = (original[0]!.branching as { responseValues: Record<string, number | 'end'> })
      .responseValues;
    for (const [key, target] of Object.entries(originalValues)) {
      expect(byText(values[key]!)).toBe(target === 'end' ? 'end' : original[target]!.question);
    }
  });

  it('fields the editor does not know are never sent', () => {
    const survey = {
      ...seeded('Beta feedback'),
      form_content: { layout: 'kept' },
      base_language: 'fr',
    } as Survey;
    const values = load(survey);
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
  it('accepts every seeded survey except the broken loop', () => {
    for (const stored of buildSeed().surveys) {
      const result = problems(load(stored.survey));
      if (stored.survey.name === 'Broken flow: loop')
        expect(Object.values(result).join(' ')).toMatch(/endless loop/);
      else expect(result, stored.survey.name).toEqual({});
    }
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
    ['schedule.endAt', 'Schedule › Stop at'],
    ['appearance.backgroundColor', 'Appearance › Background colour'],
    ['conditions.seenSurveyWaitPeriodInDays', 'Display conditions › Wait after another survey'],
    ['targeting.filters.groups.0.properties.1.value', 'Targeting › group 1 › condition 2'],
    ['targeting.filters.groups.1.rollout_percentage', 'Targeting › group 2'],
    ['appearance.fontFamily', 'Appearance › font family'],
  ])('%s → %s', (path, words) => {
    expect(describeField(path)).toBe(words);
  });
});
