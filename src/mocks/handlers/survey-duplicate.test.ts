// duplicate_to_projects as PostHog answers it: what a copy keeps and drops, the renamed copy, the lineage
// entry, all-or-nothing, the current-organization check, its scope and the bare 404.
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { mockNow } from '../clock';
import { mockControl } from '../node';
import { call, get, surveyId } from '../test-api';

const NPS = 'NPS with follow-ups';
const duplicate = async (targets: unknown, key?: string, name = NPS) =>
  call(
    'POST',
    `/api/projects/1/surveys/${await surveyId(name)}/duplicate_to_projects/`,
    { target_team_ids: targets },
    key,
  );

describe('duplicate_to_projects', () => {
  it('copies the survey into each target, renamed with the time, without what is project-specific', async () => {
    const source = db.surveys.find((stored) => stored.survey.name === NPS)!.survey;
    // The demo's clock moved on a day: the copy is named with the demo's time (UTC), to the second.
    mockControl.advanceClock(86_400_000);
    const answer = await duplicate([3, 2]);
    const at = (created: string) => /\(duplicated at (.+)\)$/.exec(created)![1]!;
    expect(answer.status).toBe(201);
    const created = answer.json!.created_surveys as { team_id: number; survey_id: string; name: string }[];
    expect(answer.json!.count).toBe(2);
    // In project order, whatever order the ids were sent in.
    expect(created.map((copy) => copy.team_id)).toEqual([2, 3]);
    const stamp = at(created[0]!.name);
    expect(created[0]!.name).toBe(`${NPS} (duplicated at ${stamp})`);
    expect(stamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Math.abs(Date.parse(`${stamp.replace(' ', 'T')}Z`) - mockNow())).toBeLessThan(5_000);
    const copy = (await get(`/api/projects/2/surveys/${created[0]!.survey_id}/`)).json!;
    expect(copy).toMatchObject({
      name: created[0]!.name,
      description: source.description,
      type: source.type,
      appearance: source.appearance,
      start_date: null,
      end_date: null,
      archived: false,
      linked_flag: null,
      linked_flag_id: null,
      targeting_flag: null,
      // Not built by a save: no internal flag until the copy is saved once.
      internal_targeting_flag: null,
      // survey.py @ 0031b5ea sends neither: the model's defaults.
      translations: null,
      base_language: 'en',
    });
    // Events, actions and linkedFlagVariant are dropped from the conditions; the rest stays.
    expect(copy.conditions).toEqual({});
    const questions = copy.questions as Record<string, unknown>[];
    const sourceQuestions = source.questions as Record<string, unknown>[];
    expect(questions.map((question) => question.question)).toEqual(
      sourceQuestions.map((question) => question.question),
    );
    // New question ids; question-level translations and branching travel with the question.
    for (const [i, question] of questions.entries()) {
      expect(question.id).toEqual(expect.any(String));
      expect(question.id).not.toBe(sourceQuestions[i]!.id);
      expect(question.translations).toEqual(sourceQuestions[i]!.translations);
      expect(question.branching).toEqual(sourceQuestions[i]!.branching);
    }
  });

  it("logs a 'created' entry naming the source in each copy's activity", async () => {
    const sourceId = await surveyId(NPS);
    const created = (await duplicate([2])).json!.created_surveys as { survey_id: string }[];
    const log = (await get(`/api/projects/2/surveys/${created[0]!.survey_id}/activity/`)).json!;
    expect(log.results).toEqual([
      expect.objectContaining({
        activity: 'created',
        scope: 'Survey',
        item_id: created[0]!.survey_id,
        detail: expect.objectContaining({
          changes: [
            { type: 'Survey', action: 'created', field: 'source_survey_id', before: null, after: sourceId },
          ],
        }),
      }),
    ]);
    // The project's survey activity lists it too (how a project's copies are found).
    const all = (await get('/api/projects/2/surveys/activity/?limit=100')).json!;
    expect((all.results as { item_id: string }[]).map((entry) => entry.item_id)).toContain(
      created[0]!.survey_id,
    );
  });

  it("refuses a project of another organization (Northwind) with the server's 400, writing nothing", async () => {
    const before = db.surveys.length;
    const answer = await duplicate([2, 121]);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      type: 'validation_error',
      code: 'invalid_input',
      detail: "One or more target teams not found or you don't have access to them",
      attr: null,
    });
    expect(db.surveys.length).toBe(before);
    expect((await duplicate([2, 2])).status).toBe(400);
    expect((await duplicate([999])).status).toBe(400);
  });

  it('is all-or-nothing: one copy the serializer refuses writes none', async () => {
    // The Spanish survey's question translations are keyed "en"; the copy's base language is the default
    // "en", so validate_questions refuses them (the server copies no base_language at 0031b5ea).
    const before = db.surveys.length;
    const answer = await duplicate([2, 3], undefined, 'Edge: Spanish survey with an English translation');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ attr: 'questions', detail: expect.stringMatching(/base language/) });
    expect(db.surveys.length).toBe(before);
  });

  it('checks the body, the survey and the scope', async () => {
    for (const targets of [[], undefined, 2, 'abc'])
      expect((await duplicate(targets)).json).toMatchObject({
        detail: 'target_team_ids must be a non-empty list of team IDs',
      });
    const missing = await call(
      'POST',
      '/api/projects/1/surveys/0190a1b2-0000-7000-8000-000000000000/duplicate_to_projects/',
      {
        target_team_ids: [2],
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('');
    expect((await duplicate([2], 'phx_demo_read')).json).toMatchObject({
      detail: "API key missing required scope 'survey:write'",
    });
  });

  it('copies into a project outside a key with scoped projects: only the source project is checked', async () => {
    // PostHog checks the key's scoped_teams against the URL's project only; the targets are checked
    // against the key owner's organization. The copy in project 3 exists, but the key cannot read it.
    const answer = await duplicate([3], 'phx_demo_fleet_partial');
    expect(answer.status).toBe(201);
    const [copy] = answer.json!.created_surveys as { survey_id: string }[];
    const read = await get(`/api/projects/3/surveys/${copy!.survey_id}/`, 'phx_demo_fleet_partial');
    expect(read.status).toBe(403);
    expect(read.json).toMatchObject({
      detail: 'API key does not have access to the requested project: ID 3.',
    });
  });
});
