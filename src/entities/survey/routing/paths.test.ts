import { describe, expect, it } from 'vitest';
import { buildFlowGraph } from './build-graph';
import { nextQuestion } from './next-question';
import { enumeratePaths } from './paths';
import { byResponse, nps, open, single } from '@/testing/fixtures/routing-questions';

describe('enumeratePaths', () => {
  it('lists every route with its answers and how it ends', () => {
    const paths = enumeratePaths(
      buildFlowGraph([
        nps(byResponse({ detractors: 1, promoters: 'end' })),
        open('Why?', { type: 'specific_question', index: 0 }),
      ]),
    );
    expect(
      paths.map((path) => [path.steps.map((step) => `${step.questionIndex}:${step.answer}`), path.outcome]),
    ).toEqual([
      [['0:0–6 (Detractors) / 7–8 (Passives)', '1:any answer'], { kind: 'loop', to: 0 }],
      [['0:9–10 (Promoters)'], { kind: 'end' }],
    ]);
  });
  it('is bounded', () => {
    const questions = Array.from({ length: 12 }, (_, i) =>
      single(['a', 'b'], byResponse({ '0': i + 2 < 12 ? i + 2 : 'end', '1': i + 1 < 12 ? i + 1 : 'end' })),
    );
    expect(enumeratePaths(buildFlowGraph(questions), 50)).toHaveLength(50);
  });
});

describe('every seeded survey', () => {
  it('every enumerated path is what a respondent giving those answers walks through', async () => {
    const { buildSeed } = await import('@/mocks/seed');
    for (const { survey } of buildSeed().surveys) {
      const graph = buildFlowGraph(survey.questions ?? []);
      for (const path of enumeratePaths(graph, 50)) {
        path.steps.forEach((step, position) => {
          const edge = graph.edges.find(
            (candidate) =>
              candidate.from === step.questionIndex && candidate.labels.join(' / ') === step.answer,
          )!;
          const next = nextQuestion(survey, step.questionIndex, edge.answers[0]!.response);
          const following = path.steps[position + 1];
          if (following) expect(next, survey.name).toBe(following.questionIndex);
          else if (path.outcome.kind === 'end') expect(next, survey.name).toBe('end');
          else if (path.outcome.kind === 'loop') expect(next, survey.name).toBe(path.outcome.to);
        });
      }
    }
  });
});
