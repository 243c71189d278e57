import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph } from '@/entities/survey/routing/build-graph';
import { buildSeed } from '@/mocks/seed';
import {
  alignLayout,
  betweenLayouts,
  editNodeSize,
  layoutFlowGraph,
  loopRoute,
  nodeId,
  QUESTION_NODE_SIZE,
  roundedPath,
  stepRoute,
  type PositionedNode,
} from './layout';

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

describe('the editable graph', () => {
  it('gives each question node the height of its rows', () => {
    const questions: SurveyQuestion[] = [
      {
        type: 'rating',
        question: 'R',
        display: 'number',
        scale: 10,
        lowerBoundLabel: 'a',
        upperBoundLabel: 'b',
      },
      { type: 'open', question: 'B' },
    ];
    const positions = layoutFlowGraph(buildFlowGraph(questions), (index) =>
      editNodeSize(index === 0 ? 4 : 1),
    );
    expect(positions.get('q0')!.height).toBe(editNodeSize(4).height);
    expect(positions.get('q1')!.height).toBe(editNodeSize(1).height);
    expect(positions.get('q0')!.height).toBeGreaterThan(positions.get('q1')!.height);
  });

  it('routes an edge out of its row sideways, across below its node, and into the target from above', () => {
    const route = stepRoute({ x: 300, y: 120 }, { x: 100, y: 400 }, 180, 1);
    expect(route[0]).toEqual({ x: 300, y: 120 });
    expect(route.at(-1)).toEqual({ x: 100, y: 400 });
    // Beside the node, then in the gap below it (not through the node), then down into the target.
    expect(route[1]!.x).toBeGreaterThan(300);
    expect(route[2]!.y).toBeGreaterThan(180);
    expect(route[3]).toEqual({ x: 100, y: route[2]!.y });
    // Rows of one node run side by side.
    expect(stepRoute({ x: 300, y: 120 }, { x: 100, y: 400 }, 180, 2)[1]!.x).toBeGreaterThan(route[1]!.x);
  });

  it('routes a loop from a row on the right edge round the side of the nodes', () => {
    const route = loopRoute({ x: 220, y: 400 }, { x: 130, y: 100 }, 0, true);
    expect(route[1]!.y).toBe(400);
    expect(route[1]!.x).toBeGreaterThan(220);
    expect(route[3]!.y).toBeLessThan(100);
  });
});

const at = (id: string, x: number, y: number): [string, PositionedNode] => [
  id,
  { id, x, y, width: 10, height: 10 },
];

describe('nodes keep their places', () => {
  const shown = new Map([at('a', 0, 0), at('b', 100, 200)]);

  it('a new layout is moved so the node just edited stays where it is', () => {
    const next = new Map([at('a', 50, 10), at('b', 300, 210), at('c', 500, 400)]);
    const aligned = alignLayout(shown, next, 'b');
    expect(aligned.get('b')).toMatchObject({ x: 100, y: 200 });
    expect(aligned.get('a')).toMatchObject({ x: -150, y: 0 });
    expect(aligned.get('c')).toMatchObject({ x: 300, y: 390 });
    // Without an anchor, the first node both layouts have holds still.
    expect(alignLayout(shown, next, null).get('a')).toMatchObject({ x: 0, y: 0 });
    expect(alignLayout(null, next, 'b')).toBe(next);
  });

  it('what moved glides from its old place; a new node is at its place at once', () => {
    const to = new Map([at('a', 100, 0), at('c', 40, 40)]);
    const half = betweenLayouts(shown, to, 0.5);
    expect(half.get('a')).toMatchObject({ x: 50, y: 0 });
    expect(half.get('c')).toMatchObject({ x: 40, y: 40 });
    expect(half.has('b')).toBe(false);
    expect(betweenLayouts(shown, to, 1)).toBe(to);
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
