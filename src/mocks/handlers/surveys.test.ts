// Surveys as the real SurveyViewSet serves them: list, CRUD, flags, iterations, activity and response
// counts. The serializer's field rules are tested beside it (serializers/survey*.test.ts).
// Over 400 lines on purpose: one describe per part of the viewset, each read on its own, like the viewset.
import { describe, expect, it } from 'vitest';
import { responsesCount } from '@/contracts/survey';
import { db } from '../db';
import { activityPage, survey, surveyList } from '../testing/strict-contracts';
import { call, get, surveyId } from '../test-api';

const BASE = '/api/projects/1/surveys/';
const listOf = async (path: string) => surveyList.parse((await get(path)).json);
const post = (body: unknown) => call('POST', BASE, body);
const open = (question: string, extra: object = {}) => ({ type: 'open', question, ...extra });
const invalid = (detail: string, attr: string | null) => ({
  type: 'validation_error',
  code: 'invalid_input',
  detail,
  attr,
});

describe('survey list', () => {
  it('pages newest first with limit/offset links, null at the ends', async () => {
    const all = await listOf(BASE);
    expect(all.count).toBe(30);
    expect(all.next).toBeNull();
    expect(all.results.map((item) => item.created_at)).toEqual(
      all.results
        .map((item) => item.created_at)
        .sort()
        .reverse(),
    );
    const second = await listOf(`${BASE}?limit=10&offset=10`);
    expect(second.results.map((item) => item.id)).toEqual(all.results.slice(10, 20).map((item) => item.id));
    expect(new URL(second.next!).searchParams.get('offset')).toBe('20');
    expect(new URL(second.previous!).searchParams.get('limit')).toBe('10');
    const last = await listOf(`${BASE}?limit=25&offset=25`);
    expect(last.results).toHaveLength(5);
    expect(last.next).toBeNull();
  });
  it('filters by search (name or description), archived and type', async () => {
    expect((await listOf(`${BASE}?search=broken flow`)).results.map((item) => item.name).sort()).toEqual([
      'Broken flow: loop',
      'Broken flow: unreachable question',
    ]);
    const archived = await listOf(`${BASE}?archived=true`);
    expect(archived.results.map((item) => item.name)).toEqual(['Churn reasons']);
    expect((await listOf(`${BASE}?archived=false`)).count).toBe(29);
    expect((await listOf(`${BASE}?type=api`)).results.map((item) => item.name)).toEqual(['Thumbs check']);
  });
  it('Acme Mobile has its own few surveys; an unknown project is a 404', async () => {
    expect((await listOf('/api/projects/2/surveys/')).count).toBe(3);
    expect((await listOf('/api/projects/5/surveys/')).count).toBe(0);
    expect((await get('/api/projects/999/surveys/')).json).toMatchObject({ code: 'not_found' });
  });
});

describe('survey detail', () => {
  it('retrieves the read shape with feature_flag_keys and an internal targeting flag', async () => {
    const id = await surveyId('Beta feedback');
    const detail = survey.parse((await get(`${BASE}${id}/`)).json);
    expect(detail.feature_flag_keys?.map((entry) => (entry as { key: string }).key)).toEqual([
      'linked_flag_key',
      'targeting_flag_key',
      'internal_targeting_flag_key',
      'internal_response_sampling_flag_key',
    ]);
    expect(detail.targeting_flag?.key).toBe('survey-targeting-b3ta000001');
    expect(detail.internal_targeting_flag?.key).toMatch(/^survey-targeting-[0-9a-f]{10}-custom$/);
    expect(detail.internal_targeting_flag?.active).toBe(true);
  });
  it('404 not_found for an unknown or malformed id, and for a survey of another project', async () => {
    const mobileSurvey = await surveyId('App store prompt', 2);
    for (const path of [
      `${BASE}nope/`,
      `${BASE}00000000-0000-4000-8000-000000000000/`,
      `${BASE}${mobileSurvey}/`,
    ]) {
      const { status, json } = await get(path);
      expect(status).toBe(404);
      expect(json).toEqual({ type: 'invalid_request', code: 'not_found', detail: 'Not found.', attr: null });
    }
  });
});

describe('survey create', () => {
  it('201 with the CreateUpdateOnly shape, question ids assigned, flags set; visible to later reads', async () => {
    const created = await post({
      name: 'New one',
      type: 'popover',
      questions: [open('Hi?'), open('Kept id', { id: 'q-keep' })],
    });
    expect(created.status).toBe(201);
    const body = survey.parse(created.json);
    expect(body.questions?.[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.questions?.[1]?.id).toBe('q-keep');
    expect(body).toMatchObject({
      archived: false,
      start_date: null,
      end_date: null,
      targeting_flag: null,
      created_by: { email: 'demo@acme.test' },
    });
    expect(body.internal_targeting_flag).toMatchObject({ active: false });
    for (const field of ['feature_flag_keys', 'linked_flag_id', 'user_access_level'])
      expect(created.json).not.toHaveProperty(field);
    const detail = survey.parse((await get(`${BASE}${body.id}`)).json);
    expect(detail.questions).toEqual(body.questions);
    expect(detail.feature_flag_keys).toHaveLength(4);
    expect((await listOf(BASE)).results[0]!.id).toBe(body.id);
  });
  it('accepts what the API does not validate: loops, out-of-range targets, no questions', async () => {
    const loop = await post({
      name: 'Loop',
      type: 'popover',
      questions: [open('A', { branching: { type: 'specific_question', index: 0 } })],
    });
    expect(loop.status).toBe(201);
    const far = await post({
      name: 'Far',
      type: 'api',
      questions: [open('A', { branching: { type: 'specific_question', index: 42 } })],
    });
    expect(far.status).toBe(201);
    expect((await post({ name: 'Empty', type: 'widget' })).status).toBe(201);
    expect(
      (await post({ name: 'Null questions', type: 'widget', questions: null })).json?.questions,
    ).toBeNull();
  });
});

describe('survey update', () => {
  it('PATCH changes only what was sent and answers the CreateUpdateOnly shape', async () => {
    const id = await surveyId('Feedback round 2');
    const before = survey.parse((await get(`${BASE}${id}/`)).json);
    const patched = await call('PATCH', `${BASE}${id}/`, { description: 'Now with a description' });
    expect(patched.status).toBe(200);
    expect(patched.json).not.toHaveProperty('feature_flag_keys');
    const after = survey.parse((await get(`${BASE}${id}/`)).json);
    expect(after).toEqual({ ...before, description: 'Now with a description' });
  });
  it('rename conflict says "another survey"; keeping its own name is fine', async () => {
    const id = await surveyId('Feedback round 1');
    const renamed = await call('PATCH', `${BASE}${id}/`, { name: 'NPS with follow-ups' });
    expect(renamed.json).toEqual({
      type: 'validation_error',
      code: 'unique',
      detail: 'There is already another survey with this name.',
      attr: null,
    });
    expect((await call('PATCH', `${BASE}${id}/`, { name: 'Feedback round 1' })).status).toBe(200);
    // Names are unique per project only.
    expect((await post({ name: 'App store prompt', type: 'popover' })).status).toBe(201);
  });
  it('shuffle + branching is checked against the stored appearance and questions', async () => {
    const id = await surveyId('NPS with follow-ups');
    const shuffled = await call('PATCH', `${BASE}${id}/`, { appearance: { shuffleQuestions: true } });
    expect(shuffled.status).toBe(400);
    expect(shuffled.json?.detail).toMatch(/^Question shuffling and question branching/);
    const plain = await surveyId('Feedback round 3');
    expect((await call('PATCH', `${BASE}${plain}/`, { appearance: { shuffleQuestions: true } })).status).toBe(
      200,
    );
    const branched = await call('PATCH', `${BASE}${plain}/`, {
      questions: [open('A', { branching: { type: 'end' } })],
    });
    expect(branched.status).toBe(400);
  });
  it('launch, stop, resume and archive are PATCHes that flip the flags and are logged', async () => {
    const id = await surveyId('Feedback round 4');
    const launched = survey.parse(
      (await call('PATCH', `${BASE}${id}/`, { start_date: '2026-11-01T10:00:00Z' })).json,
    );
    expect(launched.start_date).toBe('2026-11-01T10:00:00.000Z');
    expect(launched.internal_targeting_flag?.active).toBe(true);
    const stopped = survey.parse(
      (await call('PATCH', `${BASE}${id}/`, { end_date: '2026-11-02T10:00:00Z' })).json,
    );
    expect(stopped.internal_targeting_flag?.active).toBe(false);
    expect(
      survey.parse((await call('PATCH', `${BASE}${id}/`, { end_date: null })).json).internal_targeting_flag
        ?.active,
    ).toBe(true);
    expect(survey.parse((await call('PATCH', `${BASE}${id}/`, { archived: true })).json).archived).toBe(true);
    const log = activityPage.parse((await get(`${BASE}${id}/activity/`)).json);
    expect(log.results.slice(0, 4).map((entry) => entry.detail?.changes?.[0]?.field)).toEqual([
      'archived',
      'end_date',
      'end_date',
      'start_date',
    ]);
    expect(log.results[0]).toMatchObject({
      activity: 'updated',
      scope: 'Survey',
      item_id: id,
      detail: { name: 'Feedback round 4' },
    });
    expect(log.results[0]!.detail?.changes?.[0]).toEqual({
      type: 'Survey',
      action: 'changed',
      field: 'archived',
      before: false,
      after: true,
    });
  });
  it('logs an update with each changed field before and after, questions as the whole list', async () => {
    const id = await surveyId('NPS with follow-ups');
    const stored = survey.parse((await get(`${BASE}${id}/`)).json);
    const questions = structuredClone(stored.questions!) as Record<string, unknown>[];
    questions[1]!.question = 'What went wrong?';
    await call('PATCH', `${BASE}${id}/`, { questions, description: '' });
    const [latest] = activityPage.parse((await get(`${BASE}${id}/activity/`)).json).results;
    expect(latest!.detail?.changes).toEqual([
      {
        type: 'Survey',
        action: 'deleted',
        field: 'description',
        before: 'Quarterly NPS with a follow-up per group.',
        after: null,
      },
      { type: 'Survey', action: 'changed', field: 'questions', before: stored.questions, after: questions },
    ]);
  });
  it('logs targeting by hand as the server does: filters created or changed, a removed flag deleted', async () => {
    const id = await surveyId('Feedback round 4');
    const filters = { groups: [{ properties: [], rollout_percentage: 50, variant: null }] };
    await call('PATCH', `${BASE}${id}/`, { targeting_flag_filters: filters });
    const log = async () => activityPage.parse((await get(`${BASE}${id}/activity/`)).json).results[0]!;
    const created = (await log()).detail!.changes!;
    expect(created.map((change) => [change.field, change.action])).toEqual([
      ['targeting_flag_filters', 'created'],
      ['targeting_flag', 'created'],
    ]);
    expect(created[0]!.after).toEqual(filters);
    const more = { groups: [{ properties: [], rollout_percentage: 20, variant: null }] };
    await call('PATCH', `${BASE}${id}/`, { targeting_flag_filters: more });
    // The flag stored the filters as FeatureFlagSerializer normalises them.
    const stored = {
      groups: [{ ...filters.groups[0], aggregation_group_type_index: null }],
      aggregation_group_type_index: null,
    };
    expect((await log()).detail!.changes).toEqual([
      { type: 'Survey', action: 'changed', field: 'targeting_flag_filters', before: stored, after: more },
    ]);
    await call('PATCH', `${BASE}${id}/`, { remove_targeting_flag: true });
    const removed = (await log()).detail!.changes!;
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ action: 'deleted', field: 'targeting_flag', after: null });
    expect(removed[0]!.before).toMatchObject({ filters: more, active: false, deleted: false });
  });
  it('computes iteration_start_dates from count, frequency and start date', async () => {
    const id = await surveyId('Feedback round 4');
    const draft = survey.parse(
      (await call('PATCH', `${BASE}${id}/`, { iteration_count: 3, iteration_frequency_days: 30 })).json,
    );
    expect(draft.iteration_start_dates).toBeNull();
    const started = survey.parse(
      (await call('PATCH', `${BASE}${id}/`, { start_date: '2026-11-01T00:00:00Z' })).json,
    );
    expect(started.iteration_start_dates).toEqual([
      '2026-11-01T00:00:00Z',
      '2026-12-01T00:00:00Z',
      '2026-12-31T00:00:00Z',
    ]);
    expect(started.current_iteration).toBe(1);
    expect(started.current_iteration_start_date).toBe('2026-11-01T00:00:00.000Z');
    // Sending the count without the frequency clears the frequency, as the real serializer does.
    const countOnly = survey.parse((await call('PATCH', `${BASE}${id}/`, { iteration_count: 2 })).json);
    expect(countOnly).toMatchObject({
      iteration_frequency_days: null,
      iteration_start_dates: [],
      current_iteration: null,
    });
  });
  it('refuses fewer iterations than the current one', async () => {
    const id = await surveyId('Docs helpfulness (recurring)');
    const current = survey.parse((await get(`${BASE}${id}/`)).json).current_iteration!;
    expect(current).toBeGreaterThan(1);
    const { json } = await call('PATCH', `${BASE}${id}/`, {
      iteration_count: current - 1,
      iteration_frequency_days: 90,
    });
    expect(json).toMatchObject({
      code: 'invalid_input',
      detail: `Cannot change survey recurrence to ${current - 1}, should be at least ${current}`,
      attr: null,
    });
  });
  it('targeting_flag_filters create then merge a flag; remove_targeting_flag clears it', async () => {
    const id = await surveyId('Feedback round 2');
    const filters = {
      groups: [
        {
          properties: [{ key: 'email', value: 'x', operator: 'icontains', type: 'person' }],
          rollout_percentage: 20,
        },
      ],
    };
    const withFlag = survey.parse(
      (await call('PATCH', `${BASE}${id}/`, { targeting_flag_filters: filters })).json,
    );
    expect(withFlag.targeting_flag).toMatchObject({
      name: 'Targeting flag for survey Feedback round 2',
      filters,
    });
    expect(withFlag.targeting_flag?.key).toMatch(/^survey-targeting-[0-9a-f]{10}$/);
    expect(withFlag).not.toHaveProperty('targeting_flag_filters');
    const merged = survey.parse(
      (await call('PATCH', `${BASE}${id}/`, { targeting_flag_filters: { groups: [], payloads: {} } })).json,
    );
    expect(merged.targeting_flag).toMatchObject({
      key: withFlag.targeting_flag?.key,
      filters: { groups: [], payloads: {} },
    });
    const keys = survey.parse((await get(`${BASE}${id}/`)).json).feature_flag_keys;
    expect(
      (keys as { key: string; value: unknown }[] | undefined)?.find(
        (entry) => entry.key === 'targeting_flag_key',
      )?.value,
    ).toBe(withFlag.targeting_flag?.key);
    expect(
      survey.parse((await call('PATCH', `${BASE}${id}/`, { remove_targeting_flag: true })).json)
        .targeting_flag,
    ).toBeNull();
  });
  it('PATCH validates like POST and leaves the survey untouched on failure', async () => {
    const id = await surveyId('Feedback round 2');
    const before = (await get(`${BASE}${id}/`)).json;
    const bad = await call('PATCH', `${BASE}${id}/`, {
      name: 'Changed',
      questions: [{ type: 'single_choice', question: 'Q', choices: [''] }],
    });
    expect(bad.json).toMatchObject({
      code: 'invalid_input',
      detail: 'Question choices cannot be empty',
      attr: 'questions',
    });
    expect((await get(`${BASE}${id}/`)).json).toEqual(before);
    expect((await call('PATCH', `${BASE}${id}/`, { type: 'carousel' })).json).toMatchObject({
      code: 'invalid_choice',
      attr: 'type',
    });
  });
});

describe('survey delete, activity and responses', () => {
  it('DELETE 204 without body; gone from detail and list, its answers still counted; logged', async () => {
    const id = await surveyId('NPS with follow-ups');
    expect(responsesCount.parse((await get(`${BASE}responses_count/`)).json)[id]).toBe(318);
    const removed = await call('DELETE', `${BASE}${id}/`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect((await get(`${BASE}${id}/`)).status).toBe(404);
    expect((await listOf(BASE)).count).toBe(29);
    // SurveyViewSet.destroy deletes the row, not its events, and responses_count counts the events by
    // $survey_id whatever survey still exists (products/surveys/backend/api/survey.py @ 0031b5ea).
    expect(responsesCount.parse((await get(`${BASE}responses_count/`)).json)[id]).toBe(318);
    const log = activityPage.parse((await get(`${BASE}activity/?limit=1`)).json);
    expect(log.results[0]).toMatchObject({
      activity: 'deleted',
      item_id: id,
      detail: { name: 'NPS with follow-ups' },
    });
    expect(new URL(log.next!).searchParams.get('page')).toBe('2');
    expect((await call('DELETE', `${BASE}${id}/`)).status).toBe(404);
  });
  it('the project-wide activity holds every survey; a survey activity only its own; 404 for an unknown survey', async () => {
    const all = activityPage.parse((await get(`${BASE}activity/?limit=100`)).json);
    expect(all.total_count).toBeGreaterThan(30);
    expect(new Set(all.results.map((entry) => entry.scope))).toEqual(new Set(['Survey']));
    const id = await surveyId('Onboarding feedback');
    const own = activityPage.parse((await get(`${BASE}${id}/activity/`)).json);
    expect(own.results.map((entry) => entry.activity)).toEqual(['updated', 'updated', 'created']);
    expect(own.results.every((entry) => entry.item_id === id)).toBe(true);
    expect((await get(`${BASE}nope/activity/`)).status).toBe(404);
  });
  it('responses_count maps surveys with responses to counts and omits the rest', async () => {
    const counts = responsesCount.parse((await get(`${BASE}responses_count/`)).json);
    expect(counts[await surveyId('Stress test: 100 questions')]).toBeUndefined();
    expect(
      counts[await surveyId('Feature request intake (hosted page opens on its start date)')],
    ).toBeUndefined();
    expect(counts[await surveyId('Thumbs check')]).toBe(902);
    expect(Object.values(counts).every((count) => count > 0)).toBe(true);
    expect(responsesCount.parse((await get('/api/projects/5/surveys/responses_count/')).json)).toEqual({});
  });
  it('responses_count counts the "survey sent" events of the project, whatever the survey’s own dates', async () => {
    // SurveyViewSet.responses_count (survey.py @ 0031b5ea): the events since the project's earliest
    // survey start_date, grouped by $survey_id; {} only when no survey of the project has a start date.
    const thumbs = await surveyId('Thumbs check');
    await call('PATCH', `${BASE}${thumbs}/`, { start_date: null, end_date: null });
    expect(responsesCount.parse((await get(`${BASE}responses_count/`)).json)[thumbs]).toBe(902);
    // `exclude_archived` leaves out archived *responses* (SurveyResponseArchive), not archived surveys:
    // the seed archives no response, so an archived survey keeps its count.
    const only = responsesCount.parse((await get(`${BASE}responses_count/?exclude_archived=true`)).json);
    expect(only[await surveyId('Churn reasons')]).toBe(12);
    expect(only[thumbs]).toBe(902);
    // Project 2 without any launched survey has no responses to count at all.
    for (const item of (await listOf('/api/projects/2/surveys/')).results)
      await call('PATCH', `/api/projects/2/surveys/${item.id}/`, { start_date: null, end_date: null });
    expect(responsesCount.parse((await get('/api/projects/2/surveys/responses_count/')).json)).toEqual({});
  });
});

describe('survey linked flag', () => {
  const flagId = async (key: string, projectId = 1) => {
    const { json } = await get(`/api/projects/${projectId}/feature_flags/?search=${key}`);
    return (json as { results: { id: number; key: string }[] }).results.find((flag) => flag.key === key)!.id;
  };
  const invalid = (detail: string) => ({
    type: 'validation_error',
    code: 'invalid_input',
    detail,
    attr: null,
  });

  it('links an existing flag: linked_flag populated, linked_flag_key listed; null unlinks', async () => {
    const id = await surveyId('Feedback round 2');
    const checkout = await flagId('new-checkout');
    const patched = await call('PATCH', `${BASE}${id}/`, {
      linked_flag_id: checkout,
      conditions: { linkedFlagVariant: 'test' },
    });
    expect(patched.status).toBe(200);
    expect(patched.json).not.toHaveProperty('linked_flag_id');
    expect(survey.parse(patched.json).linked_flag).toMatchObject({
      id: checkout,
      key: 'new-checkout',
      team_id: 1,
    });
    const detail = survey.parse((await get(`${BASE}${id}/`)).json);
    expect(detail.linked_flag_id).toBe(checkout);
    expect(detail.conditions?.linkedFlagVariant).toBe('test');
    expect(
      (detail.feature_flag_keys as { key: string; value: unknown }[] | undefined)?.find(
        (entry) => entry.key === 'linked_flag_key',
      )?.value,
    ).toBe('new-checkout');
    const unlinked = await call('PATCH', `${BASE}${id}/`, { linked_flag_id: null, conditions: null });
    expect(survey.parse(unlinked.json).linked_flag).toBeNull();
    expect(survey.parse((await get(`${BASE}${id}/`)).json).linked_flag_id).toBeNull();
  });

  it('the seeded CSAT survey is linked to new-checkout', async () => {
    const detail = survey.parse(
      (await get(`${BASE}${await surveyId('Checkout satisfaction (CSAT)')}/`)).json,
    );
    expect(detail.linked_flag?.key).toBe('new-checkout');
    expect(detail.linked_flag_id).toBe(detail.linked_flag?.id);
  });

  it('refuses unknown flags, flags of another project, unknown variants, and a variant without a flag', async () => {
    const beta = await flagId('beta-program');
    const pricing = await flagId('pricing-page-experiment');
    const mobileFlag = await flagId('offline-mode', 2);
    const cases: [Record<string, unknown>, unknown][] = [
      [{ linked_flag_id: 999_999 }, invalid('Feature Flag with this ID does not exist')],
      [{ linked_flag_id: mobileFlag }, invalid('Feature Flag with this ID does not exist')],
      [
        { linked_flag_id: 'abc' },
        {
          type: 'validation_error',
          code: 'invalid',
          detail: 'A valid integer is required.',
          attr: 'linked_flag_id',
        },
      ],
      [
        { linked_flag_id: pricing, conditions: { linkedFlagVariant: 'test' } },
        invalid(
          "Feature flag variant 'test' does not exist. Available variants: control, annual-first, monthly-first",
        ),
      ],
      [
        { linked_flag_id: beta, conditions: { linkedFlagVariant: 'test' } },
        invalid("Feature flag variant 'test' specified but the linked feature flag has no variants"),
      ],
      [
        { conditions: { linkedFlagVariant: 'control' } },
        invalid('linkedFlagVariant can only be used when a linked_flag_id is specified'),
      ],
    ];
    for (const [extra, error] of cases) {
      const { status, json } = await post({ name: 'Linked', type: 'popover', ...extra });
      expect(status).toBe(400);
      expect(json).toEqual(error);
    }
    const any = await post({
      name: 'Any variant',
      type: 'popover',
      linked_flag_id: beta,
      conditions: { linkedFlagVariant: 'any' },
    });
    expect(any.status).toBe(201);
  });

  it('like the real serializer, checks a variant only against linked_flag_id in the same PATCH', async () => {
    const id = await surveyId('Feedback round 2');
    const checkout = await flagId('new-checkout');
    await call('PATCH', `${BASE}${id}/`, {
      linked_flag_id: checkout,
      conditions: { linkedFlagVariant: 'test' },
    });
    const alone = await call('PATCH', `${BASE}${id}/`, {
      conditions: { url: '/x', linkedFlagVariant: 'test' },
    });
    expect(alone.json).toEqual(
      invalid('linkedFlagVariant can only be used when a linked_flag_id is specified'),
    );
    const together = await call('PATCH', `${BASE}${id}/`, {
      linked_flag_id: checkout,
      conditions: { url: '/x', linkedFlagVariant: 'test' },
    });
    expect(together.status).toBe(200);
  });

  it('external surveys refuse a linked flag', async () => {
    const { json } = await post({
      name: 'Hosted',
      type: 'external_survey',
      linked_flag_id: await flagId('beta-program'),
    });
    expect(json).toMatchObject({
      detail: 'linked_flag_id is not allowed for external surveys',
      attr: 'linked_flag_id',
    });
  });
});

describe('the survey list: what the viewset shows', () => {
  it('refuses a search longer than MAX_SEARCH_LENGTH (posthog/helpers/trigram_search.py)', async () => {
    const tooLong = await get(`${BASE}?search=${'a'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toEqual(invalid('Search query must be 200 characters or fewer.', 'search'));
    expect((await get(`${BASE}?search=${'a'.repeat(200)}`)).status).toBe(200);
  });

  it('hides the surveys of product tours everywhere (safely_get_queryset excludes product_tour__isnull=False)', async () => {
    const tour = db.surveys.find((stored) => stored.productTourId)!;
    expect(tour.projectId).toBe(1);
    const list = (await get(`${BASE}?limit=100`)).json as { count: number; results: { id: string }[] };
    expect(list.count).toBe(30);
    expect(list.results.map((item) => item.id)).not.toContain(tour.survey.id);
    expect((await get(`${BASE}${tour.survey.id}/`)).status).toBe(404);
    expect((await call('PATCH', `${BASE}${tour.survey.id}/`, { name: 'x' })).status).toBe(404);
    // validate() checks names with Survey.objects, so the hidden survey's name is taken all the same.
    expect((await post({ name: tour.survey.name, type: 'popover' })).json).toMatchObject({ code: 'unique' });
  });

  it('a project id that is not a number or not a project → 404 "Project not found." (routing.py)', async () => {
    for (const path of [
      '/api/projects/abc/surveys/',
      '/api/projects/999/surveys/',
      '/api/projects/abc/feature_flags/',
    ]) {
      const { status, json } = await get(path);
      expect(status, path).toBe(404);
      expect(json).toEqual({
        type: 'invalid_request',
        code: 'not_found',
        detail: 'Project not found.',
        attr: null,
      });
    }
  });
});

describe('fields the serializer always answers', () => {
  // The Survey model's defaults (products/surveys/backend/models.py @ 0031b5ea), which SurveySerializer and
  // SurveySerializerCreateUpdateOnly both list: base_language "en", enable_iframe_embedding false,
  // response_sampling_interval_type "week", the rest null. linked_insight_id is write-only on writes.
  const defaults = {
    base_language: 'en',
    translations: null,
    enable_iframe_embedding: false,
    form_content: null,
    response_sampling_start_date: null,
    response_sampling_interval_type: 'week',
    response_sampling_interval: null,
    response_sampling_limit: null,
    response_sampling_daily_limits: null,
  };
  it('a new survey has the model’s defaults, in the write answer and in the read shape', async () => {
    const created = await post({ name: 'Defaults', type: 'popover' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject(defaults);
    expect(created.json).not.toHaveProperty('linked_insight_id');
    const read = (await get(`${BASE}${String(created.json!.id)}/`)).json;
    expect(read).toMatchObject({ ...defaults, linked_insight_id: null });
  });
  it('every seeded survey carries them too', async () => {
    const all = (await get(`${BASE}?limit=100`)).json as { results: Record<string, unknown>[] };
    for (const item of all.results)
      for (const field of [...Object.keys(defaults), 'linked_insight_id'])
        expect(item, `${String(item.name)}: ${field}`).toHaveProperty(field);
  });
});

describe('per-survey access level (RBAC)', () => {
  // AccessControlPermission.has_object_permission (posthog/permissions.py): a write needs "editor" on the
  // object; without it, 403 "You do not have editor access to this resource.". The demo user's level is
  // seeded on one survey, as SurveySerializer's `user_access_level` reports it.
  const denied = {
    type: 'authentication_error',
    code: 'permission_denied',
    detail: 'You do not have editor access to this resource.',
    attr: null,
  };
  it('a viewer reads the survey, and every write of it is refused; a copy of it is theirs', async () => {
    const id = await surveyId('Edge: view-only survey (your access level is viewer)');
    const before = (await get(`${BASE}${id}/`)).json;
    expect(before).toMatchObject({ user_access_level: 'viewer' });
    for (const body of [{ name: 'Renamed' }, { archived: true }, { end_date: '2026-01-01T00:00:00Z' }]) {
      const answer = await call('PATCH', `${BASE}${id}/`, body);
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual(denied);
    }
    const removed = await call('DELETE', `${BASE}${id}/`);
    expect([removed.status, removed.json]).toEqual([403, denied]);
    expect((await get(`${BASE}${id}/`)).json).toEqual(before);
    expect((await call('PATCH', `${BASE}nope/`, { name: 'x' })).status).toBe(404);
    const copy = await post({ name: 'A copy of a view-only survey', type: 'popover' });
    expect(copy.status).toBe(201);
    // Its creator manages it (test_can_list_surveys @ 0031b5ea).
    expect((await get(`${BASE}${String(copy.json!.id)}/`)).json).toMatchObject({
      user_access_level: 'manager',
    });
  });
});
