import { describe, expect, it } from 'vitest';
import { apiErrorBody, paginated } from './common';
import { projectList, projectUpdateBody, readProjectListItem } from './project';
import type { UnreadableRecord } from './readable';
import { isUnreadable, readItems, schemaReader } from './readable';
import { readSurvey, surveyCreateBody, surveyImportBody } from './survey';
import { branching } from './survey-branching';
import { completeQuestion, readQuestion } from './survey-questions';
import { z } from 'zod';

const teamBasic = {
  id: 1,
  uuid: 'u',
  organization: 'o',
  api_token: 'phc_x',
  name: 'P',
  completed_snippet_onboarding: false,
  has_completed_onboarding_for: null,
  ingested_event: false,
  is_demo: false,
  timezone: 'UTC',
};

describe('contracts', () => {
  it('paginated envelope: count and results are required, next and previous may be absent', () => {
    const list = paginated(readItems(schemaReader(z.object({ id: z.number() }))));
    expect(list.safeParse({ count: 0, next: null, previous: null, results: [] }).success).toBe(true);
    expect(list.safeParse({ count: 0, results: [] }).success).toBe(true);
    expect(list.safeParse({ count: 3 }).success).toBe(false);
  });

  it('a count Surveyor cannot use is no count: the rows stay, the total is unknown (null)', () => {
    const list = paginated(readItems(schemaReader(z.object({ id: z.number() }))));
    const results = [{ id: 1 }];
    for (const count of [-1, 2.5, '12', null, undefined, Number.NaN, {}])
      expect(list.parse({ count, next: 'https://x/?offset=1', results }), String(count)).toMatchObject({
        count: null,
        next: 'https://x/?offset=1',
        results,
      });
    expect(list.parse({ results }).count).toBeNull();
    expect(list.parse({ count: 7, results }).count).toBe(7);
  });

  it('one item that cannot be read takes its own row, never the page', () => {
    const page = projectList.parse({
      count: 3,
      results: [teamBasic, { name: 'no id' }, { ...teamBasic, id: 2 }],
    });
    expect(page.results).toHaveLength(3);
    expect(isUnreadable(page.results[1])).toBe(true);
    expect((page.results[1] as UnreadableRecord).name).toBe('no id');
    expect(
      page.results.filter((item) => !isUnreadable(item)).map((item) => (item as { id: number }).id),
    ).toEqual([1, 2]);
  });

  it('keeps unknown fields so saving never drops them', () => {
    const { value } = readProjectListItem({ ...teamBasic, brand_new_field: { a: 1 } });
    expect(value).toHaveProperty('brand_new_field', { a: 1 });
  });

  it('reads every question kind leniently and keeps what it cannot read as it came', () => {
    expect(readQuestion({ type: 'open', question: 'Why?' }).type).toBe('open');
    // PostHog's request schema makes display, scale and the labels optional.
    expect(readQuestion({ type: 'rating', question: 'Rate' })).toMatchObject({
      type: 'rating',
      question: 'Rate',
    });
    expect(readQuestion({ type: 'rating', question: 'Rate', display: 'stars', scale: 4 })).toMatchObject({
      display: 'stars',
      scale: 4,
    });
    expect(readQuestion({ type: 'multiple_choice', question: 'Pick', choices: null })).toMatchObject({
      choices: [],
    });
    const matrix = readQuestion({ type: 'matrix', question: 'Grid', rows: [1] }, 2);
    expect(matrix).toMatchObject({ type: 'unreadable', storedType: 'matrix', question: 'Grid' });
    expect(matrix.type === 'unreadable' && matrix.problem).toMatch(/Q3 is a “matrix” question/);
    expect(readQuestion('not a question')).toMatchObject({ type: 'unreadable', storedType: null });
    const badChoices = readQuestion({ type: 'single_choice', question: 'Pick', choices: 'a,b' });
    expect(badChoices.type === 'unreadable' && badChoices.problem).toMatch(
      /choices: expected a list, got text/,
    );
  });

  it('reads legacy and unknown branching types, as the SDK does', () => {
    expect(
      readQuestion({ type: 'open', question: 'x', branching: { type: 'confirmation_message' } }).branching,
    ).toEqual({
      type: 'confirmation_message',
    });
    // Not an object: the SDK reads `branching?.type` and finds none.
    expect(readQuestion({ type: 'open', question: 'x', branching: 'end' }).branching).toBeNull();
  });

  it('writes only the four branching kinds the SDK follows', () => {
    expect(branching.safeParse({ type: 'next_question' }).success).toBe(true);
    expect(branching.safeParse({ type: 'specific_question', index: 2 }).success).toBe(true);
    expect(branching.safeParse({ type: 'specific_question', index: 1.5 }).success).toBe(false);
    expect(branching.safeParse({ type: 'response_based', responseValues: { '0': 'later' } }).success).toBe(
      false,
    );
    expect(branching.safeParse({ type: 'confirmation_message' }).success).toBe(false);
  });

  it('an imported question must be complete, unlike one read from the server', () => {
    const rating = { type: 'rating', question: 'Rate' };
    expect(completeQuestion.safeParse(rating).success).toBe(false);
    expect(
      completeQuestion.safeParse({
        ...rating,
        display: 'number',
        scale: 10,
        lowerBoundLabel: 'a',
        upperBoundLabel: 'b',
      }).success,
    ).toBe(true);
    expect(completeQuestion.safeParse({ type: 'essay', question: 'x' }).success).toBe(false);
    expect(surveyImportBody.safeParse({ name: 'S', type: 'api', questions: [rating] }).success).toBe(false);
  });

  it('survey write shape needs name and type on create', () => {
    expect(surveyCreateBody.safeParse({ name: 'S', type: 'popover' }).success).toBe(true);
    expect(surveyCreateBody.safeParse({ name: 'S' }).success).toBe(false);
    expect(surveyCreateBody.safeParse({ name: '', type: 'api' }).success).toBe(false);
  });

  it('project update body bounds', () => {
    expect(projectUpdateBody.safeParse({ session_recording_sample_rate: '0.50' }).success).toBe(true);
    expect(projectUpdateBody.safeParse({ session_recording_sample_rate: '1.50' }).success).toBe(false);
    expect(
      projectUpdateBody.safeParse({ session_recording_minimum_duration_milliseconds: 40000 }).success,
    ).toBe(false);
    expect(projectUpdateBody.safeParse({ week_start_day: 3 }).success).toBe(false);
  });

  it('error body', () => {
    expect(
      apiErrorBody.safeParse({ type: 'validation_error', code: 'required', detail: 'x', attr: 'name' })
        .success,
    ).toBe(true);
    expect(apiErrorBody.safeParse({ detail: 'x' }).success).toBe(false);
  });
});

describe('deeply nested JSON (anyone in the organization can store it through the API)', () => {
  const nested = (depth: number, leaf: unknown = 'x'): unknown => {
    let value = leaf;
    for (let i = 0; i < depth; i += 1) value = { a: value };
    return value;
  };
  const deepArray = (depth: number): unknown => {
    let value: unknown = [];
    for (let i = 0; i < depth; i += 1) value = [value];
    return value;
  };

  it('a part nested past the limit is named and left out, never walked', () => {
    const { value } = readSurvey({
      id: 's',
      name: 'Deep',
      type: 'popover',
      appearance: { backgroundColor: '#fff', theme: nested(5000) },
      conditions: { url: '/x' },
      questions: [{ type: 'open', question: 'Why?', extra: deepArray(50_000) }],
    });
    expect(value!.survey.appearance).toBeNull();
    expect(value!.survey.conditions).toMatchObject({ url: '/x' });
    expect(value!.survey.questions).toBeNull();
    expect(value!.problems).toEqual([
      { path: 'questions', message: expect.stringMatching(/nested more than 64 levels deep/) },
      { path: 'appearance', message: expect.stringMatching(/nested more than 64 levels deep/) },
    ]);
  });

  it('ordinary depth is read as usual', () => {
    const { value } = readSurvey({ id: 's', name: 'S', type: 'popover', appearance: { a: nested(20) } });
    expect(value!.problems).toEqual([]);
  });
});
