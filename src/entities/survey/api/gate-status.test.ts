// The status of a gated survey: the gate and its changes decide it for a launched survey; a draft, an
// ended or archived survey keep deriveSurveyStatus's rule.
import { describe, expect, it } from 'vitest';
import type { ScheduledChange } from '../../../contracts/scheduled-change';
import { surveyStatusWithGate } from './gate-status';
import { gateReading } from './survey-gate';

const NOW = new Date('2026-12-01T08:00:00Z');
const SURVEY_ID = '0190aaaa-0000-7000-8000-000000000001';
const launched = { archived: false, start_date: '2026-11-30T08:00:00Z', end_date: null };
const gate = (active: boolean) => ({ id: 7, key: `surveyor-gate-${SURVEY_ID}`, active });
const change = (id: number, value: boolean, at: string, extra: Partial<ScheduledChange> = {}) =>
  ({
    id,
    record_id: '7',
    model_name: 'FeatureFlag',
    payload: { operation: 'update_status', value },
    scheduled_at: at,
    executed_at: null,
    ...extra,
  }) as ScheduledChange;
const reading = (active: boolean, changes?: ScheduledChange[], unread = false) =>
  gateReading({ id: SURVEY_ID, linked_flag: gate(active) }, changes, NOW, unread);

describe('surveyStatusWithGate', () => {
  const launch = change(1, true, '2026-12-01T09:00:00Z');
  const stop = change(2, false, '2026-12-01T17:00:00Z');

  it('is Scheduled with the date before the launch', () => {
    const status = surveyStatusWithGate(launched, reading(false, [launch, stop]), NOW);
    expect(status).toMatchObject({ status: 'scheduled', label: expect.stringMatching(/^Scheduled · /) });
    expect(status.reason).toMatch(/hidden until/);
  });

  it('is Running until the stop inside the window', () => {
    const ran = { ...launch, executed_at: '2026-12-01T09:00:05Z' };
    expect(surveyStatusWithGate(launched, reading(true, [ran, stop]), NOW)).toMatchObject({
      status: 'running',
      label: expect.stringMatching(/^Running until /),
    });
  });

  it('is Stopped after the last window', () => {
    const ran = [
      { ...launch, executed_at: '2026-12-01T09:00:05Z' },
      { ...stop, executed_at: '2026-12-01T07:00:05Z' },
    ];
    expect(surveyStatusWithGate(launched, reading(false, ran), NOW)).toMatchObject({
      status: 'completed',
      label: 'Stopped',
    });
  });

  it('says a change that failed, as an error', () => {
    const failed = { ...launch, failure_reason: 'FeatureFlag matching query does not exist.' };
    const status = surveyStatusWithGate(launched, reading(false, [failed, stop]), NOW);
    expect(status).toMatchObject({ label: 'Schedule failed', failed: true });
    expect(status.reason).toContain('FeatureFlag matching query does not exist.');
  });

  it('reads the gate alone while its changes are unread or could not be read', () => {
    expect(surveyStatusWithGate(launched, reading(true), NOW)).toMatchObject({ status: 'running' });
    const unread = surveyStatusWithGate(launched, reading(false, undefined, true), NOW);
    expect(unread).toMatchObject({ status: 'scheduled' });
    expect(unread.reason).toMatch(/could not be read/);
  });

  it('keeps the survey’s own rule for a draft, an ended or archived survey, and an ungated one', () => {
    const r = reading(false, [launch, stop]);
    expect(surveyStatusWithGate({ ...launched, start_date: null }, r, NOW).status).toBe('draft');
    expect(surveyStatusWithGate({ ...launched, end_date: '2026-11-30T20:00:00Z' }, r, NOW).status).toBe(
      'completed',
    );
    expect(surveyStatusWithGate({ ...launched, archived: true }, r, NOW).status).toBe('archived');
    expect(surveyStatusWithGate(launched, null, NOW)).not.toHaveProperty('label');
  });
});
