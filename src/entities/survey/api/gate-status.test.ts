// The status of a gated survey: the gate and its changes decide it for a launched survey; a draft, an
// ended or archived survey keep deriveSurveyStatus's rule.
import { describe, expect, it } from 'vitest';
import type { ScheduledChange } from '@/contracts/scheduled-change';
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
const reading = (active: boolean, changes?: ScheduledChange[], unread = false, gateReadAt?: Date) =>
  gateReading({ id: SURVEY_ID, linked_flag: gate(active) }, changes, NOW, unread, gateReadAt);

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

  it('says a change that ran but left the gate as it was (an approval that expired), never Stopped', () => {
    // PostHog marks a change that awaited an approval nobody gave done, with no failure, and skips it.
    const expired = { ...launch, scheduled_at: '2026-12-01T07:00:00Z', executed_at: '2026-12-01T07:01:00Z' };
    const status = surveyStatusWithGate(launched, reading(false, [expired, stop]), NOW);
    expect(status).toMatchObject({
      status: 'scheduled',
      label: 'Did not switch (awaiting approval?)',
      failed: true,
    });
    expect(status.reason).toMatch(/^Its launch ran at .+ but its gate flag is still off/);
    expect(status.reason).toMatch(/approval/);
  });

  it('says a stop that ran but left the gate on, never Running', () => {
    const ran = [
      { ...launch, scheduled_at: '2026-12-01T05:00:00Z', executed_at: '2026-12-01T05:00:30Z' },
      { ...stop, scheduled_at: '2026-12-01T07:00:00Z', executed_at: '2026-12-01T07:00:30Z' },
    ];
    const status = surveyStatusWithGate(launched, reading(true, ran), NOW);
    expect(status).toMatchObject({ status: 'running', label: 'Did not switch (awaiting approval?)' });
    expect(status.reason).toMatch(/^Its stop ran at .+ but its gate flag is still on/);
  });

  it('takes a run newer than the gate it read as having switched it', () => {
    const ran = { ...launch, scheduled_at: '2026-12-01T07:00:00Z', executed_at: '2026-12-01T07:59:00Z' };
    const readBefore = new Date('2026-12-01T07:58:00Z');
    expect(surveyStatusWithGate(launched, reading(false, [ran, stop], false, readBefore), NOW)).toMatchObject(
      {
        status: 'running',
        label: expect.stringMatching(/^Running until /),
      },
    );
  });

  it('says a launch that is due is applied within minutes, as PostHog runs changes every 2 minutes', () => {
    const due = { ...launch, scheduled_at: '2026-12-01T07:59:00Z' };
    expect(surveyStatusWithGate(launched, reading(false, [due, stop]), NOW).reason).toMatch(
      /PostHog applies scheduled changes every 2 minutes/,
    );
  });

  it('says a survey whose gate flag was deleted in PostHog is hidden, not Running', () => {
    const deleted = gateReading(
      { id: SURVEY_ID, linked_flag: { ...gate(true), deleted: true } },
      [launch, stop],
      NOW,
    );
    const status = surveyStatusWithGate(launched, deleted, NOW);
    expect(status).toMatchObject({ label: 'Hidden: its gate flag was deleted', failed: true });
    expect(status.status).not.toBe('running');
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

describe("a copy linked to another survey's gate (copied along by an earlier Surveyor)", () => {
  const foreign = (active: boolean) => ({
    ...launched,
    id: '0190bbbb-0000-7000-8000-000000000002',
    linked_flag: gate(active),
  });

  it('reads hidden, never Running, while that gate is off', () => {
    const status = surveyStatusWithGate(foreign(false), null, NOW);
    expect(status).toMatchObject({ status: 'scheduled', failed: true });
    expect(status.label).toMatch(/^Hidden/);
    expect(status.reason).toMatch(/another survey/);
  });

  it('reads shown with no stop while that gate is on: nothing of its own switches it', () => {
    const status = surveyStatusWithGate(foreign(true), null, NOW);
    expect(status).toMatchObject({ status: 'running', failed: true });
    expect(status.label).not.toBe('Running');
    expect(status.reason).toMatch(/no schedule of its own/);
  });

  it('leaves an ordinary linked flag to the survey’s own rule', () => {
    const linked = { ...launched, id: SURVEY_ID, linked_flag: { id: 9, key: 'beta', active: false } };
    const status = surveyStatusWithGate(linked, null, NOW);
    expect(status.status).toBe('running');
    expect(status.failed).toBeFalsy();
    expect(status.label).toBeUndefined();
  });
});
