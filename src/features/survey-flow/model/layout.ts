// Top-to-bottom layout of the flow graph with dagre (a fresh dagre graph on every call).
import { Graph, layout } from '@dagrejs/dagre';
import { DEAD_END_NODE, END_NODE, type FlowGraph } from '@/entities/survey/routing/build-graph';

export const QUESTION_NODE_SIZE = { width: 240, height: 76 };
export const TERMINAL_NODE_SIZE = { width: 160, height: 44 };

/** An editable question node: a little wider, and one row per way of leaving it, each with its handle. */
export const EDIT_NODE_WIDTH = 244;
export const WAY_ROW_HEIGHT = 26;
export const editNodeSize = (ways: number) => ({
  width: EDIT_NODE_WIDTH,
  height: QUESTION_NODE_SIZE.height + 8 + ways * WAY_ROW_HEIGHT,
});

export interface NodeSize {
  width: number;
  height: number;
}

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

/** What dagre is given: the nodes with their sizes, and the edges that shape the layout. */
export interface LayoutInput {
  nodes: { id: string; width: number; height: number }[];
  edges: [string, string][];
  /** A large survey: dagre's crossing reduction is off. */
  large: boolean;
}

/** `sizeOf` gives question nodes of other sizes than the read-only graph's (the editable graph's). */
export function layoutInput(
  graph: FlowGraph,
  sizeOf: (index: number) => NodeSize = () => QUESTION_NODE_SIZE,
): LayoutInput {
  const nodes = graph.questions.map((node) => ({ id: nodeId(node.index), ...sizeOf(node.index) }));
  nodes.push({ id: END_NODE, ...TERMINAL_NODE_SIZE });
  if (graph.hasDeadEnd) nodes.push({ id: DEAD_END_NODE, ...TERMINAL_NODE_SIZE });
  const large = graph.questions.length > LARGE_SURVEY;
  const last = graph.questions.length - 1;
  const edges: [string, string][] = [];
  for (const edge of graph.edges) {
    // On big surveys, long edges (each becomes a chain of dummy nodes in dagre) make layout take
    // seconds; there only short jumps shape the layout. React Flow still draws every edge.
    const span = typeof edge.to === 'number' ? Math.abs(edge.to - edge.from) : Infinity;
    if (!large || span <= 3) edges.push([nodeId(edge.from), nodeId(edge.to)]);
  }
  if (large && last >= 0) {
    edges.push([nodeId(last), END_NODE]);
    if (graph.hasDeadEnd) edges.push([nodeId(last), DEAD_END_NODE]);
  }
  return { nodes, edges, large };
}

/** The nodes and their sizes, as one string: two inputs with the same shape place the same nodes. */
export const shapeOf = (input: LayoutInput) =>
  input.nodes.map((node) => `${node.id}:${node.width}x${node.height}`).join(',');

/** The whole input as one string: the same key, the same layout. */
export const keyOf = (input: LayoutInput) =>
  `${shapeOf(input)}|${input.large}|${input.edges.map(([from, to]) => `${from}>${to}`).join(',')}`;

export function runLayout({ nodes, edges, large }: LayoutInput): Map<string, PositionedNode> {
  const g = new Graph({ multigraph: false });
  // longest-path ranking: network simplex (the default) takes seconds on 200 questions with loops.
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70, marginx: 20, marginy: 20, ranker: 'longest-path' });
  g.setDefaultEdgeLabel(() => ({}));
  for (const { id, width, height } of nodes) g.setNode(id, { width, height });
  for (const [from, to] of edges) g.setEdge(from, to);
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

export function layoutFlowGraph(
  graph: FlowGraph,
  sizeOf?: (index: number) => NodeSize,
): Map<string, PositionedNode> {
  return runLayout(layoutInput(graph, sizeOf));
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The route of an edge that goes back up (a loop): out of the source's bottom, along the right of both
 * nodes, into the target's top, so it never runs through a node. `lane` spaces out several such edges.
 * `fromRight`: the source is a handle on the right edge of its node (the editable graph), so the route
 * leaves sideways.
 */
export function loopRoute(source: Point, target: Point, lane = 0, fromRight = false): Point[] {
  const stub = 18;
  const side = Math.max(source.x, target.x) + QUESTION_NODE_SIZE.width / 2 + 24 + lane * 14;
  if (fromRight) {
    const out = Math.max(source.x + stub + lane * 14, target.x + EDIT_NODE_WIDTH / 2 + 24 + lane * 14);
    return [
      source,
      { x: out, y: source.y },
      { x: out, y: target.y - stub },
      { x: target.x, y: target.y - stub },
      target,
    ];
  }
  return [
    source,
    { x: source.x, y: source.y + stub },
    { x: side, y: source.y + stub },
    { x: side, y: target.y - stub },
    { x: target.x, y: target.y - stub },
    target,
  ];
}

/**
 * The route of an editable graph's edge going down: out of its row's handle on the node's right edge,
 * down beside the node, across in the gap below it (where no node is), and down into the target's top.
 * `row` spaces out the routes of one node.
 */
export function stepRoute(source: Point, target: Point, below: number, row = 0): Point[] {
  const aside = source.x + 14 + row * 6;
  const across = Math.max(source.y, Math.min(below + 14 + row * 5, target.y - 12));
  return [source, { x: aside, y: source.y }, { x: aside, y: across }, { x: target.x, y: across }, target];
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

/**
 * A new layout moved so that it lines up with the one on screen: the `anchor` node (the one just edited)
 * stays exactly where it was, or else the first node both layouts have. Nodes whose place in the layout
 * did not change then do not move at all, and only what the change moved is seen to move.
 */
export function alignLayout(
  shown: ReadonlyMap<string, PositionedNode> | null,
  next: Map<string, PositionedNode>,
  anchor: string | null,
): Map<string, PositionedNode> {
  if (!shown) return next;
  const common =
    anchor && shown.has(anchor) && next.has(anchor) ? anchor : [...next.keys()].find((id) => shown.has(id));
  if (!common) return next;
  const dx = shown.get(common)!.x - next.get(common)!.x;
  const dy = shown.get(common)!.y - next.get(common)!.y;
  if (dx === 0 && dy === 0) return next;
  return new Map([...next].map(([id, node]) => [id, { ...node, x: node.x + dx, y: node.y + dy }]));
}

/** Positions part of the way (0–1) from `from` to `to`; nodes new to `to` are at their place from the start. */
export function betweenLayouts(
  from: ReadonlyMap<string, PositionedNode>,
  to: Map<string, PositionedNode>,
  progress: number,
): Map<string, PositionedNode> {
  if (progress >= 1) return to;
  return new Map(
    [...to].map(([id, node]) => {
      const start = from.get(id);
      if (!start) return [id, node];
      return [
        id,
        { ...node, x: start.x + (node.x - start.x) * progress, y: start.y + (node.y - start.y) * progress },
      ];
    }),
  );
}
