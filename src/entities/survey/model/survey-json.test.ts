import { describe, expect, it } from 'vitest';
import { parseSurveyImport } from './survey-json';

describe('survey import', () => {
  it('accepts a valid survey and drops ids and dates', () => {
    const result = parseSurveyImport(
      JSON.stringify({
        id: 'x',
        name: 'Imported',
        type: 'popover',
        start_date: '2026-01-01T00:00:00Z',
        questions: [{ id: 'q', type: 'open', question: 'Hi?' }],
      }),
    );
    expect(result).toEqual({
      ok: true,
      body: { name: 'Imported', type: 'popover', questions: [{ type: 'open', question: 'Hi?' }] },
    });
  });
  it('rejects malformed JSON with the reason', () => {
    const result = parseSurveyImport('{ "name": ');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]).toMatch(/not valid JSON/);
  });
  it('lists every shape problem with its path', () => {
    const result = parseSurveyImport(
      JSON.stringify({ type: 'modal', questions: [{ type: 'rating', question: 'R' }] }),
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems.some((problem) => problem.startsWith('name:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('type:'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('questions.0'))).toBe(true);
  });
  it('rejects a list instead of a survey', () => {
    expect(parseSurveyImport('[]')).toEqual({
      ok: false,
      problems: [expect.stringMatching(/one survey object/)],
    });
  });
});
