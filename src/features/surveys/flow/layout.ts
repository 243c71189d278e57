// Top-to-bottom layout of the flow graph with dagre (a fresh dagre graph on every call).
import { Graph, layout } from '@dagrejs/dagre';
import { DEAD_END_NODE, END_NODE, type FlowGraph } from './build-graph';

export const QUESTION_NODE_SIZE = { width: 240, height: 76 };
export const TERMINAL_NODE_SIZE = { width: 160, height: 44 };

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
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.questions) g.setNode(nodeId(node.index), { ...QUESTION_NODE_SIZE });
  g.setNode(END_NODE, { ...TERMINAL_NODE_SIZE });
  if (graph.hasDeadEnd) g.setNode(DEAD_END_NODE, { ...TERMINAL_NODE_SIZE });
  for (const edge of graph.edges) {
    // Back edges (loops) would pull the layout apart; dagre reverses them internally, which is fine.
    g.setEdge(nodeId(edge.from), nodeId(edge.to), { width: 80, height: 20 });
  }
  layout(g);
  const positions = new Map<string, PositionedNode>();
  for (const id of g.nodes()) {
    const node = g.node(id) as { x: number; y: number; width: number; height: number };
    positions.set(id, { id, x: node.x - node.width / 2, y: node.y - node.height / 2, width: node.width, height: node.height });
  }
  return positions;
}
