import { describe, expect, it } from 'vitest';
import { apiErrorBody, paginated } from './common';
import { projectListItem, projectUpdateBody } from './project';
import { branching, surveyCreateBody, surveyQuestion } from './survey';

describe('contracts', () => {
  it('paginated envelope', () => {
    const list = paginated(projectListItem);
    expect(list.safeParse({ count: 0, next: null, previous: null, results: [] }).success).toBe(true);
    expect(list.safeParse({ count: 0, results: [] }).success).toBe(false);
  });

  it('keeps unknown fields so saving never drops them', () => {
    const item = {
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
      brand_new_field: { a: 1 },
    };
    expect(projectListItem.parse(item)).toHaveProperty('brand_new_field', { a: 1 });
  });

  it('question kinds', () => {
    expect(surveyQuestion.safeParse({ type: 'open', question: 'Why?' }).success).toBe(true);
    expect(
      surveyQuestion.safeParse({
        type: 'rating',
        question: 'Rate',
        display: 'number',
        scale: 10,
        lowerBoundLabel: 'a',
        upperBoundLabel: 'b',
      }).success,
    ).toBe(true);
    expect(
      surveyQuestion.safeParse({
        type: 'rating',
        question: 'Rate',
        display: 'stars',
        scale: 5,
        lowerBoundLabel: 'a',
        upperBoundLabel: 'b',
      }).success,
    ).toBe(false);
    expect(
      surveyQuestion.safeParse({
        type: 'single_choice',
        question: 'Pick',
        choices: ['a', 'b'],
        hasOpenChoice: true,
      }).success,
    ).toBe(true);
    expect(surveyQuestion.safeParse({ type: 'multiple_choice', question: 'Pick' }).success).toBe(false);
    expect(surveyQuestion.safeParse({ type: 'link', question: 'Go', link: 'https://x.test' }).success).toBe(
      true,
    );
    expect(surveyQuestion.safeParse({ type: 'essay', question: 'x' }).success).toBe(false);
  });

  it('branching union', () => {
    expect(branching.safeParse({ type: 'next_question' }).success).toBe(true);
    expect(branching.safeParse({ type: 'end' }).success).toBe(true);
    expect(branching.safeParse({ type: 'specific_question', index: 2 }).success).toBe(true);
    expect(branching.safeParse({ type: 'specific_question', index: 1.5 }).success).toBe(false);
    expect(
      branching.safeParse({ type: 'response_based', responseValues: { '0': 1, detractors: 'end' } }).success,
    ).toBe(true);
    expect(branching.safeParse({ type: 'response_based', responseValues: { '0': 'later' } }).success).toBe(
      false,
    );
    expect(branching.safeParse({ type: 'jump' }).success).toBe(false);
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
