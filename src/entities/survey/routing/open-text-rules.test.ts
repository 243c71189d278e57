import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { openTextHint, openTextProblem } from './open-text-rules';

const open = (validation?: unknown, optional = false): SurveyQuestion =>
  ({ type: 'open', question: 'Why?', optional, ...(validation ? { validation } : {}) }) as SurveyQuestion;

describe('open-text validation as posthog-js applies it', () => {
  it('a required answer must not be blank; an optional one may be', () => {
    expect(openTextProblem(open(), '   ')).toBe('This field is required');
    expect(openTextProblem(open(undefined, true), '')).toBeNull();
    expect(openTextProblem(open(), 'x')).toBeNull();
  });

  it('min and max length on the trimmed text, with the rule’s own message when it has one', () => {
    const rules = [
      { type: 'min_length', value: 5 },
      { type: 'max_length', value: 8, errorMessage: 'Keep it short' },
    ];
    expect(openTextProblem(open(rules), '  abc  ')).toBe('Please enter at least 5 characters');
    expect(openTextProblem(open(rules), ' abcde ')).toBeNull();
    expect(openTextProblem(open(rules), 'abcdefghi')).toBe('Keep it short');
    expect(openTextProblem(open([{ type: 'max_length', value: 2 }]), 'abc')).toBe(
      'Please enter no more than 2 characters',
    );
    // A blank optional answer passes whatever the rules say.
    expect(openTextProblem(open(rules, true), '')).toBeNull();
  });

  it('ignores rules it does not know and rules without a value', () => {
    expect(openTextProblem(open([{ type: 'email' }, { type: 'min_length' }]), 'a')).toBeNull();
    expect(openTextProblem(open('nonsense'), 'a')).toBeNull();
  });

  it('hints at the length the way the widget does', () => {
    expect(openTextHint(open())).toBeNull();
    expect(openTextHint(open([{ type: 'min_length', value: 1 }]))).toBeNull();
    expect(openTextHint(open([{ type: 'min_length', value: 5 }]))).toBe('Enter at least 5 characters');
    expect(openTextHint(open([{ type: 'max_length', value: 1 }]))).toBe('Maximum 1 character');
    expect(
      openTextHint(
        open([
          { type: 'min_length', value: 5 },
          { type: 'max_length', value: 80 },
        ]),
      ),
    ).toBe('Enter 5-80 characters');
  });
});
