// What the flow graph draws, without drawing it: nodes with their findings, selection and path; edges
// read-only (labels, loops around the nodes) and while editing (one route per way of leaving).
import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '@/contracts/survey-questions';
import { buildFlowGraph } from '@/entities/survey/routing/build-graph';
import type { FlowFinding } from '@/entities/survey/routing/lint';
import { byResponse, nps } from '@/testing/fixtures/routing-questions';
import {
  flowEdges,
  flowNodes,
  nodeIdOf,
  placedNodes,
  problemCounts,
  type EdgeColors,
  type WalkedPath,
} from './flow-elements';
import { editNodeSize, QUESTION_NODE_SIZE } from './layout';
import { wayRows } from '../state/use-graph-editing';

const colors: EdgeColors = {
  plain: 'grey',
  onPath: 'green',
  deadEnd: 'red',
  selected: 'blue',
  label: 'black',
  labelBackground: 'white',
};

// Q1 routes detractors to Q3 and everyone else on; Q2 loops back to Q1.
const questions: SurveyQuestion[] = [
  { ...nps(byResponse({ detractors: 2 })), question: 'How likely?' },
  { type: 'open', question: 'Why?', branching: { type: 'specific_question', index: 0 } },
  { type: 'open', question: 'Anything else?' },
];
const graph = buildFlowGraph(questions);
const findings: FlowFinding[] = [
  { kind: 'loop', questionIndex: 1, severity: 'error', message: 'Q2 loops back to Q1.' },
  { kind: 'unreachable', questionIndex: 1, severity: 'warning', message: 'Q2 again.' },
];

function elements(editing: boolean, path?: WalkedPath, selectedEdge: string | null = null) {
  const idOf = nodeIdOf(editing ? ['k0', 'k1', 'k2'] : undefined);
  const rows = editing ? wayRows(questions) : undefined;
  const layout = placedNodes(graph, rows, idOf);
  const wayName = (from: number, way: string) => `${way.replace('answer:', '')} of Q${from + 1}`;
  const nodes = flowNodes({
    graph,
    idOf,
    positions: layout,
    layout,
    selectedIndex: 2,
    path,
    rows,
  });
  const edges = flowEdges({
    graph,
    idOf,
    positions: layout,
    layout,
    path,
    colors,
    editing: rows ? { rows, selectedEdge, wayName } : undefined,
  });
  return { layout, nodes, edges };
}

describe('flow elements', () => {
  it('names question nodes by their stable keys while editing, by their index otherwise', () => {
    expect(nodeIdOf(['a', 'b'])(1)).toBe('n:b');
    expect(nodeIdOf(undefined)(1)).toBe('q1');
    expect(nodeIdOf(['a'])(3)).toBe('q3');
    expect(nodeIdOf(['a'])('end')).toBe('end');
  });

  it('counts the findings of each question, which its node reads beside its data', () => {
    expect(problemCounts(findings)).toEqual(new Map([[1, 2]]));
  });

  it('draws a node per question and End, each with the selection and the walked path', () => {
    const { nodes } = elements(false, { nodes: new Set(['q0', 'end']), edges: new Set() });
    expect(nodes.map((node) => node.id)).toEqual(['q0', 'q1', 'q2', 'end']);
    expect(nodes.map((node) => node.data)).toMatchObject([
      { index: 0, text: 'How likely?', selected: false, onPath: true },
      { index: 1, text: 'Why?', selected: false, onPath: false },
      { index: 2, selected: true, onPath: false },
      { label: 'End', tone: 'end', droppable: false },
    ]);
    expect(nodes[1]).toMatchObject({
      ariaLabel: 'Question 2: Why?',
      connectable: false,
      ...QUESTION_NODE_SIZE,
      measured: QUESTION_NODE_SIZE,
    });
    expect(nodes[3]).toMatchObject({ connectable: false, selectable: false, ariaLabel: undefined });
  });

  it('while editing, nodes take their keys, grow with their ways of leaving, and End takes drops', () => {
    const { nodes } = elements(true);
    expect(nodes.map((node) => node.id)).toEqual(['n:k0', 'n:k1', 'n:k2', 'end']);
    const ways = wayRows(questions)[0]!.length;
    expect(ways).toBeGreaterThan(1);
    expect(nodes[0]).toMatchObject({ connectable: true, height: editNodeSize(ways).height });
    expect(nodes[3]).toMatchObject({
      connectable: true,
      data: { droppable: true },
      ariaLabel: 'End of survey',
    });
  });

  it('read-only: an edge per target with its answers as the label; a route back up goes around as a loop', () => {
    const { edges } = elements(false);
    const from = (index: number) => edges.filter((edge) => edge.source === `q${index}`);
    expect(from(0).map((edge) => [edge.target, edge.type])).toEqual([
      ['q2', 'default'],
      ['q1', 'default'],
    ]);
    expect(from(0)[0]!.label).toMatch(/^0–6/);
    expect(from(1)).toMatchObject([{ target: 'q0', type: 'loop', data: { lane: 0 }, focusable: false }]);
    expect(from(1)[0]!.style).toEqual({ stroke: 'grey', strokeWidth: 1.5 });
  });

  it('colours and animates the walked path', () => {
    const loop = elements(false).edges.find((edge) => edge.source === 'q1')!;
    const { edges } = elements(false, { nodes: new Set(), edges: new Set([loop.id]) });
    const walked = edges.find((edge) => edge.id === loop.id)!;
    expect(walked).toMatchObject({ animated: true, style: { stroke: 'green', strokeWidth: 3 } });
    expect(walked.markerEnd).toMatchObject({ color: 'green' });
  });

  it('while editing: one route per way of leaving, named for the screen reader, the selected one in its colour', () => {
    const plain = elements(true).edges;
    expect(plain.every((edge) => edge.type === 'route')).toBe(true);
    const detractors = plain.find(
      (edge) => edge.source === 'n:k0' && edge.sourceHandle === 'answer:detractors',
    )!;
    expect(detractors).toMatchObject({
      target: 'n:k2',
      selectable: true,
      // Row 0 is "any answer"; the buckets follow.
      data: { from: 0, way: 'answer:detractors', wayName: 'detractors of Q1', isNext: false, row: 1 },
    });
    expect(detractors.ariaLabel).toBe('Route of detractors of Q1, to Q3 “Anything else?”');
    const passives = plain.find((edge) => edge.sourceHandle === 'answer:passives')!;
    expect(passives).toMatchObject({ target: 'n:k1', data: { isNext: true, row: 2 } });
    const { edges } = elements(true, undefined, detractors.id);
    const selected = edges.find((edge) => edge.id === detractors.id)!;
    expect(selected).toMatchObject({ selected: true, style: { stroke: 'blue' } });
    expect(edges.filter((edge) => edge.selected)).toHaveLength(1);
  });
});
