import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../contracts/survey';
import { buildFlowGraph } from '../../entities/survey/routing/build-graph';
import { buildSeed } from '../../mocks/seed';
import { layoutFlowGraph, loopRoute, nodeId, QUESTION_NODE_SIZE, roundedPath } from './layout';

describe('layoutFlowGraph', () => {
  it('places every node, top to bottom along the flow', () => {
    const questions: SurveyQuestion[] = [
      { type: 'open', question: 'A' },
      { type: 'open', question: 'B' },
    ];
    const positions = layoutFlowGraph(buildFlowGraph(questions));
    expect([...positions.keys()].sort()).toEqual(['end', 'q0', 'q1']);
    expect(positions.get('q0')!.y).toBeLessThan(positions.get('q1')!.y);
    expect(positions.get('q1')!.y).toBeLessThan(positions.get('end')!.y);
  });
});

describe('loops', () => {
  it('route back up along the right of both nodes, never through them', () => {
    const source = { x: 100, y: 400 };
    const target = { x: 130, y: 100 };
    const route = loopRoute(source, target);
    expect(route[0]).toEqual(source);
    expect(route.at(-1)).toEqual(target);
    const rightOfNodes = 130 + QUESTION_NODE_SIZE.width / 2;
    expect(route.slice(2, 4).every((point) => point.x > rightOfNodes)).toBe(true);
    // Leaves downwards and arrives from above.
    expect(route[1]!.y).toBeGreaterThan(source.y);
    expect(route[4]!.y).toBeLessThan(target.y);
    expect(loopRoute(source, target, 2)[2]!.x).toBeGreaterThan(route[2]!.x);
  });

  it('draw with rounded corners through every point', () => {
    const path = roundedPath([
      { x: 0, y: 0 },
      { x: 0, y: 20 },
      { x: 40, y: 20 },
    ]);
    expect(path).toBe('M 0 0 L 0 12 Q 0 20 8 20 L 40 20');
  });
});

describe('every seeded survey', () => {
  it('lays out every question', () => {
    for (const { survey } of buildSeed().surveys) {
      const graph = buildFlowGraph(survey.questions ?? []);
      const positions = layoutFlowGraph(graph);
      for (const question of graph.questions)
        expect(positions.has(nodeId(question.index)), survey.name).toBe(true);
    }
  });
});
