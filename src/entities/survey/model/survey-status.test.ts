import { describe, expect, it } from 'vitest';
import { deriveSurveyStatus } from './survey-status';

const now = new Date('2026-11-23T12:00:00Z');
const status = (fields: {
  type?: string;
  archived?: boolean;
  start_date?: string | null;
  end_date?: string | null;
}) =>
  deriveSurveyStatus({ type: 'popover', archived: false, start_date: null, end_date: null, ...fields }, now);

// posthog-js decides that a survey runs with `!!(survey.start_date && !survey.end_date)`, without a
// clock (survey-utils.ts); the server switches its flags the same way (_should_survey_flags_be_active).
describe('deriveSurveyStatus follows the SDK, not the calendar', () => {
  it('draft without a start date', () => expect(status({}).status).toBe('draft'));

  it('a future start is live at once for popovers, widgets and API surveys: never "scheduled"', () => {
    for (const type of ['popover', 'widget', 'api']) {
      const future = status({ type, start_date: '2026-12-01T00:00:00Z' });
      expect(future.status).toBe('running');
      expect(future.reason).toMatch(/does not wait for it/);
    }
  });

  it('only a hosted survey waits for its start date, which its page checks', () => {
    const hosted = status({ type: 'external_survey', start_date: '2026-12-01T00:00:00Z' });
    expect(hosted.status).toBe('scheduled');
    expect(hosted.reason).toMatch(/hosted page opens/);
    expect(status({ type: 'external_survey', start_date: '2026-11-01T00:00:00Z' }).status).toBe('running');
  });

  it('any end date stops it, even one in the future', () => {
    expect(status({ start_date: '2026-11-01T00:00:00Z', end_date: '2026-11-01T12:00:00Z' }).status).toBe(
      'completed',
    );
    const future = status({ start_date: '2026-11-01T00:00:00Z', end_date: '2026-12-01T00:00:00Z' });
    expect(future.status).toBe('completed');
    expect(future.reason).toMatch(/stopped now, not on that date/);
  });

  it('archived wins over dates', () =>
    expect(status({ archived: true, start_date: '2026-11-01T00:00:00Z' }).status).toBe('archived'));

  it('explains itself', () => expect(status({}).reason).toMatch(/never been launched/));
});
