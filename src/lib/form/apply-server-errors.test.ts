import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { applyServerErrors, attrToFieldPath } from './apply-server-errors';

const validation = (attr: string | null, detail = 'Bad') =>
  new ApiError({ kind: 'http', status: 400, type: 'validation_error', code: 'invalid', detail, attr });

describe('applyServerErrors', () => {
  it('maps attr onto a known field', () => {
    const setError = vi.fn();
    expect(
      applyServerErrors(validation('timezone', '"X" is not a valid choice.'), setError, ['timezone']),
    ).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'timezone',
      { type: 'server', message: '"X" is not a valid choice.' },
      { shouldFocus: true },
    );
  });
  it('maps nested attrs to dotted paths', () => {
    expect(attrToFieldPath('questions__0__question')).toBe('questions.0.question');
    const setError = vi.fn();
    expect(applyServerErrors(validation('questions__0__question'), setError, ['questions'])).toBe(true);
    expect(setError.mock.calls[0]?.[0]).toBe('questions.0.question');
  });
  it('falls back to a root error for unknown fields, non-field errors and other statuses', () => {
    for (const error of [
      validation('secret'),
      validation(null),
      new ApiError({ kind: 'http', status: 500, detail: 'A server error occurred.' }),
    ]) {
      const setError = vi.fn();
      expect(applyServerErrors(error, setError, ['name'])).toBe(false);
      expect(setError).toHaveBeenCalledWith('root.serverError', expect.objectContaining({ type: 'server' }));
    }
  });
});
