// The seeded answers: built on first use only, deterministic, as many submissions as each survey's seeded
// response count, in every shape the server meets, kept out of the stored state.
import { describe, expect, it } from 'vitest';
import { choiceTranslationMap, SURVEY_EVENTS } from '@/contracts/events';
import { mockNow } from '../clock';
import { db } from '../db';
import { eventStoreBuilt, eventsOfSurvey, forgetEventsInMemory } from '../models/events/event-store';
import { seededRandom } from '../ids';
import { captureEvents, eventsQuery } from '../testing/capture-events';
import { get, surveyId } from '../test-api';
import { buildSeedRecords } from './index';
import { LEGACY_LIB_VERSION, SEED_WEEKS, seedPersons, surveyEvents, WEB } from './survey-events';

const DAY = 86_400_000;
const sentOf = async (name: string) =>
  eventsOfSurvey(await surveyId(name)).filter((event) => event.event === SURVEY_EVENTS.sent);

describe('seeded survey answers', () => {
  it('are not built by the first screens (projects, surveys)', async () => {
    await get('/api/organizations/@current/projects/');
    await get('/api/projects/1/surveys/');
    await get('/api/projects/1/');
    expect(eventStoreBuilt()).toBe(false);
  });

  it('are the same whenever they are built for the same day', () => {
    const records = buildSeedRecords();
    const survey = records.surveys.find((stored) => stored.survey.name === 'NPS with follow-ups')!.survey;
    const build = () => {
      const random = seededRandom(5);
      const persons = seedPersons(1, 50, random, 0);
      return surveyEvents({
        projectId: 1,
        survey,
        submissions: 20,
        from: 0,
        to: 30 * DAY,
        persons,
        platform: WEB,
        random,
      });
    };
    expect(build()).toEqual(build());
  });

  it('give each started survey as many submissions as responses_count says (one per submission id)', async () => {
    const counts = (await get('/api/projects/1/surveys/responses_count/')).json as Record<string, number>;
    expect(Object.keys(counts).length).toBeGreaterThan(5);
    for (const [id, count] of Object.entries(counts)) {
      const answer = await eventsQuery(1, {
        select: ['count()'],
        where: [`uniqueSurveySubmissionsFilter('${id}')`, "event = 'survey sent'"],
        after: 'all',
      });
      expect(answer.json!.results, id).toEqual([[count]]);
    }
  });

  it('fall in the twelve weeks before the demo day, within each survey run', async () => {
    const now = mockNow();
    for (const { survey } of db.surveys.filter(
      (stored) => stored.projectId === 1 && stored.survey.start_date,
    )) {
      for (const event of eventsOfSurvey(survey.id)) {
        expect(event.timestamp).toBeGreaterThanOrEqual(Date.parse(survey.start_date!));
        expect(event.timestamp).toBeLessThanOrEqual(now);
        if (!survey.end_date) expect(event.timestamp).toBeGreaterThan(now - (SEED_WEEKS * 7 + 1) * DAY);
      }
    }
  });

  it('hold current clients (both key schemes, several sends per submission) and older ones (index keys only)', async () => {
    const sent = await sentOf('NPS with follow-ups');
    const legacy = sent.filter((event) => event.properties.$lib_version === LEGACY_LIB_VERSION);
    expect(legacy.length).toBeGreaterThan(10);
    for (const event of legacy) {
      expect(event.properties.$survey_submission_id).toBeUndefined();
      expect(event.properties.$survey_response).toEqual(expect.any(String));
      expect(Object.keys(event.properties).some((key) => /^\$survey_response_[0-9a-f]{8}-/.test(key))).toBe(
        false,
      );
    }
    const bySubmission = new Map<unknown, number>();
    for (const event of sent)
      if (event.properties.$survey_submission_id)
        bySubmission.set(
          event.properties.$survey_submission_id,
          (bySubmission.get(event.properties.$survey_submission_id) ?? 0) + 1,
        );
    expect([...bySubmission.values()].filter((count) => count > 1).length).toBeGreaterThan(5);
    const current = sent.find((event) => event.properties.$survey_submission_id)!;
    const question = db.surveys.find((stored) => stored.survey.name === 'NPS with follow-ups')!.survey
      .questions![0]!;
    expect(current.properties[`$survey_response_${question.id}`]).toBe(current.properties.$survey_response);
  });

  it('hold abandoned answers: partial sends, then a dismissal with $survey_partially_completed', async () => {
    const id = await surveyId('NPS with follow-ups');
    const dismissed = eventsOfSurvey(id).filter(
      (event) => event.properties.$survey_partially_completed === true,
    );
    expect(dismissed.length).toBeGreaterThan(3);
    const partial = eventsOfSurvey(id).filter(
      (event) =>
        event.event === SURVEY_EVENTS.sent &&
        event.distinct_id === dismissed[0]!.distinct_id &&
        event.properties.$survey_completed === false,
    );
    expect(partial.length).toBeGreaterThan(0);
  });

  it('hold iterations of the repeating survey and French and German answers with translated choices', async () => {
    const iterations = new Set(
      (await sentOf('Docs helpfulness (recurring)')).map((event) => event.properties.$survey_iteration),
    );
    expect([...iterations].filter(Boolean).length).toBeGreaterThanOrEqual(6);
    const translated = await sentOf('Edge: translated survey');
    const french = translated.filter((event) => event.properties.$survey_language === 'fr');
    expect(french.length).toBeGreaterThan(3);
    const answers = new Set(french.map((event) => event.properties.$survey_response));
    expect([...answers].some((answer) => ['Gratuite', 'Équipe', 'Entreprise'].includes(String(answer)))).toBe(
      true,
    );
    expect([...answers].some((answer) => ['Free', 'Team', 'Enterprise'].includes(String(answer)))).toBe(
      false,
    );
    // Folded back by position, every answer in any language is one of the base choices.
    const question = db.surveys.find((stored) => stored.survey.name === 'Edge: translated survey')!.survey
      .questions![0]!;
    const fold = choiceTranslationMap(question);
    const folded = new Set(translated.map((event) => fold.get(String(event.properties.$survey_response))));
    expect([...folded].sort()).toEqual(['Enterprise', 'Free', 'Team']);
  });

  it('hold test users, which the project test account filters exclude', async () => {
    const id = await surveyId('NPS with follow-ups');
    const count = async (filterTestAccounts: boolean) =>
      (
        await eventsQuery(1, {
          select: ['count()'],
          where: [`properties.$survey_id = '${id}'`],
          after: 'all',
          filterTestAccounts,
        })
      ).json!.results as number[][];
    const all = (await count(false))[0]![0]!;
    const real = (await count(true))[0]![0]!;
    expect(real).toBeLessThan(all);
    const testEmails = await eventsQuery(1, {
      select: ['count()'],
      where: [`properties.$survey_id = '${id}'`, "person.properties.email like '%@acme-test.com'"],
      after: 'all',
      filterTestAccounts: true,
    });
    expect(testEmails.json!.results).toEqual([[0]]);
    const localhost = eventsOfSurvey(id).filter((event) =>
      String(event.properties.$host).startsWith('localhost'),
    );
    expect(localhost.length).toBeGreaterThan(0);
  });

  it('are kept out of the stored state; captured events have their own key and come back after a reload', async () => {
    const id = await surveyId('NPS with follow-ups');
    const seeded = eventsOfSurvey(id)[0]!.uuid;
    expect(JSON.stringify(db)).not.toContain(seeded);
    await captureEvents(1, [
      { event: 'survey sent', distinct_id: 'kept', properties: { $survey_id: id, $survey_response: '10' } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(window.sessionStorage.getItem('surveyor.mock.captured-events')).toContain('kept');
    forgetEventsInMemory();
    expect(eventsOfSurvey(id).filter((event) => event.distinct_id === 'kept')).toHaveLength(1);
    expect(eventsOfSurvey(id).some((event) => event.uuid === seeded)).toBe(true);
  });
});
