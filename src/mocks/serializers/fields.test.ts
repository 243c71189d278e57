// DRF's field checks and Python's semantics: the values they keep and the errors they raise.
import { describe, expect, it } from 'vitest';
import { MockHttpError } from '../http/errors';
import { booleanField, choice, dateOrNull, intInRange, isDict, stringList, truthy } from './fields';

/** The body of the 400 a check throws. */
function refusal(check: () => unknown) {
  try {
    check();
  } catch (error) {
    if (error instanceof MockHttpError) return error.body;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('fields', () => {
  it('truthy follows Python: None, False, 0, "", [] and {} are falsy', () => {
    for (const value of [undefined, null, false, 0, '', [], {}]) expect(truthy(value)).toBe(false);
    for (const value of [true, 1, ' ', [0], { a: null }]) expect(truthy(value)).toBe(true);
    expect(isDict({})).toBe(true);
    expect(isDict([])).toBe(false);
  });
  it('integers in range, with DRF codes', () => {
    expect(intInRange(null, 'n', 0)).toBeNull();
    expect(intInRange(5, 'n', 0, 5)).toBe(5);
    expect(refusal(() => intInRange(1.5, 'n', 0))).toMatchObject({ code: 'invalid', attr: 'n' });
    expect(refusal(() => intInRange(-1, 'n', 0))).toMatchObject({ code: 'min_value' });
    expect(refusal(() => intInRange(6, 'n', 0, 5))).toMatchObject({
      code: 'max_value',
      detail: 'Ensure this value is less than or equal to 5.',
    });
  });
  it('dates are stored in UTC; booleans refuse null when the model field does', () => {
    expect(dateOrNull('2026-01-01T01:00:00+01:00', 'd')).toBe('2026-01-01T00:00:00.000Z');
    expect(refusal(() => dateOrNull('soon', 'd'))).toMatchObject({ code: 'invalid', attr: 'd' });
    expect(booleanField(null, 'b')).toBeNull();
    expect(refusal(() => booleanField(null, 'b', false))).toMatchObject({ code: 'invalid' });
    expect(refusal(() => booleanField('yes', 'b'))).toMatchObject({ detail: 'Must be a valid boolean.' });
  });
  it('lists of strings, and choices named with their Python repr', () => {
    expect(stringList(['a'], 'l')).toEqual(['a']);
    expect(refusal(() => stringList(['a', 1], 'l'))).toMatchObject({ code: 'not_a_list' });
    expect(choice('a', ['a', 'b'], 'c')).toBe('a');
    expect(refusal(() => choice(true, ['a'], 'c'))).toMatchObject({
      detail: '"True" is not a valid choice.',
    });
    expect(refusal(() => choice(null, ['a'], 'c'))).toMatchObject({ code: 'null' });
  });
});
