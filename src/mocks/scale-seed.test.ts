// The bench's data at scale: its 200-question survey has 500 answers as events, counted by
// responses_count; how long the first count (which builds every seeded event) takes is printed, not
// asserted (timings flake on a busy machine).
import { describe, expect, it } from 'vitest';
import { responsesCount } from '@/contracts/survey';
import { eventStoreBuilt } from './models/events/event-store';
import { seedScale } from './scale-seed';
import { get } from './test-api';

const counts = async () => responsesCount.parse((await get('/api/projects/1/surveys/responses_count/')).json);

describe('scale seed', () => {
  it('gives the 200-question survey 500 answers, built at the first count', async () => {
    const seedStarted = performance.now();
    const { surveyId, resultsSourceId } = seedScale();
    const seeded = performance.now() - seedStarted;
    expect(eventStoreBuilt()).toBe(false);
    const first = performance.now();
    const answer = await counts();
    const firstCount = performance.now() - first;
    const again = performance.now();
    await counts();
    const secondCount = performance.now() - again;
    expect(answer[surveyId]).toBe(500);
    // The results family's source, in project 1 too: 100,000 answers over 10 surveys.
    expect(answer[resultsSourceId]).toBe(10_000);
    console.log(
      `seedScale: ${seeded.toFixed(0)} ms; first responses_count (builds the events): ${firstCount.toFixed(0)} ms; again: ${secondCount.toFixed(0)} ms`,
    );
  }, 120_000);
});
