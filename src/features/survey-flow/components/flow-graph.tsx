// The flow graph (React Flow, laid out with dagre). Read-only on the survey page; in the editor it also
// edits the survey: each way of leaving a question is a handle to drag onto a question or End and a
// keyboard control with a list of targets; a selected route can be reset (Delete, Backspace, its menu)
// or given a new question; a node's "+" adds one after it. Refused targets say why while dragging.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type IsValidConnection,
  type Node,
  type OnConnectEnd,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Box, Typography, useTheme } from '@mui/material';
import type { ReadQuestion } from '../../../contracts/survey';
import { DEAD_END_NODE, END_NODE, type FlowGraph } from '../../../entities/survey/routing/build-graph';
import { dropTarget, routeRefusal, wayEdges, type WayKey } from '../../../entities/survey/routing/graph-edit';
import type { FlowFinding } from '../../../entities/survey/routing/lint';
import type { FlowEditing } from '../../../entities/survey/ui/survey-panels';
import { editNodeSize, layoutFlowGraph, nodeId, QUESTION_NODE_SIZE, type PositionedNode } from '../layout';
import { useGraphEditing, type GraphEditing } from '../state/use-graph-editing';
import { useSettledPositions } from '../state/use-settled-positions';
import { ConnectionHint, type Hint } from './connection-hint';
import { editStyles } from './edit-styles';
import { FlowEditContext } from './flow-edit-context';
import { QuestionNode, TerminalNode, type QuestionData, type TerminalData } from './flow-nodes';
import { KindMenu } from './kind-menu';
import { LoopEdge } from './loop-edge';
import { RouteEdge, type RouteEdgeData } from './route-edge';

const nodeTypes = { question: QuestionNode, terminal: TerminalNode };
const edgeTypes = { loop: LoopEdge, route: RouteEdge };

interface Props {
  graph: FlowGraph;
  findings: FlowFinding[];
  selectedIndex: number | null;
  /** Node ids and edge ids on the walked path, to highlight. */
  path?: { nodes: Set<string>; edges: Set<string> };
  onSelect: (index: number) => void;
  /** Pixels. */
  height?: number;
  /** The overview in the corner (off where the graph is narrow, beside the editor's questions). */
  minimap?: boolean;
  /** The questions the graph was built from; with `editing`, the graph edits them. */
  questions?: readonly ReadQuestion[];
  editing?: FlowEditing;
}

const LARGE_GRAPH = 10;

/** Brings a question selected elsewhere (a finding, the editor) into view. */
function FollowSelection({ nodeOfSelection }: { nodeOfSelection: string | null }) {
  const flow = useReactFlow();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (nodeOfSelection === null) return;
    void flow.fitView({ nodes: [{ id: nodeOfSelection }], maxZoom: 1, duration: 250 });
  }, [flow, nodeOfSelection]);
  return null;
}

export function FlowGraphView({
  graph,
  findings,
  selectedIndex,
  path,
  onSelect,
  height = 560,
  minimap = true,
  questions,
  editing: editingProp,
}: Props) {
  const theme = useTheme();
  const editing = questions ? editingProp : undefined;
  const edit = useGraphEditing(questions ?? [], graph, editing);
  const keys = editing?.keys;
  const idOf = useCallback(
    (to: number | string) => (typeof to === 'number' && keys?.[to] ? `n:${keys[to]}` : nodeId(to)),
    [keys],
  );
  const indexById = useMemo(
    () => new Map(graph.questions.map((question) => [idOf(question.index), question.index])),
    [graph, idOf],
  );

  const rows = edit?.rows;
  const layout = useMemo(() => {
    const sizeOf = rows
      ? (index: number) => editNodeSize(rows[index]?.length ?? 1)
      : () => QUESTION_NODE_SIZE;
    const positions = layoutFlowGraph(graph, sizeOf);
    // Keyed by the nodes' own ids, so a node keeps its place across inserts and moves.
    const byId = new Map<string, PositionedNode>();
    for (const [id, position] of positions) {
      const index = /^q(\d+)$/.exec(id);
      const key = index ? idOf(Number(index[1])) : id;
      byId.set(key, { ...position, id: key });
    }
    return byId;
  }, [graph, rows, idOf]);
  const positions = useSettledPositions(
    layout,
    edit?.anchor !== null && edit?.anchor !== undefined ? idOf(edit.anchor) : null,
  );

  const problems = useMemo(() => {
    const counts = new Map<number, number>();
    for (const finding of findings)
      counts.set(finding.questionIndex, (counts.get(finding.questionIndex) ?? 0) + 1);
    return counts;
  }, [findings]);

  const nodes = useMemo<Node[]>(() => {
    const list: Node[] = graph.questions.map((question) => {
      const id = idOf(question.index);
      const position = positions.get(id) ?? layout.get(id)!;
      const data: QuestionData = {
        index: question.index,
        kind: question.kind,
        text: question.text,
        problems: problems.get(question.index) ?? 0,
        selected: selectedIndex === question.index,
        onPath: path?.nodes.has(nodeId(question.index)) ?? false,
        ways: rows?.[question.index],
      };
      return {
        id,
        type: 'question',
        position: { x: position.x, y: position.y },
        // Fixed sizes: the nodes are controlled without onNodesChange, so measured sizes never come back
        // and the minimap needs them. `measured` too: without it React Flow forgets where the node's
        // handles are whenever it gets a new node object (every frame of a transition), and the edges
        // vanish until they are measured again.
        width: position.width,
        height: position.height,
        measured: { width: position.width, height: position.height },
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
      list.push({
        id,
        type: 'terminal',
        position: { x: at.x, y: at.y },
        width: at.width,
        height: at.height,
        measured: { width: at.width, height: at.height },
        data: { label, tone, droppable: Boolean(rows) && tone === 'end' } satisfies TerminalData,
        draggable: false,
        connectable: Boolean(rows) && tone === 'end',
        deletable: false,
        selectable: false,
        ariaLabel: rows && tone === 'end' ? 'End of survey' : undefined,
      });
    };
    terminal(END_NODE, 'End', 'end');
    terminal(DEAD_END_NODE, 'Dead end (blank widget)', 'dead');
    return list;
  }, [graph, positions, layout, problems, selectedIndex, path, rows, idOf]);

  const [selectedEdge, setSelectedEdge] = useState<string | null>(null);
  const edges = useMemo<Edge[]>(() => {
    let loops = 0;
    // Whether an edge goes back up is read from where nodes are going, not from a frame of a transition.
    const goesUp = (from: number, to: number | string) =>
      (layout.get(idOf(to))?.y ?? 0) <= (layout.get(idOf(from))?.y ?? 0);
    const colorOf = (to: number | string, onPath: boolean) =>
      to === DEAD_END_NODE
        ? theme.palette.error.main
        : onPath
          ? theme.palette.success.main
          : theme.palette.text.secondary;
    if (rows && edit) {
      const bottomOf = (id: string) => {
        const node = positions.get(id) ?? layout.get(id);
        return node ? node.y + node.height : undefined;
      };
      return wayEdges(graph).map((edge): Edge<RouteEdgeData> => {
        const onPath = path?.edges.has(edge.edgeId) ?? false;
        const color = colorOf(edge.to, onPath);
        const selected = edge.id === selectedEdge;
        const wayName = edge.way ? edit.wayName(edge.from, edge.way) : `skipped answers of Q${edge.from + 1}`;
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
            wayName,
            labels: edge.labels,
            lane: goesUp(edge.from, edge.to) ? loops++ % 4 : undefined,
            isNext: row?.route.kind === 'next',
            row: Math.max(
              0,
              rows[edge.from]?.findIndex((candidate) => candidate.key === (edge.way ?? 'any')) ?? 0,
            ),
            below: bottomOf(idOf(edge.from)),
          },
          style: { stroke: selected ? theme.palette.primary.main : color, strokeWidth: onPath ? 3 : 1.5 },
          markerEnd: { type: MarkerType.ArrowClosed, color: selected ? theme.palette.primary.main : color },
          animated: onPath,
          selected,
          selectable: edge.way !== null,
          deletable: edge.way !== null,
          focusable: edge.way !== null,
          ariaLabel: edge.way ? `Route of ${wayName}, to ${row?.targetWords ?? 'its target'}` : undefined,
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
        labelStyle: { fill: theme.palette.text.primary, fontSize: 11 },
        labelBgStyle: { fill: theme.palette.background.paper },
        style: { stroke: color, strokeWidth: onPath ? 3 : 1.5 },
        markerEnd: { type: MarkerType.ArrowClosed, color },
        animated: onPath,
        focusable: false,
      };
    });
  }, [graph, path, theme, layout, positions, rows, edit, selectedEdge, idOf]);

  // A long survey opens on its start at a readable size; the minimap, zoom and findings show the rest.
  const initialView = useMemo(
    () =>
      graph.questions.length > LARGE_GRAPH
        ? { nodes: [{ id: idOf(0) }], minZoom: 0.85, maxZoom: 0.85 }
        : { maxZoom: 1.2 },
    // Only the first view uses it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // A route dropped back on its own node ends with a click there, which is not a wish to open it.
  const connecting = useRef(false);
  const targetOf = (id: string | null | undefined): number | 'end' | null => {
    if (!id) return null;
    if (id === END_NODE) return 'end';
    return indexById.get(id) ?? null;
  };
  const refusalOf = (from: number | undefined, to: number | 'end' | null): string | null => {
    if (from === undefined || to === null) return 'Drop it on a question or on End.';
    return routeRefusal(graph, from, dropTarget(from, to));
  };
  const isValidConnection: IsValidConnection = (connection) =>
    refusalOf(indexById.get(connection.source), targetOf(connection.target)) === null;
  const onConnect = (connection: Connection) => {
    const from = indexById.get(connection.source);
    const to = targetOf(connection.target);
    if (from === undefined || to === null || !edit) return;
    edit.actions.route(from, (connection.sourceHandle ?? 'any') as WayKey, dropTarget(from, to));
  };
  const onConnectEnd: OnConnectEnd = (_, state) => {
    window.setTimeout(() => (connecting.current = false));
    if (state.isValid || !edit || !state.fromNode) return;
    const from = indexById.get(state.fromNode.id);
    const to = targetOf(state.toNode?.id);
    if (from === undefined || to === null) return;
    const way = (state.fromHandle?.id ?? 'any') as WayKey;
    const refusal = refusalOf(from, to);
    if (refusal) edit.refused(from, way, refusal);
  };
  const describeConnection = (fromId: string, way: string, toId: string | null): Hint => {
    const from = indexById.get(fromId);
    const name = from === undefined || !edit ? 'These answers' : edit.wayName(from, way as WayKey);
    const to = targetOf(toId);
    if (from === undefined || to === null)
      return { text: `Drop ${name} on a question, or on End to end the survey.`, refused: false };
    const refusal = refusalOf(from, to);
    if (refusal) return { text: refusal, refused: true };
    const target = dropTarget(from, to);
    return {
      text: `Send ${name} to ${target.kind === 'end' ? 'the end of the survey' : target.kind === 'next' ? `the next question (Q${from + 2})` : `Q${target.index + 1}`}.`,
      refused: false,
    };
  };
  const onEdgesChange = (changes: EdgeChange[]) => {
    for (const change of changes) {
      if (change.type !== 'select') continue;
      if (change.selected) setSelectedEdge(change.id);
      else setSelectedEdge((current) => (current === change.id ? null : current));
    }
  };
  // Delete and Backspace reset the selected route, only while the focus is in the graph: React Flow's
  // own delete key listens to the whole page, where the same keys belong to whatever has the focus.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const target = event.target as Element;
    // Not from the menus a node opens (rendered elsewhere in the page), nor from a text field.
    if (!event.currentTarget.contains(target) || target.closest('input, textarea, [contenteditable]')) return;
    const edge = edges.find((candidate) => candidate.id === selectedEdge);
    const data = edge?.data as RouteEdgeData | undefined;
    if (!data?.way || !edit) return;
    event.preventDefault();
    edit.actions.route(data.from, data.way, { kind: 'next' });
    setSelectedEdge(null);
  };

  const graphView = (
    <Box
      sx={[{ height, border: 1, borderColor: 'divider', borderRadius: 1 }, rows ? editStyles(theme) : {}]}
      role="figure"
      aria-label="Survey flow graph"
      onKeyDown={rows ? onKeyDown : undefined}
    >
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        colorMode={theme.palette.mode}
        fitView
        fitViewOptions={initialView}
        minZoom={0.1}
        nodesDraggable={false}
        nodesConnectable={Boolean(rows)}
        connectOnClick={false}
        isValidConnection={rows ? isValidConnection : undefined}
        onConnectStart={() => (connecting.current = true)}
        onConnect={rows ? onConnect : undefined}
        onConnectEnd={rows ? onConnectEnd : undefined}
        onEdgesChange={rows ? onEdgesChange : undefined}
        deleteKeyCode={null}
        onNodeClick={(event, node) => {
          if (node.type !== 'question' || connecting.current) return;
          // Presses on a node's own controls (and on their menus, rendered elsewhere) are theirs.
          const target = event.target as Element;
          if (!event.currentTarget.contains(target) || target.closest('.nokey, .react-flow__handle')) return;
          onSelect((node.data as QuestionData).index);
        }}
      >
        <Background />
        <Controls showInteractive={false} />
        <FollowSelection nodeOfSelection={selectedIndex === null ? null : idOf(selectedIndex)} />
        {rows ? <ConnectionHint describe={describeConnection} /> : null}
        {minimap ? (
          <MiniMap
            pannable
            zoomable
            ariaLabel="Flow overview"
            position="top-right"
            nodeColor={(node) =>
              node.type === 'terminal' ? theme.palette.success.main : theme.palette.primary.main
            }
            maskColor={theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.6)' : 'rgba(240,240,240,0.6)'}
            style={{ width: 150, height: 100 }}
          />
        ) : null}
      </ReactFlow>
    </Box>
  );

  if (!edit) return graphView;
  return (
    <FlowEditContext.Provider value={edit.actions}>
      {graphView}
      <EditFooter edit={edit} />
    </FlowEditContext.Provider>
  );
}

/** How to edit, what the last change did (a live region), and the "+" menu of kinds. */
function EditFooter({ edit }: { edit: GraphEditing }) {
  const place = edit.insertMenu?.place;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Drag a route’s handle (●) onto a question or End, or press Enter on a route to pick where it goes.
        Select a route and press Delete to send it to the next question.
      </Typography>
      <Typography variant="body2" role="status" aria-live="polite" sx={{ mt: 0.5, minHeight: 20 }}>
        {edit.message}
      </Typography>
      <KindMenu
        anchor={edit.insertMenu?.anchor ?? null}
        label={
          place?.kind === 'route'
            ? `New question on the route ${edit.wayName(place.from, place.way)}`
            : `New question after Q${(place?.index ?? 0) + 1}`
        }
        onPick={edit.insert}
        onClose={edit.closeInsertMenu}
      />
    </>
  );
}
