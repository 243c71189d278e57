// A survey's results from its events, with the server's quirks: stats that count one "sent" per
// submission and leave partial dismissals out, response rows merged per submission, archived answers.
import { describe, expect, it } from 'vitest';
import { archivedResponseUuids, surveyResponsesPage, surveyStats } from '@/contracts/events';
import { mockNow } from '../clock';
import { db } from '../db';
import { at, captureEvents } from '../testing/capture-events';
import { call, get } from '../test-api';

const P = 3;
const Q1 = 'q-rating';
const Q2 = 'q-open';
const Q3 = 'q-multi';

/** A running survey of project 3 with three questions, launched an hour ago. */
async function launchedSurvey(): Promise<string> {
  const created = await call('POST', `/api/projects/${P}/surveys/`, {
    name: 'Results',
    type: 'popover',
    questions: [
      { id: Q1, type: 'rating', question: 'Rate us', scale: 10, display: 'number' },
      { id: Q2, type: 'open', question: 'Why?' },
      { id: Q3, type: 'multiple_choice', question: 'Which?', choices: ['A', 'B'] },
    ],
  });
  const id = created.json!.id as string;
  const survey = db.surveys.find((stored) => stored.survey.id === id)!.survey;
  survey.start_date = new Date(mockNow() - 3_600_000).toISOString();
  return id;
}

const event = (
  name: string,
  who: string,
  minutesAgo: number,
  properties: Record<string, unknown>,
  surveyId: string,
) => ({
  event: name,
  distinct_id: who,
  timestamp: at(mockNow(), minutesAgo),
  properties: { $survey_id: surveyId, ...properties },
});

/** Two people answer (one in two steps), one abandons after one answer, one dismisses, one only looks. */
async function answers(id: string) {
  await captureEvents(P, [
    event('survey shown', 'ann', 50, {}, id),
    event(
      'survey sent',
      'ann',
      49,
      { $survey_submission_id: 's1', $survey_completed: false, [`$survey_response_${Q1}`]: '3' },
      id,
    ),
    event(
      'survey sent',
      'ann',
      48,
      {
        $survey_submission_id: 's1',
        $survey_completed: true,
        [`$survey_response_${Q1}`]: '4',
        [`$survey_response_${Q2}`]: '',
        [`$survey_response_${Q3}`]: ['A'],
      },
      id,
    ),
    event('survey shown', 'bob', 40, {}, id),
    // An older client: index-based keys only, no submission id.
    event(
      'survey sent',
      'bob',
      39,
      { $survey_response: '9', $survey_response_1: 'Fast', $survey_iteration: 2 },
      id,
    ),
    event('survey shown', 'cat', 30, {}, id),
    event(
      'survey sent',
      'cat',
      29,
      { $survey_submission_id: 's3', $survey_completed: false, [`$survey_response_${Q1}`]: '1' },
      id,
    ),
    event('survey dismissed', 'cat', 28, { $survey_partially_completed: true }, id),
    event('survey shown', 'dan', 20, {}, id),
    event('survey dismissed', 'dan', 19, { $survey_partially_completed: false }, id),
    event('survey shown', 'eve', 10, {}, id),
    // Before the survey started: outside every result of this survey.
    event('survey sent', 'old', 120, { $survey_response: '10' }, id),
  ]);
}

describe('survey stats', () => {
  it('counts shown, dismissed (partial ones left out) and sent (one per submission), unique persons and rates', async () => {
    const id = await launchedSurvey();
    await answers(id);
    const answer = await get(`/api/projects/${P}/surveys/${id}/stats/`);
    expect(answer.status).toBe(200);
    const body = surveyStats.parse(answer.json);
    expect(body.stats['survey shown']).toMatchObject({
      total_count: 5,
      unique_persons: 5,
      unique_persons_only_seen: 1,
      total_count_only_seen: 1,
    });
    expect(body.stats['survey dismissed']).toMatchObject({ total_count: 1, unique_persons: 1 });
    expect(body.stats['survey sent']).toMatchObject({ total_count: 3, unique_persons: 3 });
    expect(body.stats['survey sent']!.first_seen).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?Z$/);
    expect(body.rates).toEqual({
      response_rate: 60,
      dismissal_rate: 20,
      unique_users_response_rate: 60,
      unique_users_dismissal_rate: 20,
    });
    expect(body).toMatchObject({ survey_id: id, end_date: null });
  });

  it('reads date_from and date_to as ISO 8601; a bad or inverted range is a 400', async () => {
    const id = await launchedSurvey();
    await answers(id);
    const since = new Date(mockNow() - 35 * 60_000).toISOString();
    const later = surveyStats.parse(
      (await get(`/api/projects/${P}/surveys/${id}/stats/?date_from=${since}`)).json,
    );
    expect(later.stats['survey sent']!.total_count).toBe(1);
    const bad = await get(`/api/projects/${P}/surveys/${id}/stats/?date_from=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.json!.detail).toMatch(/^Invalid date format\. Please use ISO 8601 format/);
    const inverted = await get(
      `/api/projects/${P}/surveys/${id}/stats/?date_from=2026-02-01&date_to=2026-01-01`,
    );
    expect(inverted.json!.detail).toBe('date_from must be before date_to');
  });

  it('global stats cover the non-archived surveys only, and are empty when there are none', async () => {
    expect((await get(`/api/projects/${P}/surveys/stats/`)).json).toEqual({
      stats: {},
      rates: {
        response_rate: 0,
        dismissal_rate: 0,
        unique_users_response_rate: 0,
        unique_users_dismissal_rate: 0,
      },
    });
    const id = await launchedSurvey();
    await answers(id);
    const all = surveyStats.parse((await get(`/api/projects/${P}/surveys/stats/`)).json);
    // No clamp to the survey's run here: the event from before its start counts.
    expect(all.stats['survey sent']!.total_count).toBe(4);
    await call('PATCH', `/api/projects/${P}/surveys/${id}/`, { archived: true });
    expect((await get(`/api/projects/${P}/surveys/stats/`)).json!.stats).toEqual({});
  });
});

describe('survey responses', () => {
  it('merges each submission (latest non-empty answer wins), newest first, text answers only', async () => {
    const id = await launchedSurvey();
    await answers(id);
    const answer = await get(`/api/projects/${P}/surveys/${id}/responses/`);
    expect(answer.status).toBe(200);
    const page = surveyResponsesPage.parse(answer.json);
    expect(page).toMatchObject({ has_more: false, limit: 100, offset: 0 });
    expect(page.results.map((row) => row.distinct_id)).toEqual(['cat', 'bob', 'ann']);
    const ann = page.results[2]!;
    // The later event's rating wins; the empty text is no answer; a multiple choice's list is not text.
    expect(ann.answers).toEqual([
      { question_id: Q1, question_index: 0, question_text: 'Rate us', question_type: 'rating', answer: '4' },
    ]);
    const bob = page.results[1]!;
    expect(bob.answers.map((row) => row.answer)).toEqual(['9', 'Fast']);
    expect(bob.extra.iteration).toBe('2');
  });

  it('filters by question and score (a score needs its question), pages with limit and offset', async () => {
    const id = await launchedSurvey();
    await answers(id);
    const rows = async (query: string) =>
      surveyResponsesPage.parse((await get(`/api/projects/${P}/surveys/${id}/responses/?${query}`)).json);
    expect((await rows(`question_id=${Q1}&score_gte=4`)).results.map((row) => row.distinct_id)).toEqual([
      'bob',
      'ann',
    ]);
    expect((await rows(`question_id=${Q1}&score_lte=3`)).results.map((row) => row.distinct_id)).toEqual([
      'cat',
    ]);
    expect((await rows(`question_id=${Q2}`)).results.map((row) => row.distinct_id)).toEqual(['bob']);
    expect((await rows('question_id=unknown')).results).toEqual([]);
    const first = await rows('limit=2');
    expect(first.results).toHaveLength(2);
    expect(first.has_more).toBe(true);
    expect((await rows('limit=2&offset=2')).results.map((row) => row.distinct_id)).toEqual(['ann']);
    const refused = await get(`/api/projects/${P}/surveys/${id}/responses/?score_lte=3`);
    expect(refused.status).toBe(400);
    expect(refused.json!.detail).toBe('score_lte / score_gte require question_id');
  });

  it('needs query:read as well as survey:read', async () => {
    const id = await launchedSurvey();
    const answer = await get(`/api/projects/${P}/surveys/${id}/responses/`, 'phx_demo_read');
    expect(answer.status).toBe(403);
    expect(answer.json!.detail).toBe("API key missing required scope 'query:read'");
    expect((await get(`/api/projects/${P}/surveys/${id}/stats/`, 'phx_demo_read')).status).toBe(200);
  });
});

describe('archived answers', () => {
  it('archive and unarchive answer 200 with the status as the body; exclude_archived honours them', async () => {
    const id = await launchedSurvey();
    await answers(id);
    const rows = surveyResponsesPage.parse(
      (await get(`/api/projects/${P}/surveys/${id}/responses/`)).json,
    ).results;
    const ann = rows.find((row) => row.distinct_id === 'ann')!.uuid;
    const archived = await call(
      'POST',
      `/api/projects/${P}/surveys/${id}/responses/${ann.toUpperCase()}/archive/`,
    );
    expect(archived.status).toBe(200);
    expect(archived.text).toBe('200');
    expect(
      archivedResponseUuids.parse(
        (await get(`/api/projects/${P}/surveys/${id}/archived-response-uuids/`)).json,
      ),
    ).toEqual([ann]);
    const kept = surveyResponsesPage.parse(
      (await get(`/api/projects/${P}/surveys/${id}/responses/?exclude_archived=true`)).json,
    );
    expect(kept.results.map((row) => row.distinct_id)).toEqual(['cat', 'bob']);
    const stats = surveyStats.parse(
      (await get(`/api/projects/${P}/surveys/${id}/stats/?exclude_archived=true`)).json,
    );
    expect(stats.stats['survey sent']!.total_count).toBe(2);
    // Without the flag, archived answers still count.
    expect(
      surveyStats.parse((await get(`/api/projects/${P}/surveys/${id}/stats/`)).json).stats['survey sent']!
        .total_count,
    ).toBe(3);
    const log = await get(`/api/projects/${P}/surveys/${id}/activity/`);
    expect((log.json!.results as { activity: string }[]).map((entry) => entry.activity)).toContain(
      'response_archived',
    );
    expect((await call('POST', `/api/projects/${P}/surveys/${id}/responses/${ann}/unarchive/`)).text).toBe(
      '200',
    );
    expect((await get(`/api/projects/${P}/surveys/${id}/archived-response-uuids/`)).json).toEqual([]);
  });

  it('refuses a malformed uuid with a bare detail, a viewer with 403, a read-only key with the scope', async () => {
    const id = await launchedSurvey();
    const bad = await call('POST', `/api/projects/${P}/surveys/${id}/responses/not-a-uuid/archive/`);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ detail: 'Invalid UUID format' });
    const uuid = '0190a1b2-0000-7000-8000-000000000001';
    const readOnly = await call(
      'POST',
      `/api/projects/${P}/surveys/${id}/responses/${uuid}/archive/`,
      undefined,
      'phx_demo_read',
    );
    expect(readOnly.status).toBe(403);
    const viewer = db.surveys.find((stored) => stored.survey.user_access_level === 'viewer')!;
    const refused = await call(
      'POST',
      `/api/projects/1/surveys/${viewer.survey.id}/responses/${uuid}/archive/`,
    );
    expect(refused.status).toBe(403);
    expect(refused.json!.detail).toBe('You do not have editor access to this resource.');
  });
});
