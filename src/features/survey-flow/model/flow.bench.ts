// `npm run bench` runs this: graph build + layout time for surveys of 50, 200 and 500 questions with
// random (seeded) branching. Target: ≤ 100 ms for 200 questions on the 2-core CI machine.
import { bench, describe } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph } from '@/entities/survey/routing/build-graph';
import { layoutFlowGraph } from './layout';
import { lintFlow } from '@/entities/survey/routing/lint';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function randomSurvey(count: number): SurveyQuestion[] {
  const random = seeded(count);
  return Array.from({ length: count }, (_, i): SurveyQuestion => {
    const target = () => (random() < 0.1 ? 'end' : Math.floor(random() * count));
    const roll = random();
    if (roll < 0.3) {
      return {
        type: 'rating',
        question: `Q${i}`,
        display: 'number',
        scale: 5,
        lowerBoundLabel: 'a',
        upperBoundLabel: 'b',
        ...(random() < 0.5
          ? {
              branching: {
                type: 'response_based',
                responseValues: { negative: target(), positive: target() },
              },
            }
          : {}),
      };
    }
    if (roll < 0.6) {
      return {
        type: 'single_choice',
        question: `Q${i}`,
        choices: ['A', 'B', 'C'],
        ...(random() < 0.5
          ? { branching: { type: 'response_based', responseValues: { '0': target(), '2': target() } } }
          : {}),
      };
    }
    return {
      type: 'open',
      question: `Q${i}`,
      ...(random() < 0.3
        ? { branching: { type: 'specific_question', index: Math.floor(random() * count) } }
        : {}),
    };
  });
}

describe('flow graph: build + lint + layout', () => {
  for (const size of [50, 200, 500]) {
    const questions = randomSurvey(size);
    bench(
      `${size} questions`,
      () => {
        const graph = buildFlowGraph(questions);
        lintFlow(questions, null, graph);
        layoutFlowGraph(graph);
      },
      // Warm-up runs first, so the first size does not pay for the JIT.
      { iterations: 10, time: 0, warmupIterations: 3, warmupTime: 0 },
    );
  }
});
