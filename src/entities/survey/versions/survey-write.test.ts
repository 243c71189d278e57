// writeBody answers a write body: each field it sends holds a value of the kind the write body names, so
// no caller casts it. What only the server judges (a blank name) is still sent, for its 400 to name the field.
import { describe, expect, it } from 'vitest';
import { surveyWriteBody } from '@/contracts/survey';
import { writeBody } from './survey-write';

const stored = { id: 's1', name: 'NPS', type: 'popover', questions: [], conditions: null };

describe('writeBody as a write body', () => {
  it('answers what the write body schema reads', () => {
    const body = writeBody(stored, { ...stored, name: 'NPS 2', conditions: { url: '/pricing' } });
    expect(body).toEqual({ name: 'NPS 2', conditions: { url: '/pricing' } });
    expect(surveyWriteBody.safeParse(body).success).toBe(true);
  });

  it('sends a value the server judges (a blank name) and says a value of the wrong kind', () => {
    expect(writeBody(stored, { ...stored, name: '' })).toEqual({ name: '' });
    expect(() => writeBody(stored, { ...stored, responses_limit: 'many' })).toThrow(
      /cannot be saved as it is: responses_limit/,
    );
  });
});
