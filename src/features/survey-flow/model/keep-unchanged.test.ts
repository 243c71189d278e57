// A change to one route gives React Flow new objects only for what it changed: the other nodes, edges
// and rows are the very objects drawn before, so their memoised components skip the render.
import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph } from '@/entities/survey/routing/build-graph';
import { flowEdges, flowNodes, nodeIdOf, placedNodes, type EdgeColors } from './flow-elements';
import { createKeeper, keepUnchanged, sameValue } from './keep-unchanged';
import { wayRows } from '../state/use-graph-editing';

const colors: EdgeColors = {
  plain: 'grey',
  onPath: 'green',
  deadEnd: 'red',
  selected: 'blue',
  label: 'black',
  labelBackground: 'white',
};

/** Twelve questions; Q1 goes to Q3 or to the end. */
const survey = (firstToEnd: boolean): SurveyQuestion[] =>
  Array.from({ length: 12 }, (_, index): SurveyQuestion => ({
    type: 'single_choice',
    question: `Question ${index + 1}`,
    choices: ['Yes', 'No'],
    ...(index === 0
      ? { branching: firstToEnd ? { type: 'end' } : { type: 'specific_question', index: 2 } }
      : {}),
  }));

/**
 * What the editable graph draws for `questions`, each list passed through its keeper; at the places of
 * `at` (the nodes where they were) when given.
 */
function draw(
  questions: SurveyQuestion[],
  keepers = { rows: createKeeper(), nodes: createKeeper(), edges: createKeeper() },
  at?: ReturnType<typeof placedNodes>,
) {
  const graph = buildFlowGraph(questions);
  const idOf = nodeIdOf(questions.map((_, index) => `k${index}`));
  const rows = keepers.rows.rows(wayRows(questions));
  const layout = at ?? placedNodes(graph, rows, idOf);
  const common = { graph, idOf, positions: layout, layout, path: undefined };
  const nodes = keepers.nodes.list(flowNodes({ ...common, selectedIndex: null, rows }));
  const edges = keepers.edges.list(
    flowEdges({
      ...common,
      colors,
      editing: { rows, selectedEdge: null, wayName: (from, way) => `${way} of Q${from + 1}` },
    }),
  );
  return { rows, nodes, edges, keepers, layout };
}

describe('keeping what did not change', () => {
  it('compares plain data by value', () => {
    expect(sameValue({ a: [1, { b: 'x' }], c: undefined }, { a: [1, { b: 'x' }], c: undefined })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });

  it('answers the earlier object for each item equal to it, by id, and the earlier list when all are', () => {
    const before = [
      { id: 'a', data: { n: 1 } },
      { id: 'b', data: { n: 2 } },
    ];
    const after = keepUnchanged(before, [
      { id: 'b', data: { n: 2 } },
      { id: 'a', data: { n: 5 } },
    ]);
    expect(after[0]).toBe(before[1]);
    expect(after[1]).not.toBe(before[0]);
    expect(after[1]).toEqual({ id: 'a', data: { n: 5 } });
    const same = [
      { id: 'a', data: { n: 1 } },
      { id: 'b', data: { n: 2 } },
    ];
    expect(keepUnchanged(before, same)).toBe(before);
  });

  it('a route change gives new objects only to the routed node, its row and its route', () => {
    const first = draw(survey(false));
    const second = draw(survey(true), first.keepers, first.layout);

    const changedNodes = second.nodes.filter((node, index) => node !== first.nodes[index]);
    expect(changedNodes.map((node) => node.id)).toEqual(['n:k0']);
    expect(second.rows.filter((row, index) => row !== first.rows[index])).toHaveLength(1);
    expect(second.rows[0]).not.toBe(first.rows[0]);
    const firstEdges = new Map(first.edges.map((edge) => [edge.id, edge]));
    const changedEdges = second.edges.filter((edge) => edge !== firstEdges.get(edge.id));
    expect(changedEdges.length).toBeGreaterThan(0);
    expect(changedEdges.every((edge) => edge.source === 'n:k0')).toBe(true);
  });
});
