// What the flow graph draws, as React Flow's nodes and edges: derived from the flow graph, where each node
// sits, and what is selected or walked. Pure (no React), so the graph component only wires them up.
import { MarkerType, type Edge, type Node } from '@xyflow/react';
import { DEAD_END_NODE, END_NODE, type FlowGraph } from '@/entities/survey/routing/build-graph';
import { wayEdges, type WayKey } from '@/entities/survey/routing/graph-edit';
import type { FlowFinding } from '@/entities/survey/routing/lint';
import type { QuestionData, TerminalData, WayRow } from '../components/flow-nodes';
import type { RouteEdgeData } from '../components/route-edge';
import {
  editNodeSize,
  layoutInput,
  nodeId,
  QUESTION_NODE_SIZE,
  runLayout,
  type LayoutInput,
  type PositionedNode,
} from './layout';

/** A graph target (a question index, End, a dead end) → the id of its node. */
export type NodeIdOf = (to: number | string) => string;

/** Node ids of the walked path, and its edges' ids, to highlight. */
export interface WalkedPath {
  nodes: Set<string>;
  edges: Set<string>;
}

/** The theme's colours the edges are drawn in. */
export interface EdgeColors {
  plain: string;
  onPath: string;
  deadEnd: string;
  selected: string;
  label: string;
  labelBackground: string;
}

/**
 * Node ids. While editing, a question's node is named by its stable key, so it keeps its place (and its
 * focus) when questions are inserted or moved; otherwise by its index.
 */
export function nodeIdOf(keys: readonly string[] | undefined): NodeIdOf {
  return (to) => (typeof to === 'number' && keys?.[to] ? `n:${keys[to]}` : nodeId(to));
}

/** What the layout is given, in the nodes' own ids. An editable node is as tall as its ways of leaving. */
export function placedInput(
  graph: FlowGraph,
  rows: readonly WayRow[][] | undefined,
  idOf: NodeIdOf,
): LayoutInput {
  const sizeOf = rows ? (index: number) => editNodeSize(rows[index]?.length ?? 1) : () => QUESTION_NODE_SIZE;
  const input = layoutInput(graph, sizeOf);
  const own = (id: string) => {
    const index = /^q(\d+)$/.exec(id);
    return index ? idOf(Number(index[1])) : id;
  };
  return {
    ...input,
    nodes: input.nodes.map((node) => ({ ...node, id: own(node.id) })),
    edges: input.edges.map(([from, to]) => [own(from), own(to)]),
  };
}

/** Where each node goes, keyed by the nodes' own ids. */
export function placedNodes(
  graph: FlowGraph,
  rows: readonly WayRow[][] | undefined,
  idOf: NodeIdOf,
): Map<string, PositionedNode> {
  return runLayout(placedInput(graph, rows, idOf));
}

/** How many findings each question has. */
export function problemCounts(findings: readonly FlowFinding[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const finding of findings)
    counts.set(finding.questionIndex, (counts.get(finding.questionIndex) ?? 0) + 1);
  return counts;
}

interface NodeInputs {
  graph: FlowGraph;
  idOf: NodeIdOf;
  /** Where nodes are drawn now (a transition may be under way); `layout` where they are going. */
  positions: ReadonlyMap<string, PositionedNode>;
  layout: ReadonlyMap<string, PositionedNode>;
  selectedIndex: number | null;
  path: WalkedPath | undefined;
  /** Each question's ways of leaving: set while the graph edits the survey. */
  rows: readonly WayRow[][] | undefined;
}

/**
 * A node's place and fixed size: the nodes are controlled without onNodesChange, so measured sizes never
 * come back and the minimap needs them. `measured` too: without it React Flow forgets where the node's
 * handles are whenever it gets a new node object (every frame of a transition), and the edges vanish
 * until they are measured again.
 */
const placed = ({ x, y, width, height }: PositionedNode) => ({
  position: { x, y },
  width,
  height,
  measured: { width, height },
});

/** The question nodes, then End and the dead end where the graph has them. */
export function flowNodes({ graph, idOf, positions, layout, selectedIndex, path, rows }: NodeInputs): Node[] {
  const list: Node[] = graph.questions.map((question) => {
    const id = idOf(question.index);
    const position = positions.get(id) ?? layout.get(id)!;
    const data: QuestionData = {
      index: question.index,
      kind: question.kind,
      text: question.text,
      selected: selectedIndex === question.index,
      onPath: path?.nodes.has(nodeId(question.index)) ?? false,
      ways: rows?.[question.index],
    };
    return {
      id,
      type: 'question',
      ...placed(position),
      data,
      draggable: false,
      connectable: Boolean(rows),
      deletable: false,
      ariaLabel: `Question ${question.index + 1}: ${question.text}`,
    };
  });
  const terminal = (id: string, label: string, tone: TerminalData['tone']) => {
    const at = positions.get(id) ?? layout.get(id);
    if (!at) return;
    const droppable = Boolean(rows) && tone === 'end';
    list.push({
      id,
      type: 'terminal',
      ...placed(at),
      data: { label, tone, droppable } satisfies TerminalData,
      draggable: false,
      connectable: droppable,
      deletable: false,
      selectable: false,
      ariaLabel: droppable ? 'End of survey' : undefined,
    });
  };
  terminal(END_NODE, 'End', 'end');
  terminal(DEAD_END_NODE, 'Dead end (blank widget)', 'dead');
  return list;
}

interface EdgeInputs {
  graph: FlowGraph;
  idOf: NodeIdOf;
  positions: ReadonlyMap<string, PositionedNode>;
  layout: ReadonlyMap<string, PositionedNode>;
  path: WalkedPath | undefined;
  colors: EdgeColors;
  /** Set while the graph edits the survey: one edge per way of leaving, each a route to select and move. */
  editing?: {
    rows: readonly WayRow[][];
    selectedEdge: string | null;
    /** "7–8 (Passives) of Q1". */
    wayName: (from: number, way: WayKey) => string;
  };
}

/** The edges: the graph's own when read-only, one per way of leaving while editing. */
export function flowEdges({ graph, idOf, positions, layout, path, colors, editing }: EdgeInputs): Edge[] {
  let loops = 0;
  // Whether an edge goes back up is read from where nodes are going, not from a frame of a transition.
  const goesUp = (from: number, to: number | string) =>
    (layout.get(idOf(to))?.y ?? 0) <= (layout.get(idOf(from))?.y ?? 0);
  const colorOf = (to: number | string, onPath: boolean) =>
    to === DEAD_END_NODE ? colors.deadEnd : onPath ? colors.onPath : colors.plain;
  if (editing) {
    const { rows, selectedEdge, wayName } = editing;
    const bottomOf = (id: string) => {
      const node = positions.get(id) ?? layout.get(id);
      return node ? node.y + node.height : undefined;
    };
    return wayEdges(graph).map((edge): Edge<RouteEdgeData> => {
      const onPath = path?.edges.has(edge.edgeId) ?? false;
      const color = colorOf(edge.to, onPath);
      const selected = edge.id === selectedEdge;
      const name = edge.way ? wayName(edge.from, edge.way) : `skipped answers of Q${edge.from + 1}`;
      const row = rows[edge.from]?.find((candidate) => candidate.key === edge.way);
      return {
        id: edge.id,
        type: 'route',
        source: idOf(edge.from),
        sourceHandle: edge.way ?? 'any',
        target: idOf(edge.to),
        data: {
          from: edge.from,
          way: edge.way,
          wayName: name,
          labels: edge.labels,
          lane: goesUp(edge.from, edge.to) ? loops++ % 4 : undefined,
          isNext: row?.route.kind === 'next',
          row: Math.max(
            0,
            rows[edge.from]?.findIndex((candidate) => candidate.key === (edge.way ?? 'any')) ?? 0,
          ),
          below: bottomOf(idOf(edge.from)),
        },
        style: { stroke: selected ? colors.selected : color, strokeWidth: onPath ? 3 : 1.5 },
        markerEnd: { type: MarkerType.ArrowClosed, color: selected ? colors.selected : color },
        animated: onPath,
        selected,
        selectable: edge.way !== null,
        deletable: edge.way !== null,
        focusable: edge.way !== null,
        ariaLabel: edge.way ? `Route of ${name}, to ${row?.targetWords ?? 'its target'}` : undefined,
      };
    });
  }
  return graph.edges.map((edge) => {
    const onPath = path?.edges.has(edge.id) ?? false;
    const color = colorOf(edge.to, onPath);
    // Edges that go back up (loops) route around the nodes instead of through them.
    const backwards = goesUp(edge.from, edge.to);
    return {
      id: edge.id,
      type: backwards ? 'loop' : 'default',
      data: backwards ? { lane: loops++ % 4 } : undefined,
      source: idOf(edge.from),
      target: idOf(edge.to),
      label: edge.labels.join(', '),
      labelStyle: { fill: colors.label, fontSize: 11 },
      labelBgStyle: { fill: colors.labelBackground },
      style: { stroke: color, strokeWidth: onPath ? 3 : 1.5 },
      markerEnd: { type: MarkerType.ArrowClosed, color },
      animated: onPath,
      focusable: false,
    };
  });
}
