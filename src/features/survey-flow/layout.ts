// Top-to-bottom layout of the flow graph with dagre (a fresh dagre graph on every call).
import { Graph, layout } from '@dagrejs/dagre';
import { DEAD_END_NODE, END_NODE, type FlowGraph } from '../../entities/survey/routing/build-graph';

export const QUESTION_NODE_SIZE = { width: 240, height: 76 };
export const TERMINAL_NODE_SIZE = { width: 160, height: 44 };

/** Above this many questions the layout trades fewer edge crossings for speed. */
export const LARGE_SURVEY = 60;

export const nodeId = (to: number | string) => (typeof to === 'number' ? `q${to}` : to);

export interface PositionedNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function layoutFlowGraph(graph: FlowGraph): Map<string, PositionedNode> {
  const g = new Graph({ multigraph: false });
  // longest-path ranking: network simplex (the default) takes seconds on 200 questions with loops.
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70, marginx: 20, marginy: 20, ranker: 'longest-path' });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.questions) g.setNode(nodeId(node.index), { ...QUESTION_NODE_SIZE });
  g.setNode(END_NODE, { ...TERMINAL_NODE_SIZE });
  if (graph.hasDeadEnd) g.setNode(DEAD_END_NODE, { ...TERMINAL_NODE_SIZE });
  const large = graph.questions.length > LARGE_SURVEY;
  const last = graph.questions.length - 1;
  for (const edge of graph.edges) {
    // On big surveys, long edges (each becomes a chain of dummy nodes in dagre) make layout take
    // seconds; there only short jumps shape the layout. React Flow still draws every edge.
    const span = typeof edge.to === 'number' ? Math.abs(edge.to - edge.from) : Infinity;
    if (!large || span <= 3) g.setEdge(nodeId(edge.from), nodeId(edge.to));
  }
  if (large && last >= 0) {
    g.setEdge(nodeId(last), END_NODE);
    if (graph.hasDeadEnd) g.setEdge(nodeId(last), DEAD_END_NODE);
  }
  layout(g, { disableOptimalOrderHeuristic: large });
  const positions = new Map<string, PositionedNode>();
  for (const id of g.nodes()) {
    const node = g.node(id) as { x: number; y: number; width: number; height: number };
    positions.set(id, {
      id,
      x: node.x - node.width / 2,
      y: node.y - node.height / 2,
      width: node.width,
      height: node.height,
    });
  }
  return positions;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The route of an edge that goes back up (a loop): out of the source's bottom, along the right of both
 * nodes, into the target's top, so it never runs through a node. `lane` spaces out several such edges.
 */
export function loopRoute(source: Point, target: Point, lane = 0): Point[] {
  const stub = 18;
  const side = Math.max(source.x, target.x) + QUESTION_NODE_SIZE.width / 2 + 24 + lane * 14;
  return [
    source,
    { x: source.x, y: source.y + stub },
    { x: side, y: source.y + stub },
    { x: side, y: target.y - stub },
    { x: target.x, y: target.y - stub },
    target,
  ];
}

/** An SVG path through `points` with rounded corners. */
export function roundedPath(points: readonly Point[], radius = 8): string {
  if (points.length === 0) return '';
  let path = `M ${points[0]!.x} ${points[0]!.y}`;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [before, corner, after] = [points[i - 1]!, points[i]!, points[i + 1]!];
    const r = Math.min(
      radius,
      Math.hypot(corner.x - before.x, corner.y - before.y) / 2,
      Math.hypot(after.x - corner.x, after.y - corner.y) / 2,
    );
    const toward = (from: Point, to: Point) => {
      const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
      return { x: from.x + ((to.x - from.x) / length) * r, y: from.y + ((to.y - from.y) / length) * r };
    };
    const enter = toward(corner, before);
    const leave = toward(corner, after);
    path += ` L ${enter.x} ${enter.y} Q ${corner.x} ${corner.y} ${leave.x} ${leave.y}`;
  }
  const last = points[points.length - 1]!;
  return `${path} L ${last.x} ${last.y}`;
}
