// What a results view reads of one project, against events sent through the capture API: the answers
// query carries the sends only (the shows and dismissals are counted by the server, not shipped as rows),
// and the shown / dismissed / sent tallies are still the ones the raw events give, counted here by hand
// (a partial answer's dismissal is none, a person who dismissed and sent is a responder only, test users
// left out by the project's own filters when asked).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SURVEY_EVENTS } from '@/contracts/events';
import type { Survey } from '@/contracts/survey';
import { server } from '@/mocks/node';
import { call } from '@/mocks/test-api';
import { answersCsv } from './model/answers-csv';
import { answersQuery, type RangeAndFilter } from './model/answers-query';
import { groupQuestions } from './model/question-groups';
import type { SurveyTally } from './model/submissions';
import { projectAnswersQuery, submissionPersons } from './results-reads';

interface RawEvent {
  event: string;
  distinct_id: string;
  timestamp: string;
  properties: Record<string, unknown>;
}

async function makeSurvey(name: string): Promise<Survey> {
  const created = await call('POST', '/api/projects/1/surveys/', {
    name,
    type: 'popover',
    questions: [{ id: 'q-nps', type: 'rating', display: 'number', scale: 10, question: 'Recommend?' }],
  });
  expect(created.status).toBe(201);
  return created.json as unknown as Survey;
}

function rawEvents(surveyId: string): RawEvent[] {
  const at = (minutes: number) => new Date(Date.now() - 86_400_000 + minutes * 60_000).toISOString();
  const event = (name: string, who: string, minute: number, props: Record<string, unknown> = {}) => ({
    event: name,
    distinct_id: who,
    timestamp: at(minute),
    properties: { $survey_id: surveyId, $host: 'acme.test', ...props },
  });
  const { shown, dismissed, sent } = SURVEY_EVENTS;
  return [
    // Shown twice to one person, once to four others (one of them a test user by host).
    event(shown, 'ann', 1),
    event(shown, 'ann', 2),
    event(shown, 'bob', 3),
    event(shown, 'cy', 4),
    event(shown, 'dee', 5),
    event(shown, 'dev', 6, { $host: 'localhost:3000' }),
    // Ann sends; Bob dismisses twice; Cy dismisses and then sends (a responder only); Dee's dismissal
    // closed a partial answer (not a dismissal); the test user dismisses.
    event(sent, 'ann', 7, { $survey_submission_id: 's-ann', '$survey_response_q-nps': '9' }),
    event(dismissed, 'bob', 8),
    event(dismissed, 'bob', 9),
    event(dismissed, 'cy', 10),
    event(sent, 'cy', 11, { $survey_submission_id: 's-cy', '$survey_response_q-nps': '3' }),
    event(dismissed, 'dee', 12, { $survey_partially_completed: true }),
    event(dismissed, 'dev', 13, { $host: 'localhost:3000' }),
  ];
}

/** The test's own tallies of the raw events, as stats.py counts them. */
function expectedTally(events: readonly RawEvent[], leaveOutTest: boolean): SurveyTally {
  const kept = events.filter(
    (event) => !leaveOutTest || !String(event.properties.$host).startsWith('localhost'),
  );
  const of = (name: string) => kept.filter((event) => event.event === name);
  const persons = (list: RawEvent[]) => new Set(list.map((event) => event.distinct_id));
  const dismissals = of(SURVEY_EVENTS.dismissed).filter(
    (event) => event.properties.$survey_partially_completed !== true,
  );
  const senders = persons(of(SURVEY_EVENTS.sent));
  const submissions = new Set(of(SURVEY_EVENTS.sent).map((event) => event.properties.$survey_submission_id));
  return {
    shown: of(SURVEY_EVENTS.shown).length,
    shownPersons: persons(of(SURVEY_EVENTS.shown)).size,
    dismissed: dismissals.length,
    dismissedPersons: [...persons(dismissals)].filter((person) => !senders.has(person)).length,
    sent: submissions.size,
    sentPersons: senders.size,
  };
}

describe('the answers of one project', () => {
  it('asks for the sends only, and still tallies shows and dismissals as the raw events give', async () => {
    const survey = await makeSurvey('Results: tallies by the server');
    const events = rawEvents(survey.id);
    const project = await call('GET', '/api/projects/1/');
    const captured = await call('POST', '/batch/', { api_key: project.json!.api_token, batch: events }, null);
    expect(captured.status).toBe(200);

    for (const filterTestAccounts of [false, true]) {
      const range: RangeAndFilter = { filterTestAccounts, after: '-7d' };
      // No row of a show or a dismissal comes back: only the sends are rows.
      expect(answersQuery([survey], range).query.where).toContain(`event = '${SURVEY_EVENTS.sent}'`);
      const read = await new QueryClient().fetchQuery(projectAnswersQuery(1, [survey], range));
      expect(read.tallies[survey.id]).toEqual(expectedTally(events, filterTestAccounts));
      expect(read.submissions.map((item) => [item.at, item.answers])).toEqual([
        [Date.parse(events[6]!.timestamp), { 'q-nps': '9' }],
        [Date.parse(events[10]!.timestamp), { 'q-nps': '3' }],
      ]);
    }
    // Sanity of the hand count: the case holds each rule once.
    expect(expectedTally(events, true)).toEqual({
      shown: 5,
      shownPersons: 4,
      dismissed: 3,
      dismissedPersons: 1,
      sent: 2,
      sentPersons: 2,
    });
  });

  it('carries no person per send: the responders come from the tallies, the CSV reads persons when exported', async () => {
    const survey = await makeSurvey('Results: persons at export');
    const events = rawEvents(survey.id);
    // Ann sends a second submission: two rows of the CSV, one person.
    events.push({
      ...events[6]!,
      timestamp: new Date(Date.parse(events[6]!.timestamp) + 30 * 60_000).toISOString(),
      properties: {
        ...events[6]!.properties,
        $survey_submission_id: 's-ann-2',
        '$survey_response_q-nps': '10',
      },
    });
    const project = await call('GET', '/api/projects/1/');
    await call('POST', '/batch/', { api_key: project.json!.api_token, batch: events }, null);
    const range: RangeAndFilter = { filterTestAccounts: true, after: '-7d' };
    // 36 characters a send that only the persons count and the CSV read.
    expect(answersQuery([survey], range).query.select).not.toContain('person_id');
    const read = await new QueryClient().fetchQuery(projectAnswersQuery(1, [survey], range));
    expect(read.tallies[survey.id]).toMatchObject({ sent: 3, sentPersons: 2, dismissedPersons: 1 });

    // The demo's own person of each distinct id, asked apart.
    const who = await call('POST', '/api/projects/1/query/', {
      query: {
        kind: 'EventsQuery',
        select: ['distinct_id', 'person_id'],
        where: [`properties.$survey_id = '${survey.id}'`],
      },
    });
    const personOf = Object.fromEntries(who.json!.results as [string, string][]);
    expect(personOf.ann).toMatch(/^[0-9a-f-]{36}$/);

    const persons = await submissionPersons([{ projectId: 1, surveys: [survey] }], range);
    const csv = answersCsv(read.submissions, groupQuestions([survey]).groups, persons, {
      survey: () => 'S',
      project: () => 'P',
    });
    const lines = csv.trim().split('\r\n');
    const personColumn = lines[0]!.split(',').indexOf('Person');
    expect(lines.slice(1).map((line) => [line.split(',')[personColumn], line.split(',').at(-1)])).toEqual([
      [personOf.ann, '9'],
      [personOf.cy, '3'],
      [personOf.ann, '10'],
    ]);
  });

  it('takes the async path for the answers only: the counts are answered at once', async () => {
    const survey = await makeSurvey('Results: async answers');
    const sent: { select: string[]; refresh: unknown }[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method !== 'POST' || !/\/query\/?$/.test(new URL(request.url).pathname)) return;
      void request
        .clone()
        .json()
        .then((body: { query: { select: string[] }; refresh?: unknown }) =>
          sent.push({ select: body.query.select, refresh: body.refresh ?? null }),
        );
    };
    server.events.on('request:start', listen);
    try {
      const range: RangeAndFilter = { filterTestAccounts: true, after: 'all' };
      await new QueryClient().fetchQuery(projectAnswersQuery(1, [survey], range, { async: true }));
    } finally {
      server.events.removeListener('request:start', listen);
    }
    const answers = sent.filter((body) =>
      body.select.some((column) => column.startsWith('getSurveyResponse')),
    );
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((body) => body.refresh === 'async')).toBe(true);
    const counts = sent.filter((body) => !answers.includes(body));
    expect(counts).toHaveLength(2);
    expect(counts.map((body) => body.refresh)).toEqual([null, null]);
  });

  it('reads the rows of a one-survey query without a survey id in each of them, times as ms', async () => {
    const one = await makeSurvey('Results: one survey');
    const two = await makeSurvey('Results: two surveys');
    const range: RangeAndFilter = { filterTestAccounts: false, after: 'all' };
    expect(answersQuery([one], range).query.select).not.toContain('properties.$survey_id');
    // The time as ms (13 digits) rather than a zoned ISO text (29 characters) in each row.
    expect(answersQuery([one], range).query.select).toContain('toUnixTimestamp64Milli(timestamp)');
    expect(answersQuery([one, two], range).query.select).toContain('properties.$survey_id');
  });
});
