import { describe, expect, it } from 'vitest';
import { deriveSurveyStatus } from './survey-status';

const now = new Date('2026-11-23T12:00:00Z');
const status = (fields: { archived?: boolean; start_date?: string | null; end_date?: string | null }) =>
  deriveSurveyStatus({ archived: false, start_date: null, end_date: null, ...fields }, now).status;

describe('deriveSurveyStatus', () => {
  it('draft without a start date', () => expect(status({})).toBe('draft'));
  it('scheduled when the start is in the future', () =>
    expect(status({ start_date: '2026-12-01T00:00:00Z' })).toBe('scheduled'));
  it('running once started and not ended', () => {
    expect(status({ start_date: '2026-11-01T00:00:00Z' })).toBe('running');
    expect(status({ start_date: '2026-11-01T00:00:00Z', end_date: '2026-12-01T00:00:00Z' })).toBe('running');
  });
  it('completed once the end date has passed (boundary: end == now)', () => {
    expect(status({ start_date: '2026-11-01T00:00:00Z', end_date: '2026-11-23T12:00:00Z' })).toBe(
      'completed',
    );
  });
  it('archived wins over dates', () =>
    expect(status({ archived: true, start_date: '2026-11-01T00:00:00Z' })).toBe('archived'));
  it('explains itself', () =>
    expect(deriveSurveyStatus({ start_date: null, end_date: null, archived: false }, now).reason).toMatch(
      /never been launched/,
    ));
});
