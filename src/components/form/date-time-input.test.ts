import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, toDateTimeInput } from './date-time-input';

describe('datetime-local values', () => {
  it('round-trip through ISO in local time', () => {
    expect(fromDateTimeInput(toDateTimeInput('2031-03-04T05:06:00.000Z'))).toBe('2031-03-04T05:06:00.000Z');
    expect(toDateTimeInput('nonsense')).toBe('');
    expect(fromDateTimeInput('2031-03-04')).toBe('');
    expect(fromDateTimeInput('')).toBe('');
  });
});
