// ProjectBackwardCompatSerializer's rules (posthog/api/project.py), through the project endpoints.
import { describe, expect, it } from 'vitest';
import { call, get, ORG } from '../test-api';

describe('project validation', () => {
  it.each([
    [{ name: '   ' }, 'blank', 'This field may not be blank.', 'name'],
    [{ name: null }, 'null', 'This field may not be null.', 'name'],
    [{ name: 'x'.repeat(201) }, 'max_length', 'Ensure this field has no more than 200 characters.', 'name'],
    [{ timezone: 'Mars/Base' }, 'invalid_choice', '"Mars/Base" is not a valid choice.', 'timezone'],
    [{ timezone: 'asia/kolkata' }, 'invalid_choice', '"asia/kolkata" is not a valid choice.', 'timezone'],
    [{ timezone: null }, 'null', 'This field may not be null.', 'timezone'],
    [{ week_start_day: 3 }, 'invalid_choice', '"3" is not a valid choice.', 'week_start_day'],
    [
      { session_recording_sample_rate: 1.5 },
      'max_value',
      'Ensure this value is less than or equal to 1.',
      'session_recording_sample_rate',
    ],
    [
      { session_recording_sample_rate: -0.1 },
      'min_value',
      'Ensure this value is greater than or equal to 0.',
      'session_recording_sample_rate',
    ],
    [
      { session_recording_sample_rate: '0.555' },
      'max_decimal_places',
      'Ensure that there are no more than 2 decimal places.',
      'session_recording_sample_rate',
    ],
    [
      // exceptions-hog renders DRF's `invalid` as `invalid_input` (test_team.py @ 0030b351).
      { session_recording_sample_rate: 'half' },
      'invalid_input',
      'A valid number is required.',
      'session_recording_sample_rate',
    ],
    [
      { session_recording_minimum_duration_milliseconds: 30001 },
      'max_value',
      'Ensure this value is less than or equal to 30000.',
      'session_recording_minimum_duration_milliseconds',
    ],
    [
      { session_recording_minimum_duration_milliseconds: -1 },
      'min_value',
      'Ensure this value is greater than or equal to 0.',
      'session_recording_minimum_duration_milliseconds',
    ],
    [
      { session_recording_minimum_duration_milliseconds: 1.5 },
      'invalid',
      'A valid integer is required.',
      'session_recording_minimum_duration_milliseconds',
    ],
    [{ app_urls: ['not a url'] }, 'invalid_input', 'Invalid URL: not a url', 'app_urls'],
    [
      { app_urls: ['https://*.*.*.*.*.*.acme.test'] },
      'invalid_input',
      'Invalid URL: https://*.*.*.*.*.*.acme.test',
      'app_urls',
    ],
    [{ access_control: true }, 'invalid_input', expect.stringContaining('deprecated'), 'access_control'],
    [
      { session_recording_retention_period: '2y' },
      'invalid_input',
      expect.stringContaining('valid retention period'),
      'session_recording_retention_period',
    ],
    [{ anonymize_ips: 'yes' }, 'invalid', 'Must be a valid boolean.', 'anonymize_ips'],
  ])('PATCH %j → 400 %s', async (body, code, detail, attr) => {
    const { status, json } = await call('PATCH', `${ORG}5/`, body);
    expect(status).toBe(400);
    expect(json).toEqual({ type: 'validation_error', code, detail, attr });
  });
  it('a rejected PATCH changes nothing', async () => {
    const before = (await get(`${ORG}5/`)).json;
    await call('PATCH', `${ORG}5/`, { name: 'Renamed', timezone: 'Mars/Base' });
    expect((await get(`${ORG}5/`)).json).toEqual(before);
  });
  it('409 conflict on a duplicate name, case-insensitively, on create and rename (not on keeping its own name)', async () => {
    const created = await call('POST', ORG, { name: 'acme web' });
    expect(created.status).toBe(409);
    expect(created.json).toEqual({
      type: 'server_error',
      code: 'conflict',
      detail: 'There is already a project called "acme web" in this organization. Choose a different name.',
      attr: null,
    });
    expect((await call('PATCH', `${ORG}2/`, { name: 'ACME WEB' })).status).toBe(409);
    expect((await call('PATCH', `${ORG}1/`, { name: 'Acme Web' })).status).toBe(200);
  });
  it('refuses primary_dashboard on create', async () => {
    const { status, json } = await call('POST', ORG, { name: 'With dashboard', primary_dashboard: 4 });
    expect(status).toBe(400);
    expect(json?.attr).toBe('primary_dashboard');
  });
});

// reset_token, activity and is_generating_demo_data refuse every real personal API key (see
// router.test.ts); these tests use phx_demo_all, which the demo answers as a convenience.
