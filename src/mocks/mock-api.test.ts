// The mock is a model of the real API: these tests pin its paths, envelopes, auth, validation and state.
import { describe, expect, it } from 'vitest';
import { activityPage } from '../contracts/common';
import { organization } from '../contracts/organization';
import { project, projectList } from '../contracts/project';
import { responsesCount, survey, surveyList } from '../contracts/survey';
import { buildSeed } from './db';
import { mockControl } from './node';

const ORG = '/api/organizations/@current/projects/';
const BASE = 'http://localhost:3000';

async function call(method: string, path: string, body?: unknown, key: string | null = 'phx_demo_all') {
  const headers: Record<string, string> = {};
  if (key) headers.Authorization = `Bearer ${key}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function firstSurveyId(projectId = 1, name?: string) {
  const { json } = await call('GET', `/api/projects/${projectId}/surveys/?limit=100`);
  const results = surveyList.parse(json).results;
  return (name ? results.find((item) => item.name === name)! : results[0]!).id;
}

describe('organization', () => {
  it('answers @current with the seeded organization', async () => {
    const { status, json } = await call('GET', '/api/organizations/@current');
    expect(status).toBe(200);
    const org = organization.parse(json);
    expect(org.name).toBe('Acme Analytics');
    expect(org.projects.length).toBe(120);
  });
});

describe('auth and scopes', () => {
  it('401 not_authenticated without a key', async () => {
    const { status, json } = await call('GET', ORG, undefined, null);
    expect(status).toBe(401);
    expect(json).toMatchObject({ type: 'authentication_error', code: 'not_authenticated', attr: null });
  });
  it('401 authentication_failed for an unknown key', async () => {
    const { status, json } = await call('GET', ORG, undefined, 'phx_nope');
    expect(status).toBe(401);
    expect(json).toMatchObject({ code: 'authentication_failed', detail: 'Personal API key found in request Authorization header is invalid.' });
  });
  it('403 names the missing scope', async () => {
    const { status, json } = await call('POST', ORG, { name: 'Nope' }, 'phx_demo_read');
    expect(status).toBe(403);
    expect(json).toMatchObject({ code: 'permission_denied', detail: "API key missing required scope 'project:write'" });
    const surveys = await call('GET', '/api/projects/1/surveys/', undefined, 'phx_demo_projects');
    expect(surveys.json?.detail).toBe("API key missing required scope 'survey:read'");
  });
  it('write implies read and * grants all', async () => {
    expect((await call('GET', ORG, undefined, 'phx_demo_projects')).status).toBe(200);
    expect((await call('GET', '/api/projects/1/surveys/responses_count/', undefined, 'phx_demo_all')).status).toBe(200);
  });
  it('the strict key is refused actions real PostHog refuses to personal keys', async () => {
    const { status, json } = await call('PATCH', `${ORG}1/reset_token/`, undefined, 'phx_demo_strict');
    expect(status).toBe(403);
    expect(json?.detail).toBe('This action does not support personal API key access');
  });
});

describe('projects', () => {
  it('paginates with limit/offset and absolute links', async () => {
    const first = projectList.parse((await call('GET', `${ORG}?limit=10`)).json);
    expect(first.count).toBe(120);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(new URL(first.next!).searchParams.get('offset')).toBe('10');
    expect(new URL(first.next!).searchParams.get('limit')).toBe('10');
    const last = projectList.parse((await call('GET', `${ORG}?limit=10&offset=110`)).json);
    expect(last.next).toBeNull();
    expect(new URL(last.previous!).searchParams.get('offset')).toBe('100');
    const defaults = projectList.parse((await call('GET', ORG)).json);
    expect(defaults.results).toHaveLength(100);
  });
  it('trailing slash is optional', async () => {
    expect((await call('GET', '/api/organizations/@current/projects/1')).status).toBe(200);
    expect((await call('GET', '/api/organizations/@current/projects/1/')).status).toBe(200);
  });
  it('404 for unknown ids and organizations', async () => {
    expect((await call('GET', `${ORG}9999/`)).json).toMatchObject({ code: 'not_found', detail: 'Not found.' });
    expect((await call('GET', '/api/organizations/not-a-uuid/projects/')).json?.detail).toBe('Organization not found.');
  });
  it('creates (201), updates (200) and deletes (204) with effects visible later', async () => {
    const created = await call('POST', ORG, { name: 'Fresh', timezone: 'Europe/Paris' });
    expect(created.status).toBe(201);
    const fresh = project.parse(created.json);
    expect((await call('GET', `${ORG}?limit=1&offset=120`)).json?.results).toMatchObject([{ name: 'Fresh' }]);
    const patched = await call('PATCH', `${ORG}${fresh.id}/`, { session_recording_sample_rate: 0.5, week_start_day: 1 });
    expect(project.parse(patched.json)).toMatchObject({ session_recording_sample_rate: '0.50', week_start_day: 1, timezone: 'Europe/Paris' });
    const removed = await call('DELETE', `${ORG}${fresh.id}/`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect((await call('GET', `${ORG}${fresh.id}/`)).status).toBe(404);
    expect(projectList.parse((await call('GET', ORG)).json).count).toBe(120);
  });
  it('names an unnamed project "Default project", then "Default project 2"', async () => {
    expect((await call('POST', ORG, {})).json?.name).toBe('Default project');
    expect((await call('POST', ORG, { name: '' })).json?.name).toBe('Default project 2');
  });
  it.each([
    [{ timezone: 'Mars/Base' }, 400, 'invalid_choice', 'timezone'],
    [{ week_start_day: 3 }, 400, 'invalid_choice', 'week_start_day'],
    [{ session_recording_sample_rate: 1.5 }, 400, 'max_value', 'session_recording_sample_rate'],
    [{ session_recording_sample_rate: -0.1 }, 400, 'min_value', 'session_recording_sample_rate'],
    [{ session_recording_sample_rate: '0.555' }, 400, 'max_decimal_places', 'session_recording_sample_rate'],
    [{ session_recording_minimum_duration_milliseconds: 30001 }, 400, 'max_value', 'session_recording_minimum_duration_milliseconds'],
    [{ app_urls: ['not a url'] }, 400, 'invalid_input', 'app_urls'],
    [{ name: '   ' }, 400, 'blank', 'name'],
    [{ access_control: true }, 400, 'invalid_input', 'access_control'],
  ])('rejects %j', async (body, status, code, attr) => {
    const { status: got, json } = await call('PATCH', `${ORG}5/`, body);
    expect(got).toBe(status);
    expect(json).toMatchObject({ type: 'validation_error', code, attr });
  });
  it('409 on a duplicate name, case-insensitively', async () => {
    const { status, json } = await call('POST', ORG, { name: 'acme web' });
    expect(status).toBe(409);
    expect(json).toMatchObject({ code: 'conflict' });
  });
  it('reset_token issues a new phc_ token and logs it', async () => {
    const before = project.parse((await call('GET', `${ORG}1/`)).json).api_token;
    const after = project.parse((await call('PATCH', `${ORG}1/reset_token/`)).json).api_token;
    expect(after).toMatch(/^phc_/);
    expect(after).not.toBe(before);
    const log = activityPage.parse((await call('GET', `${ORG}1/activity/`)).json);
    expect(log.results[0]?.detail.changes?.[0]?.field).toBe('api_token');
  });
  it('product intent and onboarding', async () => {
    const intent = await call('PATCH', `${ORG}4/add_product_intent/`, { product_type: 'experiments' });
    expect(intent.status).toBe(201);
    const done = await call('PATCH', `${ORG}4/complete_product_onboarding/`, { product_type: 'experiments' });
    expect(project.parse(done.json).has_completed_onboarding_for?.experiments).toBe(true);
    expect((await call('PATCH', `${ORG}4/complete_product_onboarding/`, {})).json).toEqual({ error: 'product_type is required' });
    expect((await call('PATCH', `${ORG}4/complete_product_onboarding/`, { product_type: 'x' })).json?.error).toMatch(/^invalid product_type/);
  });
  it('is_generating_demo_data is true for the seeded demo project, then false', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await call('GET', `${ORG}3/is_generating_demo_data/`)).json?.is_generating_demo_data);
    expect(answers).toEqual([true, true, true, false]);
  });
  it('GET /api/projects/ lists the caller projects', async () => {
    expect(projectList.parse((await call('GET', '/api/projects/?limit=5')).json).count).toBe(120);
  });
});

describe('surveys', () => {
  it('lists newest first with pagination and parses', async () => {
    const page = surveyList.parse((await call('GET', '/api/projects/1/surveys/?limit=10&offset=10')).json);
    expect(page.count).toBe(30);
    expect(page.results).toHaveLength(10);
    const all = surveyList.parse((await call('GET', '/api/projects/1/surveys/')).json).results;
    expect(all.map((item) => item.created_at)).toEqual([...all.map((item) => item.created_at)].sort().reverse());
  });
  it('seeds every question kind and branching type', async () => {
    const all = surveyList.parse((await call('GET', '/api/projects/1/surveys/')).json).results;
    const questions = all.flatMap((item) => item.questions ?? []);
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['open', 'link', 'rating', 'single_choice', 'multiple_choice']));
    expect(new Set(questions.map((q) => q.branching?.type).filter(Boolean))).toEqual(new Set(['end', 'response_based', 'specific_question']));
    expect(all.find((item) => item.name === 'Stress test: 100 questions')?.questions).toHaveLength(100);
  });
  it('creates with ids on questions, 201, then finds it', async () => {
    const created = await call('POST', '/api/projects/1/surveys/', { name: 'New one', type: 'popover', questions: [{ type: 'open', question: 'Hi?' }] });
    expect(created.status).toBe(201);
    const body = survey.parse(created.json);
    expect(body.questions?.[0]?.id).toBeTruthy();
    expect(created.json).not.toHaveProperty('feature_flag_keys');
    expect((await call('GET', `/api/projects/1/surveys/${body.id}/`)).status).toBe(200);
  });
  it.each([
    [{ type: 'popover' }, 'required', 'name'],
    [{ name: 'X' }, 'required', 'type'],
    [{ name: 'X', type: 'fullscreen' }, 'invalid_choice', 'type'],
    [{ name: 'NPS with follow-ups', type: 'popover' }, 'unique', null],
    [{ name: 'X', type: 'popover', questions: [{ type: 'open', question: '' }] }, 'invalid_input', 'questions'],
    [{ name: 'X', type: 'popover', questions: [{ type: 'single_choice', question: 'Q', choices: ['a', ' '] }] }, 'invalid_input', 'questions'],
    [{ name: 'X', type: 'popover', questions: [{ type: 'link', question: 'Q', link: 'http://a.test' }] }, 'invalid_input', 'questions'],
    [{ name: 'X', type: 'popover', iteration_count: 501 }, 'max_value', 'iteration_count'],
    [{ name: 'X', type: 'popover', schedule: 'weekly' }, 'invalid_input', 'schedule'],
    [{ name: 'X', type: 'popover', appearance: { shuffleQuestions: true }, questions: [{ type: 'open', question: 'Q', branching: { type: 'end' } }] }, 'invalid_input', null],
  ])('rejects %j', async (body, code, attr) => {
    const { status, json } = await call('POST', '/api/projects/1/surveys/', body);
    expect(status).toBe(400);
    expect(json).toMatchObject({ type: 'validation_error', code, attr });
  });
  it('accepts a branching loop (the API does not validate flows)', async () => {
    const { status } = await call('POST', '/api/projects/1/surveys/', {
      name: 'Loop', type: 'popover',
      questions: [{ type: 'open', question: 'A', branching: { type: 'specific_question', index: 0 } }],
    });
    expect(status).toBe(201);
  });
  it('patch, rename conflict, iterations, activity, delete', async () => {
    const id = await firstSurveyId(1, 'Feedback round 1');
    const renamed = await call('PATCH', `/api/projects/1/surveys/${id}/`, { name: 'NPS with follow-ups' });
    expect(renamed.json?.detail).toBe('There is already another survey with this name.');
    const patched = await call('PATCH', `/api/projects/1/surveys/${id}`, { iteration_count: 3, iteration_frequency_days: 30, start_date: '2026-11-01T00:00:00Z' });
    expect(survey.parse(patched.json).iteration_start_dates).toHaveLength(3);
    const log = activityPage.parse((await call('GET', `/api/projects/1/surveys/${id}/activity/`)).json);
    expect(log.results[0]?.activity).toBe('updated');
    expect(log.results[0]?.detail.changes?.map((change) => change.field)).toContain('iteration_count');
    expect((await call('DELETE', `/api/projects/1/surveys/${id}/`)).status).toBe(204);
    expect((await call('GET', `/api/projects/1/surveys/${id}/`)).status).toBe(404);
    const all = activityPage.parse((await call('GET', '/api/projects/1/surveys/activity/?limit=1')).json);
    expect(all.results[0]?.activity).toBe('deleted');
    expect(new URL(all.next!).searchParams.get('page')).toBe('2');
  });
  it('responses_count omits surveys without responses', async () => {
    const counts = responsesCount.parse((await call('GET', '/api/projects/1/surveys/responses_count/')).json);
    const neverStarted = await firstSurveyId(1, 'Stress test: 100 questions');
    expect(counts[neverStarted]).toBeUndefined();
    expect(Object.values(counts).every((count) => count > 0)).toBe(true);
  });
  it('404 for a malformed survey id and an unknown project', async () => {
    expect((await call('GET', '/api/projects/1/surveys/nope/')).status).toBe(404);
    expect((await call('GET', '/api/projects/999/surveys/')).status).toBe(404);
  });
  it('targeting flag filters create a flag; remove_targeting_flag clears it', async () => {
    const id = await firstSurveyId(1, 'Feedback round 2');
    const filters = { groups: [{ properties: [{ key: 'email', value: 'x', operator: 'icontains', type: 'person' }], rollout_percentage: 20 }] };
    const withFlag = survey.parse((await call('PATCH', `/api/projects/1/surveys/${id}/`, { targeting_flag_filters: filters })).json);
    expect(withFlag.targeting_flag?.key).toMatch(/^survey-targeting-/);
    const cleared = survey.parse((await call('PATCH', `/api/projects/1/surveys/${id}/`, { remove_targeting_flag: true })).json);
    expect(cleared.targeting_flag).toBeNull();
    const everyone = await call('PATCH', `/api/projects/1/surveys/${id}/`, { targeting_flag_filters: { groups: [{ properties: [], rollout_percentage: 100 }] } });
    expect(everyone.status).toBe(400);
  });
});

describe('faults', () => {
  it('500, 429 with Retry-After, malformed JSON, network error, then normal again', async () => {
    mockControl.injectFault({ path: '/projects/', status: 500 });
    expect((await call('GET', ORG)).status).toBe(500);
    expect((await call('GET', ORG)).status).toBe(200);
    mockControl.injectFault({ method: 'GET', path: '/projects/', status: 429, retryAfter: 7 });
    const throttled = await call('GET', ORG);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('7');
    mockControl.injectFault({ path: '^/api/organizations/@current$', kind: 'malformed-json' });
    const malformed = await fetch(`${BASE}/api/organizations/@current`, { headers: { Authorization: 'Bearer phx_demo_all' } });
    await expect(malformed.json()).rejects.toThrow();
    mockControl.injectFault({ path: '/projects/', kind: 'network', times: 2 });
    await expect(fetch(`${BASE}${ORG}`)).rejects.toThrow();
    await expect(fetch(`${BASE}${ORG}`)).rejects.toThrow();
    expect((await call('GET', ORG)).status).toBe(200);
  });
});

describe('seed', () => {
  it('is deterministic', () => {
    const a = buildSeed();
    const b = buildSeed();
    expect(a.projects.map((p) => [p.name, p.api_token, p.uuid])).toEqual(b.projects.map((p) => [p.name, p.api_token, p.uuid]));
    expect(a.surveys.map((s) => s.survey.id)).toEqual(b.surveys.map((s) => s.survey.id));
  });
});
