import { describe, expect, it } from 'vitest';
import { buildSeedProjects } from '@/mocks/seed/projects';
import {
  changedFields,
  percentToSampleRate,
  projectSettingsSchema,
  toFormValues,
} from './project-settings.form';

const project = buildSeedProjects()[0]!;

describe('project settings form', () => {
  it('round-trips a project without changes', () => {
    const values = toFormValues(project);
    expect(values.sample_rate_percent).toBe(50);
    expect(changedFields(values, values)).toEqual({});
  });
  it('sends only the changed fields, converted to the API shape', () => {
    const initial = toFormValues(project);
    const body = changedFields(initial, {
      ...initial,
      timezone: 'Asia/Tokyo',
      sample_rate_percent: 25,
      week_start_day: '',
    });
    expect(body).toEqual({
      timezone: 'Asia/Tokyo',
      session_recording_sample_rate: '0.25',
      week_start_day: null,
    });
  });
  it('converts percent to the decimal string', () => {
    expect(percentToSampleRate(100)).toBe('1.00');
    expect(percentToSampleRate(5)).toBe('0.05');
    expect(percentToSampleRate('')).toBeNull();
  });
  it('validates', () => {
    const values = toFormValues(project);
    const messages = (patch: object) =>
      projectSettingsSchema.safeParse({ ...values, ...patch }).error?.issues.map((issue) => issue.message) ??
      [];
    expect(messages({ name: ' ' })).toContain('Enter a project name.');
    expect(messages({ timezone: 'Mars/Base' })).toContain('Choose a time zone from the list.');
    expect(messages({ sample_rate_percent: 150 })).toContain('Sample rate must be at most 100.');
    expect(messages({ minimum_duration_ms: 40000 })).toContain('Minimum duration must be at most 30000.');
    expect(messages({ app_urls: [{ value: 'not a url' }] })[0]).toMatch(/Enter a full URL/);
    expect(messages({ app_urls: [{ value: 'https://*.acme.test' }] })).toEqual([]);
  });
});
