// The bench's survey family at scale: 10 surveys, 100,000 answers, built when first read; and how long
// grouping them takes (printed, not asserted: timings flake on a busy machine).
import { describe, expect, it } from 'vitest';
import { eventsQueryResponse } from '@/contracts/query';
import { db } from './db';
import { eventsOfSurvey, eventStoreBuilt } from './models/events/event-store';
import { runEventsQuery } from './models/events/events-query';
import { mockNow } from './clock';
import { seedScaleResults } from './scale-results-seed';
import { eventsQuery } from './testing/capture-events';

const project = (id: number) => db.projects.find((candidate) => candidate.id === id)!;

describe('scale results seed', () => {
  it('adds a family of 10 surveys across projects 1-10 with 100,000 answers, once', async () => {
    const { sourceId, surveyIds } = seedScaleResults();
    expect(surveyIds).toHaveLength(10);
    expect(seedScaleResults().sourceId).toBe(sourceId);
    expect(eventStoreBuilt()).toBe(false);
    let total = 0;
    for (const [n, id] of surveyIds.entries()) {
      const answer = await eventsQuery(n + 1, {
        select: ['count()'],
        where: [`properties.$survey_id = '${id}'`],
        after: 'all',
      });
      total += (answer.json!.results as number[][])[0]![0]!;
    }
    expect(total).toBe(100_000);
  }, 120_000);

  it('groups 100,000 answers by survey, answer and language in one query (time printed)', () => {
    const { surveyIds } = seedScaleResults(Array.from({ length: 10 }, () => 1));
    const ids = surveyIds.map((id) => `'${id}'`).join(', ');
    const question = db.surveys.find((stored) => stored.survey.id === surveyIds[0])!.survey.questions![1]!;
    const query = {
      kind: 'EventsQuery' as const,
      select: [
        'properties.$survey_id',
        `getSurveyResponse(1, '${question.id}')`,
        'properties.$survey_language',
        'count()',
        'uniqExact(person_id)',
      ],
      where: [`properties.$survey_id IN (${ids})`, "event = 'survey sent'"],
      filterTestAccounts: true,
      after: 'all',
      limit: 1000,
    };
    runEventsQuery(project(1), query, mockNow()); // builds the events
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const answer = eventsQueryResponse.parse(runEventsQuery(project(1), query, mockNow()));
      times.push(performance.now() - started);
      rows = answer.results.length;
    }
    // The same grouping by hand, to read the figures against on a busy machine.
    const baseline = performance.now();
    const counts = new Map<string, number>();
    for (const id of surveyIds)
      for (const event of eventsOfSurvey(id)) {
        const key = `${String(event.properties.$survey_id)}|${String(event.properties[`$survey_response_${String(question.id)}`])}|${String(event.properties.$survey_language)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    const byHand = performance.now() - baseline;
    const weekly = performance.now();
    runEventsQuery(project(1), { ...query, select: ['toStartOfWeek(timestamp)', 'count()'] }, mockNow());
    console.log(
      `100,000 answers grouped by survey, answer and language (test accounts filtered): ${times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}; by week: ${(performance.now() - weekly).toFixed(0)} ms; ${rows} rows (a hand-written loop grouping the same: ${byHand.toFixed(0)} ms)`,
    );
    expect(rows).toBeGreaterThan(10);
  }, 120_000);
});
