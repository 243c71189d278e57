import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { applyServerErrors, attrToFieldPath, listFieldErrors } from './apply-server-errors';

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

describe('listFieldErrors', () => {
  it('lists every message with its path: fields, list roots, list items and their fields', () => {
    const ref = { name: 'x' };
    const errors = {
      name: { type: 'server', message: 'Taken.', ref },
      app_urls: Object.assign([undefined, { value: { type: 'custom', message: 'Not a URL.' } }], {
        message: 'Too many.',
        type: 'server',
      }),
      recording_domains: Object.assign([{ type: 'server', message: 'Blocked.' }], {
        root: { type: 'server', message: 'Duplicates.' },
      }),
      root: { serverError: { type: 'server', message: 'Not a field.' } },
    };
    expect(listFieldErrors(errors as unknown as FieldErrors)).toEqual([
      { path: 'name', message: 'Taken.' },
      { path: 'app_urls', message: 'Too many.' },
      { path: 'app_urls.1.value', message: 'Not a URL.' },
      { path: 'recording_domains.0', message: 'Blocked.' },
      { path: 'recording_domains', message: 'Duplicates.' },
    ]);
  });
});
